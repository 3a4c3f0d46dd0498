/**
 * The state layer's surface for the UI: the store, its selectors and what they read. The types of
 * what the workers answer come from their own layers (`worker/protocol`, `manifests`, `engine`,
 * `text-aids`), which the UI imports as types only.
 */
export { createAppStore } from './store';
export { isBlockingDiagnostic } from './requests';
export type { AppStore } from './store';
export * from './selectors';
export { rankChangeMessage } from './announce';
export { failureSummary, filterRows, rowsInOrder } from './near-misses';
export type { RejectedOrder } from './near-misses';
export { isValidPriority, refusedPriorityOf, refusedPriorityText } from './priority-edit';
export type { RefusedPriority } from './priority-edit';
export { replayFor } from './text-edits';
export type { PriorityEdit } from './priority-edit';
export { loadBaseline, loadScenario, loadTheme, startAutosave } from './persist';
export { BASELINE_STORAGE_KEY } from './saved-baseline';
export { startEngineSync, rankAhead } from './engine-sync';
export type { Scenario } from './scenario';
export { tableMovesOf } from './table-moves';
export type { TableMoves } from './table-moves';
export { startQueries } from './query-sync';
export { TextAidsHandle } from './text-aids';
export type { TextAids } from './text-aids';
export type { WinQuestion, View } from './whatif';
export { replacementOf } from './whatif';
export { bandIndexOf, readWhatIfSize, roundSize, sizeInBand } from './size-whatif';
export * from './whatif-selectors';
export * from './cluster-wide-selectors';
export * from './question-picker';
export { planStatus } from './win-plans';
export { modelFixEdit } from './model-fix';
export {
  agentSkipsRankedModel,
  inspectPicked,
  isOneModel,
  MAX_PICKED_FILES,
  modelFilesEdit,
  pickedFilesError,
} from './model-files';
export { acceleratorOf, acceleratorWhatIfEdit, runsOnView, whatIfStart } from './runs-on';
export type { ComponentView, RunsOnView } from './runs-on';
export { draftOf, readDraft, sameWhatIf } from './accelerator-whatif';
export type { DraftField, WhatIfDraft } from './accelerator-whatif';
export type { PickedFile } from './model-files';
export { fillFromModelRoot } from './model-root-fill';
export type { ModelRootReport } from './model-root-fill';
export { shareLink, openShareLink, openLink, startFragmentKeeper, scenarioOf } from './share-link';
export type { OpenOptions, OpenOutcome } from './share-link';
export { restoreKept } from './replace-work';
export type { HoldReason, RestoreOutcome, WorkFate } from './replace-work';
export {
  discardKept,
  keptCount,
  listKept,
  readKept,
  summaryOf,
  MAX_KEPT,
  KEPT_WORK_PREFIX,
} from './kept-work';
export type { KeptSummary } from './kept-work';
export { migrateLegacyKeys } from './own-work';
export { openServedScenario } from './served-scenario';
export { kubectlText, markdownText, csvText } from './export-texts';
export { loadSplit, saveSplit, clampSplit, SPLIT_MIN, SPLIT_MAX } from './layout-prefs';

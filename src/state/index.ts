/**
 * The state layer's surface for the UI: the store, its selectors and what they read. The types of
 * what the workers answer come from their own layers (`worker/protocol`, `manifests`, `engine`,
 * `text-aids`), which the UI imports as types only.
 */
export { createAppStore, type AppStore } from './store';
export { isBlockingDiagnostic } from './requests';
export * from './selectors';
export { rankChangeMessage } from './announce';
export { failureSummary, filterRows, rowsInOrder, type RejectedOrder } from './near-misses';
export {
  isValidPriority,
  refusedPriorityOf,
  refusedPriorityText,
  type RefusedPriority,
  type PriorityEdit,
} from './priority-edit';
export { replayFor } from './text-edits';
export { loadBaseline, loadScenario, loadTheme, startAutosave } from './persist';
export { BASELINE_STORAGE_KEY } from './saved-baseline';
export { startEngineSync, rankAhead } from './engine-sync';
export type { Scenario } from './scenario';
export { tableMovesOf, type TableMoves } from './table-moves';
export { startQueries } from './query-sync';
export { TextAidsHandle, type TextAids } from './text-aids';
export { type WinQuestion, type View, replacementOf } from './whatif';
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
  type PickedFile,
} from './model-files';
export {
  acceleratorOf,
  acceleratorWhatIfEdit,
  runsOnView,
  whatIfStart,
  type ComponentView,
  type RunsOnView,
} from './runs-on';
export {
  draftOf,
  readDraft,
  sameWhatIf,
  type DraftField,
  type WhatIfDraft,
} from './accelerator-whatif';
export { fillFromModelRoot, type ModelRootReport } from './model-root-fill';
export {
  shareLink,
  openShareLink,
  openLink,
  startFragmentKeeper,
  scenarioOf,
  type OpenOptions,
  type OpenOutcome,
} from './share-link';
export { restoreKept, type HoldReason, type RestoreOutcome, type WorkFate } from './replace-work';
export {
  discardKept,
  keptCount,
  listKept,
  readKept,
  summaryOf,
  MAX_KEPT,
  KEPT_WORK_PREFIX,
  type KeptSummary,
} from './kept-work';
export { migrateLegacyKeys } from './own-work';
export { openServedScenario } from './served-scenario';
export { kubectlText, markdownText, csvText } from './export-texts';
export { loadSplit, saveSplit, clampSplit, SPLIT_MIN, SPLIT_MAX } from './layout-prefs';

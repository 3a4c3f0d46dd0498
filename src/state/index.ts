/**
 * The state layer's surface for the UI: the store, its selectors, and the types of what the
 * engine answers (so `ui` never reaches into `worker`).
 */
export { createAppStore } from './store';
export { isBlockingDiagnostic } from './requests';
export type { AppState, AppStore, ThemePreference, RankedAnswer, EngineAnswer } from './store';
export * from './selectors';
export { rankChangeMessage } from './announce';
export { CHECK_LABELS, failureSummary, filterRows, rowsInOrder } from './near-misses';
export type { FailureSummary, ReasonCount, RejectedOrder } from './near-misses';
export {
  priorityEditFor,
  priorityOutcome,
  isValidPriority,
  refusedPriorityOf,
  refusedPriorityText,
} from './priority-edit';
export type { RefusedPriority } from './priority-edit';
export { replayFor, enqueuePriority } from './text-edits';
export type { LoggedEdit, TextEditsState } from './text-edits';
export type { PriorityEdit } from './priority-edit';
export { loadBaseline, loadScenario, loadTheme, startAutosave } from './persist';
export { BASELINE_STORAGE_KEY } from './saved-baseline';
export {
  startEngineSync,
  rankAhead,
  TYPING_DEBOUNCE_MS,
  ENGINE_TIME_LIMIT_MS,
} from './engine-sync';
export { EXAMPLE_SCENARIO } from './example';
export type { Scenario } from './scenario';
export { validOmeRelease } from './scenario';
export { rowDetailOf } from '../worker/wire';
export type {
  AcceleratorData,
  ExplanationData,
  LocatedFinding,
  RowDetail,
  RowSummary,
  RankingResult,
  SizeBandData,
  SizeMapData,
  Choices,
  Diagnostic,
  GalleryExample,
  MakeItWinAnswer,
  MovedQuestion,
  Moves,
  WinPlanAnswer,
} from '../worker/protocol';
export { tableMovesOf } from './table-moves';
export type { TableMoves } from './table-moves';
export type { TextEdit } from '../manifests';
export type { ClusterSelection } from '../engine';
export type { OutlineObject } from '../text-aids';
export { startQuerySync, CLUSTER_WIDE_DEBOUNCE_MS, QUERY_TIME_LIMIT_MS } from './query-sync';
export { startQueries } from './query-sync';
export { TextAidsHandle } from './text-aids';
export type { TextAids, TextAidAnswer } from './text-aids';
export type { LineRange } from '../worker/protocol';
export { chooseTarget } from './choose-target';
export type {
  Baseline,
  ClusterWideAnswer,
  WinQuestion,
  GalleryState,
  View,
  Replacement,
} from './whatif';
export { replacementOf, sameScenario } from './whatif';
export { bandIndexOf, readWhatIfSize, roundSize, sizeInBand } from './size-whatif';
export type { SizeReading } from './size-whatif';
export * from './whatif-selectors';
export * from './cluster-wide-selectors';
export * from './question-picker';
export { planStatus, plansOf } from './win-plans';
export { modelFixEdit } from './model-fix';
export {
  agentSkipsRankedModel,
  inspectPicked,
  isOneModel,
  MAX_PICKED_FILES,
  modelFilesEdit,
  pickedFilesError,
  pickedTree,
} from './model-files';
export { acceleratorOf, acceleratorWhatIfEdit, runsOnView, whatIfStart } from './runs-on';
export type { CandidateLine, ComponentView, RunsOnView } from './runs-on';
export { draftOf, readDraft, sameWhatIf } from './accelerator-whatif';
export type { DraftField, DraftReading, WhatIfDraft } from './accelerator-whatif';
export type { PickedFile } from './model-files';
export { fillFromModelRoot } from './model-root-fill';
export type { ModelRootDeps, ModelRootReport } from './model-root-fill';
export type { ModelFieldValues } from '../manifests';
export type { PlanStatus } from './win-plans';
export {
  isShareFragment,
  shareLink,
  openShareLink,
  openLink,
  startFragmentKeeper,
  scenarioOf,
} from './share-link';
export type {
  OpenOptions,
  OpenOutcome,
  PendingLink,
  SharedLink,
  PageLocation,
  PageHistory,
} from './share-link';
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
export type { KeptSummary, KeptWork } from './kept-work';
export { migrateLegacyKeys } from './own-work';
export { openServedScenario } from './served-scenario';
export { LONG_LINK_WARNING } from '../share/codec';
export type { RowChange } from '../engine';
export { kubectlText, markdownText, csvText } from './export-texts';
export { loadSplit, saveSplit, clampSplit, SPLIT_MIN, SPLIT_MAX } from './layout-prefs';

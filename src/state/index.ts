/**
 * The state layer's surface for the UI: the store, its selectors, and the types of what the
 * engine answers (so `ui` never reaches into `worker`).
 */
export { createAppStore, isBlockingDiagnostic } from './store';
export type { AppState, AppStore, ThemePreference, RankedAnswer, Answer } from './store';
export * from './selectors';
export { rankChangeMessage } from './announce';
export { priorityEditFor, isValidPriority } from './priority-edit';
export type { PriorityChange } from './priority-edit';
export { loadScenario, loadTheme, startAutosave } from './persist';
export { startEngineSync, TYPING_DEBOUNCE_MS, ENGINE_TIME_LIMIT_MS } from './engine-sync';
export { EXAMPLE_SCENARIO } from './example';
export type { Scenario } from './scenario';
export type { ExplanationData, RankingResult, RankTarget, Choices } from '../worker/protocol';
export type { TextEdit, Diagnostic } from '../manifests';
export { createEngineWorker } from '../worker/client';

/**
 * The manifests layer: YAML text → validated, CRD-defaulted OME objects with source positions,
 * and diagnostics (document, line, field). Pure: no DOM, no Node.
 */
export { loadManifests, createManifestCache } from './load';
export {
  resolveModel,
  resolveQuestion,
  findInferenceService,
  resolveErrorText,
  resolveErrorHints,
  isResolveError,
  questionSourcesOf,
} from './resolve';
export type { Replacement, ResolvedQuestion, ResolveError } from './resolve';
export { diagnosticText } from './diagnostic-text';
export { sourceRefOf } from './source-ref';
export type * from './types';
export { applyEdit, setEntryPriorityEdit } from './edit';
export type { TextEdit } from './edit';
export { parseScenarioFile, scenarioQuestion } from './scenario-file';
export type { ScenarioQuery } from './scenario-file';

export { combineEdits, winTextEdit } from './win-text-edits';
export { modelFieldsEdit, pipelineLines, yamlScalar } from './model-fields-edit';
export { acceleratorSelectorEdit } from './accelerator-selector-edit';
export type { ModelFieldValues } from './model-fields-edit';
export { agentSkipsModel, fillModelFields, modelPlaces, placesEdits } from './model-files-fill';
export type { ModelFill, ModelPlace } from './model-files-fill';
export { modelStorage } from './model-storage';
export { modelRootTargets } from './model-root-targets';
export type { ModelRootTarget } from './model-root-targets';
export { unknownFields } from './unknown-fields';

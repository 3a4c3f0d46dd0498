/**
 * The manifests layer: YAML text → validated, CRD-defaulted OME objects with source positions,
 * and diagnostics (document, line, field). Pure: no DOM, no Node.
 */
export { loadManifests, createManifestCache, SELECTION_KINDS } from './load';
export type { LoadOptions, ManifestCache } from './load';
export {
  resolveModel,
  resolveQuestion,
  findInferenceService,
  resolveErrorText,
  resolveErrorHints,
  modelNamesIn,
  isResolveError,
  questionSourcesOf,
} from './resolve';
export type { Replacement, ResolvedQuestion, ResolveError } from './resolve';
export { diagnosticText } from './diagnostic-text';
export { sourceRefOf } from './source-ref';
export type * from './types';
export type { DecodeOptions } from './decode-runtime';
export { applyEdit, priorityEditRefusal, setEntryPriorityEdit } from './edit';
export type { TextEdit } from './edit';
export { parseScenarioFile, scenarioQuestion } from './scenario-file';
export type { ScenarioFile, ScenarioQuery } from './scenario-file';

export {
  autoSelectOffEdit,
  combineEdits,
  disableRuntimeEdit,
  firstKeyEdit,
  winTextEdit,
} from './win-text-edits';
export { modelFieldsEdit, pipelineLines, yamlScalar } from './model-fields-edit';
export type { DiffusionPipelineValues, ModelFieldValues } from './model-fields-edit';
export { agentSkipsModel, fillModelFields, SKIP_CONFIG_PARSING } from './model-files-fill';
export type { ModelFill, FillOutcome } from './model-files-fill';
export { unknownFields, suggestKey } from './unknown-fields';
export type { UnknownField } from './unknown-fields';

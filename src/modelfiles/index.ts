/**
 * Models as OME's model agent describes them: the BaseModel fields it writes (modelFormat,
 * modelFramework, modelArchitecture, modelParameterSize, quantization, diffusionPipeline), derived
 * from the model's own files. Pure: file access comes in through a `ModelFileTree`. See docs/model-files.md.
 */
export { inspectModelFiles, mapQuantization } from './derive';
export { formatParamCount } from './format-count';
export {
  countHeader,
  countSafetensors,
  findAndCountSafetensors,
  MAX_HEADER_BYTES,
} from './safetensors';
export { findConfig, hasConfigAtTop } from './find-config';
export { KNOWN_MODEL_TYPES } from './loaders/registry';
export { sourceText, fieldValues, isEstimate } from './describe';
export { ModelFileError, MODEL_FILE_NOTE_CODES } from './types';
export type {
  DerivedFields,
  DiffusionPipelineValue,
  FieldSource,
  InspectNote,
  InspectResult,
  ModelFileNoteCode,
  ModelFileTree,
  Sourced,
} from './types';

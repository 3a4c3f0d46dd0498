/**
 * Models as OME's model agent describes them: the BaseModel fields it writes (modelFormat,
 * modelFramework, modelArchitecture, modelParameterSize, quantization, diffusionPipeline), derived
 * from the model's own files. Pure: file access comes in through a `ModelFileTree`. See docs/model-files.md.
 */
export { inspectModelFiles } from './derive';
export { formatParamCount } from './format-count';
export { MAX_HEADER_BYTES } from './safetensors';
export { hasConfigAtTop } from './find-config';
export { sourceText, fieldValues, isEstimate } from './describe';
export { ModelFileError } from './types';
export type { DiffusionPipelineValue, InspectResult, ModelFileTree, Sourced } from './types';

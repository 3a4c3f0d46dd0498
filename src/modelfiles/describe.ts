/** Saying where each derived field came from, and the fields as the edit writes them. */
import type { DerivedFields, FieldSource, InspectResult } from './types';

const MAX_LISTED = 3;

/** One line naming a field's source ("config.json: transformers_version", "headers of 4 files: …"). */
export function sourceText(source: FieldSource): string {
  switch (source.kind) {
    case 'file':
      return `${source.file}: ${source.key}`;
    case 'headers': {
      const listed = source.files.slice(0, MAX_LISTED).join(', ');
      const more = source.files.length > MAX_LISTED ? `, … (${source.files.length} files)` : '';
      return `safetensors headers: ${listed}${more}`;
    }
    case 'estimate':
      return `estimate without weights (${source.rule}), from ${source.file}`;
    case 'agent':
      return `written by OME's agent for every such model (${source.file})`;
  }
}

/** The derived fields as plain values (the shape the manifests' model-fields edit takes). */
export function fieldValues(fields: DerivedFields) {
  return {
    format: fields.modelFormat.value,
    framework: fields.modelFramework.value,
    architecture: fields.modelArchitecture.value,
    parameterSize: fields.modelParameterSize.value,
    quantization: fields.quantization?.value ?? null,
    diffusionPipeline: fields.diffusionPipeline?.value ?? null,
  };
}

/** Whether the count is OME's estimate rather than the weights' own. */
export const isEstimate = (result: InspectResult): boolean =>
  result.fields.modelParameterSize.source.kind === 'estimate';

/** The fields read from a model's files, as the fill shows them: values and their sources. */
import { DIFFUSION_COMPONENTS } from '../../engine';
import type { DiffusionPipelineValue, InspectResult } from '../../modelfiles';
import { sourceText } from '../../modelfiles';

/** A name with its version, an empty version written as OME writes it (`""`). */
export const versioned = (v: { name: string; version: string | null }) =>
  v.version === null ? v.name : `${v.name} ${v.version || '""'}`;

/** The pipeline in one line: its class, then the components it names. */
function pipelineText(p: DiffusionPipelineValue): string {
  const named = DIFFUSION_COMPONENTS.filter((key) => p[key] !== undefined);
  const components = [...named, ...Object.keys(p.additionalComponents)];
  const className = p.className ?? 'no class';
  return components.length === 0 ? className : `${className}: ${components.join(', ')}`;
}

/** The derived fields as table rows: the field, its value, where it came from. */
export function fieldRows(result: InspectResult): [string, string, string][] {
  const f = result.fields;
  const out: [string, string, string][] = [
    ['modelFormat', versioned(f.modelFormat.value), sourceText(f.modelFormat.source)],
    ['modelFramework', versioned(f.modelFramework.value), sourceText(f.modelFramework.source)],
  ];
  out.push([
    'modelArchitecture',
    f.modelArchitecture.value || '""',
    sourceText(f.modelArchitecture.source),
  ]);
  out.push([
    'modelParameterSize',
    f.modelParameterSize.value,
    sourceText(f.modelParameterSize.source),
  ]);
  if (f.quantization !== null)
    out.push(['quantization', f.quantization.value, sourceText(f.quantization.source)]);
  if (f.diffusionPipeline !== null)
    out.push([
      'diffusionPipeline',
      pipelineText(f.diffusionPipeline.value),
      sourceText(f.diffusionPipeline.source),
    ]);
  return out;
}

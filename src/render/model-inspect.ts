/**
 * `ome-sim model inspect`'s outputs: a BaseModel spec fragment (YAML, sources as comments) or
 * JSON. What the model's files say is written safely: values through `yamlScalar` (quoted and
 * escaped), comments through `sanitizeCell` (one line, no control character).
 */
import { pipelineLines, yamlScalar as scalar } from '../manifests';
import { sanitizeCell } from './width';
import {
  sourceText,
  type DiffusionPipelineValue,
  type InspectResult,
  type Sourced,
} from '../modelfiles';

type Versioned = { readonly name: string; readonly version: string | null };

function fieldLines(key: string, field: Sourced<string | Versioned> | null): string[] {
  if (field === null) return [];
  const lines = [`  # ${sanitizeCell(sourceText(field.source))}`];
  const value = field.value;
  if (typeof value === 'string') lines.push(`  ${key}: ${scalar(value)}`);
  else {
    lines.push(`  ${key}:`, `    name: ${scalar(value.name)}`);
    if (value.version !== null) lines.push(`    version: ${scalar(value.version)}`);
  }
  return lines;
}

export function inspectYaml(result: InspectResult): string {
  const f = result.fields;
  return [
    `# ${sanitizeCell(`${result.configFile} (model_type ${result.modelType})`)}: what OME's model agent would write`,
    'spec:',
    ...fieldLines('modelFormat', f.modelFormat),
    ...fieldLines('modelFramework', f.modelFramework),
    ...fieldLines('modelArchitecture', f.modelArchitecture),
    ...fieldLines('modelParameterSize', f.modelParameterSize),
    ...fieldLines('quantization', f.quantization),
    ...(f.diffusionPipeline === null
      ? []
      : [
          `  # ${sanitizeCell(sourceText(f.diffusionPipeline.source))}`,
          ...pipelineLines(f.diffusionPipeline.value, '    ').map((l, i) =>
            i === 0 ? `  ${l}` : l,
          ),
        ]),
    '',
  ].join('\n');
}

/** A component as the API serialises it: empty library or type left out (omitempty). */
const componentJson = (c: { library: string; type: string }) => ({
  ...(c.library === '' ? {} : { library: c.library }),
  ...(c.type === '' ? {} : { type: c.type }),
});

function pipelineJson(p: DiffusionPipelineValue) {
  const { className, additionalComponents, ...named } = p;
  const additional = Object.entries(additionalComponents);
  return {
    ...(className === null ? {} : { className }),
    ...Object.fromEntries(Object.entries(named).map(([k, c]) => [k, componentJson(c)])),
    ...(additional.length === 0
      ? {}
      : {
          additionalComponents: Object.fromEntries(
            additional.map(([k, c]) => [k, componentJson(c)]),
          ),
        }),
  };
}

const sourceJson = (field: Sourced<unknown> | null) =>
  field === null ? undefined : { ...field.source, text: sourceText(field.source) };

export function inspectJson(path: string, result: InspectResult) {
  const f = result.fields;
  return {
    path,
    configFile: result.configFile,
    modelType: result.modelType,
    parameterCount: result.parameterCount,
    spec: {
      modelFormat: f.modelFormat.value,
      modelFramework: f.modelFramework.value,
      modelArchitecture: f.modelArchitecture.value,
      modelParameterSize: f.modelParameterSize.value,
      ...(f.quantization === null ? {} : { quantization: f.quantization.value }),
      ...(f.diffusionPipeline === null
        ? {}
        : { diffusionPipeline: pipelineJson(f.diffusionPipeline.value) }),
    },
    sources: {
      modelFormat: sourceJson(f.modelFormat),
      modelFramework: sourceJson(f.modelFramework),
      modelArchitecture: sourceJson(f.modelArchitecture),
      modelParameterSize: sourceJson(f.modelParameterSize),
      quantization: sourceJson(f.quantization),
      diffusionPipeline: sourceJson(f.diffusionPipeline),
    },
    notes: result.notes,
  };
}

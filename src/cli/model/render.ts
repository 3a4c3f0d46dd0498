/** `ome-sim model inspect`'s outputs: a BaseModel spec fragment (YAML, sources as comments) or JSON. */
import { sourceText, type InspectResult, type Sourced } from '../../modelfiles';

/** A YAML scalar that reads back as the same string. */
const scalar = (value: string): string =>
  /^[A-Za-z][A-Za-z0-9._/-]*$/.test(value) && !/^(true|false|yes|no|on|off|null|y|n)$/i.test(value)
    ? value
    : /^\d+(\.\d+)?[KMBT]$/.test(value)
      ? value
      : JSON.stringify(value);

type Versioned = { readonly name: string; readonly version: string | null };

function fieldLines(key: string, field: Sourced<string | Versioned> | null): string[] {
  if (field === null) return [];
  const lines = [`  # ${sourceText(field.source)}`];
  const value = field.value;
  if (typeof value === 'string') lines.push(`  ${key}: ${scalar(value)}`);
  else {
    lines.push(`  ${key}:`, `    name: ${scalar(value.name)}`);
    if (value.version !== null) lines.push(`    version: ${JSON.stringify(value.version)}`);
  }
  return lines;
}

export function inspectYaml(result: InspectResult): string {
  const f = result.fields;
  return [
    `# ${result.configFile} (model_type ${result.modelType}): what OME's model agent would write`,
    'spec:',
    ...fieldLines('modelFormat', f.modelFormat),
    ...fieldLines('modelFramework', f.modelFramework),
    ...fieldLines('modelArchitecture', f.modelArchitecture),
    ...fieldLines('modelParameterSize', f.modelParameterSize),
    ...fieldLines('quantization', f.quantization),
    '',
  ].join('\n');
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
      ...(f.modelArchitecture === null ? {} : { modelArchitecture: f.modelArchitecture.value }),
      modelParameterSize: f.modelParameterSize.value,
      ...(f.quantization === null ? {} : { quantization: f.quantization.value }),
    },
    sources: {
      modelFormat: sourceJson(f.modelFormat),
      modelFramework: sourceJson(f.modelFramework),
      modelArchitecture: sourceJson(f.modelArchitecture),
      modelParameterSize: sourceJson(f.modelParameterSize),
      quantization: sourceJson(f.quantization),
    },
    notes: result.notes,
  };
}

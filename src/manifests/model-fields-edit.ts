/**
 * The quick fix for a model without spec.modelFormat: write the fields OME's model agent would
 * fill (modelFormat, modelFramework, modelArchitecture, modelParameterSize) into the model's
 * spec, as one insertion that keeps everything else — comments included — as written.
 */
import { DIFFUSION_COMPONENTS } from '../engine/types';
import type { TextEdit } from './edit';
import { firstKeyEdit } from './win-text-edits';
import type { SourceSpan } from './types';

interface PipelineComponentValues {
  readonly library: string;
  readonly type: string;
}

/** spec.diffusionPipeline as OME's agent writes it; empty strings are left out (omitempty). */
export interface DiffusionPipelineValues {
  readonly className: string | null;
  readonly scheduler?: PipelineComponentValues;
  readonly textEncoder?: PipelineComponentValues;
  readonly tokenizer?: PipelineComponentValues;
  readonly transformer?: PipelineComponentValues;
  readonly vae?: PipelineComponentValues;
  readonly additionalComponents: Readonly<Record<string, PipelineComponentValues>>;
}

export interface ModelFieldValues {
  readonly format: { readonly name: string; readonly version: string | null };
  readonly framework: { readonly name: string; readonly version: string | null } | null;
  readonly architecture: string | null;
  readonly parameterSize: string | null;
  /** `spec.quantization` (int4, fp8), when the model's files name one. */
  readonly quantization?: string | null;
  /** `spec.diffusionPipeline`, for a diffusers pipeline (from its model_index.json). */
  readonly diffusionPipeline?: DiffusionPipelineValues | null;
  /** A comment written above the added fields (where they came from), without the `#`. */
  readonly comment?: string;
}

/**
 * What JSON.stringify leaves raw but YAML does not take as written (a model's files may hold
 * anything): DEL and C1 controls, which YAML forbids, and YAML 1.1's line breaks NEL, LS and PS,
 * which go-yaml would fold. Written as `\uXXXX`, which both read back as the character.
 */
const UNPRINTABLE = /[\u007f-\u009f\u2028\u2029]/g;
const escapeUnprintable = (c: string): string =>
  `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * A YAML scalar as written: plain when YAML reads it back as the same string (a name, or a size
 * such as 8B), else quoted (versions such as "1.0.0", as OME's catalog writes them).
 */
export const yamlScalar = (value: string): string =>
  (/^[A-Za-z][A-Za-z0-9._/-]*$/.test(value) &&
    !/^(true|false|yes|no|on|off|null|y|n)$/i.test(value)) ||
  /^\d+(\.\d+)?[KMBT]$/.test(value)
    ? value
    : JSON.stringify(value).replace(UNPRINTABLE, escapeUnprintable);

/** A comment's text on one line, with nothing YAML refuses in a comment (control characters). */
// eslint-disable-next-line no-control-regex -- exactly the characters meant
const commentText = (text: string): string => text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ');

function block(key: string, value: { name: string; version: string | null }, pad: string) {
  const lines = [`${key}:`, `${pad}name: ${yamlScalar(value.name)}`];
  if (value.version !== null) lines.push(`${pad}version: ${yamlScalar(value.version)}`);
  return lines;
}

/** A component's lines under `key` (`{}` when OME would write neither library nor type). */
function componentLines(key: string, c: PipelineComponentValues, pad: string): string[] {
  const inner = [
    ...(c.library === '' ? [] : [`${pad}  library: ${yamlScalar(c.library)}`]),
    ...(c.type === '' ? [] : [`${pad}  type: ${yamlScalar(c.type)}`]),
  ];
  return inner.length === 0 ? [`${pad}${key}: {}`] : [`${pad}${key}:`, ...inner];
}

/** `diffusionPipeline:` and its block, in the API's field order. */
export function pipelineLines(p: DiffusionPipelineValues, pad: string): string[] {
  const lines = ['diffusionPipeline:'];
  if (p.className !== null) lines.push(`${pad}className: ${yamlScalar(p.className)}`);
  for (const key of DIFFUSION_COMPONENTS) {
    const component = p[key];
    if (component !== undefined) lines.push(...componentLines(key, component, pad));
  }
  const additional = Object.entries(p.additionalComponents);
  if (additional.length > 0) {
    lines.push(`${pad}additionalComponents:`);
    for (const [key, component] of additional)
      lines.push(...componentLines(yamlScalar(key), component, `${pad}  `));
  }
  return lines.length === 1 ? ['diffusionPipeline: {}'] : lines;
}

/**
 * The edit that adds the fields `fields` (the model's written field spans, by path) lacks; null
 * when there is no block-style spec to add them to or nothing is missing.
 */
export function modelFieldsEdit(
  source: string,
  fields: Readonly<Record<string, SourceSpan>>,
  values: ModelFieldValues,
): TextEdit | null {
  const spec = fields['spec'];
  if (spec === undefined || source[spec.start.offset] === '{') return null;
  const indent = ' '.repeat(Math.max(0, spec.start.column - 1));
  const pad = `${indent}  `;
  const lines: string[] = [];
  if (fields['spec.modelFormat'] === undefined)
    lines.push(...block('modelFormat', values.format, pad));
  if (values.framework !== null && fields['spec.modelFramework'] === undefined)
    lines.push(...block('modelFramework', values.framework, pad));
  if (values.architecture !== null && fields['spec.modelArchitecture'] === undefined)
    lines.push(`modelArchitecture: ${yamlScalar(values.architecture)}`);
  if (values.parameterSize && fields['spec.modelParameterSize'] === undefined)
    lines.push(`modelParameterSize: ${yamlScalar(values.parameterSize)}`);
  if (values.quantization && fields['spec.quantization'] === undefined)
    lines.push(`quantization: ${yamlScalar(values.quantization)}`);
  if (values.diffusionPipeline && fields['spec.diffusionPipeline'] === undefined)
    lines.push(...pipelineLines(values.diffusionPipeline, pad));
  if (lines.length === 0) return null;
  if (values.comment !== undefined) lines.unshift(`# ${commentText(values.comment)}`);
  // Continuation lines already carry the nested indent; the first key sits where spec's first key was.
  const text = lines.map((l, i) => (i === 0 || l.startsWith(pad) ? l : `${indent}${l}`)).join('\n');
  return firstKeyEdit(source, spec, text);
}

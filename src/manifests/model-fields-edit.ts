/**
 * The quick fix for a model without spec.modelFormat: write the fields OME's model agent would
 * fill (modelFormat, modelFramework, modelArchitecture, modelParameterSize) into the model's
 * spec, as one insertion that keeps everything else — comments included — as written.
 */
import type { TextEdit } from './edit';
import { firstKeyEdit } from './win-text-edits';
import type { SourceSpan } from './types';

export interface ModelFieldValues {
  readonly format: { readonly name: string; readonly version: string | null };
  readonly framework: { readonly name: string; readonly version: string | null } | null;
  readonly architecture: string | null;
  readonly parameterSize: string | null;
  /** `spec.quantization` (int4, fp8), when the model's files name one. */
  readonly quantization?: string | null;
  /** A comment written above the added fields (where they came from), without the `#`. */
  readonly comment?: string;
}

/**
 * A YAML scalar as written: plain when YAML reads it back as the same string (a name, or a size
 * such as 8B), else quoted (versions such as "1.0.0", as OME's catalog writes them).
 */
const scalar = (value: string): string =>
  (/^[A-Za-z][A-Za-z0-9._/-]*$/.test(value) &&
    !/^(true|false|yes|no|on|off|null|y|n)$/i.test(value)) ||
  /^\d+(\.\d+)?[KMBT]$/.test(value)
    ? value
    : JSON.stringify(value);

function block(key: string, value: { name: string; version: string | null }, pad: string) {
  const lines = [`${key}:`, `${pad}name: ${scalar(value.name)}`];
  if (value.version !== null && value.version !== '')
    lines.push(`${pad}version: ${scalar(value.version)}`);
  return lines;
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
  if (values.architecture && fields['spec.modelArchitecture'] === undefined)
    lines.push(`modelArchitecture: ${scalar(values.architecture)}`);
  if (values.parameterSize && fields['spec.modelParameterSize'] === undefined)
    lines.push(`modelParameterSize: ${scalar(values.parameterSize)}`);
  if (values.quantization && fields['spec.quantization'] === undefined)
    lines.push(`quantization: ${scalar(values.quantization)}`);
  if (lines.length === 0) return null;
  if (values.comment !== undefined) lines.unshift(`# ${values.comment.replace(/\s*\n\s*/g, ' ')}`);
  // Continuation lines already carry the nested indent; the first key sits where spec's first key was.
  const text = lines.map((l, i) => (i === 0 || l.startsWith(pad) ? l : `${indent}${l}`)).join('\n');
  return firstKeyEdit(source, spec, text);
}

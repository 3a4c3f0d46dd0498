/**
 * Fills models' empty fields from their files before ranking (`--model-files NAME=PATH`): for
 * each model named, the fields OME's agent would write, added to its YAML where they are not
 * written (the agent's rule: a field already set stays as written), with a comment naming the
 * source. One function for every command that loads manifests (docs/model-files.md).
 */
import { applyEdit, type TextEdit } from './edit';
import { loadManifests } from './load';
import { modelFieldsEdit, type ModelFieldValues } from './model-fields-edit';
import { readObjectField } from './object-field';
import type { ManifestSource, ObjectOrigin } from './types';

export interface ModelFill {
  /** The BaseModel's or ClusterBaseModel's metadata.name (every namespace). */
  readonly model: string;
  readonly values: ModelFieldValues;
}

export interface FillOutcome {
  readonly sources: readonly ManifestSource[];
  /** Per fill, how many objects of that name took fields. */
  readonly filled: readonly { readonly model: string; readonly objects: number }[];
  /** Fills whose name no model has. */
  readonly unmatched: readonly string[];
  /** Models whose spec could not take the fields (flow style, or no spec). */
  readonly refused: readonly string[];
  /** Models annotated `ome.oracle.com/skip-config-parsing: "true"`: OME's agent fills nothing. */
  readonly skipped: readonly string[];
}

/** OME's agent skips a model with this annotation set to "true" (any case): model_data.go. */
export const SKIP_CONFIG_PARSING = 'ome.oracle.com/skip-config-parsing';

/** OME compares the annotation's value with "true" ignoring case (strings.EqualFold). */
const saysTrue = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

/**
 * Whether OME's agent skips the model at `origin`: its `metadata.annotations` set
 * `ome.oracle.com/skip-config-parsing` to "true", in any case (model_data.go).
 */
export function agentSkipsModel(sources: readonly ManifestSource[], origin: ObjectOrigin): boolean {
  const value = readObjectField(sources, origin, ['metadata', 'annotations', SKIP_CONFIG_PARSING]);
  return saysTrue(value);
}

/** Writes each fill's values into the models of its name where they are not written. */
export function fillModelFields(
  sources: readonly ManifestSource[],
  fills: readonly ModelFill[],
): FillOutcome {
  const set = loadManifests(sources);
  const edits = new Map<string, TextEdit[]>();
  const filled: { model: string; objects: number }[] = [];
  const unmatched: string[] = [];
  const refused: string[] = [];
  const skipped: string[] = [];
  // A later fill for the same name replaces an earlier one.
  const byName = new Map(fills.map((f) => [f.model, f]));
  for (const fill of byName.values()) {
    const models = set.models.filter((m) => m.object.name === fill.model);
    if (models.length === 0) {
      unmatched.push(fill.model);
      continue;
    }
    let objects = 0;
    for (const { origin } of models) {
      const source = sources.find((s) => s.name === origin.source);
      if (source === undefined) continue;
      if (agentSkipsModel(sources, origin)) {
        skipped.push(fill.model);
        continue;
      }
      const spec = Object.fromEntries(
        Object.entries(origin.fields).filter(([path]) => /^spec(\.|$)/.test(path)),
      );
      if (spec['spec'] === undefined || source.text[spec['spec'].start.offset] === '{') {
        refused.push(fill.model);
        continue;
      }
      const edit = modelFieldsEdit(source.text, spec, fill.values);
      if (edit === null) continue;
      (edits.get(source.name) ?? edits.set(source.name, []).get(source.name)!).push(edit);
      objects++;
    }
    filled.push({ model: fill.model, objects });
  }
  const out = sources.map((source) => {
    const list = edits.get(source.name);
    if (list === undefined) return source;
    // Last offset first, so earlier offsets stay valid.
    const text = [...list]
      .sort((a, b) => b.offset - a.offset)
      .reduce((t, edit) => applyEdit(t, edit), source.text);
    return { ...source, text };
  });
  return { sources: out, filled, unmatched, refused, skipped };
}

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
import type { ManifestSet, ManifestSource, ObjectOrigin, SourceSpan } from './types';

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

/** Where a fill of one model name goes: one object of that name, in load order. */
export interface ModelPlace {
  /** The source the object is written in. */
  readonly source: string;
  /**
   * The object's written `spec` fields (spans by dotted path, `spec` itself included); null when
   * its spec is absent or written in flow style (`{…}`), which a fill does not rewrite.
   */
  readonly spec: Readonly<Record<string, SourceSpan>> | null;
  /** Annotated `ome.oracle.com/skip-config-parsing: "true"`: OME's agent fills nothing there. */
  readonly agentSkips: boolean;
}

/** Every object named `model` (BaseModel or ClusterBaseModel, every namespace), as a fill place. */
export function modelPlaces(
  sources: readonly ManifestSource[],
  set: ManifestSet,
  model: string,
): ModelPlace[] {
  const places: ModelPlace[] = [];
  for (const { object, origin } of set.models) {
    if (object.name !== model) continue;
    const source = sources.find((s) => s.name === origin.source);
    if (source === undefined) continue;
    const spec = Object.fromEntries(
      Object.entries(origin.fields).filter(([path]) => /^spec(\.|$)/.test(path)),
    );
    const block = spec['spec'] !== undefined && source.text[spec['spec'].start.offset] !== '{';
    places.push({
      source: source.name,
      spec: block ? spec : null,
      agentSkips: agentSkipsModel(sources, origin),
    });
  }
  return places;
}

/** What writing one model's values at its places does. */
export interface PlacesEdits {
  /** One edit per place that lacked fields, with its source. */
  readonly edits: readonly { readonly source: string; readonly edit: TextEdit }[];
  /** Some place's spec could not take the fields (flow style, or no spec). */
  readonly refused: boolean;
  /** Some place is annotated to be skipped by OME's agent, and was. */
  readonly skipped: boolean;
}

/**
 * The edits writing `values` where each place lacks them (OME's rule: a field already written
 * stays as written); `textOf` gives a source's text. The one rule for the CLI and the app.
 */
export function placesEdits(
  places: readonly ModelPlace[],
  values: ModelFieldValues,
  textOf: (source: string) => string | undefined,
): PlacesEdits {
  const edits: { source: string; edit: TextEdit }[] = [];
  let refused = false;
  let skipped = false;
  for (const place of places) {
    const text = textOf(place.source);
    if (text === undefined) continue;
    if (place.agentSkips) skipped = true;
    else if (place.spec === null) refused = true;
    else {
      const edit = modelFieldsEdit(text, place.spec, values);
      if (edit !== null) edits.push({ source: place.source, edit });
    }
  }
  return { edits, refused, skipped };
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
  const textOf = (name: string) => sources.find((s) => s.name === name)?.text;
  // A later fill for the same name replaces an earlier one.
  const byName = new Map(fills.map((f) => [f.model, f]));
  for (const fill of byName.values()) {
    const places = modelPlaces(sources, set, fill.model);
    if (places.length === 0) {
      unmatched.push(fill.model);
      continue;
    }
    const outcome = placesEdits(places, fill.values, textOf);
    if (outcome.skipped) skipped.push(fill.model);
    if (outcome.refused) refused.push(fill.model);
    for (const { source, edit } of outcome.edits)
      (edits.get(source) ?? edits.set(source, []).get(source)!).push(edit);
    filled.push({ model: fill.model, objects: outcome.edits.length });
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

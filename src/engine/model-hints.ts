/**
 * Hints: what ome-sim adds to OME's own error when the error has a cause outside the manifests.
 *
 * A BaseModel or ClusterBaseModel written without `spec.modelFormat` fails selection with OME's
 * "model format name is required" (§1.2). In a cluster that is rarely seen: OME's model agent
 * downloads the model and fills modelFormat, modelFramework, modelArchitecture and
 * modelParameterSize from its config. Most of OME's own catalog leaves them to the agent, so a
 * model pasted from it can't be ranked until they are written in. The hint says so and offers
 * the values the runtimes in the manifests support, plus a size read from the model's name.
 */
import { isCandidate } from './select';
import type { BaseModel, ServingRuntime } from './types';

export type ModelField =
  'modelFormat' | 'modelFramework' | 'modelArchitecture' | 'modelParameterSize';

export interface NameVersion {
  readonly name: string;
  readonly version: string | null;
}

/** One combination a runtime entry supports, with the runtimes that support it. */
export interface ModelFieldsOffer {
  readonly format: NameVersion;
  readonly framework: NameVersion | null;
  readonly architecture: string | null;
  readonly runtimes: readonly string[];
}

export interface ModelFieldsHint {
  readonly code: 'model-fields-unset';
  readonly model: string;
  readonly missing: readonly ModelField[];
  readonly message: string;
  /** Most supported first; at most MAX_OFFERS. */
  readonly offers: readonly ModelFieldsOffer[];
  /** A parameter size read from the model's name ("qwen3-8b" → 8B): a guess, never a fact. */
  readonly sizeGuess: string | null;
}

export type Hint = ModelFieldsHint;

const MAX_OFFERS = 24;

/**
 * The size a model's name states, as "8B" or "1.5B": a number followed by `b` after a `-` or `_`,
 * with a one-digit fraction written with `.`, `-` or `_` ("qwen2-5-1-5b" → 1.5B). An active-
 * parameter count such as "A2.7B" of a mixture of experts is not the model's size, and is skipped.
 * The last such number wins ("llama-3-3-70b" → 70B). Null when the name states none.
 */
export function sizeFromName(name: string): string | null {
  const matches = [...name.matchAll(/(?:^|[-_])(\d+)(?:[-_.](\d))?b(?=$|[-_.])/gi)];
  const last = matches[matches.length - 1];
  if (last === undefined) return null;
  return last[2] === undefined ? `${last[1]}B` : `${last[1]}.${last[2]}B`;
}

function offersOf(runtimes: readonly ServingRuntime[]): ModelFieldsOffer[] {
  const byKey = new Map<string, { offer: ModelFieldsOffer; runtimes: Set<string> }>();
  for (const runtime of runtimes) {
    for (const entry of runtime.supportedModelFormats) {
      if (entry.modelFormat === null || entry.modelFormat.name === '') continue;
      const format = { name: entry.modelFormat.name, version: entry.modelFormat.version };
      const framework =
        entry.modelFramework === null
          ? null
          : { name: entry.modelFramework.name, version: entry.modelFramework.version };
      const offer = { format, framework, architecture: entry.modelArchitecture, runtimes: [] };
      const key = JSON.stringify([format, framework, entry.modelArchitecture]);
      const found = byKey.get(key) ?? { offer, runtimes: new Set<string>() };
      found.runtimes.add(runtime.name);
      byKey.set(key, found);
    }
  }
  return [...byKey.values()]
    .map(({ offer, runtimes: names }) => ({ ...offer, runtimes: [...names].sort() }))
    .sort(
      (a, b) =>
        b.runtimes.length - a.runtimes.length ||
        (a.architecture ?? '').localeCompare(b.architecture ?? '') ||
        a.format.name.localeCompare(b.format.name),
    )
    .slice(0, MAX_OFFERS);
}

function missingFields(model: BaseModel): ModelField[] {
  const missing: ModelField[] = ['modelFormat'];
  if (model.modelFramework === null) missing.push('modelFramework');
  if (model.modelArchitecture === null) missing.push('modelArchitecture');
  if (model.modelParameterSize === null) missing.push('modelParameterSize');
  return missing;
}

/** The hints for ranking `model` in `namespace`; empty when OME's own message says it all. */
export function modelHints(
  model: BaseModel | null,
  runtimes: readonly ServingRuntime[],
  namespace: string,
): Hint[] {
  if (model === null || model.modelFormat.name !== '') return [];
  const missing = missingFields(model);
  return [
    {
      code: 'model-fields-unset',
      model: model.name,
      missing,
      message:
        `${model.kind} ${model.name} has no spec.modelFormat. In a cluster, OME's model agent fills ` +
        `${missing.join(', ')} after it downloads the model; until then OME can't select a runtime ` +
        'for it. Write them in to rank it as the agent would.',
      offers: offersOf(runtimes.filter((r) => isCandidate(r, namespace))),
      sizeGuess: model.modelParameterSize === null ? sizeFromName(model.name) : null,
    },
  ];
}

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

/** A model field OME's model agent fills in from the model's files, which the hint can offer. */
export type ModelField =
  'modelFormat' | 'modelFramework' | 'modelArchitecture' | 'modelParameterSize';

/** A format or framework as an entry writes it: a name and an optional version. */
export interface NameVersion {
  /** The format's or framework's name (`safetensors`, `transformers`). */
  readonly name: string;
  /** Its version as the entry writes it; null when the entry gives none. */
  readonly version: string | null;
}

/** One combination a runtime entry supports, with the runtimes that support it. */
export interface ModelFieldsOffer {
  /** The entry's `modelFormat`. */
  readonly format: NameVersion;
  /** The entry's `modelFramework`; null when it has none. */
  readonly framework: NameVersion | null;
  /** The entry's `modelArchitecture`; null when it has none. */
  readonly architecture: string | null;
  /** The candidate runtimes with an entry of this combination, by name. */
  readonly runtimes: readonly string[];
}

/**
 * ome-sim's hint for a model written without `spec.modelFormat`: OME fails with "model format
 * name is required" (§1.2) until its model agent fills the field in from the model's files. The
 * hint names the fields left to the agent and offers what the runtimes here support.
 */
export interface ModelFieldsHint {
  /** The hint's kind: the only one there is. */
  readonly code: 'model-fields-unset';
  /** The model's name. */
  readonly model: string;
  /** The agent's fields the model leaves unset. */
  readonly missing: readonly ModelField[];
  /** The hint in words: what is missing and why OME cannot select until it is written. */
  readonly message: string;
  /** Most supported first; at most MAX_OFFERS. */
  readonly offers: readonly ModelFieldsOffer[];
  /** A parameter size read from the model's name ("qwen3-8b" → 8B): a guess, never a fact. */
  readonly sizeGuess: string | null;
}

/** What ome-sim adds to OME's error when its cause lies outside the manifests. */
export type Hint = ModelFieldsHint;

const MAX_OFFERS = 24;

/** A size word: "8b", "70B", "1.5B", "135m", or "7b1" (7.1B, as BLOOM writes it). */
const SIZE_TOKEN = /^(\d+)(?:\.(\d+))?([bm])$|^(\d+)b(\d)$/i;
/** A mixture of experts written as experts × expert size ("8x7b"): its size is not the product. */
const EXPERTS_TOKEN = /^\d+x\d+(?:\.\d+)?b$/i;
/** An expert count ("16e" of "llama-4-scout-17b-16e"): the size before it is the active one. */
const EXPERT_COUNT = /^\d+e$/i;
/** The integer part of an active-parameter count written with a dot ("a2" of "moe-a2-7b", A2.7B). */
const ACTIVE_WHOLE = /^a\d+$/i;
const ONE_DIGIT_SIZE = /^\d[bm]$/i;
const INTEGER = /^\d+$/;
const NUMBER = /^\d+(?:\.\d+)*$/;

/**
 * How many of the bare numbers between a name's word and its size are the word's version: a word
 * that ends in a digit ("qwen2", "internvl2") carries its major version, so one number completes
 * it ("qwen2-5" is Qwen2.5); a word without one ("llama", "granite") is followed by major and minor
 * ("llama-3-1" is Llama 3.1).
 */
const versionLength = (word: string | undefined): number =>
  word !== undefined && /\d$/.test(word) ? 1 : 2;

/**
 * The size a model's name states, as "8B", "1.5B" or "135M"; null when the name states none. The name is
 * read in `-`/`_`-separated words, as OME's catalog writes HuggingFace ids with dots turned to
 * dashes ("Llama-3.1-8B" → "llama-3-1-8b"):
 *
 * - The last size word counts ("olmoe-1b-7b" → 7B); an active-parameter count ("a3b" of
 *   "qwen3-30b-a3b", "a2-7b" of "qwen1-5-moe-a2-7b") and a context length ("4k" of
 *   "phi-3-mini-4k") are not sizes.
 * - A size followed by an expert count ("llama-4-scout-17b-16e") is the active size, so no guess:
 *   Llama 4 Scout 17B-16E has 109B parameters.
 * - A one-digit size may have its integer part in the number before it ("qwen2-5-1-5b" → 1.5B),
 *   but the numbers right after the model's word are its version first (versionLength):
 *   "llama-3-1-8b" → 8B, "qwen2-5-7b" → 7B, "exaone-3-5-7-8b" → 7.8B. A lone number of 0, 1 or
 *   10 and above is read as the integer part: no model family numbers its versions so
 *   ("qwen3-0-6b" → 0.6B, "qwen3-1-7b" → 1.7B, "solar-10-7b" → 10.7B).
 * - Experts × size ("mixtral-8x7b") gives no guess: experts share their attention layers, so the
 *   model is smaller than the product (Mixtral 8x7B has 46.7B parameters, not 56B).
 *
 * A guess, never a fact: docs/selection-rules.md lists names it reads wrong ("afm-4-5b" → 5B).
 */
export function sizeFromName(name: string): string | null {
  const words = name.split(/[-_\s]+/);
  let at = -1;
  let expertsAfter = false;
  for (let i = words.length - 1; i >= 0 && at < 0; i--) {
    const word = words[i]!;
    if (EXPERTS_TOKEN.test(word)) return null;
    if (EXPERT_COUNT.test(word)) expertsAfter = true;
    else if (ONE_DIGIT_SIZE.test(word) && i > 0 && ACTIVE_WHOLE.test(words[i - 1]!)) i--;
    else if (SIZE_TOKEN.test(word)) at = i;
  }
  // "17b-16e": 17B active of 16 experts; the whole model is several times that (Scout: 109B).
  if (at < 0 || expertsAfter) return null;
  const [, whole, fraction, unitWritten, bloomWhole, bloomFraction] = SIZE_TOKEN.exec(words[at]!)!;
  if (bloomWhole !== undefined) return `${bloomWhole}.${bloomFraction}B`;
  const unit = unitWritten!.toUpperCase();
  if (fraction !== undefined) return `${whole}.${fraction}${unit}`;
  let first = at;
  while (first > 0 && NUMBER.test(words[first - 1]!)) first--;
  const run = words.slice(first, at);
  const before = run[run.length - 1];
  if (whole!.length > 1 || before === undefined || !INTEGER.test(before)) return `${whole}${unit}`;
  const lone = run.length === 1 && (Number(before) <= 1 || Number(before) >= 10);
  const integerPart = run.length > versionLength(words[first - 1]) || lone;
  return integerPart ? `${Number(before)}.${whole}${unit}` : `${whole}${unit}`;
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

/**
 * What the selection rules read: each question the manifests ask (a model in a namespace where it
 * can be used, an InferenceService in its own), its engine input, and its ranking, shared by
 * every rule through the run (run.ts).
 */
import {
  createEvaluationCache,
  parseModelSize,
  rankRuntimes,
  type BaseModel,
  type InferenceService,
  type OmeVersion,
  type Ranking,
  type SelectionInput,
  type ServingRuntime,
} from '../engine';
import type { Located } from '../manifests';
import { findingOn } from './locate';
import type { LintDraft } from './rule';

/** One selection to check: a model (and InferenceService) in a namespace. */
export interface Selection {
  readonly subject: Located<BaseModel> | Located<InferenceService>;
  /** The engine's input, with only the runtimes that have an entry of the model's format. */
  readonly input: SelectionInput;
  /**
   * Every runtime of the namespace. A runtime with no entry of the model's format fails Q4 (or an
   * earlier check) and never qualifies or panics (§4.1), so rankings leave it out; the nearest
   * runtime of an unserved model and a named runtime are looked for among all of them.
   */
  readonly allRuntimes: readonly ServingRuntime[];
  /**
   * The subject is asked in several namespaces (a ClusterBaseModel, when the input uses more than
   * one): its findings name the namespaces they hold in, and say the same once for all of them.
   */
  readonly spread: boolean;
}

/** A selection and OME's ranking for it: null when the InferenceService names its runtime. */
export interface CheckedSelection {
  readonly selection: Selection;
  readonly ranking: Ranking | null;
}

/** `model NAME` or `InferenceService NAME`: how a message names the subject. */
export const nameOf = (s: Selection): string =>
  `${'modelParameterSize' in s.subject.object ? 'model' : 'InferenceService'} ${s.subject.object.name}`;

/**
 * A finding about a selection's subject. Where the subject is asked in several namespaces, it
 * carries the namespace, and `lintManifests` makes one finding of those that say the same,
 * naming the namespaces after the subject's name (`model x in namespaces a, b gets …`).
 */
export function findingOnSelection(s: Selection, message: string): LintDraft {
  const draft = findingOn(s.subject, message);
  return s.spread
    ? { ...draft, askedIn: { namespace: s.input.namespace, subject: nameOf(s) } }
    : draft;
}

/** The ranking of a checked selection whose InferenceService does not name its runtime. */
export const isRanked = (
  c: CheckedSelection,
): c is CheckedSelection & { readonly ranking: Ranking } => c.ranking !== null;

/** A runtime's range as numbers, parsed once per lint (null: no range). */
type Bounds = readonly [min: number | null, max: number | null] | null;

/**
 * Rankings shared by models of one shape: a ranking reads the model's fields, never its name, so
 * models that differ only in name (a catalog's many copies of one architecture and size) in one
 * namespace get one ranking. Within one lint only; InferenceServices are ranked each on its own.
 *
 * A sized model is ranked among the runtimes that can qualify at its size: a runtime whose two
 * bounds leave the size out fails Q5 and is only rejected (§6.2), so leaving it out changes no
 * qualifying runtime, their order, the pick or an error (a one-bound range, which OME 1.2.2
 * panics on, always stays). Such a ranking's `rejected` is partial: `rankInFull` gives them all.
 */
export class Rankings {
  readonly #memo = new Map<string, Ranking>();
  readonly #full = new Map<string, Ranking>();
  readonly #bounds = new Map<ServingRuntime, Bounds>();
  #cache = createEvaluationCache();
  #cachedModel: unknown = null;

  rank(input: SelectionInput, version: OmeVersion): Ranking {
    return this.#ranked(input, version, this.#memo, true);
  }

  /** The ranking of every runtime of the input, rejected ones included. */
  rankInFull(input: SelectionInput, version: OmeVersion): Ranking {
    return this.#ranked(input, version, this.#full, false);
  }

  #ranked(
    input: SelectionInput,
    version: OmeVersion,
    memo: Map<string, Ranking>,
    onlyFitting: boolean,
  ): Ranking {
    const model = input.model;
    // One model's verdicts on the cluster runtimes serve every namespace it is ranked in; a
    // fresh cache per model keeps only one model's verdicts alive at a time.
    if (model !== this.#cachedModel) {
      this.#cache = createEvaluationCache();
      this.#cachedModel = model;
    }
    const size =
      model?.modelParameterSize == null ? null : parseModelSize(model.modelParameterSize);
    const runtimes =
      onlyFitting && size !== null
        ? input.runtimes.filter((r) => this.#mayFit(r, size))
        : input.runtimes;
    const rank = () => rankRuntimes({ ...input, runtimes, omeVersion: version }, this.#cache);
    if (model === null || input.inferenceService !== null) return rank();
    const key = `${version}\0${input.namespace}\0${JSON.stringify({ ...model, name: '', kind: '', namespace: null })}`;
    let ranking = memo.get(key);
    if (ranking === undefined) memo.set(key, (ranking = rank()));
    return ranking;
  }

  /** Can the runtime pass Q5 at `size`, or panic there? Only a two-bound range can rule it out. */
  #mayFit(runtime: ServingRuntime, size: number): boolean {
    let bounds = this.#bounds.get(runtime);
    if (bounds === undefined) {
      const range = runtime.modelSizeRange;
      bounds =
        range === null || range.min === null || range.max === null
          ? null
          : [parseModelSize(range.min), parseModelSize(range.max)];
      this.#bounds.set(runtime, bounds);
    }
    return bounds === null || (size >= bounds[0]! && size <= bounds[1]!);
  }
}

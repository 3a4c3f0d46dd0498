/**
 * What the selection rules read: each question the manifests ask (a model in a namespace where it
 * can be used, an InferenceService in its own), its engine input, and its ranking, shared by
 * every rule through the run (run.ts).
 */
import {
  createEvaluationCache,
  rankRuntimes,
  type BaseModel,
  type InferenceService,
  type OmeVersion,
  type Ranking,
  type SelectionInput,
  type ServingRuntime,
} from '../engine';
import type { Located } from '../manifests';

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
  /** " in namespace x" when the same model is checked in several namespaces, else "". */
  readonly where: string;
}

/** A selection and OME's ranking for it: null when the InferenceService names its runtime. */
export interface CheckedSelection {
  readonly selection: Selection;
  readonly ranking: Ranking | null;
}

/** `model NAME` or `InferenceService NAME`, with the namespace when that matters. */
export const nameOf = (s: Selection): string =>
  `${'modelParameterSize' in s.subject.object ? 'model' : 'InferenceService'} ${s.subject.object.name}${s.where}`;

/** The ranking of a checked selection whose InferenceService does not name its runtime. */
export const isRanked = (
  c: CheckedSelection,
): c is CheckedSelection & { readonly ranking: Ranking } => c.ranking !== null;

/**
 * Rankings shared by models of one shape: a ranking reads the model's fields, never its name, so
 * models that differ only in name (a catalog's many copies of one architecture and size) in one
 * namespace get one ranking. Within one lint only; InferenceServices are ranked each on its own.
 */
export class Rankings {
  readonly #memo = new Map<string, Ranking>();
  #cache = createEvaluationCache();
  #cachedModel: unknown = null;

  rank(input: SelectionInput, version: OmeVersion): Ranking {
    const model = input.model;
    // One model's verdicts on the cluster runtimes serve every namespace it is ranked in; a
    // fresh cache per model keeps only one model's verdicts alive at a time.
    if (model !== this.#cachedModel) {
      this.#cache = createEvaluationCache();
      this.#cachedModel = model;
    }
    if (model === null || input.inferenceService !== null)
      return rankRuntimes({ ...input, omeVersion: version }, this.#cache);
    const key = `${version}\0${input.namespace}\0${JSON.stringify({ ...model, name: '', kind: '', namespace: null })}`;
    let ranking = this.#memo.get(key);
    if (ranking === undefined) {
      ranking = rankRuntimes({ ...input, omeVersion: version }, this.#cache);
      this.#memo.set(key, ranking);
    }
    return ranking;
  }
}

/**
 * Remembers each runtime's verdict for one model, InferenceService and OME version, keyed by object
 * identity, and the explanation row of each rejected verdict. The manifests layer hands back the
 * very same objects for documents whose text did not change, so after an edit to one runtime only
 * that runtime is evaluated again. Weak keys: verdicts of objects nobody holds any more are
 * collected with them.
 */
import type { EvaluationContext, RuntimeEvaluation } from './evaluate';
import type { RuntimeExplanation } from './explanation';
import type { BaseModel, InferenceService, OmeVersion, ServingRuntime } from './types';

type Verdicts = WeakMap<ServingRuntime, RuntimeEvaluation>;

export class EvaluationCache {
  readonly #byModel = new WeakMap<
    BaseModel,
    Map<InferenceService | null, Map<OmeVersion, Verdicts>>
  >();

  /** The verdicts for this context, created empty on first use. */
  verdictsFor(ctx: EvaluationContext): Verdicts {
    let byIsvc = this.#byModel.get(ctx.model);
    if (byIsvc === undefined) this.#byModel.set(ctx.model, (byIsvc = new Map()));
    let byVersion = byIsvc.get(ctx.isvc);
    if (byVersion === undefined) {
      // InferenceServices are few; forget old ones so the map can't grow without bound.
      if (byIsvc.size > 16) byIsvc.clear();
      byIsvc.set(ctx.isvc, (byVersion = new Map()));
    }
    let verdicts = byVersion.get(ctx.version);
    if (verdicts === undefined) byVersion.set(ctx.version, (verdicts = new WeakMap()));
    return verdicts;
  }

  /**
   * Rows of rejected runtimes, built once per verdict. A rejected row depends on nothing but its
   * verdict (no rank, no neighbour), and a large cluster rejects hundreds of runtimes per model:
   * rebuilding their entry breakdowns after every keystroke would cost more than ranking.
   */
  readonly #rejectedRows = new WeakMap<RuntimeEvaluation, RuntimeExplanation>();

  rejectedRow(evaluation: RuntimeEvaluation, build: () => RuntimeExplanation): RuntimeExplanation {
    let row = this.#rejectedRows.get(evaluation);
    if (row === undefined) this.#rejectedRows.set(evaluation, (row = build()));
    return row;
  }
}

export const createEvaluationCache = (): EvaluationCache => new EvaluationCache();

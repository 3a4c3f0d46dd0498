/**
 * The top-level flow (docs/selection-rules.md §2): validate the model, gather candidates, evaluate
 * each, rank the qualifying ones and pick the first.
 */
import { evaluateRuntime, evaluationContext, type RuntimeEvaluation } from './evaluate';
import type { EvaluationCache } from './evaluation-cache';
import { orderQualifying, orderRejected, placementStep, type PlacementStep } from './order';
import type { InferenceService, OmeVersion, SelectionInput, ServingRuntime } from './types';

/** Why the whole selection fails before (or instead of) ranking. */
export type SelectionError =
  | { readonly code: 'model-missing' }
  | { readonly code: 'model-format-missing' }
  /** v1.2.2: a one-bound modelSizeRange is dereferenced and the selection panics (§13 #2). */
  | { readonly code: 'nil-pointer-panic'; readonly runtime: string };

export function selectionErrorText(error: SelectionError): string {
  switch (error.code) {
    case 'model-missing':
      return 'invalid model specification: model: model specification is nil';
    case 'model-format-missing':
      return 'invalid model specification: modelFormat.name: model format name is required';
    case 'nil-pointer-panic':
      return (
        'runtime error: invalid memory address or nil pointer dereference (OME v1.2.2 reads both ' +
        `bounds of modelSizeRange, and runtime ${error.runtime} sets only one; set both bounds)`
      );
  }
}

export interface RankedRuntime extends RuntimeEvaluation {
  /** 1-based place in the ranking; 1 is the runtime OME selects. */
  readonly rank: number;
  /** The ordering step that placed it below the runtime above (§8). */
  readonly placement: PlacementStep;
}

export interface Ranking {
  readonly namespace: string;
  readonly omeVersion: OmeVersion;
  readonly inferenceService: InferenceService | null;
  readonly error: SelectionError | null;
  /** Every candidate (§2 step 3), in input order. */
  readonly candidates: readonly ServingRuntime[];
  /** Qualifying runtimes in OME's order. */
  readonly ranked: readonly RankedRuntime[];
  /** Rejected runtimes: namespaced then cluster, each by name (the explain table's order). */
  readonly rejected: readonly RuntimeEvaluation[];
  readonly selected: RankedRuntime | null;
}

/**
 * §2 step 3: ServingRuntimes of the namespace, and every ClusterServingRuntime. A ServingRuntime
 * without a namespace is taken to live in the simulated one, as `kubectl apply -n` would place it.
 */
export const isCandidate = (runtime: ServingRuntime, namespace: string): boolean =>
  runtime.kind === 'ClusterServingRuntime' ||
  runtime.namespace === null ||
  runtime.namespace === namespace;

/**
 * A verdict with its place. Written out field by field: V8 gives each object made by spreading
 * another plus new fields a hidden class of its own, and a big cluster ranks hundreds of
 * thousands of them (memory and garbage collection grew faster than the cluster).
 */
const rankedRuntime = (
  e: RuntimeEvaluation,
  rank: number,
  placement: PlacementStep,
): RankedRuntime => ({
  runtime: e.runtime,
  scope: e.scope,
  failure: e.failure,
  matchingEntry: e.matchingEntry,
  score: e.score,
  scoringEntry: e.scoringEntry,
  priority: e.priority,
  weight: e.weight,
  distance: e.distance,
  panics: e.panics,
  rank,
  placement,
});

/**
 * Ranks the serving runtimes for a model as OME's runtime selector does.
 *
 * @param input the namespace, the resolved model (BaseModel or ClusterBaseModel), the optional
 *   InferenceService whose accelerator class and deployment modes apply, and every runtime known
 *   (ServingRuntimes of other namespaces are ignored). `omeVersion` defaults to `1.3`.
 * @param cache optional: verdicts kept between calls, so runtimes that did not change (the same
 *   objects) are not evaluated again for the same model, InferenceService and version.
 * @returns every candidate's verdict: the qualifying runtimes in order with the step that placed
 *   each, the rejected ones with their first failing check, and the selection (or why it failed).
 */
export function rankRuntimes(input: SelectionInput, cache?: EvaluationCache): Ranking {
  const omeVersion = input.omeVersion ?? '1.3';
  const candidates = input.runtimes.filter((r) => isCandidate(r, input.namespace));
  const base = {
    namespace: input.namespace,
    omeVersion,
    inferenceService: input.inferenceService,
    candidates,
  };
  const failed = (error: SelectionError): Ranking => ({
    ...base,
    error,
    ranked: [],
    rejected: [],
    selected: null,
  });
  const model = input.model;
  if (model === null) return failed({ code: 'model-missing' });
  if (model.modelFormat.name === '') return failed({ code: 'model-format-missing' });

  const ctx = evaluationContext(model, input.inferenceService, omeVersion);
  const verdicts = cache?.verdictsFor(ctx);
  // One pass, no intermediate arrays: this loop is the cost of ranking a large cluster.
  const qualifying: RuntimeEvaluation[] = [];
  const rejected: RuntimeEvaluation[] = [];
  for (const runtime of candidates) {
    let evaluation = verdicts?.get(runtime);
    if (evaluation === undefined) {
      evaluation = evaluateRuntime(ctx, runtime);
      verdicts?.set(runtime, evaluation);
    }
    if (evaluation.panics) {
      return failed({ code: 'nil-pointer-panic', runtime: runtime.name });
    }
    (evaluation.failure === null ? qualifying : rejected).push(evaluation);
  }
  const ordered = orderQualifying(qualifying);
  const ranked = ordered.map((e, i) => rankedRuntime(e, i + 1, placementStep(ordered[i - 1], e)));
  return {
    ...base,
    error: null,
    ranked,
    rejected: orderRejected(rejected),
    selected: ranked[0] ?? null,
  };
}

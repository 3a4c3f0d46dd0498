/**
 * The accelerator question for a runtime selection (docs/selection-rules.md §A3): OME decides
 * classes on the runtime it goes on with, the one `spec.runtime` names when OME uses it (§11),
 * else the one selection picked (§2). Without a model OME stops before either.
 */
import type { Explanation } from '../explanation';
import { explicitRuntimeVerdict } from '../explicit';
import { rankRuntimes } from '../select';
import type { SelectionInput, ServingRuntime } from '../types';
import type { AcceleratorQuestion } from './decide';
import type { AcceleratorClass } from './types';

export interface RuntimeUsed {
  readonly runtime: ServingRuntime | null;
  /** The InferenceService named it in `spec.runtime`. */
  readonly named: boolean;
}

/** The runtime OME goes on with, read from an explanation already made. */
export function runtimeOmeUses(explanation: {
  readonly explicitRuntime: Explanation['explicitRuntime'];
  readonly ranking: Pick<Explanation['ranking'], 'selected'>;
}): RuntimeUsed {
  const explicit = explanation.explicitRuntime;
  if (explicit !== null) return { runtime: explicit.used ? explicit.resolved : null, named: true };
  return { runtime: explanation.ranking.selected?.runtime ?? null, named: false };
}

/** The same, worked out from the selection's input (no explanation needed). */
export function runtimeForInput(input: SelectionInput): RuntimeUsed {
  const model = input.model;
  if (model === null) return { runtime: null, named: false };
  const version = input.omeVersion ?? '1.3';
  const explicit = explicitRuntimeVerdict(input.inferenceService, model, input.runtimes, version);
  const ranking = explicit === null ? rankRuntimes(input) : null;
  return runtimeOmeUses({ explicitRuntime: explicit, ranking: ranking ?? { selected: null } });
}

/**
 * The question for an InferenceService's selection; null for a model alone (`explain --model`),
 * which has no InferenceService and so no components.
 */
export function acceleratorQuestion(
  input: SelectionInput,
  used: RuntimeUsed,
  classes: readonly AcceleratorClass[],
): AcceleratorQuestion | null {
  const isvc = input.inferenceService;
  if (isvc === null) return null;
  return {
    inferenceService: isvc,
    runtime: used.runtime,
    runtimeNamed: used.named,
    model: input.model,
    classes,
  };
}

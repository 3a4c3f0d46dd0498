/**
 * The accelerator question for a runtime selection already answered (docs/selection-rules.md
 * §A3): OME decides classes on the runtime it uses, the one `spec.runtime` names (when OME
 * uses it, §11) or the one selection picked (§2).
 */
import type { Explanation } from '../explanation';
import type { SelectionInput, ServingRuntime } from '../types';
import type { AcceleratorQuestion } from './decide';
import type { AcceleratorClass } from './types';

/** The runtime OME goes on with after selection, and whether the InferenceService named it. */
export function runtimeOmeUses(
  input: SelectionInput,
  explanation: Explanation,
): { readonly runtime: ServingRuntime | null; readonly named: boolean } {
  const explicit = explanation.explicitRuntime;
  if (explicit !== null) return { runtime: explicit.used ? explicit.resolved : null, named: true };
  const selected = explanation.selected;
  if (selected === null) return { runtime: null, named: false };
  const kind = selected.scope === 'Namespaced' ? 'ServingRuntime' : 'ClusterServingRuntime';
  const runtime = input.runtimes.find(
    (r) =>
      r.kind === kind &&
      r.name === selected.name &&
      (kind === 'ClusterServingRuntime' || (r.namespace ?? input.namespace) === input.namespace),
  );
  return { runtime: runtime ?? null, named: false };
}

/**
 * The question for an InferenceService's selection (null for `explain --model`, which has no
 * InferenceService and so no components).
 */
export function acceleratorQuestion(
  input: SelectionInput,
  explanation: Explanation,
  classes: readonly AcceleratorClass[],
): AcceleratorQuestion | null {
  const isvc = input.inferenceService;
  if (isvc === null) return null;
  const { runtime, named } = runtimeOmeUses(input, explanation);
  return { inferenceService: isvc, runtime, runtimeNamed: named, model: input.model, classes };
}

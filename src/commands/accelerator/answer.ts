/**
 * The accelerator class decision for an asked question, the same for every surface
 * (docs/selection-rules.md part 6): on the runtime OME goes on with (engine/in-use.ts), each
 * component's class and what applies on it. `accelerator explain` prints it, `runtime explain
 * -o json` carries it, the app's engine worker sends it under the verdict.
 */
import {
  acceleratorQuestion,
  decideAccelerators,
  withSelectorWhatIf,
  type AcceleratorWhatIf,
  type Explanation,
  type SelectionInput,
} from '../../engine';
import type { ManifestSet } from '../../manifests';
import type { AcceleratorAnswer } from '../../render/accelerator-explain';

export type { AcceleratorAnswer };

/** What the decision reads of the runtime ranking: the runtime used, or why there is none. */
export type RankingOutcome = Pick<Explanation, 'uses' | 'error'>;

/** Why OME has no runtime to decide classes on; null when it has one. */
function noRuntimeText(ranking: RankingOutcome): string | null {
  const { uses } = ranking;
  if (uses.runtime !== null) return null;
  if (uses.named) return uses.message ?? 'OME refuses the runtime spec.runtime.name names';
  return ranking.error ?? 'no runtime is selected';
}

/**
 * The decision for the InferenceService of `input`, on the runtime `ranking` says OME uses, with
 * the what-if's policy and constraints in place of the service's when one is given. Null for a
 * question about a model alone: without an InferenceService there is no component.
 */
export function acceleratorAnswer(
  set: ManifestSet,
  input: SelectionInput,
  ranking: RankingOutcome,
  whatIf: AcceleratorWhatIf | null = null,
): AcceleratorAnswer | null {
  const isvc = input.inferenceService;
  if (isvc === null) return null;
  // Ranking reads only the selector's class name (§3.1), which the what-if leaves as written, so
  // the runtime in use stands.
  const asked =
    whatIf === null ? input : { ...input, inferenceService: withSelectorWhatIf(isvc, whatIf) };
  const classes = set.acceleratorClasses.map((c) => c.object);
  const question = acceleratorQuestion(asked, ranking.uses, classes);
  if (question === null) return null;
  return {
    inferenceService: isvc.name,
    namespace: input.namespace,
    uses: ranking.uses,
    noRuntime: noRuntimeText(ranking),
    decision: decideAccelerators(question),
  };
}

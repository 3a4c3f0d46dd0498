/**
 * The accelerator question for a runtime selection (docs/selection-rules.md §A3): OME decides
 * classes on the runtime it goes on with (engine/in-use.ts), the one `spec.runtime` names when OME
 * uses it (§11), else the one selection picked (§2). Without a model OME stops before either.
 */
import { runtimeInUseObject, type RuntimeInUse } from '../in-use';
import type { SelectionInput } from '../types';
import type { AcceleratorQuestion } from './decide';
import type { AcceleratorClass } from './types';

/**
 * The question for an InferenceService's selection; null for a model alone (`explain --model`),
 * which has no InferenceService and so no components.
 */
export function acceleratorQuestion(
  input: SelectionInput,
  uses: RuntimeInUse,
  classes: readonly AcceleratorClass[],
): AcceleratorQuestion | null {
  const isvc = input.inferenceService;
  if (isvc === null) return null;
  return {
    inferenceService: isvc,
    runtime: runtimeInUseObject(input, uses),
    runtimeNamed: uses.named,
    model: input.model,
    classes,
  };
}

/**
 * The accelerator class decision's reasons as data (docs/selection-rules.md §A3–§A5): why a
 * component got its class or none, and why each candidate was left out or lost. `outcomeText`,
 * `constraintText` and `standingText` are the one place that words them; where OME logs or
 * reports a text of its own, the catalogue gives OME's words.
 */
import type { AcceleratorPolicy } from './types';

export type Component = 'engine' | 'decoder';

/** Where the policy came from (§A3). */
export type PolicySource = 'component' | 'service';

/** The first constraint a candidate fails, in OME's order (§A4). */
export type ConstraintFailure =
  | { readonly code: 'excluded' }
  | { readonly code: 'architecture-family'; readonly family: string }
  | { readonly code: 'memory-unknown' }
  | { readonly code: 'memory-below'; readonly memoryGB: number; readonly min: number }
  | { readonly code: 'memory-above'; readonly memoryGB: number; readonly max: number }
  | { readonly code: 'feature-missing'; readonly feature: string }
  | { readonly code: 'compute-capability-unknown' }
  | { readonly code: 'compute-capability-below'; readonly has: string; readonly min: string };

/** OME's own reason for a filtered candidate (`meetsRequirements`, logged at V(1)). */
export function constraintText(failure: ConstraintFailure): string {
  switch (failure.code) {
    case 'excluded':
      return 'explicitly excluded';
    case 'architecture-family':
      return `architecture family ${failure.family} not in allowed list`;
    case 'memory-unknown':
      return 'missing memory specification for memory check';
    case 'memory-below':
      return `memory ${failure.memoryGB}GB < required ${failure.min}GB`;
    case 'memory-above':
      return `memory ${failure.memoryGB}GB > max allowed ${failure.max}GB`;
    case 'feature-missing':
      return `missing required feature: ${failure.feature}`;
    case 'compute-capability-unknown':
      return 'missing compute capability for architecture version check';
    case 'compute-capability-below':
      return `compute capability ${failure.has} < required ${failure.min}`;
  }
}

/** How a component's decision ended (§A3). The two `error` codes fail OME's reconcile. */
export type Outcome =
  | { readonly code: 'no-runtime' }
  | { readonly code: 'runtime-lists-no-classes' }
  | { readonly code: 'named'; readonly by: 'override' | 'selector'; readonly className: string }
  | { readonly code: 'named-class-missing'; readonly className: string }
  | { readonly code: 'no-name-no-policy' }
  | { readonly code: 'policy-not-allowed'; readonly policy: string }
  | { readonly code: 'candidate-missing'; readonly className: string }
  | { readonly code: 'no-candidate-left'; readonly policy: string }
  | { readonly code: 'no-cost' }
  | { readonly code: 'best-fit-panics' }
  | { readonly code: 'picked'; readonly policy: AcceleratorPolicy; readonly className: string };

export const isOutcomeError = (o: Outcome): boolean =>
  o.code === 'named-class-missing' || o.code === 'best-fit-panics';

/** The error OME's controller returns for a failed decision (its event and the reconcile). */
export function omeErrorText(outcome: Outcome, component: Component): string | null {
  if (outcome.code === 'named-class-missing')
    return `Failed to get accelerator class for ${component}: accelerator class ${outcome.className} not found at cluster scope`;
  if (outcome.code === 'best-fit-panics')
    return 'panic: runtime error: invalid memory address or nil pointer dereference [recovered]';
  return null;
}

/** One plain line: what the component runs on and why, or why on no class. */
export function outcomeText(outcome: Outcome): string {
  switch (outcome.code) {
    case 'no-runtime':
      return 'no class: no runtime was selected, so OME makes no component';
    case 'runtime-lists-no-classes':
      return 'no class: the runtime lists no acceleratorRequirements.acceleratorClasses (names and policies are not read)';
    case 'named':
      return `${outcome.className}: named by ${outcome.by === 'override' ? "the component's acceleratorOverride" : 'spec.acceleratorSelector'}`;
    case 'named-class-missing':
      return `error: ${outcome.className} is named, but no AcceleratorClass of that name exists; OME fails the reconcile`;
    case 'no-name-no-policy':
      return 'no class: no class is named and no policy is set';
    case 'policy-not-allowed':
      return `no class: policy ${JSON.stringify(outcome.policy)} is not one the CRD allows (the API server refuses the InferenceService)`;
    case 'candidate-missing':
      return `no class: the runtime lists ${outcome.className}, which no AcceleratorClass defines, and OME's policy selection gives up on the first missing class`;
    case 'no-candidate-left':
      return `no class: the constraints leave no candidate for ${outcome.policy}`;
    case 'no-cost':
      return 'no class: Cheapest found no candidate with cost data';
    case 'best-fit-panics':
      return 'error: BestFit without spec.acceleratorSelector.constraints reads the constraints it was not given; OME panics (the reconcile fails and is retried)';
    case 'picked':
      return `${outcome.className}: picked by ${outcome.policy}`;
  }
}

/**
 * The app's accelerator what-if (docs/app.md): decide as if `spec.acceleratorSelector` had another
 * policy and other constraints, without touching the manifests (as the size map's what-if ranks at
 * another size). Applied to the decoded InferenceService, so the text and its problems stay the
 * YAML's.
 */
import type { InferenceService } from '../types';
import type { AcceleratorConstraints } from './types';

/** The selector's policy and constraints to decide with; null for either: none. */
export interface AcceleratorWhatIf {
  readonly policy: string | null;
  readonly constraints: AcceleratorConstraints | null;
}

/** Constraints with nothing set: what a what-if starts from when the YAML writes none. */
export const NO_CONSTRAINTS: AcceleratorConstraints = {
  minMemory: null,
  maxMemory: null,
  minComputePerformanceTFLOPS: null,
  minArchitectureVersion: null,
  requiredFeatures: [],
  excludedClasses: [],
  architectureFamilies: [],
  preferredPrecisions: [],
};

/**
 * The InferenceService with the what-if's policy and constraints in its selector. The selector's
 * class name stays as written: a name beats any policy (§A3), and the ranking reads it (§3.1).
 */
export function withSelectorWhatIf(
  isvc: InferenceService,
  whatIf: AcceleratorWhatIf,
): InferenceService {
  const acceleratorClass = isvc.acceleratorSelector?.acceleratorClass ?? null;
  return {
    ...isvc,
    acceleratorSelector: {
      acceleratorClass,
      policy: whatIf.policy,
      constraints: whatIf.constraints,
    },
  };
}

/** The what-if the InferenceService's own selector amounts to (where a what-if starts). */
export const selectorAsWritten = (isvc: InferenceService): AcceleratorWhatIf => ({
  policy: isvc.acceleratorSelector?.policy ?? null,
  constraints: isvc.acceleratorSelector?.constraints ?? null,
});

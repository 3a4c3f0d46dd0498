/**
 * Runtime-level checks Q1–Q3 (docs/selection-rules.md §3.1, §3.2). Entry matching (Q4) lives
 * in match.ts, sizes (Q5) in size.ts, the auto-select gates (Q6, Q7) in evaluate.ts.
 */
import type { Reason } from './reasons';
import type { InferenceService, ServingRuntime } from './types';

/** Q1: disabled iff `spec.disabled === true`; false and unset both mean enabled. */
export const isDisabled = (runtime: ServingRuntime): boolean => runtime.disabled === true;

/**
 * §3.1: the accelerator classes an InferenceService requires. A key that is present counts even
 * with the value "" (the annotation, the selector and both overrides).
 */
export function requiredAcceleratorClasses(isvc: InferenceService): string[] {
  const required: string[] = [];
  for (const value of [
    isvc.acceleratorClassAnnotation,
    isvc.acceleratorSelectorClass,
    isvc.engineAcceleratorClass,
    isvc.decoderAcceleratorClass,
  ]) {
    if (value !== null && !required.includes(value)) required.push(value);
  }
  return required;
}

/**
 * Q2 (§3.1): every required class must be in the runtime's own `acceleratorClasses` (exact match).
 * Passes without an InferenceService or when nothing is required; a runtime without classes fails
 * any requirement.
 */
export function acceleratorClassFailure(
  runtime: ServingRuntime,
  isvc: InferenceService | null,
): Reason | null {
  if (isvc === null) return null;
  const required = requiredAcceleratorClasses(isvc);
  if (required.length === 0) return null;
  const supported = runtime.acceleratorClasses ?? [];
  if (supported.length > 0 && required.every((r) => supported.includes(r))) return null;
  return { check: 'accelerator-class', required, supported };
}

/** The deployment modes v1.3 recognises (case-sensitive); anything else counts as no mode. */
export const DEPLOYMENT_MODES = ['RawDeployment', 'OMENative', 'MultiNode', 'VirtualDeployment'];
/** The only values the typed `spec.deploymentMode` may take. */
const TYPED_DEPLOYMENT_MODES = ['OMENative', 'RawDeployment'];

const validMode = (value: string | null): string | null =>
  value !== null && DEPLOYMENT_MODES.includes(value) ? value : null;

/** §3.2: the mode an InferenceService requests for a component (annotation, then typed field). */
export function requestedDeploymentMode(
  isvc: InferenceService,
  component: 'engine' | 'decoder',
): string | null {
  const present = component === 'engine' ? isvc.hasEngine : isvc.hasDecoder;
  const annotated = component === 'engine' ? isvc.engineDeploymentMode : isvc.decoderDeploymentMode;
  const fromAnnotation = present ? validMode(annotated) : null;
  if (fromAnnotation !== null) return fromAnnotation;
  const typed = isvc.deploymentMode;
  return typed !== null && TYPED_DEPLOYMENT_MODES.includes(typed) ? typed : null;
}

/**
 * Q3 (§3.2, v1.3 only): for the engine, and for the decoder when the InferenceService has one,
 * fail iff both sides name a valid mode and they differ. The engine is checked first.
 */
export function deploymentModeFailure(
  runtime: ServingRuntime,
  isvc: InferenceService | null,
): Reason | null {
  if (isvc === null) return null;
  const components: ('engine' | 'decoder')[] = isvc.hasDecoder ? ['engine', 'decoder'] : ['engine'];
  for (const component of components) {
    const runtimeMode = validMode(
      component === 'engine' ? runtime.engineDeploymentMode : runtime.decoderDeploymentMode,
    );
    const requestedMode = requestedDeploymentMode(isvc, component);
    if (runtimeMode !== null && requestedMode !== null && runtimeMode !== requestedMode) {
      return { check: 'deployment-mode', component, runtimeMode, requestedMode };
    }
  }
  return null;
}

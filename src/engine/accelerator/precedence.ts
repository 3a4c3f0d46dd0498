/**
 * Which name or policy a component's decision starts from (docs/selection-rules.md §A3): the
 * component's override name, then the service's selector name; without one, the component's
 * override policy, then the service's. Constraints only ever come from the service.
 */
import type { Component, PolicySource } from './reasons';
import type { AcceleratorConstraints, AcceleratorSelector } from './types';
import type { InferenceService } from '../types';

/** The component's `acceleratorOverride`, when the component is there. */
const overrideOf = (isvc: InferenceService, component: Component): AcceleratorSelector | null =>
  (component === 'engine' ? isvc.engine : isvc.decoder)?.acceleratorOverride ?? null;

/**
 * `getAcceleratorClassByName` (§A3): the override's `acceleratorClass` if written (even ""),
 * else the selector's. An empty override name hides the selector's name: OME takes the first
 * pointer that is set, then finds it empty and goes on to the policy.
 */
export function namedClass(
  isvc: InferenceService,
  component: Component,
): { readonly name: string; readonly by: 'override' | 'selector' } | null {
  const override = overrideOf(isvc, component)?.acceleratorClass ?? null;
  if (override !== null) return { name: override, by: 'override' };
  const selector = isvc.acceleratorSelector?.acceleratorClass ?? null;
  return selector === null ? null : { name: selector, by: 'selector' };
}

/** `getComponentAcceleratorPolicy` (§A3): the first non-empty policy, component before service. */
export function effectivePolicy(
  isvc: InferenceService,
  component: Component,
): { readonly policy: string; readonly source: PolicySource } | null {
  const own = overrideOf(isvc, component)?.policy ?? '';
  if (own !== '') return { policy: own, source: 'component' };
  const service = isvc.acceleratorSelector?.policy ?? '';
  return service === '' ? null : { policy: service, source: 'service' };
}

/** The constraints a policy filters with: the service's only (§A3). */
export const serviceConstraints = (isvc: InferenceService): AcceleratorConstraints | null =>
  isvc.acceleratorSelector?.constraints ?? null;

/** Constraints written on the component's override, which OME never reads (§A7). */
export const ignoredOverrideConstraints = (isvc: InferenceService, component: Component): boolean =>
  (overrideOf(isvc, component)?.constraints ?? null) !== null;

/**
 * OME's accelerator class decision for each component of an InferenceService
 * (docs/selection-rules.md §A3), as an explanation: how the decision went, every class the
 * runtime lists with how it fared, and what applies on the class chosen. OME's
 * `GetAcceleratorClass`, step for step.
 */
import { appliedSettings, type AppliedSettings } from './applied';
import { listClasses } from './candidates';
import {
  effectivePolicy,
  ignoredOverrideConstraints,
  namedClass,
  serviceConstraints,
} from './precedence';
import { isOutcomeError, omeErrorText, type Component, type PolicySource } from './reasons';
import type { AcceleratorClass, AcceleratorConstraints } from './types';
import { byPolicy, unscored, type Passed } from './verdicts';
import type { BaseModel, InferenceService, ServingRuntime } from '../types';

/** What the decision needs; phase by phase, the runtime comes from runtime selection. */
export interface AcceleratorQuestion {
  readonly inferenceService: InferenceService;
  /** The runtime OME uses: the selected one, or the one `spec.runtime` names; null when none. */
  readonly runtime: ServingRuntime | null;
  /** The runtime was named in `spec.runtime`: the settings may then come from any entry (§A6). */
  readonly runtimeNamed: boolean;
  /** The model, for the entry the settings come from; null when it is not known. */
  readonly model: BaseModel | null;
  /** Every AcceleratorClass of the cluster. */
  readonly classes: readonly AcceleratorClass[];
}

/** Something OME does that a reader would not expect; shown beside the decision. */
export type DecisionNote =
  'override-constraints-ignored' | 'named-class-not-listed' | 'empty-override-name-hides-selector';

export interface ComponentDecision extends Passed {
  readonly component: Component;
  /** The class chosen, when there is one. */
  readonly className: string | null;
  readonly named: { readonly name: string; readonly by: 'override' | 'selector' } | null;
  readonly policy: { readonly policy: string; readonly source: PolicySource } | null;
  /** The constraints the policy filtered with (the service's). */
  readonly constraints: AcceleratorConstraints | null;
  readonly notes: readonly DecisionNote[];
  /** OME's error when the decision fails the reconcile, else null. */
  readonly error: string | null;
  readonly settings: AppliedSettings | null;
}

export interface AcceleratorDecision {
  readonly runtime: {
    readonly kind: string;
    readonly name: string;
    readonly namespace: string | null;
  } | null;
  /** The engine, then the decoder: only the components the InferenceService has. */
  readonly components: readonly ComponentDecision[];
}

type Named = ComponentDecision['named'];
type Policy = ComponentDecision['policy'];

/** The step of §A3 that ends the decision, with how each listed class fared. */
function settle(
  q: AcceleratorQuestion,
  named: Named,
  policy: Policy,
  notes: DecisionNote[],
): Passed {
  const none = { decidedBy: null, tiedWith: [] };
  const names = q.runtime?.acceleratorClasses ?? [];
  const { listed, firstMissing } = listClasses(names, q.classes);
  if (q.runtime === null) return { ...none, outcome: { code: 'no-runtime' }, candidates: [] };
  if (names.length === 0)
    return { ...none, outcome: { code: 'runtime-lists-no-classes' }, candidates: [] };
  if (named !== null) {
    const found = q.classes.some((c) => c.name === named.name);
    if (!names.includes(named.name)) notes.push('named-class-not-listed');
    const outcome = found
      ? { code: 'named' as const, by: named.by, className: named.name }
      : { code: 'named-class-missing' as const, className: named.name };
    const candidates = unscored(listed, { code: 'not-consulted' }, found ? named.name : '');
    return { ...none, outcome, candidates };
  }
  if (policy === null) {
    const candidates = unscored(listed, { code: 'not-consulted' });
    return { ...none, outcome: { code: 'no-name-no-policy' }, candidates };
  }
  return byPolicy(listed, firstMissing, policy.policy, serviceConstraints(q.inferenceService));
}

/** `GetAcceleratorClass` for one component (§A3). */
export function decideComponent(q: AcceleratorQuestion, component: Component): ComponentDecision {
  const isvc = q.inferenceService;
  const written = namedClass(isvc, component);
  // An empty name is no name: OME goes on to the policy.
  const named = written !== null && written.name !== '' ? written : null;
  const policy = named === null ? effectivePolicy(isvc, component) : null;
  const notes: DecisionNote[] = [];
  if (ignoredOverrideConstraints(isvc, component)) notes.push('override-constraints-ignored');
  if (
    written?.by === 'override' &&
    written.name === '' &&
    (isvc.acceleratorSelector?.acceleratorClass ?? '') !== ''
  )
    notes.push('empty-override-name-hides-selector');
  const passed = settle(q, named, policy, notes);
  const outcome = passed.outcome;
  const className =
    outcome.code === 'named' || outcome.code === 'picked' ? outcome.className : null;
  const accelerator = q.classes.find((c) => c.name === className) ?? null;
  const placement = component === 'engine' ? isvc.engine : isvc.decoder;
  return {
    component,
    ...passed,
    className,
    named,
    policy,
    constraints: policy === null ? null : serviceConstraints(isvc),
    notes,
    error: isOutcomeError(outcome) ? omeErrorText(outcome, component) : null,
    settings:
      accelerator === null || q.runtime === null
        ? null
        : appliedSettings(accelerator, q.runtime, q.model, q.runtimeNamed, placement),
  };
}

/**
 * The decision for each component OME makes: the engine when `spec.engine` is set, the decoder
 * when `spec.decoder` is (§A3). Pure: same question, same answer.
 */
export function decideAccelerators(q: AcceleratorQuestion): AcceleratorDecision {
  const isvc = q.inferenceService;
  const components: Component[] = [
    ...(isvc.engine !== null ? (['engine'] as const) : []),
    ...(isvc.decoder !== null ? (['decoder'] as const) : []),
  ];
  const runtime = q.runtime;
  return {
    runtime:
      runtime === null
        ? null
        : { kind: runtime.kind, name: runtime.name, namespace: runtime.namespace },
    components: components.map((c) => decideComponent(q, c)),
  };
}

/**
 * The accelerator class decision as a JSON document (docs/selection-rules.md §A3–§A6): a stable
 * shape for `-o json` and the API, plain JSON values only (quantities as written, never bigint).
 * Field names and order are part of the interface; add fields, never rename them.
 */
import {
  constraintText,
  outcomeText,
  type AcceleratorConstraints,
  type AcceleratorDecision,
  type AppliedSetting,
  type CandidateVerdict,
  type ComponentDecision,
  type ConstraintFailure,
} from '../engine';
import { scoreDetail, settingText, standingText } from './accelerator-text';

export interface CandidateJson {
  readonly class: string;
  /** Place in the runtime's `acceleratorClasses`. */
  readonly index: number;
  /** An AcceleratorClass of this name exists. */
  readonly defined: boolean;
  /** chosen, excluded, lower-score, tie-order, costlier, other-cost-group, no-cost, … */
  readonly standing: string;
  /** The first constraint it fails, with OME's own words; null when none. */
  readonly constraint: (ConstraintFailure & { readonly text: string }) | null;
  /** What the policy computed: a score with its terms, or a cost; null when not scored. */
  readonly score: Readonly<Record<string, unknown>> | null;
  /** The score or cost, as the table shows it. */
  readonly scoreText: string | null;
  readonly reason: string;
}

export interface ComponentJson {
  readonly component: string;
  readonly acceleratorClass: string | null;
  readonly outcome: string;
  readonly text: string;
  /** OME's error when the decision fails its reconcile. */
  readonly error: string | null;
  readonly named: { readonly class: string; readonly by: string } | null;
  readonly policy: { readonly name: string; readonly source: string } | null;
  readonly constraints: AcceleratorConstraints | null;
  readonly decidedBy: string | null;
  readonly tiedWith: readonly string[];
  readonly notes: readonly string[];
  readonly candidates: readonly CandidateJson[];
  readonly settings: {
    readonly entry: { readonly index: number; readonly name: string } | null;
    readonly entryConfig: string;
    readonly applied: readonly (AppliedSetting & { readonly text: string })[];
  } | null;
}

export interface AcceleratorDecisionJson {
  readonly runtime: AcceleratorDecision['runtime'];
  readonly components: readonly ComponentJson[];
}

function candidateJson(v: CandidateVerdict, d: ComponentDecision): CandidateJson {
  const s = v.standing;
  return {
    class: v.name,
    index: v.index,
    defined: v.accelerator !== null,
    standing: s.code,
    constraint: s.code === 'excluded' ? { ...s.failure, text: constraintText(s.failure) } : null,
    score: v.score === null ? null : { ...v.score },
    scoreText: v.score === null ? null : scoreDetail(v.score),
    reason: standingText(v, d),
  };
}

function componentJson(d: ComponentDecision): ComponentJson {
  return {
    component: d.component,
    acceleratorClass: d.className,
    outcome: d.outcome.code,
    text: outcomeText(d.outcome),
    error: d.error,
    named: d.named === null ? null : { class: d.named.name, by: d.named.by },
    policy: d.policy === null ? null : { name: d.policy.policy, source: d.policy.source },
    constraints: d.constraints,
    decidedBy: d.decidedBy,
    tiedWith: d.tiedWith,
    notes: d.notes,
    candidates: d.candidates.map((v) => candidateJson(v, d)),
    settings:
      d.settings === null
        ? null
        : {
            entry: d.settings.entry,
            entryConfig: d.settings.entryConfig,
            applied: d.settings.settings.map((s) => ({ ...s, text: settingText(s) })),
          },
  };
}

export const acceleratorJson = (decision: AcceleratorDecision): AcceleratorDecisionJson => ({
  runtime: decision.runtime,
  components: decision.components.map(componentJson),
});

export const renderAcceleratorJson = (decision: AcceleratorDecision): string =>
  `${JSON.stringify(acceleratorJson(decision), null, 2)}\n`;

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

/** One class the runtime lists, as the decision saw it for one component. */
export interface CandidateJson {
  /** The class's name, as the runtime lists it. */
  readonly class: string;
  /** Place in the runtime's `acceleratorClasses`. */
  readonly index: number;
  /** An AcceleratorClass of this name exists. */
  readonly defined: boolean;
  /**
   * How it fared: chosen, excluded (a constraint), lower-score, tie-order, costlier,
   * other-cost-group, no-cost, later-in-list, not-consulted, not-defined, duplicate, not-scored.
   */
  readonly standing: string;
  /** The first constraint it fails, with OME's own words; null when none. */
  readonly constraint: (ConstraintFailure & { readonly text: string }) | null;
  /** What the policy computed: a score with its terms, or a cost; null when not scored. */
  readonly score: Readonly<Record<string, unknown>> | null;
  /** The score or cost, as the table shows it. */
  readonly scoreText: string | null;
  /** Why it is where it is, in a few words (the table's REASON). */
  readonly reason: string;
}

/** The runtime the decision is made on. */
export interface AcceleratorRuntimeJson {
  /** `ServingRuntime` or `ClusterServingRuntime`. */
  readonly kind: string;
  /** The runtime's `metadata.name`. */
  readonly name: string;
  /** A ServingRuntime's namespace; null at cluster scope. */
  readonly namespace: string | null;
}

/** What applies on the chosen class (§A6). */
export interface AppliedJson {
  /** The runtime entry OME renders the component with; null when none scores for the model. */
  readonly entry: { readonly index: number; readonly name: string } | null;
  /** applied, no-entry, no-accelerator-config, no-key-for-class or null-config. */
  readonly entryConfig: string;
  /** From the class, then from the entry's `acceleratorConfig[class]`, each with its text. */
  readonly applied: readonly (AppliedSetting & { readonly text: string })[];
}

/** One component's decision. */
export interface ComponentJson {
  /** `engine` or `decoder`. */
  readonly component: string;
  /** The class it runs on; null for none. */
  readonly acceleratorClass: string | null;
  /**
   * How the decision ended: named, picked, no-name-no-policy, no-candidate-left, no-cost,
   * candidate-missing, policy-not-allowed, runtime-lists-no-classes, no-runtime (no class), or
   * named-class-missing, best-fit-panics (OME fails the reconcile).
   */
  readonly outcome: string;
  /** The outcome in one plain line. */
  readonly text: string;
  /** OME's error when the decision fails its reconcile. */
  readonly error: string | null;
  /** The class name that decided, and where it was written (`override` or `selector`). */
  readonly named: { readonly class: string; readonly by: string } | null;
  /** The policy in force and where it came from (`component` or `service`). */
  readonly policy: { readonly name: string; readonly source: string } | null;
  /** The service's constraints the policy filtered with. */
  readonly constraints: AcceleratorConstraints | null;
  /** How the winner was told from the others: only-candidate, score, cost, tier, list-order. */
  readonly decidedBy: string | null;
  /** Candidates exactly as good as the chosen one: the runtime's order decided. */
  readonly tiedWith: readonly string[];
  /** What OME does that a reader would not expect (codes; docs/cli.md lists them). */
  readonly notes: readonly string[];
  /** Every class the runtime lists, in its order. */
  readonly candidates: readonly CandidateJson[];
  /** What applies on the chosen class; null without one. */
  readonly settings: AppliedJson | null;
}

/** The decision for each component the InferenceService has. */
export interface AcceleratorDecisionJson {
  /** The runtime the decision is made on; null when OME uses none. */
  readonly runtime: AcceleratorRuntimeJson | null;
  /** The engine, then the decoder. */
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

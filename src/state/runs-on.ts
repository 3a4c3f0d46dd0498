/**
 * What "Runs on" shows under the verdict for an InferenceService (docs/app.md), derived from the
 * engine's answer (never stored): which AcceleratorClass each component runs on and how, every
 * candidate class with why it lost, what applies on the class, and whether a what-if is on. The
 * what-if's edit into the YAML is made here too (acceleratorSelectorEdit).
 */
import type { AcceleratorWhatIf, DecisionNote, PolicySource } from '../engine';
import { acceleratorSelectorEdit, type TextEdit } from '../manifests';
import type { ComponentJson, AppliedJson } from '../render/accelerator-json';
import { DECISION_NOTE_TEXT, eligibleText, POLICY_SOURCE_TEXT } from '../render/accelerator-table';
import type { AcceleratorData, RankingResult } from '../worker/protocol';
import { isRankingCurrent } from './selectors';
import type { AppState } from './store';

export interface CandidateLine {
  readonly name: string;
  /** Yes: passed the constraints; No: failed one; -: neither (not defined, listed twice). */
  readonly eligible: string;
  /** The score or cost with its terms, or null when the policy did not compute one. */
  readonly score: string | null;
  /** Why it is where it is: chosen, or why it lost. */
  readonly reason: string;
  readonly chosen: boolean;
}

export interface ComponentView {
  /** `engine` or `decoder`. */
  readonly component: string;
  /** The class it runs on; null: none. */
  readonly className: string | null;
  /** How the class was decided, or why there is none, in a plain line. */
  readonly how: string;
  /** OME's error when the decision fails its reconcile. */
  readonly error: string | null;
  readonly notes: readonly string[];
  readonly candidates: readonly CandidateLine[];
  /** What applies on the class: a title line and one line a setting; null without a class. */
  readonly applies: { readonly title: string; readonly lines: readonly string[] } | null;
  /** The component's own override policy, which beats the service's (and so a what-if's). */
  readonly ownPolicy: string | null;
  /** A class is named: no policy is consulted. */
  readonly named: boolean;
}

export interface RunsOnView {
  /** `vllm-llama (ClusterServingRuntime)`, or null when OME has no runtime. */
  readonly runtime: string | null;
  /** How OME came to the runtime, or why it has none. */
  readonly runtimeHow: string;
  readonly components: readonly ComponentView[];
  /** The decision on screen is a what-if (the YAML's selector says otherwise). */
  readonly whatIf: AcceleratorWhatIf | null;
}

const DECIDED_BY: Readonly<Record<string, string>> = {
  'only-candidate': 'the only candidate left',
  score: 'decided by score',
  cost: 'decided by cost',
  tier: 'decided by cost tier',
  'list-order': "decided by the runtime's list order",
};

function howText(c: ComponentJson): string {
  // The outcome's line without what the view shows beside it: the class, or "no class"/"error".
  const lead = c.acceleratorClass === null ? /^(no class|error): / : `${c.acceleratorClass}: `;
  const text = c.text.replace(lead, '');
  const parts: string[] = [];
  if (c.policy !== null)
    parts.push(`policy from ${POLICY_SOURCE_TEXT[c.policy.source as PolicySource]}`);
  if (c.decidedBy !== null) parts.push(DECIDED_BY[c.decidedBy] ?? c.decidedBy);
  if (c.tiedWith.length > 0) parts.push(`tied with ${c.tiedWith.join(', ')}`);
  return parts.length === 0 ? text : `${text} (${parts.join('; ')})`;
}

function appliesOf(className: string | null, s: AppliedJson | null, runtime: string | null) {
  if (className === null || s === null) return null;
  const entry =
    s.entry === null
      ? 'no runtime entry scores for the model, so no acceleratorConfig applies'
      : `with entry ${s.entry.index + 1}${s.entry.name === '' ? '' : ` (${s.entry.name})`}${runtime === null ? '' : ` of ${runtime}`}`;
  const config: Readonly<Record<string, string>> = {
    'no-accelerator-config': '; the entry has no acceleratorConfig',
    'no-key-for-class': `; its acceleratorConfig has no key ${className}`,
    'null-config': `; its acceleratorConfig.${className} is empty`,
  };
  return {
    title: `On ${className}, ${entry}${config[s.entryConfig] ?? ''}`,
    lines: s.applied.map((a) => a.text),
  };
}

function componentView(c: ComponentJson, runtime: string | null): ComponentView {
  return {
    component: c.component,
    className: c.acceleratorClass,
    how: howText(c),
    error: c.error,
    notes: c.notes.map((n) => DECISION_NOTE_TEXT[n as DecisionNote] ?? n),
    candidates: c.candidates.map((k) => ({
      name: k.class,
      eligible: eligibleText(k.standing),
      score: k.scoreText,
      reason: k.reason,
      chosen: k.standing === 'chosen',
    })),
    applies: appliesOf(c.acceleratorClass, c.settings, runtime),
    ownPolicy: c.policy?.source === 'component' ? c.policy.name : null,
    named: c.named !== null,
  };
}

/** The answer's accelerator decision, for an InferenceService question; else null. */
export const acceleratorOf = (result: RankingResult | null): AcceleratorData | null =>
  result?.accelerator ?? null;

export function runsOnView(data: AcceleratorData): RunsOnView {
  const r = data.decision.runtime;
  const runtime = r === null ? null : `${r.name} (${r.kind})`;
  return {
    runtime,
    runtimeHow:
      r === null
        ? (data.noRuntime ?? 'OME has no runtime')
        : data.runtimeNamed
          ? 'named in spec.runtime.name'
          : 'the runtime OME selects',
    components: data.decision.components.map((c) => componentView(c, runtime)),
    whatIf: data.whatIf,
  };
}

/** What a what-if starts from: the one on screen, else what the YAML's selector says. */
export const whatIfStart = (data: AcceleratorData): AcceleratorWhatIf =>
  data.whatIf ?? data.asWritten;

/**
 * The edit that writes the what-if on screen into the InferenceService's selector, or null when
 * it can't be made now: no what-if, positions older than the text, or a selector that can't take
 * it (shared through a YAML alias).
 */
export function acceleratorWhatIfEdit(state: AppState): TextEdit | null {
  if (!isRankingCurrent(state) || state.acceleratorWhatIf === null) return null;
  const data = acceleratorOf(state.ranked?.result ?? null);
  if (data === null) return null;
  return acceleratorSelectorEdit(state.text, data.selectorFields, state.acceleratorWhatIf);
}

/**
 * "Make it win": the changes that make OME select one chosen runtime, each verified by ranking
 * again, so every plan obeys the same rules as the ranking (ties on distance and name included).
 *
 * A plan is one or more edits. The levers are the runtime's own priorities (§7, §8),
 * `autoSelect: true` on its entry that matches the model when OME skips it for having none (§3
 * Q6) or its matching entry is `false` (§7.2), and, when runtimes ahead of it can't be outscored
 * (a ServingRuntime in the namespace beats every ClusterServingRuntime, §8), taking those out of
 * the running: `autoSelect: false` on their auto-selectable entries (§3 Q6), `disabled: true`
 * (§3 Q1), or deleting them. A plan that makes a different runtime win is never offered; one that
 * wins outright comes before one that wins on a tie (win-plans.ts).
 */
import { reasonText } from './reasons';
import { rankRuntimes, type Ranking } from './select';
import type { SelectionInput, ServingRuntime } from './types';
import { withEdits, type WinEdit } from './win-edits';
import { byStrength, isSame, matchingEntries, planWith, refOf, type WinPlan } from './win-plans';

export type { WinPlan } from './win-plans';

export type MakeItWin =
  | { readonly status: 'already-selected' }
  | {
      readonly status: 'change';
      /** Outright wins first, then fewest edits; the first is the one to apply. */
      readonly plans: readonly WinPlan[];
      readonly explanation: string;
      readonly alternatives: readonly string[];
    }
  | {
      readonly status: 'impossible';
      readonly explanation: string;
      readonly alternatives: readonly string[];
    };

/**
 * Runtimes that must stop qualifying for `target` to win: every qualifying ServingRuntime when
 * the target is a ClusterServingRuntime (no score lifts it above them), else the runtimes ranked
 * above it when no priority alone is enough.
 */
function blockersOf(ranking: Ranking, target: ServingRuntime, priorityAlone: boolean) {
  const own = ranking.ranked.find((r) => isSame(r.runtime, target));
  if (target.kind === 'ClusterServingRuntime') {
    const namespaced = ranking.ranked.filter((r) => r.scope === 'Namespaced');
    if (namespaced.length > 0) return namespaced.map((r) => r.runtime);
  }
  if (priorityAlone || own === undefined) return [];
  return ranking.ranked.filter((r) => r.rank < own.rank).map((r) => r.runtime);
}

/** The entries that let a runtime be auto-selected (§3 Q6): each must become false. */
const autoSelectEntries = (runtime: ServingRuntime): number[] =>
  runtime.supportedModelFormats.flatMap((e, i) => (e.autoSelect === true ? [i] : []));

/** One plan per way of taking the blockers out (each with a priority change when still needed). */
function removalPlans(
  input: SelectionInput,
  target: ServingRuntime,
  blockers: readonly ServingRuntime[],
  before: readonly WinEdit[] = [],
): WinPlan[] {
  if (blockers.length === 0) return [];
  const levers: ((b: ServingRuntime) => WinEdit)[] = [
    (b) => ({ kind: 'autoselect-off', runtime: refOf(b), entries: autoSelectEntries(b) }),
    (b) => ({ kind: 'disable', runtime: refOf(b) }),
    (b) => ({ kind: 'delete', runtime: refOf(b) }),
  ];
  return levers.flatMap((lever) => {
    const plan = planWith(input, target, [...before, ...blockers.map(lever)]);
    return plan === null ? [] : [plan];
  });
}

/**
 * `autoSelect: true` on the target's first entry that matches the model and that the gates shut
 * out, with the priority then needed, or with the runtimes ahead taken out when no priority is
 * enough. Offered when OME skips the runtime (Q6: no entry is true) or scores it without that
 * entry (§7.2: it is false). An unset entry beside a true one already scores, so turning it on
 * would be an edit that changes nothing.
 */
function autoSelectPlans(input: SelectionInput, target: ServingRuntime): WinPlan[] {
  const entries = target.supportedModelFormats;
  const anyTrue = entries.some((e) => e.autoSelect === true);
  const entry = matchingEntries(input, target).find((i) =>
    anyTrue ? entries[i]!.autoSelect === false : true,
  );
  if (entry === undefined) return [];
  const on: WinEdit = { kind: 'autoselect-on', runtime: refOf(target), entry };
  const plan = planWith(input, target, [on]);
  if (plan !== null) return [plan];
  const ranking = rankRuntimes(withEdits(input, [on]));
  const self = ranking.ranked.find((r) => isSame(r.runtime, refOf(target)));
  return self === undefined
    ? []
    : removalPlans(input, target, blockersOf(ranking, self.runtime, false), [on]);
}

/** Naming the runtime skips selection altogether (§11): always an option, never an edit here. */
const namingAlternative = (target: ServingRuntime): string =>
  `or skip selection: name it in the InferenceService (spec.runtime.name: ${target.name}` +
  (target.kind === 'ServingRuntime' ? ', kind: ServingRuntime)' : ')');

function whyBlocked(input: SelectionInput, blockers: readonly ServingRuntime[]): string {
  const names = blockers.map((b) => b.name).join(', ');
  if (blockers.every((b) => b.kind === 'ServingRuntime')) {
    const are = blockers.length === 1 ? 'is a ServingRuntime' : 'are ServingRuntimes';
    return `${names} ${are} in ${input.namespace}, and ServingRuntimes come before every ClusterServingRuntime whatever the score, so no priority alone is enough: ${blockers.length === 1 ? 'it' : 'they'} must stop qualifying.`;
  }
  return `No priority alone is enough to pass ${names}: ${blockers.length === 1 ? 'it' : 'they'} must stop qualifying.`;
}

/** Why a rejected runtime can't be helped by a priority, in OME's words. */
function rejectedVerdict(ranking: Ranking, target: ServingRuntime): MakeItWin {
  const evaluation = ranking.rejected.find((r) => isSame(r.runtime, refOf(target)));
  const reason =
    evaluation?.failure == null ? 'it does not qualify' : reasonText(evaluation.failure);
  return {
    status: 'impossible',
    explanation: `No priority can make ${target.name} win: OME rejects it (${reason}), and priorities only order runtimes that qualify.`,
    alternatives: [namingAlternative(target)],
  };
}

/** Says so when every plan wins only on a tie: the next priority change on either side flips it. */
function tieNote(plans: readonly WinPlan[], target: ServingRuntime): string {
  if (plans.some((p) => p.outright)) return '';
  const { margin } = plans[0]!;
  const decider = margin.step === 'distance' ? 'size distance' : 'name order';
  return ` Only a tie is possible: ${target.name} would win over ${margin.over} on ${decider} alone (${margin.detail}), which one priority change on either runtime flips.`;
}

function explanationOf(
  input: SelectionInput,
  target: ServingRuntime,
  plans: readonly WinPlan[],
  blockers: readonly ServingRuntime[],
  alone: WinPlan | null,
): string {
  const first = plans[0]!;
  const turnsOn = first.edits.find((e) => e.kind === 'autoselect-on');
  let why: string;
  if (turnsOn?.kind === 'autoselect-on')
    why = `${target.name}'s entry ${turnsOn.entry + 1} matches the model but is not auto-selectable, so OME ${
      target.supportedModelFormats.some((e) => e.autoSelect === true)
        ? 'leaves it out of the score'
        : 'skips the runtime'
    }: autoSelect: true on it lets OME pick ${target.name}.`;
  else if (blockers.length > 0 && alone === null) why = whyBlocked(input, blockers);
  else why = `A higher priority on ${target.name} is enough.`;
  return why + tieNote(plans, target);
}

/**
 * Every verified way (up to one per lever) of making `target` OME's pick: outright wins first,
 * then fewest edits. Every plan is ranked again with its edits made before it is offered.
 *
 * @param input the selection as ranked now; `target` must be one of `input.runtimes`.
 */
export function makeItWin(input: SelectionInput, target: ServingRuntime): MakeItWin {
  const ranking = rankRuntimes(input);
  if (ranking.error !== null) {
    return {
      status: 'impossible',
      explanation: 'The selection itself fails, so no runtime can win.',
      alternatives: [],
    };
  }
  const current = ranking.ranked.find((r) => isSame(r.runtime, refOf(target)));
  if (current?.rank === 1) return { status: 'already-selected' };
  const alone = planWith(input, target, []);
  const blockers = blockersOf(ranking, target, alone?.outright === true);
  const plans = [
    ...(alone === null ? [] : [alone]),
    ...autoSelectPlans(input, target),
    ...removalPlans(input, target, blockers),
  ].sort(byStrength);
  if (plans.length === 0) {
    if (current === undefined) return rejectedVerdict(ranking, target);
    return {
      status: 'impossible',
      explanation: `No priority on ${target.name}'s entries can lift it above the runtimes ahead of it.`,
      alternatives: [namingAlternative(target)],
    };
  }
  return {
    status: 'change',
    plans,
    explanation: explanationOf(input, target, plans, blockers, alone),
    alternatives: [namingAlternative(target)],
  };
}

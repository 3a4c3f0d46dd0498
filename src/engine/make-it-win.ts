/**
 * "Make it win": the changes that make OME select one chosen runtime, each verified by ranking
 * again, so every plan obeys the same rules as the ranking (ties on distance and name included).
 *
 * A plan is one or more edits. The levers are the runtime's own priorities (§7, §8) and, when
 * runtimes ahead of it can't be outscored (a ServingRuntime in the namespace beats every
 * ClusterServingRuntime, §8), taking those out of the running: `autoSelect: false` on their
 * auto-selectable entries (§3 Q6), `disabled: true` (§3 Q1), or deleting them. A plan that makes
 * a different runtime win is never offered.
 */
import { reasonText } from './reasons';
import { effectiveFormatWeight, effectiveFrameworkWeight, entryScore } from './score';
import { rankRuntimes, type Ranking } from './select';
import type { SelectionInput, ServingRuntime, SupportedModelFormat } from './types';
import { withEdits, type PriorityEdit, type RuntimeRef, type WinEdit } from './win-edits';

export type { RuntimeRef, WinEdit } from './win-edits';

/** The CRD's bounds on a priority (int32, minimum 1). */
const MAX_PRIORITY = 2 ** 31 - 1;

export interface PriorityChange {
  /** 0-based index in spec.supportedModelFormats. */
  readonly entry: number;
  readonly from: number | null;
  readonly to: number;
  readonly newScore: number;
}

/** Edits that, made together, make the runtime OME's pick (checked by ranking with them). */
export interface WinPlan {
  readonly edits: readonly WinEdit[];
  /** The runtime's score once the plan is made. */
  readonly newScore: number;
}

export type MakeItWin =
  | { readonly status: 'already-selected' }
  | {
      readonly status: 'change';
      /** Fewest edits first; the first is the smallest change. */
      readonly plans: readonly WinPlan[];
      readonly explanation: string;
      readonly alternatives: readonly string[];
    }
  | {
      readonly status: 'impossible';
      readonly explanation: string;
      readonly alternatives: readonly string[];
    };

const refOf = (runtime: ServingRuntime): RuntimeRef => ({
  kind: runtime.kind,
  name: runtime.name,
});

const isSame = (a: ServingRuntime, b: RuntimeRef): boolean =>
  a.kind === b.kind && a.name === b.name;

/** Where the target lands once `edits` are made. */
function placeWith(input: SelectionInput, target: RuntimeRef, edits: readonly WinEdit[]) {
  const ranking = rankRuntimes(withEdits(input, edits));
  const own = ranking.ranked.find((r) => isSame(r.runtime, target));
  return { selected: own !== undefined && own.rank === 1, score: own?.score ?? 0 };
}

/** The entry's score per unit of priority: (format term + framework term), when it scores at all. */
function termsPerPriority(
  input: SelectionInput,
  entry: SupportedModelFormat,
  index: number,
): number {
  if (input.model === null || entry.autoSelect === false) return 0;
  const probe = entryScore(input.model, entry, index, 1);
  if (probe.block !== null) return 0;
  const format = entry.modelFormat === null ? 0 : effectiveFormatWeight(entry.modelFormat.weight);
  const framework =
    entry.modelFramework === null ? 0 : effectiveFrameworkWeight(entry.modelFramework.weight);
  return format + framework;
}

const priorityEdit = (target: ServingRuntime, entry: number, to: number): PriorityEdit => ({
  kind: 'priority',
  runtime: refOf(target),
  entry,
  from: target.supportedModelFormats[entry]?.priority ?? null,
  to,
});

/**
 * The lowest priority ≥ 1 for `entry` at which `target` wins after `before`, or null. The score
 * grows linearly with the priority, so winning is monotone in it: binary search up to the int32
 * maximum, each probe a real ranking.
 */
function lowestPriority(
  input: SelectionInput,
  target: ServingRuntime,
  entry: number,
  before: readonly WinEdit[],
): number | null {
  const wins = (priority: number) =>
    placeWith(input, target, [...before, priorityEdit(target, entry, priority)]).selected;
  if (!wins(MAX_PRIORITY)) return null;
  let low = 1;
  let high = MAX_PRIORITY;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (wins(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The smallest single-entry priority change that, after `before`, makes `target` win. */
function bestPriority(
  input: SelectionInput,
  target: ServingRuntime,
  before: readonly WinEdit[],
): PriorityEdit | null {
  let best: PriorityEdit | null = null;
  const step = (e: { from: number | null; to: number }) => Math.abs(e.to - (e.from ?? 1));
  target.supportedModelFormats.forEach((entry, index) => {
    if (termsPerPriority(input, entry, index) <= 0) return;
    const to = lowestPriority(input, target, index, before);
    if (to === null || to === entry.priority) return;
    const edit = priorityEdit(target, index, to);
    if (best === null || step(edit) < step(best)) best = edit;
  });
  return best;
}

/** A plan, kept only when ranking with it really makes `target` the pick. */
function verified(input: SelectionInput, target: RuntimeRef, edits: WinEdit[]): WinPlan | null {
  const place = placeWith(input, target, edits);
  return place.selected ? { edits, newScore: place.score } : null;
}

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
): WinPlan[] {
  if (blockers.length === 0) return [];
  const levers: ((b: ServingRuntime) => WinEdit)[] = [
    (b) => ({ kind: 'autoselect-off', runtime: refOf(b), entries: autoSelectEntries(b) }),
    (b) => ({ kind: 'disable', runtime: refOf(b) }),
    (b) => ({ kind: 'delete', runtime: refOf(b) }),
  ];
  const plans: WinPlan[] = [];
  for (const lever of levers) {
    const removals = blockers.map(lever);
    const direct = verified(input, target, removals);
    if (direct !== null) {
      plans.push(direct);
      continue;
    }
    const priority = bestPriority(input, target, removals);
    const plan = priority === null ? null : verified(input, target, [...removals, priority]);
    if (plan !== null) plans.push(plan);
  }
  return plans;
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

/**
 * Every verified way (up to one per lever) of making `target` OME's pick, fewest edits first.
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
  const priority = bestPriority(input, target, []);
  const alone = priority === null ? null : verified(input, target, [priority]);
  const blockers = blockersOf(ranking, target, alone !== null);
  const plans = [...(alone === null ? [] : [alone]), ...removalPlans(input, target, blockers)];
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
    explanation:
      blockers.length > 0 && alone === null
        ? whyBlocked(input, blockers)
        : `A higher priority on ${target.name} is enough.`,
    alternatives: [namingAlternative(target)],
  };
}

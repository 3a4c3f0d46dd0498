/**
 * "Make it win": the smallest change to one of a runtime's entry priorities that makes OME select
 * it, or why no priority can (and what would). Every proposal is verified by ranking again, so it
 * obeys the same rules as the ranking itself (ties on distance and name included).
 */
import { reasonText } from './reasons';
import { effectiveFormatWeight, effectiveFrameworkWeight, entryScore } from './score';
import { rankRuntimes, type Ranking } from './select';
import {
  scopeOf,
  type SelectionInput,
  type ServingRuntime,
  type SupportedModelFormat,
} from './types';

/** The CRD's bounds on a priority (int32, minimum 1). */
const MAX_PRIORITY = 2 ** 31 - 1;

export interface PriorityChange {
  /** 0-based index in spec.supportedModelFormats. */
  readonly entry: number;
  readonly from: number | null;
  readonly to: number;
  readonly newScore: number;
}

export type MakeItWin =
  | { readonly status: 'already-selected' }
  | {
      readonly status: 'change';
      readonly change: PriorityChange;
      /** True when the change makes it first among its scope, but a ServingRuntime still wins. */
      readonly firstInScopeOnly: boolean;
      readonly explanation: string;
      readonly alternatives: readonly string[];
    }
  | {
      readonly status: 'impossible';
      readonly explanation: string;
      readonly alternatives: readonly string[];
    };

function withPriority(runtime: ServingRuntime, entry: number, priority: number): ServingRuntime {
  return {
    ...runtime,
    supportedModelFormats: runtime.supportedModelFormats.map((e, i) =>
      i === entry ? { ...e, priority } : e,
    ),
  };
}

const isSame = (a: ServingRuntime, b: ServingRuntime): boolean =>
  a.kind === b.kind && a.name === b.name;

/** Where the runtime lands if `entry` gets `priority`: its rank overall and within its scope. */
function placeWith(input: SelectionInput, target: ServingRuntime, entry: number, priority: number) {
  const changed = withPriority(target, entry, priority);
  const ranking = rankRuntimes({
    ...input,
    runtimes: input.runtimes.map((r) => (isSame(r, target) ? changed : r)),
  });
  const own = ranking.ranked.find((r) => isSame(r.runtime, target));
  const firstOfScope = ranking.ranked.find((r) => r.scope === scopeOf(target.kind));
  return {
    ranking,
    selected: own !== undefined && own.rank === 1,
    firstInScope: own !== undefined && firstOfScope === own,
    score: own?.score ?? 0,
  };
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

/**
 * The lowest priority ≥ 1 for `entry` at which the goal holds, or null. The score grows linearly
 * with the priority, so the goal is monotone in it: binary search between the current value and
 * the int32 maximum, each probe a real ranking.
 */
function lowestPriority(
  input: SelectionInput,
  target: ServingRuntime,
  entry: number,
  goal: (place: ReturnType<typeof placeWith>) => boolean,
): number | null {
  let low = 1;
  let high = MAX_PRIORITY;
  if (!goal(placeWith(input, target, entry, high))) return null;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (goal(placeWith(input, target, entry, middle))) high = middle;
    else low = middle + 1;
  }
  return low;
}

function bestChange(
  input: SelectionInput,
  target: ServingRuntime,
  goal: (place: ReturnType<typeof placeWith>) => boolean,
): PriorityChange | null {
  let best: PriorityChange | null = null;
  target.supportedModelFormats.forEach((entry, index) => {
    if (termsPerPriority(input, entry, index) <= 0) return;
    const to = lowestPriority(input, target, index, goal);
    if (to === null) return;
    const from = entry.priority;
    const step = Math.abs(to - (from ?? 1));
    if (best === null || step < Math.abs(best.to - (best.from ?? 1))) {
      best = { entry: index, from, to, newScore: placeWith(input, target, index, to).score };
    }
  });
  return best;
}

function alternativesFor(input: SelectionInput, target: ServingRuntime): string[] {
  const namespace = input.namespace;
  const alternatives = [
    `name it in the InferenceService: spec.runtime.name: ${target.name}` +
      (target.kind === 'ServingRuntime' ? ' (kind: ServingRuntime)' : ''),
  ];
  if (target.kind === 'ClusterServingRuntime') {
    alternatives.unshift(
      `create a ServingRuntime in ${namespace} that supports the model and sets autoSelect: true (ServingRuntimes in the namespace come first)`,
    );
  }
  return alternatives;
}

/** Why a rejected runtime can't be helped by a priority, in OME's words plus what would help. */
function rejectedVerdict(
  ranking: Ranking,
  target: ServingRuntime,
  input: SelectionInput,
): MakeItWin {
  const evaluation = ranking.rejected.find((r) => isSame(r.runtime, target));
  const reason =
    evaluation?.failure == null ? 'it does not qualify' : reasonText(evaluation.failure);
  return {
    status: 'impossible',
    explanation: `No priority can make ${target.name} win: OME rejects it (${reason}), and priorities only order runtimes that qualify.`,
    alternatives: alternativesFor(input, target),
  };
}

/**
 * The smallest priority change (on one entry) that makes `target` OME's pick.
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
  const current = ranking.ranked.find((r) => isSame(r.runtime, target));
  if (current?.rank === 1) return { status: 'already-selected' };
  const selectable = bestChange(input, target, (place) => place.selected);
  if (selectable !== null) {
    return {
      status: 'change',
      change: selectable,
      firstInScopeOnly: false,
      explanation: priorityText(target, selectable, 'makes it the selected runtime'),
      alternatives: [],
    };
  }
  if (current === undefined && !canScore(input, target))
    return rejectedVerdict(ranking, target, input);
  const winner = ranking.selected;
  const blockedByNamespace =
    target.kind === 'ClusterServingRuntime' && winner?.scope === 'Namespaced';
  if (blockedByNamespace) {
    const inScope = bestChange(input, target, (place) => place.firstInScope);
    const lead = `${winner.runtime.name} is a ServingRuntime in ${input.namespace}, and ServingRuntimes come before every ClusterServingRuntime whatever the score, so no priority makes ${target.name} win.`;
    const alreadyFirstInScope =
      current !== undefined && ranking.ranked.find((r) => r.scope === current.scope) === current;
    if (inScope !== null && !alreadyFirstInScope) {
      return {
        status: 'change',
        change: inScope,
        firstInScopeOnly: true,
        explanation: `${priorityText(target, inScope, 'makes it the first ClusterServingRuntime')}; ${lead}`,
        alternatives: alternativesFor(input, target),
      };
    }
    return {
      status: 'impossible',
      explanation: lead,
      alternatives: alternativesFor(input, target),
    };
  }
  if (current === undefined) return rejectedVerdict(ranking, target, input);
  return {
    status: 'impossible',
    explanation: `No priority on ${target.name}'s entries can lift its score above the runtimes ahead of it (its matching entries' weights don't add up to a positive score).`,
    alternatives: alternativesFor(input, target),
  };
}

/** A rejected runtime can only be helped when it fails on the score alone. */
function canScore(input: SelectionInput, target: ServingRuntime): boolean {
  return target.supportedModelFormats.some((e, i) => termsPerPriority(input, e, i) > 0);
}

function priorityText(target: ServingRuntime, change: PriorityChange, effect: string): string {
  const from = change.from === null ? 'unset (1)' : String(change.from);
  return `Setting ${target.name} entry ${change.entry + 1}'s priority from ${from} to ${change.to} (score ${change.newScore}) ${effect}`;
}

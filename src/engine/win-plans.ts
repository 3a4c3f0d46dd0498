/**
 * The building blocks of "make it win" (make-it-win.ts): every plan is checked by ranking again
 * with its edits made, and told apart by how it wins. A plan that wins outright (on scope or
 * score) is preferred to one that wins only on a tie (same score, then size distance or name,
 * §8), which the next priority change on either runtime flips and which the ambiguous-tie
 * finding reports right after it is applied.
 */
import { effectiveFormatWeight, effectiveFrameworkWeight, entryScore } from './score';
import { rankRuntimes } from './select';
import type { SelectionInput, ServingRuntime, SupportedModelFormat } from './types';
import { withEdits, type PriorityEdit, type RuntimeRef, type WinEdit } from './win-edits';
import { winMargin, type WinMargin } from './win-margin';

/** The CRD's bounds on a priority (int32, minimum 1). */
const MAX_PRIORITY = 2 ** 31 - 1;

/** Edits that, made together, make the runtime OME's pick (checked by ranking with them). */
export interface WinPlan {
  readonly edits: readonly WinEdit[];
  /** The runtime's score once the plan is made. */
  readonly newScore: number;
  /** How it then wins over the runner-up, from the ranking with the plan made. */
  readonly margin: WinMargin;
  /** It wins on scope or score, not on a tie that size distance or name decides. */
  readonly outright: boolean;
}

export const refOf = (runtime: ServingRuntime): RuntimeRef => ({
  kind: runtime.kind,
  name: runtime.name,
});

export const isSame = (a: ServingRuntime, b: RuntimeRef): boolean =>
  a.kind === b.kind && a.name === b.name;

/** A win decided before any tie-break: by scope, by score, or with no runner-up. */
const isOutright = (margin: WinMargin): boolean =>
  margin.step === 'only' || margin.step === 'scope' || margin.step === 'score';

/** Where the target lands once `edits` are made: its plan when it is the pick, else null. */
export function verified(
  input: SelectionInput,
  target: RuntimeRef,
  edits: readonly WinEdit[],
): WinPlan | null {
  const ranking = rankRuntimes(withEdits(input, edits));
  const [first, second] = ranking.ranked;
  if (first === undefined || !isSame(first.runtime, target)) return null;
  const margin = winMargin(first, second);
  return { edits, newScore: first.score, margin, outright: isOutright(margin) };
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

/** The entries of `runtime` that would score for the model were they auto-selectable. */
export function matchingEntries(input: SelectionInput, runtime: ServingRuntime): number[] {
  return runtime.supportedModelFormats.flatMap((entry, index) =>
    termsPerPriority(input, { ...entry, autoSelect: true }, index) > 0 ? [index] : [],
  );
}

const priorityEdit = (target: ServingRuntime, entry: number, to: number): PriorityEdit => ({
  kind: 'priority',
  runtime: refOf(target),
  entry,
  from: target.supportedModelFormats[entry]?.priority ?? null,
  to,
});

/**
 * The lowest priority ≥ 1 for `entry` at which `target` wins (outright, when asked) after
 * `before`, or null. The score grows linearly with the priority, so winning is monotone in it:
 * binary search up to the int32 maximum, each probe a real ranking.
 */
function lowestPriority(
  input: SelectionInput,
  target: ServingRuntime,
  entry: number,
  before: readonly WinEdit[],
  outright: boolean,
): number | null {
  const wins = (priority: number) => {
    const plan = verified(input, target, [...before, priorityEdit(target, entry, priority)]);
    return plan !== null && (plan.outright || !outright);
  };
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
  outright: boolean,
): PriorityEdit | null {
  // The target as `before` leaves it (an entry `before` made auto-selectable scores now).
  const edited = withEdits(input, before);
  const self = edited.runtimes.find((r) => isSame(r, refOf(target)));
  if (self === undefined) return null;
  let best: PriorityEdit | null = null;
  const step = (e: { from: number | null; to: number }) => Math.abs(e.to - (e.from ?? 1));
  self.supportedModelFormats.forEach((entry, index) => {
    if (termsPerPriority(edited, entry, index) <= 0) return;
    const to = lowestPriority(input, self, index, before, outright);
    if (to === null || to === entry.priority) return;
    const edit = priorityEdit(self, index, to);
    if (best === null || step(edit) < step(best)) best = edit;
  });
  return best;
}

/**
 * The plan that starts with `before` (which may be none): `before` alone, else with the smallest
 * priority change, winning outright when any priority can, else on a tie.
 */
export function planWith(
  input: SelectionInput,
  target: ServingRuntime,
  before: readonly WinEdit[],
): WinPlan | null {
  const direct = before.length === 0 ? null : verified(input, target, before);
  if (direct?.outright === true) return direct;
  const outright = bestPriority(input, target, before, true);
  const strict = outright === null ? null : verified(input, target, [...before, outright]);
  if (strict !== null) return strict;
  if (direct !== null) return direct;
  const tie = bestPriority(input, target, before, false);
  return tie === null ? null : verified(input, target, [...before, tie]);
}

/** Outright wins first, then fewer edits; otherwise in the order found. */
export const byStrength = (a: WinPlan, b: WinPlan): number =>
  Number(b.outright) - Number(a.outright) || a.edits.length - b.edits.length;

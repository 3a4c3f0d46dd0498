/**
 * Why the first runtime is first: the ordering step (docs/selection-rules.md §8) that put it above
 * the runner-up, the same steps that place every other row below the one above it.
 */
import { formatParameterCount } from './format';
import type { PlacementStep } from './order';
import type { RankedRuntime } from './select';

/** Why the pick is first: the ordering step (§8) that puts it above the runner-up. */
export interface WinMargin {
  /**
   * The step that separates the winner from the runner-up (`scope`, `score`, `distance`, `name`),
   * or `only` when no other runtime qualifies.
   */
  readonly step: Exclude<PlacementStep, 'first'> | 'only';
  /** The runner-up's name; null when it is the only qualifying runtime. */
  readonly over: string | null;
  /** The comparison in words, e.g. "a ServingRuntime in the namespace (score 2) comes before …". */
  readonly detail: string;
}

/**
 * The winner's margin over the runner-up. The runner-up's placement already records the step that
 * put it below the winner, so the two rows always tell the same story from either side.
 */
export function winMargin(winner: RankedRuntime, runnerUp: RankedRuntime | undefined): WinMargin {
  if (runnerUp === undefined) {
    return { step: 'only', over: null, detail: 'the only runtime that qualifies' };
  }
  const over = runnerUp.runtime.name;
  const step = runnerUp.placement === 'first' ? 'name' : runnerUp.placement;
  switch (step) {
    case 'scope':
      return {
        step,
        over,
        detail:
          `a ServingRuntime in the namespace comes before every ClusterServingRuntime, whatever ` +
          `the score (${winner.score} vs ${over}'s ${runnerUp.score})`,
      };
    case 'score':
      return { step, over, detail: `score ${winner.score} > ${runnerUp.score}` };
    case 'distance':
      return {
        step,
        over,
        detail:
          `same score ${winner.score}; size distance ${formatParameterCount(winner.distance ?? 0)}` +
          ` < ${formatParameterCount(runnerUp.distance ?? 0)}`,
      };
    case 'name': {
      const distance =
        winner.distance === null ? '' : `, same distance ${formatParameterCount(winner.distance)}`;
      return {
        step,
        over,
        detail: `same score ${winner.score}${distance}; name ${winner.runtime.name} < ${over}`,
      };
    }
  }
}

/**
 * The words of the accelerator decision's table and JSON (docs/selection-rules.md §A3–§A6):
 * how a listed class fared, what a policy computed, what applies on the chosen class. One place,
 * so the table, the JSON and the scenario files say the same thing.
 */
import {
  constraintText,
  type AppliedSetting,
  type CandidateScore,
  type CandidateVerdict,
  type ComponentDecision,
} from '../engine';

/** A score as OME's logs would print it, to 4 decimals ("0.6500"). */
export const scoreText = (score: number): string => score.toFixed(4);

/** What a policy computed for one class: its total score, or its cost ("-" when none). */
export function scoreValue(score: CandidateScore | null): string {
  if (score === null) return '-';
  if (score.policy === 'Cheapest')
    return score.group === null ? 'no cost' : `${score.field} ${score.cost}`;
  return scoreText(score.total);
}

/** The terms of a score ("memory fit 0.5000, compute 1.0000 at fp16 1979"); "" for a cost. */
export function scoreTerms(score: CandidateScore | null): string {
  if (score === null) return '';
  switch (score.policy) {
    case 'BestFit': {
      const c = score.compute;
      const precision = c.precision === null ? 'the best precision' : c.precision;
      const halved = c.penalty === 1 ? '' : ` ×${c.penalty}`;
      return `memory fit ${scoreText(score.memoryFit)}, compute ${scoreText(c.score)} at ${precision} ${c.tflops}${halved}`;
    }
    case 'MostCapable': {
      const n = score.normalized;
      return `memory ${scoreText(n.memoryGB)}, bandwidth ${scoreText(n.bandwidth)}, TFLOPS ${scoreText(n.tflops)}`;
    }
    case 'Cheapest':
      return '';
  }
}

/** The total and its terms in one text ("0.6500 (memory fit …)"), for JSON. */
export function scoreDetail(score: CandidateScore | null): string {
  const terms = scoreTerms(score);
  return terms === '' ? scoreValue(score) : `${scoreValue(score)} (${terms})`;
}

/** Why a listed class is where it is, in a few words. */
export function standingText(verdict: CandidateVerdict, decision: ComponentDecision): string {
  const s = verdict.standing;
  switch (s.code) {
    case 'chosen':
      return decision.named !== null ? 'chosen: named' : 'chosen';
    case 'duplicate':
      return 'listed again: skipped';
    case 'not-defined':
      return 'no AcceleratorClass of this name';
    case 'not-consulted':
      return decision.named !== null ? 'not consulted: a class is named' : 'not consulted';
    case 'excluded':
      return `left out: ${constraintText(s.failure)}`;
    case 'lower-score':
      return 'lower score';
    case 'tie-order':
      return 'tie: the order decided';
    case 'costlier':
      return 'costs more';
    case 'other-cost-group':
      return 'its cost is of a kind compared later';
    case 'no-cost':
      return 'no cost data';
    case 'later-in-list':
      return "later in the runtime's list";
    case 'not-scored':
      return 'not scored: OME panicked first';
  }
}

/** One setting OME applies (or reads and skips) on the component. */
export function settingText(s: AppliedSetting): string {
  switch (s.kind) {
    case 'node-selector':
      return s.overriddenBy === null
        ? `nodeSelector ${s.key}=${s.value}`
        : `nodeSelector ${s.key}=${s.value} (the component's ${s.overriddenBy} wins)`;
    case 'affinity':
      return s.applied ? 'affinity: the class discovery.affinity' : "affinity: the component's own";
    case 'resource':
      return `resources ${s.name}: ${s.quantity}${s.applied ? '' : ' (not applied: the runner sets resources)'}`;
    case 'parallelism-size-env-skipped':
      return 'PARALLELISM_SIZE: not set (a class is chosen)';
    case 'tensor-parallel-size':
    case 'pipeline-parallel-size':
    case 'data-parallel-size': {
      const what = s.kind.replace(/-/g, ' ');
      const why =
        s.kind === 'data-parallel-size' ? 'OME does not apply it' : 'only above 0 applies';
      return s.applied ? `${what} ${s.value}` : `${what} ${s.value} (not applied: ${why})`;
    }
    case 'runtime-args':
      return `runtime args ${s.args.join(' ')}`;
    case 'environment':
      return `env ${s.name}=${s.value}`;
    case 'memory-per-billion-params':
      return `min memory per billion params ${s.value} (not read by OME)`;
  }
}

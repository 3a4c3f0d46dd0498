/**
 * The four policies (docs/selection-rules.md §A5), each choosing among the candidates the
 * constraints left, in the runtime's list order, as OME's `select*` functions do: one candidate
 * is chosen without scoring; BestFit and MostCapable sort by score with Go's unstable sort and take
 * the first; Cheapest takes the first cheapest of the first cost group anyone is in;
 * FirstAvailable the first.
 */
import { compareQuantities, type Quantity } from './quantity';
import { goSortSlice } from './go-sort';
import {
  bestFitScore,
  capabilityScore,
  maxCapability,
  rawCapability,
  type ComputeScore,
  type NormalizedCapability,
  type RawCapability,
} from './scores';
import type { AcceleratorClass, AcceleratorConstraints, AcceleratorPolicy } from './types';

export type CostGroup = 'hourly' | 'per-million-tokens' | 'tier';
export type CostField = 'spotPerHour' | 'perHour' | 'perMillionTokens' | 'tier';

/** What a policy computed for one candidate. */
export type CandidateScore =
  | {
      readonly policy: 'BestFit';
      readonly total: number;
      readonly memoryFit: number;
      readonly compute: ComputeScore;
    }
  | {
      readonly policy: 'MostCapable';
      readonly total: number;
      readonly raw: RawCapability;
      readonly normalized: NormalizedCapability;
    }
  | {
      readonly policy: 'Cheapest';
      /** The first group the candidate is in (hourly, then tokens, then tier); null: no cost. */
      readonly group: CostGroup | null;
      readonly field: CostField | null;
      /** The cost as written (a quantity's text, or the tier). */
      readonly cost: string | null;
    };

/** How a candidate that was scored or compared fared. */
export type PolicyStanding =
  | 'chosen'
  | 'lower-score'
  | 'costlier'
  | 'other-cost-group'
  | 'no-cost'
  | 'later-in-list'
  /** As good as the chosen one: the order decided. */
  | 'tie-order';

export type DecidedBy = 'only-candidate' | 'score' | 'cost' | 'tier' | 'list-order';

export type PolicyResult =
  | {
      readonly kind: 'picked';
      readonly chosen: AcceleratorClass;
      readonly decidedBy: DecidedBy;
      readonly scores: ReadonlyMap<string, CandidateScore>;
      readonly standings: ReadonlyMap<string, PolicyStanding>;
    }
  | { readonly kind: 'no-cost'; readonly scores: ReadonlyMap<string, CandidateScore> }
  | { readonly kind: 'panic' }
  /** No candidate given (OME's `select*` return nil; the decision never gets here). */
  | { readonly kind: 'no-candidate' };

type Scored = { readonly candidate: AcceleratorClass; readonly total: number };

/** Sorted by score, highest first, with Go's sort; the rest lost on score or, tied, on order. */
function highestScore(
  scored: readonly Scored[],
): Omit<Extract<PolicyResult, { kind: 'picked' }>, 'scores'> {
  const sorted = goSortSlice(scored, (a, b) => a.total > b.total);
  const winner = sorted[0]!;
  const standings = new Map<string, PolicyStanding>(
    scored.map((s) => [
      s.candidate.name,
      s === winner ? 'chosen' : s.total === winner.total ? 'tie-order' : 'lower-score',
    ]),
  );
  return { kind: 'picked', chosen: winner.candidate, decidedBy: 'score', standings };
}

/** `selectBestFit` (§A5). Without constraints and with two candidates or more, OME panics. */
function bestFit(
  valid: readonly AcceleratorClass[],
  c: AcceleratorConstraints | null,
): PolicyResult {
  if (c === null) return { kind: 'panic' };
  const scores = new Map<string, CandidateScore>();
  const scored = valid.map((candidate) => {
    const s = bestFitScore(candidate, c);
    scores.set(candidate.name, { policy: 'BestFit', ...s });
    return { candidate, total: s.total };
  });
  return { ...highestScore(scored), scores };
}

/** `selectMostCapable` (§A5): each value against the best candidate's. */
function mostCapable(
  valid: readonly AcceleratorClass[],
  precisions: readonly string[],
): PolicyResult {
  const raws = valid.map((candidate) => rawCapability(candidate, precisions));
  const max = maxCapability(raws);
  const scores = new Map<string, CandidateScore>();
  const scored = valid.map((candidate, i) => {
    const { total, normalized } = capabilityScore(raws[i]!, max);
    scores.set(candidate.name, { policy: 'MostCapable', total, raw: raws[i]!, normalized });
    return { candidate, total };
  });
  return { ...highestScore(scored), scores };
}

/** `tierToNumeric`: low 1, medium 2, high 3, anything else 2. */
const tierValue = (tier: string): number =>
  ({ low: 1, medium: 2, high: 3 })[tier.toLowerCase()] ?? 2;

/** A candidate's cost in one group: a quantity, or a tier. */
interface Cost {
  readonly field: CostField;
  readonly q: Quantity | null;
  readonly tier: string;
}

/** A candidate's cost in one group, for comparing and showing; null when it has none there. */
function costIn(candidate: AcceleratorClass, group: CostGroup): Cost | null {
  const cost = candidate.cost;
  if (cost === null) return null;
  if (group === 'hourly') {
    if (cost.spotPerHour !== null) return { field: 'spotPerHour', q: cost.spotPerHour, tier: '' };
    return cost.perHour === null ? null : { field: 'perHour', q: cost.perHour, tier: '' };
  }
  if (group === 'per-million-tokens')
    return cost.perMillionTokens === null
      ? null
      : { field: 'perMillionTokens', q: cost.perMillionTokens, tier: '' };
  return cost.tier === '' ? null : { field: 'tier', q: null, tier: cost.tier };
}

const GROUPS: readonly CostGroup[] = ['hourly', 'per-million-tokens', 'tier'];

/** -1, 0 or 1: a's cost against b's within one group. */
function compareCost(a: Cost, b: Cost): number {
  if (a.q !== null && b.q !== null) return compareQuantities(a.q, b.q);
  return Math.sign(tierValue(a.tier) - tierValue(b.tier));
}

/**
 * `selectCheapest` (§A5): the first non-empty group among hourly (spot before on-demand, per
 * class), per million tokens, tier; in it the first candidate with a strictly lower cost wins,
 * so ties go to list order. No candidate with cost data: no class.
 */
function cheapest(valid: readonly AcceleratorClass[]): PolicyResult {
  const scores = new Map<string, CandidateScore>();
  const firstGroup = new Map<string, CostGroup | null>();
  for (const candidate of valid) {
    const group = GROUPS.find((g) => costIn(candidate, g) !== null) ?? null;
    const cost = group === null ? null : costIn(candidate, group);
    firstGroup.set(candidate.name, group);
    scores.set(candidate.name, {
      policy: 'Cheapest',
      group,
      field: cost?.field ?? null,
      cost: cost === null ? null : (cost.q?.text ?? cost.tier),
    });
  }
  const group = GROUPS.find((g) => valid.some((c) => costIn(c, g) !== null));
  if (group === undefined) return { kind: 'no-cost', scores };
  const inGroup = valid.filter((c) => costIn(c, group) !== null);
  const winner = inGroup.reduce((best, c) =>
    compareCost(costIn(c, group)!, costIn(best, group)!) < 0 ? c : best,
  );
  const standing = (c: AcceleratorClass): PolicyStanding => {
    if (c === winner) return 'chosen';
    const own = costIn(c, group);
    if (own === null) return firstGroup.get(c.name) === null ? 'no-cost' : 'other-cost-group';
    return compareCost(own, costIn(winner, group)!) === 0 ? 'tie-order' : 'costlier';
  };
  const standings = new Map(valid.map((c) => [c.name, standing(c)]));
  const decidedBy = group === 'tier' ? 'tier' : 'cost';
  return { kind: 'picked', chosen: winner, decidedBy, scores, standings };
}

/** `FirstAvailable` (§A5): the first candidate left, in the runtime's order. */
function firstAvailable(valid: readonly AcceleratorClass[]): PolicyResult {
  const standings = new Map<string, PolicyStanding>(
    valid.map((c, i) => [c.name, i === 0 ? 'chosen' : 'later-in-list']),
  );
  return {
    kind: 'picked',
    chosen: valid[0]!,
    decidedBy: 'list-order',
    scores: new Map(),
    standings,
  };
}

/**
 * Applies `policy` to the candidates left after the constraints. One candidate is chosen at
 * once, whatever the policy: no scoring, no cost needed, no panic.
 */
export function applyPolicy(
  policy: AcceleratorPolicy,
  valid: readonly AcceleratorClass[],
  constraints: AcceleratorConstraints | null,
): PolicyResult {
  if (valid.length === 0) return { kind: 'no-candidate' };
  if (valid.length === 1) {
    const only = valid[0]!;
    return {
      kind: 'picked',
      chosen: only,
      decidedBy: 'only-candidate',
      scores: new Map(),
      standings: new Map([[only.name, 'chosen']]),
    };
  }
  switch (policy) {
    case 'BestFit':
      return bestFit(valid, constraints);
    case 'Cheapest':
      return cheapest(valid);
    case 'MostCapable':
      return mostCapable(valid, constraints?.preferredPrecisions ?? []);
    case 'FirstAvailable':
      return firstAvailable(valid);
  }
}

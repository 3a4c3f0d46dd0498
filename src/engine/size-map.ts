/**
 * The size map: for one model shape (everything of the model but its size, and the
 * InferenceService's constraints), which runtime OME picks at every `modelParameterSize` in
 * (0, ∞), as exact bands (docs/selection-rules.md, "The size map").
 *
 * Nothing is sampled. Over sizes, only two things change: which runtimes' ranges hold the size
 * (it changes at range bounds) and how their size distances compare (each distance is a sum of
 * |bound − size|, linear between bounds, so two of them cross at most once between bounds).
 * Between consecutive breakpoints (every bound, every crossing of two runtimes that tie on scope
 * and score) the ranking is the same at every size, so ranking once inside each open interval and
 * once at each breakpoint gives every band. Adjacent bands with the same answer are merged.
 *
 * A band needs only the first two of the ranking, so each probe looks for those two among the
 * runtimes (evaluated once for the shape, their bounds parsed once) and ranks just them: the cost
 * grows with runtimes × breakpoints, not with a full ranking at every breakpoint.
 */
import { evaluateRuntime, evaluationContext } from './evaluate';
import { formatParameterCount } from './format';
import type { RuntimeEvaluation } from './evaluate';
import { rankRuntimes, isCandidate, type Ranking, type SelectionError } from './select';
import { hasMissingBound, parseModelSize } from './size';
import type { BaseModel, SelectionInput, ServingRuntime, Scope } from './types';
import { winMargin, type WinMargin } from './win-margin';

/** How the band's winner beat the runner-up; `none`: nothing qualifies; `error`: selection fails. */
export type BandDecider = WinMargin['step'] | 'none' | 'error';

export interface SizeBand {
  /** Lower and upper size of the band; `to` is Infinity for the last band. */
  readonly from: number;
  readonly to: number;
  readonly fromIncluded: boolean;
  readonly toIncluded: boolean;
  readonly winner: { readonly name: string; readonly scope: Scope; readonly score: number } | null;
  readonly decidedBy: BandDecider;
  /** The runner-up the winner beat (null when it is the only one, or nothing qualifies). */
  readonly over: string | null;
  readonly error: SelectionError | null;
}

export interface SizeMapInput extends Omit<SelectionInput, 'model'> {
  /** The model shape; its own modelParameterSize is ignored. */
  readonly model: BaseModel;
}

/** A runtime's size distance as a function of size: the bounds it sums |bound − size| over. */
const boundsOf = (runtime: ServingRuntime): number[] => {
  const range = runtime.modelSizeRange;
  if (range === null) return [];
  const bounds: number[] = [];
  if (range.min !== null) bounds.push(parseModelSize(range.min));
  if (range.max !== null) bounds.push(parseModelSize(range.max));
  return bounds;
};

/** Value and slope of Σ|b − s| just right of `s` (slope at a kink is the right-hand one). */
function linearAt(bounds: readonly number[], s: number): [value: number, slope: number] {
  let value = 0;
  let slope = 0;
  for (const b of bounds) {
    value += Math.abs(b - s);
    slope += s >= b ? 1 : -1;
  }
  return [value, slope];
}

/**
 * Sizes where two distance functions cross: between consecutive kinks of either, both are linear,
 * so each piece crosses at most once (or everywhere, when equal: no breakpoint is needed then).
 */
function crossings(a: readonly number[], b: readonly number[]): number[] {
  const kinks = [...new Set([0, ...a, ...b])].sort((x, y) => x - y);
  const found: number[] = [];
  for (let i = 0; i < kinks.length; i++) {
    const start = kinks[i]!;
    const end = kinks[i + 1] ?? Infinity;
    const [va, sa] = linearAt(a, start);
    const [vb, sb] = linearAt(b, start);
    if (sa === sb) continue;
    const at = start + (vb - va) / (sa - sb);
    if (at > start && at < end) found.push(at);
  }
  return found;
}

/**
 * Every size at which the ranking may change, ascending, all > 0. A runtime qualifies only inside
 * its range, where a two-bound distance is constant (max − min) and no range's is 0, so only a
 * one-bound distance (v1.3 reads the open side, §6.3) can cross another where both qualify.
 */
function breakpoints(runtimes: readonly { runtime: ServingRuntime; group: string }[]): number[] {
  const points = new Set<number>();
  const byGroup = new Map<string, Map<string, number[]>>();
  for (const { runtime, group } of runtimes) {
    const bounds = boundsOf(runtime);
    for (const b of bounds) if (b > 0 && Number.isFinite(b)) points.add(b);
    // Runtimes with the same bounds never cross: one distance function per distinct range.
    const ranges = byGroup.get(group) ?? new Map<string, number[]>();
    ranges.set(bounds.join(','), bounds);
    byGroup.set(group, ranges);
  }
  for (const ranges of byGroup.values()) {
    const list = [...ranges.values()];
    const oneBound = list.filter((bounds) => bounds.length === 1);
    for (const a of oneBound)
      for (const b of list) if (a !== b) for (const at of crossings(a, b)) points.add(at);
  }
  return [...points].filter((p) => p > 0 && Number.isFinite(p)).sort((x, y) => x - y);
}

/** The sizes to rank at: one inside each open interval, and each breakpoint. */
function probes(
  points: readonly number[],
): { at: number; from: number; to: number; point: boolean }[] {
  const out: { at: number; from: number; to: number; point: boolean }[] = [];
  let previous = 0;
  for (const p of points) {
    const mid = previous + (p - previous) / 2;
    if (mid > previous && mid < p) out.push({ at: mid, from: previous, to: p, point: false });
    out.push({ at: p, from: p, to: p, point: true });
    previous = p;
  }
  out.push({ at: previous === 0 ? 1e9 : previous * 2, from: previous, to: Infinity, point: false });
  return out;
}

const sameAnswer = (a: SizeBand, b: SizeBand): boolean =>
  a.winner?.name === b.winner?.name &&
  a.winner?.scope === b.winner?.scope &&
  a.decidedBy === b.decidedBy &&
  a.over === b.over &&
  a.error?.code === b.error?.code;

/**
 * The runtimes that can qualify at some size: every candidate that passes Q1–Q4 for the shape
 * (those failing Q6/Q7 stay, since OME v1.2.2 panics on them too); the rest fail at every size.
 */
function contenders(input: SizeMapInput): ServingRuntime[] {
  const version = input.omeVersion ?? '1.3';
  const shape = { ...input.model, modelParameterSize: null };
  const ctx = evaluationContext(shape, input.inferenceService, version);
  return input.runtimes.filter(
    (r) => isCandidate(r, input.namespace) && evaluateRuntime(ctx, r).matchingEntry >= 0,
  );
}

/** A contender as a probe reads it: what does not change with the size, worked out once. */
interface Contender {
  readonly runtime: ServingRuntime;
  readonly index: number;
  /** Qualifies at some size: every check but the range passes. */
  readonly qualifies: boolean;
  readonly namespaced: boolean;
  readonly score: number;
  /** The range's bounds as numbers (null: unset), read as `fitsSizeRange` reads them. */
  readonly min: number | null;
  readonly max: number | null;
}

function contenderOf(e: RuntimeEvaluation, index: number): Contender {
  const range = e.runtime.modelSizeRange;
  return {
    runtime: e.runtime,
    index,
    qualifies: e.failure === null,
    namespaced: e.scope === 'Namespaced',
    score: e.score,
    min: range?.min == null ? null : parseModelSize(range.min),
    max: range?.max == null ? null : parseModelSize(range.max),
  };
}

/** `sizeDistance`, on bounds parsed once: the same sum in the same order, so the same number. */
function distanceAt(c: Contender, size: number): number {
  let distance = 0;
  if (c.min !== null) distance += Math.abs(c.min - size);
  if (c.max !== null) distance += Math.abs(c.max - size);
  return distance;
}

/** §8's order of two qualifying contenders at a size: scope, score, distance, name. */
function before(a: Contender, aDistance: number, b: Contender, bDistance: number): boolean {
  if (a.namespaced !== b.namespaced) return a.namespaced;
  if (a.score !== b.score) return a.score > b.score;
  if (aDistance !== bDistance) return aDistance < bDistance;
  return (
    a.runtime.name < b.runtime.name || (a.runtime.name === b.runtime.name && a.index < b.index)
  );
}

/** The first two runtimes OME ranks at `size`, in input order (all a band's answer reads). */
function firstTwoAt(contenders: readonly Contender[], size: number): ServingRuntime[] {
  let first: Contender | null = null;
  let second: Contender | null = null;
  let firstDistance = 0;
  let secondDistance = 0;
  for (const c of contenders) {
    if (!c.qualifies) continue;
    if ((c.min !== null && size < c.min) || (c.max !== null && size > c.max)) continue;
    const distance = distanceAt(c, size);
    if (first === null || before(c, distance, first, firstDistance)) {
      [second, secondDistance] = [first, firstDistance];
      [first, firstDistance] = [c, distance];
    } else if (second === null || before(c, distance, second, secondDistance)) {
      [second, secondDistance] = [c, distance];
    }
  }
  const two = [first, second].filter((c) => c !== null);
  return two.sort((a, b) => a.index - b.index).map((c) => c.runtime);
}

/**
 * The runtimes built for the shape that OME can pick at some size: those that pass every check
 * with the size unset (so the range check passes: §6.2 Q5 needs both sizes), unless their range
 * is empty. A range drawn for
 * each shows where it qualifies, also for one that wins nowhere (an unranged runtime beats it on
 * size distance); one that auto-selection skips at every size (Q6, Q7) has none to show.
 */
export function qualifyingRuntimes(input: SizeMapInput): ServingRuntime[] {
  const version = input.omeVersion ?? '1.3';
  const shape = { ...input.model, modelParameterSize: null };
  const ctx = evaluationContext(shape, input.inferenceService, version);
  return input.runtimes.filter(
    (r) =>
      isCandidate(r, input.namespace) &&
      evaluateRuntime(ctx, r).failure === null &&
      !isEmptyRange(r),
  );
}

/** A range whose min is above its max holds no size (the range check fails at every one). */
function isEmptyRange(runtime: ServingRuntime): boolean {
  const range = runtime.modelSizeRange;
  if (range?.min == null || range.max == null) return false;
  return parseModelSize(range.min) > parseModelSize(range.max);
}

/** The bands of (0, ∞) with the runtime OME picks in each. */
export function sizeMap(input: SizeMapInput): SizeBand[] {
  if (input.model.modelFormat.name === '') {
    const error = { code: 'model-format-missing' } as const;
    const answer: SizeAnswer = { winner: null, decidedBy: 'error', over: null, error };
    return [{ from: 0, to: Infinity, fromIncluded: false, toIncluded: false, ...answer }];
  }
  const version = input.omeVersion ?? '1.3';
  const runtimes = contenders(input);
  const shape = { ...input.model, modelParameterSize: null };
  const ctx = evaluationContext(shape, input.inferenceService, version);
  const evaluations = runtimes.map((runtime) => evaluateRuntime(ctx, runtime));
  const grouped = evaluations.map((e) => ({ runtime: e.runtime, group: `${e.scope}/${e.score}` }));
  const ranked = evaluations.map(contenderOf);
  // v1.2.2 panics on a one-bound range it reaches, at every size alike: rank them all then.
  const panics =
    version === '1.2.2' &&
    evaluations.some(
      (e) =>
        e.matchingEntry >= 0 &&
        e.runtime.modelSizeRange !== null &&
        hasMissingBound(e.runtime.modelSizeRange),
    );
  const bands: SizeBand[] = [];
  for (const probe of probes(breakpoints(grouped))) {
    const ranking = rankRuntimes({
      ...input,
      runtimes: panics ? runtimes : firstTwoAt(ranked, probe.at),
      model: { ...input.model, modelParameterSize: String(probe.at) },
    });
    const band: SizeBand = {
      from: probe.from,
      to: probe.to,
      fromIncluded: probe.point,
      toIncluded: probe.point,
      ...answerOf(ranking),
    };
    const last = bands.at(-1);
    if (last !== undefined && sameAnswer(last, band)) {
      bands[bands.length - 1] = { ...last, to: band.to, toIncluded: band.toIncluded };
    } else bands.push(band);
  }
  return bands;
}

/** What one ranking answers, as a band states it: the pick, how it won and over whom, or the error. */
export type SizeAnswer = Pick<SizeBand, 'winner' | 'decidedBy' | 'over' | 'error'>;

export function answerOf(ranking: Ranking): SizeAnswer {
  if (ranking.error !== null)
    return { winner: null, decidedBy: 'error', over: null, error: ranking.error };
  const [first, second] = ranking.ranked;
  if (first === undefined) return { winner: null, decidedBy: 'none', over: null, error: null };
  return {
    winner: { name: first.runtime.name, scope: first.scope, score: first.score },
    decidedBy: winMargin(first, second).step,
    over: second?.runtime.name ?? null,
    error: null,
  };
}

/** The part of a band within [min, max] (inclusive; ±Infinity for an open side), or null. */
export function clipBand(band: SizeBand, min: number, max: number): SizeBand | null {
  let { from, fromIncluded, to, toIncluded } = band;
  if (min > from) [from, fromIncluded] = [min, true];
  if (max < to) [to, toIncluded] = [max, true];
  if (from > to || (from === to && !(fromIncluded && toIncluded))) return null;
  return { ...band, from, to, fromIncluded, toIncluded };
}

/** The band holding `size`, or null for sizes outside (0, ∞). */
export function bandAt(bands: readonly SizeBand[], size: number): SizeBand | null {
  return (
    bands.find(
      (b) =>
        (size > b.from || (b.fromIncluded && size === b.from)) &&
        (size < b.to || (b.toIncluded && size === b.to)),
    ) ?? null
  );
}

/** The band's sizes as an interval: `[7B, 13B]`, `(13B, 30B)`, `(0, 1B)`, `[70B, inf)`. */
export function bandRangeText(
  band: Pick<SizeBand, 'from' | 'to' | 'fromIncluded' | 'toIncluded'>,
): string {
  if (band.from === band.to) return formatParameterCount(band.from);
  const to = band.to === Infinity ? 'inf' : formatParameterCount(band.to);
  return `${band.fromIncluded ? '[' : '('}${formatParameterCount(band.from)}, ${to}${band.toIncluded ? ']' : ')'}`;
}

/**
 * The catalog as a whole, from the size map of every autoSelect entry's shape (shapes.ts): which
 * entries no model can get (`unreachable`), which bands a runtime without a range takes from
 * ranged ones (`catch-all`), and which bands only a tie-break orders (`overlap`, OME #30 and
 * #594). One pass over the runtimes, shared by those three rules.
 */
import {
  bandRangeText,
  clipBand,
  isCandidate,
  parseModelSize,
  rankRuntimes,
  reasonText,
  type Reason,
  type OmeVersion,
  type Ranking,
  type ServingRuntime,
  type SizeBand,
} from '../engine';
import type { RankedRuntime } from '../engine/select';
import type { Located } from '../manifests';
import { findingOn } from './locate';
import type { LintDraft } from './rule';
import { ShapeMaps, shapeOf, shapeText, type Shape } from './shapes';

export const isUnranged = (r: ServingRuntime): boolean =>
  r.modelSizeRange === null || (r.modelSizeRange.min === null && r.modelSizeRange.max === null);

/** Sizes of a shape that a runtime without a range takes from a ranged one. */
export interface CatchAllTake {
  readonly catchAll: ServingRuntime;
  readonly shadowed: string;
  /** The band, as `[7B, 13B]`. */
  readonly sizes: string;
  readonly shape: string;
}

/**
 * Every band in which a tie-break alone orders a pair of runtimes, keyed by the pair's names in
 * order (`a and b`): the shape first seen, and per band its range, winner, step and score.
 */
export type Overlaps = Map<
  string,
  {
    readonly shape: string;
    /** The pair's runtimes by name, to find the loser's manifest. */
    readonly runtimes: ReadonlyMap<string, ServingRuntime>;
    readonly bands: Map<string, { winner: string; step: 'distance' | 'name'; score: number }>;
  }
>;

export interface ShapeAnalysis {
  readonly runtimes: readonly Located<ServingRuntime>[];
  readonly unreachable: readonly LintDraft[];
  readonly catchAllTakes: readonly CatchAllTake[];
  readonly overlaps: Overlaps;
}

const scopeOf = (r: ServingRuntime) => (r.kind === 'ServingRuntime' ? 'Namespaced' : 'Cluster');

/**
 * What the runtimes of one shape share, worked out once for all of them (a catalog has many
 * runtimes of one shape): the rankings of a model of the shape at a size, the candidate a band
 * names, and the runtimes that win some band.
 */
interface ShapeFacts {
  readonly rankings: Map<number | null, Ranking>;
  /** The runtimes that qualify for a model of the shape without a size, with their verdicts. */
  readonly unsized: Map<ServingRuntime, RankedRuntime>;
  /** The first candidate of the shape's namespace by scope and name (`Cluster/name`). */
  readonly candidates: Map<string, ServingRuntime>;
  /** Every band's winner, as `Cluster/name`. */
  readonly winners: Set<string>;
}

class Context {
  readonly #facts = new Map<string, ShapeFacts>();
  constructor(
    readonly maps: ShapeMaps,
    readonly version: OmeVersion,
  ) {}

  facts(shape: Shape): ShapeFacts {
    let facts = this.#facts.get(shape.key);
    if (facts === undefined) {
      const candidates = new Map<string, ServingRuntime>();
      for (const r of this.maps.runtimesFor(shape)) {
        const key = `${scopeOf(r)}/${r.name}`;
        if (!candidates.has(key) && isCandidate(r, shape.namespace)) candidates.set(key, r);
      }
      const winners = new Set<string>();
      for (const b of this.maps.bands(shape))
        if (b.winner !== null) winners.add(`${b.winner.scope}/${b.winner.name}`);
      facts = { rankings: new Map(), unsized: new Map(), candidates, winners };
      this.#facts.set(shape.key, facts);
      for (const r of pickAt(this, shape, null).ranked) facts.unsized.set(r.runtime, r);
    }
    return facts;
  }
}

/** The candidate of the shape's namespace with that name and scope: the one a band names. */
const candidateIn = (
  ctx: Context,
  shape: Shape,
  name: string,
  scope: string,
): ServingRuntime | undefined => ctx.facts(shape).candidates.get(`${scope}/${name}`);

/**
 * The bands clipped to the runtime's own range (where it was meant to be picked). The bands
 * cover (0, ∞) in order, so the first one reaching the range is found by bisection.
 */
function ownBands(bands: readonly SizeBand[], r: ServingRuntime): SizeBand[] {
  const range = r.modelSizeRange;
  const min = range?.min == null ? -Infinity : parseModelSize(range.min);
  const max = range?.max == null ? Infinity : parseModelSize(range.max);
  let low = 0;
  let high = bands.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (bands[mid]!.to < min) low = mid + 1;
    else high = mid;
  }
  const own: SizeBand[] = [];
  for (let i = low; i < bands.length && bands[i]!.from <= max; i++) {
    const clipped = clipBand(bands[i]!, min, max);
    if (clipped !== null) own.push(clipped);
  }
  return own;
}

/** The ranking for a model of the shape, at a size or without one (once per shape and size). */
function pickAt(ctx: Context, shape: Shape, size: number | null): Ranking {
  const rankings = ctx.facts(shape).rankings;
  let ranking = rankings.get(size);
  if (ranking === undefined) {
    ranking = rankRuntimes({
      namespace: shape.namespace,
      model: { ...shape.model, modelParameterSize: size === null ? null : String(size) },
      inferenceService: shape.isvc,
      runtimes: ctx.maps.runtimesFor(shape),
      omeVersion: ctx.version,
    });
    rankings.set(size, ranking);
  }
  return ranking;
}

function addOverlap(
  overlaps: Overlaps,
  band: SizeBand,
  shape: string,
  winner: ServingRuntime,
  over: ServingRuntime,
): void {
  // Runtimes of one name in two namespaces are two pairs; the key tells them apart.
  const key = JSON.stringify([
    winner.kind,
    winner.namespace ?? null,
    [winner.name, over.name].sort(),
  ]);
  const runtimes = new Map([
    [winner.name, winner],
    [over.name, over],
  ]);
  const entry = overlaps.get(key) ?? { shape, runtimes, bands: new Map() };
  const step = band.decidedBy === 'name' ? 'name' : 'distance';
  entry.bands.set(bandRangeText(band), {
    winner: band.winner!.name,
    step,
    score: band.winner!.score,
  });
  overlaps.set(key, entry);
}

/**
 * Why OME passes over the runtime itself for every model of the shape: the checks that fail do
 * not read the size (§3), so the reason for a model without one holds at every size. A score of
 * 0 is the usual one (priority 0: the score is the weights times the priority, §7), and OME's
 * auto-select gate wants a score above 0 (§3 Q7).
 */
function skippedBecause(failure: Reason): string {
  if (failure.check === 'score-not-positive')
    return `${failure.priorityIsZero ? 'its priority is 0, so ' : ''}its auto-select score is 0, and OME auto-selects only a runtime that scores above 0`;
  return `OME passes it over for every model of this shape: ${reasonText(failure)}`;
}

/**
 * Why an entry is never picked, in words. `failure`: why OME passes over the runtime for a model
 * of the shape, when it does.
 */
function neverPickedBecause(own: readonly SizeBand[], failure: Reason | null): string {
  if (own.length === 0) return 'no model size fits its modelSizeRange';
  if (failure !== null) return skippedBecause(failure);
  const winners = [...new Set(own.map((b) => b.winner?.name ?? null))];
  if (winners.every((w) => w === null)) return 'OME picks no runtime for this shape at any size';
  if (winners.length === 1) return `${winners[0]} outranks it at every size`;
  return `others outrank it at every size: ${own
    .map((b) => `${b.winner?.name ?? 'nothing'} at ${bandRangeText(b)} (by ${b.decidedBy})`)
    .join(', ')}`;
}

/** One runtime's autoSelect entries against their shapes' size maps. */
function analyseRuntime(
  ctx: Context,
  located: Located<ServingRuntime>,
  out: { unreachable: LintDraft[]; catchAllTakes: CatchAllTake[]; overlaps: Overlaps },
): void {
  const runtime = located.object;
  if (runtime.disabled === true) return;
  runtime.supportedModelFormats.forEach((entry, index) => {
    if (entry.autoSelect !== true) return;
    const shape = shapeOf(runtime, entry, ctx.version);
    if (shape === null) return;
    const bands = ctx.maps.bands(shape);
    const own = ownBands(bands, runtime);
    for (const band of own) {
      if (band.winner === null || band.over === null) continue;
      const winner = candidateIn(ctx, shape, band.winner.name, band.winner.scope);
      if (winner === undefined) continue;
      if (isUnranged(winner) && !isUnranged(runtime) && winner !== runtime) {
        // Inside its own range the runtime qualifies as it does without a size, with the same
        // scope and score; the band's winner is the ranking's first throughout the band.
        const mine = ctx.facts(shape).unsized.get(runtime);
        if (
          mine !== undefined &&
          mine.scope === band.winner.scope &&
          mine.score === band.winner.score
        )
          out.catchAllTakes.push({
            catchAll: winner,
            shadowed: runtime.name,
            sizes: bandRangeText(band),
            shape: shapeText(shape),
          });
      }
      const shadowing = isUnranged(winner) && band.decidedBy === 'distance';
      if (!shadowing && (band.decidedBy === 'distance' || band.decidedBy === 'name')) {
        // A tie-break orders two runtimes of one scope only; the runner-up shares the winner's.
        const over = candidateIn(ctx, shape, band.over, band.winner.scope);
        if (over !== undefined && (winner === runtime || over === runtime))
          addOverlap(out.overlaps, band, shapeText(shape), winner, over);
      }
    }
    const unsized = pickAt(ctx, shape, null);
    const wins =
      ctx.facts(shape).winners.has(`${scopeOf(runtime)}/${runtime.name}`) ||
      unsized.selected?.runtime === runtime;
    if (!wins) {
      const failure = unsized.rejected.find((e) => e.runtime === runtime)?.failure ?? null;
      const why = neverPickedBecause(own, failure);
      out.unreachable.push(
        findingOn(
          located,
          `spec.supportedModelFormats[${index}] (${shapeText(shape)}) is never picked: ${why}${unsized.selected === null ? '' : `; a model of this shape without a size gets ${unsized.selected.runtime.name}`}`,
          { at: 'entry', entry: index },
        ),
      );
    }
  });
}

/** Every runtime's autoSelect entries, in the order the runtimes are written. */
export function analyseShapes(
  runtimes: readonly Located<ServingRuntime>[],
  version: OmeVersion,
): ShapeAnalysis {
  const ctx = new Context(
    new ShapeMaps(
      runtimes.map((r) => r.object),
      version,
    ),
    version,
  );
  const out = { unreachable: [], catchAllTakes: [], overlaps: new Map() };
  for (const located of runtimes) analyseRuntime(ctx, located, out);
  return { runtimes, ...out };
}

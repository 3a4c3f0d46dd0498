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
  type OmeVersion,
  type ServingRuntime,
  type SizeBand,
} from '../engine';
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

/** The runtime that won a band (by name and scope) among the located runtimes. */
const winnerIs = (band: SizeBand, r: ServingRuntime): boolean =>
  band.winner?.name === r.name && band.winner.scope === scopeOf(r);

interface Context {
  readonly maps: ShapeMaps;
  readonly version: OmeVersion;
}

/** The candidate of the shape's namespace with that name and scope: the one a band names. */
const candidateIn = (
  ctx: Context,
  shape: Shape,
  name: string,
  scope: string,
): ServingRuntime | undefined =>
  ctx.maps
    .runtimesFor(shape)
    .find((r) => r.name === name && scopeOf(r) === scope && isCandidate(r, shape.namespace));

/** The bands clipped to the runtime's own range (where it was meant to be picked). */
function ownBands(bands: readonly SizeBand[], r: ServingRuntime): SizeBand[] {
  const range = r.modelSizeRange;
  const min = range?.min == null ? -Infinity : parseModelSize(range.min);
  const max = range?.max == null ? Infinity : parseModelSize(range.max);
  return bands.flatMap((b) => clipBand(b, min, max) ?? []);
}

/** A size inside the band. */
const probeSize = (b: SizeBand): number =>
  b.from === b.to
    ? b.from
    : b.to === Infinity
      ? Math.max(b.from * 2, 1e9)
      : b.from + (b.to - b.from) / 2;

/** The ranking for a model of the shape, at a size or without one. */
function pickAt(ctx: Context, shape: Shape, size: number | null) {
  return rankRuntimes({
    namespace: shape.namespace,
    model: { ...shape.model, modelParameterSize: size === null ? null : String(size) },
    inferenceService: shape.isvc,
    runtimes: ctx.maps.runtimesFor(shape),
    omeVersion: ctx.version,
  });
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

/** Why an entry is never picked, in words. */
function neverPickedBecause(own: readonly SizeBand[]): string {
  const winners = [...new Set(own.map((b) => b.winner?.name ?? 'no runtime'))];
  if (own.length === 0) return 'no model size fits its modelSizeRange';
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
        const ranking = pickAt(ctx, shape, probeSize(band));
        const mine = ranking.ranked.find((r) => r.runtime === runtime);
        const top = ranking.ranked[0];
        if (
          mine !== undefined &&
          top !== undefined &&
          mine.scope === top.scope &&
          mine.score === top.score
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
    const wins = bands.some((b) => winnerIs(b, runtime)) || unsized.selected?.runtime === runtime;
    if (!wins) {
      const why = neverPickedBecause(own);
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
  const ctx: Context = {
    maps: new ShapeMaps(
      runtimes.map((r) => r.object),
      version,
    ),
    version,
  };
  const out = { unreachable: [], catchAllTakes: [], overlaps: new Map() };
  for (const located of runtimes) analyseRuntime(ctx, located, out);
  return { runtimes, ...out };
}

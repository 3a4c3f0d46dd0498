/**
 * Rules over the catalog as a whole, from the size map of every autoSelect entry's shape
 * (shapes.ts): a runtime without a range that shadows sized ones (catch-all), two runtimes that
 * only a tie-break tells apart (overlap, OME #30 and #594), and an entry no model can get
 * (unreachable).
 */
import {
  bandRangeText,
  clipBand,
  isCandidate,
  rankRuntimes,
  type OmeVersion,
  type ServingRuntime,
  type SizeBand,
} from '../engine';
import type { Located } from '../manifests';
import type { LintFinding } from './catalogue';
import { findingOn } from './locate';
import { shapeOf, shapeText, type Shape, type ShapeMaps } from './shapes';

const unranged = (r: ServingRuntime): boolean =>
  r.modelSizeRange === null || (r.modelSizeRange.min === null && r.modelSizeRange.max === null);

/**
 * What a catch-all runtime takes: per shadowed runtime, the real models (`name (size)`) and the
 * size bands of its shape it takes; the shapes are named once per catch-all.
 */
export class CatchAllLedger {
  // Keyed by the runtime itself: runtimes of one name in two namespaces, or of both scopes, are
  // different runtimes (§1.1).
  readonly #taken = new Map<ServingRuntime, Map<string, Set<string>>>();
  readonly #shapes = new Map<ServingRuntime, Set<string>>();

  add(catchAll: ServingRuntime, shadowed: string, what: string, shape: string | null = null): void {
    const byShadowed = this.#taken.get(catchAll) ?? new Map<string, Set<string>>();
    const list = byShadowed.get(shadowed) ?? new Set<string>();
    list.add(what);
    byShadowed.set(shadowed, list);
    this.#taken.set(catchAll, byShadowed);
    if (shape !== null)
      this.#shapes.set(catchAll, (this.#shapes.get(catchAll) ?? new Set()).add(shape));
  }

  findings(runtimes: readonly Located<ServingRuntime>[]): LintFinding[] {
    const out: LintFinding[] = [];
    for (const located of runtimes) {
      const taken = this.#taken.get(located.object);
      if (taken === undefined) continue;
      const parts = [...taken].map(
        ([shadowed, what]) => `${[...what].join(', ')} from ${shadowed}`,
      );
      const shapes = [...(this.#shapes.get(located.object) ?? [])];
      const of = shapes.length === 0 ? '' : ` (sizes of models shaped ${shapes.join(' or ')})`;
      out.push(
        findingOn(
          located,
          'catch-all',
          `${located.object.name} has no modelSizeRange, so on a tied score its size distance 0 wins: it takes ${parts.join('; ')}${of}`,
        ),
      );
    }
    return out;
  }
}

const scopeOf = (r: ServingRuntime) => (r.kind === 'ServingRuntime' ? 'Namespaced' : 'Cluster');

/** The runtime that won a band (by name and scope) among the located runtimes. */
const winnerIs = (band: SizeBand, r: ServingRuntime): boolean =>
  band.winner?.name === r.name && band.winner.scope === scopeOf(r);

/** The candidate of the shape's namespace with that name and scope: the one a band names. */
const candidateIn = (
  ctx: ShapeRuleContext,
  shape: Shape,
  name: string,
  scope: string,
): ServingRuntime | undefined =>
  ctx.maps
    .runtimesFor(shape)
    .find((r) => r.name === name && scopeOf(r) === scope && isCandidate(r, shape.namespace));

/** The bands clipped to the runtime's own range (where it was meant to be picked). */
function ownBands(
  bands: readonly SizeBand[],
  r: ServingRuntime,
  parse: (t: string) => number,
): SizeBand[] {
  const range = r.modelSizeRange;
  const min = range?.min == null ? -Infinity : parse(range.min);
  const max = range?.max == null ? Infinity : parse(range.max);
  return bands.flatMap((b) => clipBand(b, min, max) ?? []);
}

/** A size inside the band. */
const probeSize = (b: SizeBand): number =>
  b.from === b.to
    ? b.from
    : b.to === Infinity
      ? Math.max(b.from * 2, 1e9)
      : b.from + (b.to - b.from) / 2;

export interface ShapeRuleContext {
  readonly runtimes: readonly Located<ServingRuntime>[];
  readonly maps: ShapeMaps;
  readonly version: OmeVersion;
  readonly parse: (t: string) => number;
  readonly catchAll: CatchAllLedger;
}

/** The ranking for a model of the shape, at a size or without one. */
function pickAt(ctx: ShapeRuleContext, shape: Shape, size: number | null) {
  return rankRuntimes({
    namespace: shape.namespace,
    model: { ...shape.model, modelParameterSize: size === null ? null : String(size) },
    inferenceService: shape.isvc,
    runtimes: ctx.maps.runtimesFor(shape),
    omeVersion: ctx.version,
  });
}

/** Unreachable entries of one runtime, and what it shadows (into the ledger). */
export function shapeFindings(
  ctx: ShapeRuleContext,
  located: Located<ServingRuntime>,
  overlaps: Overlaps,
): LintFinding[] {
  const runtime = located.object;
  if (runtime.disabled === true) return [];
  const out: LintFinding[] = [];
  runtime.supportedModelFormats.forEach((entry, index) => {
    if (entry.autoSelect !== true) return;
    const shape = shapeOf(runtime, entry, ctx.version);
    if (shape === null) return;
    const bands = ctx.maps.bands(shape);
    const own = ownBands(bands, runtime, ctx.parse);
    for (const band of own) {
      if (band.winner === null || band.over === null) continue;
      const winner = candidateIn(ctx, shape, band.winner.name, band.winner.scope);
      if (winner === undefined) continue;
      if (unranged(winner) && !unranged(runtime) && winner !== runtime) {
        const ranking = pickAt(ctx, shape, probeSize(band));
        const mine = ranking.ranked.find((r) => r.runtime === runtime);
        const top = ranking.ranked[0];
        if (
          mine !== undefined &&
          top !== undefined &&
          mine.scope === top.scope &&
          mine.score === top.score
        )
          ctx.catchAll.add(winner, runtime.name, bandRangeText(band), shapeText(shape));
      }
      const shadowing = unranged(winner) && band.decidedBy === 'distance';
      if (!shadowing && (band.decidedBy === 'distance' || band.decidedBy === 'name')) {
        // A tie-break orders two runtimes of one scope only; the runner-up shares the winner's.
        const over = candidateIn(ctx, shape, band.over, band.winner.scope);
        if (over !== undefined && (winner === runtime || over === runtime))
          addOverlap(overlaps, band, shapeText(shape), winner, over);
      }
    }
    const unsized = pickAt(ctx, shape, null);
    const wins = bands.some((b) => winnerIs(b, runtime)) || unsized.selected?.runtime === runtime;
    if (!wins) {
      const winners = [...new Set(own.map((b) => b.winner?.name ?? 'no runtime'))];
      const why =
        own.length === 0
          ? 'no model size fits its modelSizeRange'
          : winners.length === 1
            ? `${winners[0]} outranks it at every size`
            : `others outrank it at every size: ${own
                .map(
                  (b) =>
                    `${b.winner?.name ?? 'nothing'} at ${bandRangeText(b)} (by ${b.decidedBy})`,
                )
                .join(', ')}`;
      out.push(
        findingOn(
          located,
          'unreachable',
          `spec.supportedModelFormats[${index}] (${shapeText(shape)}) is never picked: ${why}${unsized.selected === null ? '' : `; a model of this shape without a size gets ${unsized.selected.runtime.name}`}`,
          { at: 'entry', entry: index },
        ),
      );
    }
  });
  return out;
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
 * One overlap finding per pair, on the runtime that loses (the one put second in most of the
 * bands), naming every band where only a tie-break orders them, not just the first.
 */
export function overlapFindings(ctx: ShapeRuleContext, overlaps: Overlaps): LintFinding[] {
  return [...overlaps.values()].flatMap(({ shape, runtimes, bands }) => {
    const [a, b] = [...runtimes.keys()].sort() as [string, string];
    const pair = `${a} and ${b}`;
    const list = [...bands].map(([range, band]) => ({ range, ...band }));
    const aWins = list.filter((x) => x.winner === a).length;
    const loser = aWins * 2 >= list.length ? b : a;
    const located = ctx.runtimes.find((r) => r.object === runtimes.get(loser));
    if (located === undefined) return [];
    // Bands with the same winner, step and score are named together.
    const groups = new Map<string, string[]>();
    for (const x of list) {
      const how = `on score ${x.score}, and only the ${x.step === 'name' ? 'name' : 'size distance'} puts ${x.winner} first`;
      groups.set(how, [...(groups.get(how) ?? []), x.range]);
    }
    const parts = [...groups].map(([how, ranges]) => `${ranges.join(' and ')} ${how}`);
    return [
      findingOn(
        located,
        'overlap',
        `${pair} overlap: both take ${shape} models of ${parts.join('; of ')}; give them different priorities or disjoint ranges`,
      ),
    ];
  });
}

/**
 * What the what-if views show, derived from the baseline and the latest answers (never stored):
 * each runtime's movement since the baseline and the selections an edit flipped cluster-wide
 * ("make it win" plans: win-plans.ts).
 */
import {
  diffExplanations,
  flippedSelections,
  sameQuestion,
  type Question,
  type ClusterSelection,
  type RowChange,
} from '../engine';
import { EXAMPLE_SCENARIO } from './example';
import type { RankedAnswer } from './store';
import type { Baseline, GalleryState, ClusterWideAnswer } from './whatif';
import type { ExplanationData, GalleryExample } from '../worker/protocol';

export type BaselineComparison =
  | { readonly kind: 'none' }
  /** The baseline ranks another model or namespace: its rows can't be compared with these. */
  | { readonly kind: 'other-target'; readonly baseline: Baseline }
  | {
      readonly kind: 'compared';
      readonly baseline: Baseline;
      /** By row key, for the rows on screen. */
      readonly changes: ReadonlyMap<string, RowChange>;
      /** Runtimes the baseline ranked that are gone now. */
      readonly removed: readonly RowChange[];
      readonly after: ExplanationData;
    };

export function compareWithBaseline(
  baseline: Baseline | null,
  ranked: RankedAnswer | null,
): BaselineComparison {
  if (baseline === null || ranked === null) return { kind: 'none' };
  const { request, result } = ranked;
  if (!sameQuestion(baseline.scenario.question, request.question))
    return { kind: 'other-target', baseline };
  const all = diffExplanations(baseline.explanation, result.explanation);
  return {
    kind: 'compared',
    baseline,
    changes: new Map(all.filter((c) => c.after !== null).map((c) => [c.key, c])),
    removed: all.filter((c) => c.after === null),
    after: result.explanation,
  };
}

const selectedName = (explanation: ExplanationData): string | null =>
  explanation.selected?.name ?? null;

/** One line on what the pick did: "team-llama is still selected", "vllm-llama replaces team-llama". */
export function selectionChangeText(before: ExplanationData, after: ExplanationData): string {
  const was = selectedName(before);
  const now = selectedName(after);
  if (was === now) return now === null ? 'Still no runtime selected' : `${now} is still selected`;
  if (now === null) return `No runtime selected any more (was ${was})`;
  if (was === null) return `${now} is now selected (none was)`;
  return `${now} is now selected instead of ${was}`;
}

/** "+2", "−1", "±0": a score delta with its sign. */
export function scoreDeltaText(delta: number): string {
  if (delta === 0) return '±0';
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

export interface ClusterWideFlips {
  /** Keys of cells whose selection differs from the baseline's. */
  readonly flipped: ReadonlySet<string>;
  /** The baseline's cells by key, to say what each flipped from. */
  readonly before: ReadonlyMap<string, ClusterSelection>;
}

/** The flips against the baseline, or null when the baseline has no cluster-wide answer yet. */
export function clusterWideFlips(
  baseline: Baseline | null,
  clusterWide: ClusterWideAnswer | null,
): ClusterWideFlips | null {
  if (baseline?.clusterWide == null || clusterWide === null) return null;
  return {
    flipped: flippedSelections(baseline.clusterWide, clusterWide.cells),
    before: new Map(baseline.clusterWide.map((cell) => [cell.key, cell])),
  };
}

/** File names for exports: `ome-sim-llama-3-2-3b-instruct-llama-demo.md`. */
export function exportFileName({ name, namespace }: Question, extension: string): string {
  const safe = (part: string) => part.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `ome-sim-${safe(name) || 'ranking'}-${safe(namespace)}.${extension}`;
}

/** The gallery example whose manifests are in the editor unchanged, if any. */
export function currentExample(gallery: GalleryState, text: string): GalleryExample | null {
  if (gallery.status !== 'ready') return null;
  return gallery.examples.find((example) => example.text === text) ?? null;
}

/**
 * Replacing the text loses nothing the user wrote: it is the worked example or a gallery example,
 * unchanged. Anything else is their work, and replacing it is confirmed first.
 */
export const isUneditedExample = (gallery: GalleryState, text: string): boolean =>
  text === EXAMPLE_SCENARIO.text || currentExample(gallery, text) !== null;

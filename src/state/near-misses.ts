/**
 * What the UI makes of the engine's near misses (src/engine/near-miss.ts): the rejected rows
 * nearest first, a filter over names and reasons, and the summary that leads a failed selection.
 * OME's own order and text are untouched: the copy and export actions read the explanation.
 */
import { nearestFirst, rejectionSummary, type CheckCategory } from '../engine';
import type { ExplanationData, RowSummary } from '../worker/protocol';

export type RejectedOrder = 'nearest' | 'ome';

/** Short names for the failing checks, in OME's order of checking (§3). */
export const CHECK_LABELS: Readonly<Record<CheckCategory, string>> = {
  disabled: 'disabled',
  'accelerator-class': 'accelerator class',
  'deployment-mode': 'deployment mode',
  'format-mismatch': 'format mismatch',
  'size-out-of-range': 'size out of range',
  'no-autoselect-entry': 'no autoSelect entry',
  'matching-entry-not-autoselect': 'matching entry not autoSelect',
  'score-not-positive': 'score 0',
};

/**
 * Ranked rows first, in OME's order; then the rejected ones nearest first (engine nearestFirst:
 * fewest differing fields, then the furthest along OME's checks, then OME's order). The same
 * array when nothing moves.
 */
export function rowsInOrder(
  rows: readonly RowSummary[],
  order: RejectedOrder,
): readonly RowSummary[] {
  if (order === 'ome') return rows;
  const firstRejected = rows.findIndex((row) => !row.compatible);
  if (firstRejected < 0) return rows;
  return [...rows.slice(0, firstRejected), ...nearestFirst(rows.slice(firstRejected))];
}

/** Rows whose runtime name or REASON contains every word of `query` (case-insensitive). */
export function filterRows(rows: readonly RowSummary[], query: string): readonly RowSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = `${row.name}\n${row.reason ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface ReasonCount {
  readonly check: CheckCategory;
  readonly label: string;
  readonly count: number;
}

export interface FailureSummary {
  readonly rejected: number;
  /** How many runtimes each check rejected, most first (OME's check order among equals). */
  readonly byReason: readonly ReasonCount[];
  /** The nearest rejected runtimes (fewest differing fields), at most three. */
  readonly nearest: readonly RowSummary[];
}

/** The lead of a failed selection ("no runtime found"): counts by reason and the nearest runtimes. */
export function failureSummary(explanation: ExplanationData): FailureSummary | null {
  if (explanation.selected !== null) return null;
  const summary = rejectionSummary(explanation.rows);
  if (summary === null) return null;
  return {
    ...summary,
    byReason: summary.byReason.map((r) => ({ ...r, label: CHECK_LABELS[r.check] })),
  };
}

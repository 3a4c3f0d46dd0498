/**
 * At cluster scale a ranking has hundreds of rows, most of them rejected, and rendering them all
 * on every edit would make each update take hundreds of milliseconds. The table shows the first
 * rows (every ranked runtime comes first, in kubectl's order) and offers the rest on request.
 * A row whose breakdown is open is always shown, so an edited runtime never vanishes under the
 * user's cursor when it moves down.
 *
 * A ranking of new manifests (a paste, an import) puts a hundred new rows on screen at once, and
 * laying them out takes the browser longer than anything else between the paste and its ranking.
 * So the first screenful comes first and the rest of the window a frame later; edits, which
 * change a few rows of those on screen, render the whole window at once.
 */
import { useEffect, useState } from 'react';

/** Rows added by "Show more": a screenful several times over. */
export const ROW_PAGE = 100;

/**
 * Rejected rows shown before the fold: about a screenful. The rest wait behind a count
 * ("Show 180 more rejected"), so a catalog's failed selection is not a multi-screen table.
 */
export const REJECTED_FOLD = 12;

/** Hidden rejected rows shown at once by the fold's button; more come a page at a time. */
const SHOW_AT_ONCE = 250;

/** Where the fold sits: every ranked row (up to a page) and the first rejected ones. */
export function foldOf(rows: readonly { readonly compatible: boolean }[]): number {
  let ranked = 0;
  while (ranked < rows.length && rows[ranked]!.compatible) ranked++;
  return ranked > ROW_PAGE ? ROW_PAGE : ranked + REJECTED_FOLD;
}

/** New rows rendered in the first frame of a new ranking: more than a tall screen shows (rejected rows, with their near-miss line, are two lines or more). */
export const FIRST_FRAME_ROWS = 20;

export interface RowWindow<Row> {
  /** The rows to render: a prefix of all rows. */
  readonly shown: readonly Row[];
  /** How many rows the window holds once the rest of a new ranking is rendered. */
  readonly showing: number;
  readonly total: number;
  /** Rows below the window that are rejected (all of them, unless ranked rows run past a page). */
  readonly hiddenRejected: number;
  showMore(): void;
  showAll(): void;
}

/** Where the window ends: `limit` rows, or further down to the last open row. */
function windowEnd<Row extends { readonly key: string }>(
  rows: readonly Row[],
  open: ReadonlySet<string>,
  limit: number,
): number {
  const end = Math.min(limit, rows.length);
  if (open.size > 0) {
    for (let i = rows.length - 1; i >= end; i--) {
      if (open.has(rows[i]!.key)) return i + 1;
    }
  }
  return end;
}

/** Where to stop so that at most FIRST_FRAME_ROWS rows are new to the screen. */
function firstFrameEnd<Row extends { readonly key: string }>(
  rows: readonly Row[],
  end: number,
  before: readonly Row[],
  beforeEnd: number,
): number {
  if (end <= FIRST_FRAME_ROWS) return end;
  const onScreen = new Set(before.slice(0, beforeEnd).map((row) => row.key));
  let fresh = 0;
  for (let i = 0; i < end; i++) {
    if (!onScreen.has(rows[i]!.key) && ++fresh > FIRST_FRAME_ROWS) return i;
  }
  return end;
}

export function useRowWindow<Row extends { readonly key: string; readonly compatible: boolean }>(
  rows: readonly Row[],
  open: ReadonlySet<string>,
): RowWindow<Row> {
  // How far past the fold the user asked to see; the fold itself moves with each ranking.
  const [extra, setExtra] = useState(0);
  const fold = foldOf(rows);
  const limit = fold + extra;
  // The rows of the answer before this one (what is on screen), and the answer whose whole
  // window may render now that its first frame is painted.
  const [current, setCurrent] = useState(rows);
  const [before, setBefore] = useState<readonly Row[]>([]);
  const [completed, setCompleted] = useState<readonly Row[] | null>(null);
  if (rows !== current) {
    setBefore(current);
    setCurrent(rows);
  }
  const end = windowEnd(rows, open, limit);
  const renderEnd =
    completed === rows ? end : firstFrameEnd(rows, end, before, windowEnd(before, open, limit));
  const shown = renderEnd === rows.length ? rows : rows.slice(0, renderEnd);
  useEffect(() => {
    if (renderEnd >= end) return;
    // The rest once this frame is painted.
    const timer = setTimeout(() => setCompleted(rows), 0);
    return () => clearTimeout(timer);
  }, [renderEnd, end, rows]);
  let hiddenRejected = 0;
  for (let i = end; i < rows.length; i++) if (!rows[i]!.compatible) hiddenRejected++;
  const hidden = rows.length - end;
  return {
    shown,
    showing: end,
    total: rows.length,
    hiddenRejected,
    showMore: () => setExtra(end - fold + (hidden <= SHOW_AT_ONCE ? hidden : ROW_PAGE)),
    showAll: () => setExtra(Number.POSITIVE_INFINITY),
  };
}

export function MoreRows<Row>({ rows }: { rows: RowWindow<Row> }) {
  const hidden = rows.total - rows.showing;
  if (hidden <= 0) return null;
  const next = hidden <= SHOW_AT_ONCE ? hidden : ROW_PAGE;
  const allRejected = rows.hiddenRejected === hidden;
  return (
    <p className="more-rows">
      <span>
        Showing {rows.showing} of {rows.total} runtimes; {hidden} more below.
      </span>
      <button type="button" className="link-button" onClick={rows.showMore}>
        Show {next} more{allRejected ? ' rejected' : ''}
      </button>
      {next < hidden && (
        <button type="button" className="link-button" onClick={rows.showAll}>
          Show all {rows.total}
        </button>
      )}
    </p>
  );
}

/**
 * At cluster scale a ranking has hundreds of rows, most of them rejected, and rendering them all
 * on every edit would make each update take hundreds of milliseconds. The table shows the first
 * rows (every ranked runtime comes first, in kubectl's order) and offers the rest on request.
 * A row whose breakdown is open is always shown, so an edited runtime never vanishes under the
 * user's cursor when it moves down.
 */
import { useState } from 'react';

/** Rows shown at first and added by "Show more": a screenful several times over. */
export const ROW_PAGE = 100;

export interface RowWindow<Row> {
  /** The rows to render: a prefix of all rows. */
  readonly shown: readonly Row[];
  readonly total: number;
  showMore(): void;
  showAll(): void;
}

export function useRowWindow<Row extends { readonly key: string }>(
  rows: readonly Row[],
  open: ReadonlySet<string>,
): RowWindow<Row> {
  const [limit, setLimit] = useState(ROW_PAGE);
  let end = Math.min(limit, rows.length);
  if (open.size > 0) {
    for (let i = rows.length - 1; i >= end; i--) {
      if (open.has(rows[i]!.key)) {
        end = i + 1;
        break;
      }
    }
  }
  return {
    shown: end === rows.length ? rows : rows.slice(0, end),
    total: rows.length,
    showMore: () => setLimit(end + ROW_PAGE),
    showAll: () => setLimit(Number.POSITIVE_INFINITY),
  };
}

export function MoreRows<Row>({ rows }: { rows: RowWindow<Row> }) {
  const hidden = rows.total - rows.shown.length;
  if (hidden <= 0) return null;
  return (
    <p className="more-rows">
      <span>
        Showing {rows.shown.length} of {rows.total} runtimes; {hidden} more below.
      </span>
      <button type="button" className="link-button" onClick={rows.showMore}>
        Show {Math.min(ROW_PAGE, hidden)} more
      </button>
      <button type="button" className="link-button" onClick={rows.showAll}>
        Show all {rows.total}
      </button>
    </p>
  );
}

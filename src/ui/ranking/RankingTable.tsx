/** The ranking as a real table: one row per runtime in kubectl's order, each with a breakdown. */
import { memo, useId, useMemo, useState } from 'react';
import {
  filterRows,
  rankingCaption,
  rowsInOrder,
  type RejectedOrder,
  type BaselineComparison,
  type WinQuestion,
} from '../../state';
import { rowDetailOf } from '../../worker/workers';
import type { RankingResult } from '../../worker/protocol';
import { useAppStore } from '../store-context';
import { MoreRows, REJECTED_FOLD, useRowWindow } from './MoreRows';
import { MemoizedRuntimeRow, useCallbackPerKey } from './row-memo';
import type { SetPriority } from './use-priority-editor';
import './ranking-layout.css';
import './ranking-table.css';

interface Props {
  readonly result: RankingResult;
  readonly comparison: BaselineComparison;
  readonly question: WinQuestion | null;
  readonly stale: boolean;
  readonly editable: boolean;
  readonly setPriority: SetPriority;
}

/**
 * Memoized: when an answer arrives, the urgent render passes the same props (the answer itself is
 * deferred) and skips the table; only the table's `editable` may change, which open rows follow.
 */
export const RankingTable = memo(function RankingTable(props: Props) {
  const { result, comparison, question, stale, editable, setPriority } = props;
  const explanation = result.explanation;
  const changes = comparison.kind === 'compared' ? comparison.changes : null;
  const omeRelease = useAppStore((s) => s.omeRelease);
  // Which breakdowns are open, by runtime key: kept while the ranking changes under them.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const toggleFor = useCallbackPerKey(toggle);
  // Rejected rows nearest first by default (OME's order is one click away, and is what the copy
  // and export actions always give); the filter narrows by runtime name and REASON, offered
  // once the table is longer than its fold.
  const [order, setOrder] = useState<RejectedOrder>('nearest');
  const [query, setQuery] = useState('');
  const ordered = useMemo(
    () => filterRows(rowsInOrder(explanation.rows, order), query),
    [explanation.rows, order, query],
  );
  const rejectedCount = useMemo(
    () => explanation.rows.reduce((n, row) => (row.compatible ? n : n + 1), 0),
    [explanation.rows],
  );
  const filterId = useId();
  // The row the keyboard is in stays rendered when a ranking moves it past the fold (a priority
  // of 0 rejects its runtime, and rejected rows are folded): the field keeps the focus.
  const [focusedRow, setFocusedRow] = useState<string | null>(null);
  const kept = useMemo(
    () => (focusedRow === null || open.has(focusedRow) ? open : new Set([...open, focusedRow])),
    [open, focusedRow],
  );
  // Only the rows on screen: a thousand rows rendered per edit would make every update slow.
  const rows = useRowWindow(ordered, kept);
  const allOpen = rows.shown.length > 0 && rows.shown.every((r) => open.has(r.key));
  return (
    <div className={stale ? 'ranking-table-wrap is-stale' : 'ranking-table-wrap'}>
      <div className="table-tools">
        {(explanation.rows.length > REJECTED_FOLD || query !== '') && (
          <label className="row-filter" htmlFor={filterId}>
            <span>Filter runtimes</span>
            <input
              id={filterId}
              type="search"
              value={query}
              placeholder="name or reason"
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </label>
        )}
        {rejectedCount > 1 && (
          <label className="rejected-order">
            <span>Rejected rows</span>
            <select
              value={order}
              onChange={(event) => setOrder(event.currentTarget.value as RejectedOrder)}
            >
              <option value="nearest">nearest first</option>
              <option value="ome">OME&apos;s order</option>
            </select>
          </label>
        )}
        {query !== '' && (
          <span className="filter-count" role="status">
            {ordered.length === 0
              ? 'No runtime matches the filter'
              : `${ordered.length} of ${explanation.rows.length} runtimes match`}
          </span>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(rows.shown.map((r) => r.key)))}
        >
          {allOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </div>
      <table
        className="ranking"
        aria-describedby={stale ? 'stale-note' : undefined}
        onFocus={(event) => {
          const key = event.target.closest<HTMLElement>('tr.runtime-row')?.dataset['key'] ?? null;
          if (key !== focusedRow) setFocusedRow(key);
        }}
      >
        <caption>{rankingCaption(explanation, { omeRelease })}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Breakdown</span>
            </th>
            <th scope="col">Rank</th>
            <th scope="col">Runtime</th>
            <th scope="col">Scope</th>
            <th scope="col">Compatible</th>
            <th scope="col" className="cell-num">
              Score
            </th>
            <th scope="col" className="cell-num">
              Priority
            </th>
            <th scope="col" className="cell-num">
              Weight
            </th>
            <th scope="col">Reason</th>
            <th scope="col">
              <span className="visually-hidden">Make it win</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.shown.map((row) => (
            <MemoizedRuntimeRow
              key={row.key}
              row={row}
              // Ranked rows lead the explanation in rank order, whatever the table shows.
              above={
                row.rank !== null && row.rank > 1 ? (explanation.rows[row.rank - 2] ?? null) : null
              }
              explanation={explanation}
              detail={open.has(row.key) ? rowDetailOf(result, row.key) : null}
              change={changes === null ? null : (changes.get(row.key) ?? null)}
              question={question?.runtimeKey === row.key ? question : null}
              open={open.has(row.key)}
              onToggle={toggleFor(row.key)}
              editable={editable}
              setPriority={setPriority}
            />
          ))}
        </tbody>
      </table>
      <MoreRows rows={rows} />
      {comparison.kind === 'compared' && comparison.removed.length > 0 && (
        <p className="removed-note">
          Gone since the baseline:{' '}
          {comparison.removed.map((c, i) => (
            <span key={c.key}>
              {i > 0 && ', '}
              <span className="runtime-name">{c.name}</span>
            </span>
          ))}
        </p>
      )}
    </div>
  );
});

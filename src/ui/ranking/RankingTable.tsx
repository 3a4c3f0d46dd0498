/** The ranking as a real table: one row per runtime in kubectl's order, each with a breakdown. */
import { useState } from 'react';
import { rankingCaption, type ExplanationData } from '../../state';
import { RuntimeRow } from './RuntimeRow';
import type { SetPriority } from './use-priority-editor';

interface Props {
  readonly explanation: ExplanationData;
  readonly stale: boolean;
  readonly editable: boolean;
  readonly setPriority: SetPriority;
}

export function RankingTable({ explanation, stale, editable, setPriority }: Props) {
  // Which breakdowns are open, by runtime key: kept while the ranking changes under them.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const allOpen = explanation.rows.length > 0 && explanation.rows.every((r) => open.has(r.key));
  return (
    <div className={stale ? 'ranking-table-wrap is-stale' : 'ranking-table-wrap'}>
      <div className="table-tools">
        <button
          type="button"
          className="link-button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(explanation.rows.map((r) => r.key)))}
        >
          {allOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </div>
      <table className="ranking" aria-describedby={stale ? 'stale-note' : undefined}>
        <caption>{rankingCaption(explanation)}</caption>
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
          </tr>
        </thead>
        <tbody>
          {explanation.rows.map((row, i) => (
            <RuntimeRow
              key={row.key}
              row={row}
              above={row.rank !== null && row.rank > 1 ? (explanation.rows[i - 1] ?? null) : null}
              explanation={explanation}
              open={open.has(row.key)}
              onToggle={() => toggle(row.key)}
              editable={editable}
              setPriority={setPriority}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

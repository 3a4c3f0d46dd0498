/**
 * The cluster-wide view: which runtime OME picks for every model (in each namespace it can be
 * used in) and every InferenceService. A summary by outcome leads, each entry a filter; a text
 * filter and an order narrow a catalog's hundreds of rows. With a baseline, the selections an
 * edit flipped are highlighted with what they were.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import {
  clusterWideFlips,
  clusterWideRows,
  clusterWideSummary,
  omeBehaviourOf,
  ORDER_LABELS,
  type ClusterWideOrder,
  type OutcomeFilter,
} from '../../state';
import type { ClusterSelection } from '../../engine';
import { useAppStore } from '../store-context';
import { ClusterWideRow } from './ClusterWideRow';
import { OutcomeSummary } from './OutcomeSummary';
import './cluster-wide.css';

/**
 * After a click on a model: its ranking from the top, not wherever the cluster-wide view was
 * scrolled to. The panel scrolls itself on a desktop and the page does on a phone;
 * focus goes to the ranking's heading, since the clicked button is gone with the view.
 */
function showRankingFromTop(panel: Element | null) {
  requestAnimationFrame(() => {
    if (panel === null) return;
    panel.scrollTop = 0;
    if (panel.getBoundingClientRect().top < 0) panel.scrollIntoView({ block: 'start' });
    document.getElementById('ranking-heading')?.focus({ preventScroll: true });
  });
}

/** The column an order sorts by, for `aria-sort`. */
const SORTED_COLUMN: Readonly<Record<ClusterWideOrder, string | null>> = {
  written: null,
  name: 'For',
  namespace: 'Namespace',
  outcome: 'OME picks',
  runtime: 'OME picks',
};

function FlipNote({ count }: { count: number | null }) {
  return (
    <p className="note" role="status">
      {count === null
        ? 'Comparing with the baseline…'
        : count === 0
          ? 'No selection differs from the baseline.'
          : `${count} selection${count === 1 ? '' : 's'} flipped since the baseline (highlighted).`}
    </p>
  );
}

export function ClusterWideView() {
  const clusterWide = useAppStore((s) => s.clusterWide);
  const error = useAppStore((s) => s.clusterWideError);
  const baseline = useAppStore((s) => s.baseline);
  const fresh = useAppStore(
    (s) =>
      s.clusterWide !== null &&
      s.clusterWide.text === s.text &&
      s.clusterWide.omeVersion === omeBehaviourOf(s),
  );
  const setQuestion = useAppStore((s) => s.setQuestion);
  const setView = useAppStore((s) => s.setView);
  const [chosen, setChosen] = useState<OutcomeFilter | null>(null);
  const [text, setText] = useState('');
  const [order, setOrder] = useState<ClusterWideOrder>('written');
  const cells = clusterWide?.cells;
  const flips = useMemo(() => clusterWideFlips(baseline, clusterWide), [baseline, clusterWide]);
  const summary = useMemo(() => clusterWideSummary(cells ?? []), [cells]);
  // A filter by an outcome the manifests no longer have would hide every row without a button
  // to undo it: it lapses.
  const outcome = summary.some((e) => [e, ...e.within].some((i) => i.filter === chosen))
    ? chosen
    : null;
  const rows = useMemo(
    () => clusterWideRows(cells ?? [], { outcome, text, order }),
    [cells, outcome, text, order],
  );
  const open = useCallback(
    (cell: ClusterSelection, from: HTMLElement) => {
      const panel = from.closest('.ranking-panel');
      setQuestion(cell, cell.namespace);
      setView('ranking');
      showRankingFromTop(panel);
    },
    [setQuestion, setView],
  );
  const id = useId();
  if (clusterWide === null || cells === undefined)
    return <p className="muted placeholder">{error ?? 'Computing every selection…'}</p>;
  const filtered = outcome !== null || text.trim() !== '';
  const sortedBy = SORTED_COLUMN[order];
  const header = (name: string, className?: string) => (
    <th scope="col" className={className} aria-sort={sortedBy === name ? 'ascending' : undefined}>
      {name}
    </th>
  );
  return (
    <div className={fresh ? 'cluster-wide-wrap' : 'cluster-wide-wrap is-stale'}>
      {error !== null && <p className="note note-error">{error}</p>}
      {baseline !== null && <FlipNote count={flips === null ? null : flips.flipped.size} />}
      <OutcomeSummary entries={summary} total={cells.length} chosen={outcome} choose={setChosen} />
      <div className="cluster-wide-tools">
        <label className="cluster-wide-filter" htmlFor={`${id}-filter`}>
          <span>Filter questions</span>
          <input
            id={`${id}-filter`}
            className="text-field"
            type="search"
            value={text}
            placeholder="name, runtime or outcome"
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </label>
        <label className="cluster-wide-order" htmlFor={`${id}-order`}>
          <span>Sort by</span>
          <select
            id={`${id}-order`}
            value={order}
            onChange={(event) => setOrder(event.currentTarget.value as ClusterWideOrder)}
          >
            {Object.entries(ORDER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <span className="cluster-wide-count" role="status">
          {filtered ? `${rows.length} of ${cells.length} shown` : ''}
        </span>
        {filtered && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setChosen(null);
              setText('');
            }}
          >
            Show every question
          </button>
        )}
      </div>
      <table className="ranking cluster-wide">
        <caption>Which runtime OME picks for each model and InferenceService</caption>
        <thead>
          <tr>
            {header('For')}
            {header('Namespace')}
            {header('OME picks')}
            {flips !== null && <th scope="col">Baseline</th>}
            {header('Qualify', 'cell-num')}
          </tr>
        </thead>
        <tbody>
          {rows.map((cell) => (
            <ClusterWideRow
              key={cell.key}
              cell={cell}
              before={flips === null ? null : flips.before.get(cell.key)}
              flipped={flips?.flipped.has(cell.key) ?? false}
              open={open}
            />
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="muted cluster-wide-empty">No question matches.</p>}
    </div>
  );
}

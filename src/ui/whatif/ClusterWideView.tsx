/**
 * The cluster-wide view: which runtime OME picks for every model (in each namespace it can be
 * used in) and every InferenceService. With a baseline, the selections an edit flipped are
 * highlighted with what they were.
 */
import { useMemo } from 'react';
import { clusterWideFlips, omeBehaviourOf, type ClusterSelection } from '../../state';
import { useAppStore } from '../store-context';
import './cluster-wide.css';

function Pick({
  cell,
  flipped = false,
}: {
  cell: ClusterSelection | undefined;
  flipped?: boolean;
}) {
  if (cell === undefined) return <span className="muted">–</span>;
  const tag = flipped && <span className="tag tag-flipped">flipped</span>;
  if (cell.selected === null)
    return (
      <>
        <span className="cluster-wide-problem">{cell.problem ?? 'none'}</span>
        {tag}
      </>
    );
  return (
    <>
      <span className="runtime-name">{cell.selected.name}</span>
      {tag}
      <span className="muted cluster-wide-scope">{cell.selected.scope}</span>
    </>
  );
}

/**
 * After a click on a model: its ranking from the top, not wherever the cluster-wide view was
 * scrolled to (issue 19). The panel scrolls itself on a desktop and the page does on a phone;
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
  const flips = useMemo(() => clusterWideFlips(baseline, clusterWide), [baseline, clusterWide]);
  if (clusterWide === null)
    return <p className="muted placeholder">{error ?? 'Computing every selection…'}</p>;
  const flipCount = flips?.flipped.size ?? 0;
  return (
    <div className={fresh ? 'cluster-wide-wrap' : 'cluster-wide-wrap is-stale'}>
      {error !== null && <p className="note note-error">{error}</p>}
      {baseline !== null && (
        <p className="note" role="status">
          {flips === null
            ? 'Comparing with the baseline…'
            : flipCount === 0
              ? 'No selection differs from the baseline.'
              : `${flipCount} selection${flipCount === 1 ? '' : 's'} flipped since the baseline (highlighted).`}
        </p>
      )}
      <table className="ranking cluster-wide">
        <caption>Which runtime OME picks for each model and InferenceService</caption>
        <thead>
          <tr>
            <th scope="col">For</th>
            <th scope="col">Namespace</th>
            <th scope="col">OME picks</th>
            {flips !== null && <th scope="col">Baseline</th>}
            <th scope="col" className="cell-num">
              Qualify
            </th>
          </tr>
        </thead>
        <tbody>
          {clusterWide.cells.map((cell) => {
            const flipped = flips?.flipped.has(cell.key) ?? false;
            return (
              <tr
                key={cell.key}
                className={flipped ? 'cluster-wide-row is-flipped' : 'cluster-wide-row'}
                data-key={cell.key}
              >
                <th scope="row">
                  <span className="tag tag-kind">
                    {cell.kind === 'isvc' ? 'InferenceService' : 'model'}
                  </span>
                  <button
                    type="button"
                    className="link-button cluster-wide-open"
                    title="Show this ranking"
                    onClick={(event) => {
                      const panel = event.currentTarget.closest('.ranking-panel');
                      setQuestion(cell, cell.namespace);
                      setView('ranking');
                      showRankingFromTop(panel);
                    }}
                  >
                    {cell.name}
                  </button>
                  {cell.kind === 'isvc' && (
                    <span className="cluster-wide-model">
                      model <span className="runtime-name">{cell.model || '–'}</span>
                    </span>
                  )}
                </th>
                <td className="cluster-wide-namespace" data-label="Namespace">
                  {cell.namespace}
                </td>
                <td className="cluster-wide-pick" data-label="OME picks">
                  <Pick cell={cell} flipped={flipped} />
                </td>
                {flips !== null && (
                  <td
                    className={flipped ? 'cluster-wide-was' : 'cluster-wide-was muted'}
                    data-label="Baseline"
                  >
                    <Pick cell={flips.before.get(cell.key)} />
                  </td>
                )}
                <td className="cell-num cluster-wide-qualify" data-label="Qualify">
                  {cell.qualifying}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

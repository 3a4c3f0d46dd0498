/**
 * The cluster-wide view: which runtime OME picks for every model (in each namespace it can be
 * used in) and every InferenceService. With a baseline, the selections an edit flipped are
 * highlighted with what they were.
 */
import { useMemo } from 'react';
import { matrixFlips, omeBehaviourOf, type ClusterSelection } from '../../state';
import { useAppStore } from '../store-context';
import './matrix.css';

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
        <span className="matrix-problem">{cell.problem ?? 'none'}</span>
        {tag}
      </>
    );
  return (
    <>
      <span className="runtime-name">{cell.selected.name}</span>
      {tag}
      <span className="muted matrix-scope">{cell.selected.scope}</span>
    </>
  );
}

/**
 * After a click on a model: its ranking from the top, not wherever the matrix was scrolled to
 * (issue 19). The panel scrolls itself on a desktop and the page does on a phone; focus goes
 * to the ranking's heading, since the clicked button is gone with the matrix.
 */
function showRankingFromTop(panel: Element | null) {
  requestAnimationFrame(() => {
    if (panel === null) return;
    panel.scrollTop = 0;
    if (panel.getBoundingClientRect().top < 0) panel.scrollIntoView({ block: 'start' });
    document.getElementById('ranking-heading')?.focus({ preventScroll: true });
  });
}

export function MatrixView() {
  const matrix = useAppStore((s) => s.matrix);
  const error = useAppStore((s) => s.matrixError);
  const baseline = useAppStore((s) => s.baseline);
  const fresh = useAppStore(
    (s) =>
      s.matrix !== null && s.matrix.text === s.text && s.matrix.omeVersion === omeBehaviourOf(s),
  );
  const setQuestion = useAppStore((s) => s.setQuestion);
  const setView = useAppStore((s) => s.setView);
  const flips = useMemo(() => matrixFlips(baseline, matrix), [baseline, matrix]);
  if (matrix === null)
    return <p className="muted placeholder">{error ?? 'Computing every selection…'}</p>;
  const flipCount = flips?.flipped.size ?? 0;
  return (
    <div className={fresh ? 'matrix-wrap' : 'matrix-wrap is-stale'}>
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
      <table className="ranking matrix">
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
          {matrix.cells.map((cell) => {
            const flipped = flips?.flipped.has(cell.key) ?? false;
            return (
              <tr
                key={cell.key}
                className={flipped ? 'matrix-row is-flipped' : 'matrix-row'}
                data-key={cell.key}
              >
                <th scope="row">
                  <span className="tag tag-kind">
                    {cell.kind === 'isvc' ? 'InferenceService' : 'model'}
                  </span>
                  <button
                    type="button"
                    className="link-button matrix-open"
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
                    <span className="matrix-model">
                      model <span className="runtime-name">{cell.model || '–'}</span>
                    </span>
                  )}
                </th>
                <td className="matrix-namespace" data-label="Namespace">
                  {cell.namespace}
                </td>
                <td className="matrix-pick" data-label="OME picks">
                  <Pick cell={cell} flipped={flipped} />
                </td>
                {flips !== null && (
                  <td className={flipped ? 'matrix-was' : 'matrix-was muted'} data-label="Baseline">
                    <Pick cell={flips.before.get(cell.key)} />
                  </td>
                )}
                <td className="cell-num matrix-qualify" data-label="Qualify">
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

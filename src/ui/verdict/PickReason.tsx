/**
 * One line on why OME picks the runtime it picks: the ordering step that put it above the
 * runner-up (the engine's `winsBy`), as every other row says why it sits below the one above.
 */
import type { ExplanationData, RowSummary } from '../../worker/protocol';
import './verdict.css';

const STEP_LABEL = {
  scope: 'scope',
  score: 'score',
  distance: 'size distance',
  name: 'name',
  only: 'no competition',
} as const;

/** "above vllm-llama by scope: a ServingRuntime in the namespace comes before …". */
export function WinsByText({ row }: { row: RowSummary }) {
  const wins = row.winsBy;
  if (wins === null) return null;
  return wins.over === null ? (
    <>{wins.detail.charAt(0).toUpperCase() + wins.detail.slice(1)}.</>
  ) : (
    <>
      Above <span className="runtime-name">{wins.over}</span> by{' '}
      <strong className="wins-step">{STEP_LABEL[wins.step]}</strong>: {wins.detail}.
    </>
  );
}

export function PickReason({ explanation }: { explanation: ExplanationData }) {
  const selected = explanation.selected;
  if (selected === null) return null;
  const row = explanation.rows.find((r) => r.name === selected.name && r.scope === selected.scope);
  if (row?.winsBy == null) return null;
  return (
    <p className="note pick-reason" data-testid="pick-reason">
      <strong>
        OME picks <span className="runtime-name">{row.name}</span>.
      </strong>{' '}
      <WinsByText row={row} />
    </p>
  );
}

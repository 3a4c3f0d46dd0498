/** One question's row in the cluster-wide view (a labelled card on a phone). */
import { memo } from 'react';
import { FAILURE_LABELS, OUTCOME_LABELS } from '../../state';
import type { ClusterSelection } from '../../engine';

/** What decided a pick that only a tie-break separates from the runner-up. */
const TIE_TEXT: Partial<Record<NonNullable<ClusterSelection['winsBy']>, string>> = {
  distance: 'tie on score, decided by size',
  name: 'tie on score, decided by name',
};

export function Pick({
  cell,
  flipped = false,
}: {
  cell: ClusterSelection | undefined;
  flipped?: boolean;
}) {
  if (cell === undefined) return <span className="muted">–</span>;
  const tag = flipped && <span className="tag tag-flipped">flipped</span>;
  if (cell.selected === null) {
    const why = cell.failure === null ? '' : `: ${FAILURE_LABELS[cell.failure]}`;
    return (
      <>
        <span className="cluster-wide-problem">{`${OUTCOME_LABELS[cell.outcome]}${why}`}</span>
        {tag}
      </>
    );
  }
  const tie =
    cell.outcome === 'uses-named'
      ? 'named by the InferenceService'
      : cell.winsBy === null
        ? undefined
        : TIE_TEXT[cell.winsBy];
  return (
    <>
      <span className="runtime-name">{cell.selected.name}</span>
      {tag}
      <span className="muted cluster-wide-scope">
        {cell.selected.scope}
        {tie !== undefined && `; ${tie}`}
      </span>
    </>
  );
}

interface RowProps {
  readonly cell: ClusterSelection;
  /** Null without a baseline (no Baseline column); else the baseline's answer, if it had one. */
  readonly before: ClusterSelection | undefined | null;
  readonly flipped: boolean;
  readonly open: (cell: ClusterSelection, from: HTMLElement) => void;
}

export const ClusterWideRow = memo(function ClusterWideRow({
  cell,
  before,
  flipped,
  open,
}: RowProps) {
  return (
    <tr
      className={flipped ? 'cluster-wide-row is-flipped' : 'cluster-wide-row'}
      data-key={cell.key}
    >
      <th scope="row">
        <span className="tag tag-kind">{cell.kind === 'isvc' ? 'InferenceService' : 'model'}</span>
        <button
          type="button"
          className="link-button cluster-wide-open"
          title="Show this ranking"
          onClick={(event) => open(cell, event.currentTarget)}
        >
          {cell.name}
        </button>
        {cell.kind === 'isvc' && (
          <span className="cluster-wide-model">
            model <span className="runtime-name">{cell.model || '–'}</span>
          </span>
        )}
      </th>
      <td className="labelled cluster-wide-namespace" data-label="Namespace">
        {cell.namespace}
      </td>
      <td className="labelled cluster-wide-pick" data-label="OME picks">
        <Pick cell={cell} flipped={flipped} />
      </td>
      {before !== null && (
        <td
          className={flipped ? 'labelled cluster-wide-was' : 'labelled cluster-wide-was muted'}
          data-label="Baseline"
        >
          <Pick cell={before} />
        </td>
      )}
      <td className="labelled cell-num cluster-wide-qualify" data-label="Qualify">
        {cell.qualifying}
      </td>
    </tr>
  );
});

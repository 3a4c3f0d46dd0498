/** Notes above the table: out of date, why nothing was ranked, OME's error, the explicit runtime. */
import { NO_RUNTIMES_MESSAGE } from '../../explain/kubectl';
import type { ExplanationData } from '../../state';

interface Props {
  readonly stale: boolean;
  readonly rankingError: string | null;
  readonly explanation: ExplanationData | null;
  readonly hasProblems: boolean;
  readonly candidateCount: number | null;
}

export function RankingStatus({
  stale,
  rankingError,
  explanation,
  hasProblems,
  candidateCount,
}: Props) {
  const explicit = explanation?.explicitRuntime ?? null;
  return (
    <div className="ranking-status">
      {stale && (
        <p id="stale-note" className="note note-stale" role="note">
          <span className="tag tag-stale">Out of date</span>{' '}
          {rankingError ??
            (hasProblems
              ? 'The manifests have problems; this is the last good ranking. Fix them to update.'
              : 'Updating…')}
        </p>
      )}
      {!stale && rankingError !== null && <p className="note note-error">{rankingError}</p>}
      {explanation?.error != null && (
        <p className="note note-error">
          <strong>{explanation.selected === null ? 'No runtime selected: ' : ''}</strong>
          {explanation.error}
        </p>
      )}
      {candidateCount === 0 && <p className="note">{NO_RUNTIMES_MESSAGE}</p>}
      {explicit !== null && (
        <p className="note">
          <strong>spec.runtime names {explicit.name}</strong>: automatic selection below is
          hypothetical.
          {explicit.message !== null && <> {explicit.message}</>}
        </p>
      )}
    </div>
  );
}

/**
 * A selection that picks nothing: a summary first (how many runtimes each check rejected, the
 * nearest ones and what keeps them out), then OME's exact message behind a disclosure, with a
 * copy button. On a catalog OME's text lists every exclusion: hundreds of lines.
 */
import { differenceText } from '../../engine';
import { failureSummary } from '../../state';
import type { ExplanationData } from '../../worker/protocol';
import { copyText } from '../ranking/clipboard';
import { useFleetingStatus } from '../ranking/use-fleeting-status';
import '../ranking/copy-actions.css';

export function FailedSelection({
  explanation,
  error,
}: {
  explanation: ExplanationData;
  error: string;
}) {
  const summary = failureSummary(explanation);
  const [status, setStatus] = useFleetingStatus();
  if (summary === null) {
    return (
      <p className="note note-error">
        <strong>No runtime selected: </strong>
        {error}
      </p>
    );
  }
  const copy = async () =>
    setStatus((await copyText(error)) ? "Copied OME's message" : 'Could not copy; select it below');
  return (
    <section className="note note-error failed-selection" aria-labelledby="failed-heading">
      <h3 id="failed-heading" className="failed-heading">
        No runtime selected: {summary.rejected} runtime{summary.rejected === 1 ? '' : 's'} rejected
      </h3>
      <ul className="reason-counts" aria-label="Rejected, by reason">
        {summary.byReason.map((r) => (
          <li key={r.check}>
            <strong>{r.count}</strong> {r.label}
          </li>
        ))}
      </ul>
      {summary.nearest.length > 0 && (
        <>
          <p className="nearest-heading">Nearest:</p>
          <ul className="nearest-runtimes" aria-label="Nearest runtimes">
            {summary.nearest.map((row) => (
              <li key={row.key}>
                <span className="runtime-name">{row.name}</span>{' '}
                <span className="muted">
                  ({row.nearMiss!.distance} field{row.nearMiss!.distance === 1 ? '' : 's'} off)
                </span>
                : {row.nearMiss!.differences.map(differenceText).join('; ')}
              </li>
            ))}
          </ul>
        </>
      )}
      <details className="ome-message">
        <summary>OME&apos;s message ({error.length.toLocaleString('en')} characters)</summary>
        <pre aria-label="OME's message">{error}</pre>
      </details>
      <p className="failed-actions">
        <button type="button" onClick={() => void copy()}>
          Copy OME&apos;s message
        </button>
        <span className="copy-status" role="status">
          {status}
        </span>
      </p>
    </section>
  );
}

/**
 * Notes above the table: out of date, why nothing was ranked, OME's error or the named runtime's
 * verdict, why the pick wins, and for an InferenceService what it runs on.
 */
import { useState } from 'react';
import { NO_RUNTIMES_MESSAGE } from '../../render/kubectl';
import type { ModelRootReport } from '../../state';
import type { AcceleratorData, ExplanationData } from '../../worker/protocol';
import { RunsOn } from '../runs-on/RunsOn';
import { useAppStore } from '../store-context';
import { ExplicitVerdict } from '../verdict/ExplicitVerdict';
import { FailedSelection } from '../verdict/FailedSelection';
import { ModelFieldsFix } from '../verdict/ModelFieldsFix';
import { ModelRootSummary } from '../verdict/ModelRootSummary';
import { PickReason } from '../verdict/PickReason';

interface Props {
  readonly stale: boolean;
  readonly rankingError: string | null;
  readonly explanation: ExplanationData | null;
  readonly hasProblems: boolean;
  readonly candidateCount: number | null;
  /** For an InferenceService: the accelerator class decision, shown under the verdict. */
  readonly accelerator: AcceleratorData | null;
}

export function RankingStatus({
  stale,
  rankingError,
  explanation,
  hasProblems,
  candidateCount,
  accelerator,
}: Props) {
  const explicit = explanation?.explicitRuntime ?? null;
  // A folder fill's summary belongs to the text it edited: other manifests replacing it end it.
  const replacements = useAppStore((s) => s.replacements);
  const [folderFill, setFolderFill] = useState<{
    readonly report: ModelRootReport;
    readonly replacements: number;
  } | null>(null);
  const onFolderFilled = (report: ModelRootReport) => setFolderFill({ report, replacements });
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
      {explicit === null &&
        explanation?.error != null &&
        (explanation.selected === null ? (
          <FailedSelection explanation={explanation} error={explanation.error} />
        ) : (
          <p className="note note-error">{explanation.error}</p>
        ))}
      {folderFill !== null && folderFill.replacements === replacements && (
        <ModelRootSummary
          report={folderFill.report}
          onDismiss={() => {
            setFolderFill(null);
            document.getElementById('ranking-heading')?.focus();
          }}
        />
      )}
      {explanation?.hints.map((hint) => (
        <ModelFieldsFix
          key={`${hint.code}/${hint.model}`}
          hint={hint}
          onFolderFilled={onFolderFilled}
        />
      ))}
      {candidateCount === 0 && <p className="note">{NO_RUNTIMES_MESSAGE}</p>}
      {/* A named runtime skips ranking: one verdict, then what automatic selection would pick. */}
      {explanation !== null && explicit !== null && <ExplicitVerdict explanation={explanation} />}
      {explanation !== null && explicit === null && !stale && (
        <PickReason explanation={explanation} />
      )}
      {accelerator !== null && <RunsOn data={accelerator} />}
    </div>
  );
}

/** The right-hand side: what to rank, the ranked table with its notes, and the copy actions. */
import { useMemo } from 'react';
import { isOutOfDate, rankingErrorOf } from '../../state';
import { useAppStore } from '../store-context';
import { CopyActions } from './CopyActions';
import { LiveAnnouncer } from './LiveAnnouncer';
import { QueryControls } from './QueryControls';
import { RankingStatus } from './RankingStatus';
import { RankingTable } from './RankingTable';
import { usePriorityEditor } from './use-priority-editor';

export function RankingPanel() {
  const ranked = useAppStore((s) => s.ranked);
  const stale = useAppStore(isOutOfDate);
  const rankingError = useAppStore(rankingErrorOf);
  const hasProblems = useAppStore((s) => (s.latest?.response.diagnostics.length ?? 0) > 0);
  const setPriority = usePriorityEditor();
  const result = ranked?.result ?? null;
  const explanation = result?.explanation ?? null;
  const candidateCount = result?.candidateCount ?? null;
  const announced = useMemo(() => (stale ? null : explanation), [stale, explanation]);

  return (
    <section className="ranking-panel" aria-labelledby="ranking-heading">
      <h2 id="ranking-heading" className="visually-hidden" tabIndex={-1}>
        Ranking
      </h2>
      <QueryControls />
      <RankingStatus
        stale={stale}
        rankingError={rankingError}
        explanation={explanation}
        hasProblems={hasProblems}
        candidateCount={candidateCount}
      />
      {explanation === null ? (
        <p className="muted placeholder">{rankingError === null ? 'Ranking…' : ''}</p>
      ) : (
        <RankingTable
          explanation={explanation}
          stale={stale}
          editable={!stale}
          setPriority={setPriority}
        />
      )}
      <CopyActions kubectlText={result?.kubectlText ?? null} />
      <LiveAnnouncer explanation={announced} />
    </section>
  );
}

/**
 * The right-hand side: what to rank, the what-if baseline, and two views of the manifests: the
 * ranked table (with its notes, copy and export actions) and the cluster-wide view.
 */
import { useDeferredValue, useMemo } from 'react';
import {
  acceleratorOf,
  arrivedWhole,
  compareWithBaseline,
  isBlockingDiagnostic,
  isOutOfDate,
  rankingErrorOf,
} from '../../state';
import { ExampleNote } from '../gallery/ExampleNote';
import { useAppStore } from '../store-context';
import { CatalogView } from '../catalog/CatalogView';
import { SizeMapView } from '../sizemap/SizeMapView';
import { ClusterWideView } from '../whatif/ClusterWideView';
import { ViewPanel, ViewTabs } from '../whatif/ViewTabs';
import { WhatIfBar } from '../whatif/WhatIfBar';
import { CopyActions } from './CopyActions';
import { ExportActions } from './ExportActions';
import { LiveAnnouncer } from './LiveAnnouncer';
import { QueryControls } from './QueryControls';
import { RankingStatus } from './RankingStatus';
import { RankingTable } from './RankingTable';
import { SizeWhatIfBanner } from './SizeWhatIfBanner';
import { usePriorityEditor } from './use-priority-editor';

export function RankingPanel() {
  // A new answer re-renders the table in the background, in slices that typing can interrupt
  // (a store update alone would render it in one go, blocking the keystroke behind it). The
  // answer for a text that arrived whole (a pasted catalog) is drawn at once: nobody is typing,
  // and the slices would wait behind Monaco's work on the new text.
  const current = useAppStore((s) => s.ranked);
  const deferred = useDeferredValue(current);
  const ranked = arrivedWhole(deferred, current) ? current : deferred;
  const stale = useAppStore(isOutOfDate);
  const rankingError = useAppStore(rankingErrorOf);
  const hasProblems = useAppStore((s) =>
    (s.latest?.response.diagnostics ?? []).some(isBlockingDiagnostic),
  );
  const baseline = useAppStore((s) => s.baseline);
  const winQuestion = useAppStore((s) => s.winQuestion);
  const cellCount = useAppStore((s) => s.clusterWide?.cells.length ?? null);
  const setPriority = usePriorityEditor();
  const result = ranked?.result ?? null;
  const explanation = result?.explanation ?? null;
  const candidateCount = result?.candidateCount ?? null;
  const announced = useMemo(() => (stale ? null : explanation), [stale, explanation]);
  const comparison = useMemo(() => compareWithBaseline(baseline, ranked), [baseline, ranked]);

  return (
    <section className="ranking-panel" aria-labelledby="ranking-heading">
      <h2 id="ranking-heading" className="visually-hidden" tabIndex={-1}>
        Ranking
      </h2>
      <QueryControls />
      <ExampleNote />
      <WhatIfBar />
      <ViewTabs
        badges={{
          cluster: cellCount === null ? null : <span className="count-badge">{cellCount}</span>,
        }}
      />
      <ViewPanel view="ranking">
        <SizeWhatIfBanner result={result} />
        <RankingStatus
          stale={stale}
          rankingError={rankingError}
          explanation={explanation}
          hasProblems={hasProblems}
          candidateCount={candidateCount}
          accelerator={acceleratorOf(result)}
        />
        {result === null ? (
          <p className="muted placeholder">{rankingError === null ? 'Ranking…' : ''}</p>
        ) : result.selectionFailed && result.explanation.rows.length === 0 ? null : (
          <RankingTable
            result={result}
            comparison={comparison}
            question={winQuestion}
            stale={stale}
            // Priority edits wait (queued in the store) for a ranking of the current text; only
            // a ranking that is out of date because the text is broken refuses them.
            editable={!stale}
            setPriority={setPriority}
          />
        )}
        <CopyActions result={result ?? null} />
        <ExportActions result={result} />
      </ViewPanel>
      <ViewPanel view="cluster">
        <ClusterWideView />
      </ViewPanel>
      <ViewPanel view="sizes">
        <SizeMapView />
      </ViewPanel>
      <ViewPanel view="catalog">
        <CatalogView />
      </ViewPanel>
      <LiveAnnouncer explanation={announced} />
    </section>
  );
}

/**
 * The what-if controls: "Pin as baseline" keeps the ranking on screen as "before"; once pinned,
 * a line says what the edits did to OME's pick, with a way to re-pin or clear. A baseline survives
 * a reload (ranked again from its saved inputs) unless the browser's storage is too full for it
 * beside the text, which the bar then says.
 */
import { useMemo } from 'react';
import {
  BASELINE_STORAGE_KEY,
  compareWithBaseline,
  isOutOfDate,
  isRankingCurrent,
  selectionChangeText,
  type BaselineComparison,
} from '../../state';
import { useRefusedAutosave } from '../editor/autosave-status';
import { useAppStore } from '../store-context';
import './whatif-bar.css';

const isBaselineKey = (key: string): boolean => key === BASELINE_STORAGE_KEY;

/** The baseline did not fit in the browser's storage beside the text, which is saved first. */
function UnsavedNote() {
  const refused = useRefusedAutosave(isBaselineKey);
  if (refused === null) return null;
  return (
    <p className="whatif-unsaved" role="status">
      Not saved: the browser’s storage is full, and your text comes first. A reload loses this
      baseline.
    </p>
  );
}

function Summary({ comparison }: { comparison: BaselineComparison }) {
  if (comparison.kind === 'none') return null;
  if (comparison.kind === 'other-target') {
    const { name, namespace } = comparison.baseline.scenario.question;
    return (
      <span>
        The baseline ranks <code>{name}</code> in <code>{namespace}</code>; choose it again to
        compare.
      </span>
    );
  }
  const moved = [...comparison.changes.values()].filter((c) => c.movement.kind !== 'same').length;
  const pick = selectionChangeText(comparison.baseline.explanation, comparison.after);
  return (
    <span>
      <strong>{pick}.</strong>{' '}
      {moved === 0 && comparison.removed.length === 0
        ? 'No runtime moved.'
        : `${moved} runtime${moved === 1 ? '' : 's'} moved${comparison.removed.length > 0 ? `, ${comparison.removed.length} removed` : ''}.`}
    </span>
  );
}

export function WhatIfBar() {
  const baseline = useAppStore((s) => s.baseline);
  const restoring = useAppStore((s) => s.baselineToRestore !== null);
  const ranked = useAppStore((s) => s.ranked);
  const canPin = useAppStore((s) => isRankingCurrent(s) && !isOutOfDate(s));
  const pinBaseline = useAppStore((s) => s.pinBaseline);
  const clearBaseline = useAppStore((s) => s.clearBaseline);
  const comparison = useMemo(() => compareWithBaseline(baseline, ranked), [baseline, ranked]);
  return (
    <section
      className={baseline === null && !restoring ? 'whatif-bar' : 'whatif-bar is-pinned'}
      aria-label="What-if baseline"
    >
      {baseline === null && restoring ? (
        <>
          <span className="tag tag-baseline">Baseline</span>
          <span className="whatif-summary muted">Ranking the saved baseline again…</span>
          <span className="whatif-actions">
            <button type="button" onClick={clearBaseline}>
              Clear baseline
            </button>
          </span>
        </>
      ) : baseline === null ? (
        <>
          <button type="button" onClick={pinBaseline} disabled={!canPin}>
            <span aria-hidden="true" className="pin-icon">
              ⊙
            </span>{' '}
            Pin as baseline
          </button>
          <span className="muted">
            Keep this ranking as “before”, then edit: the table shows what moves.
          </span>
        </>
      ) : (
        <>
          <span className="tag tag-baseline">
            {baseline.sizeOverride === null
              ? 'Baseline'
              : `Baseline (at ${baseline.sizeOverride}, what-if)`}
          </span>
          <span className="whatif-summary" aria-live="polite">
            <Summary comparison={comparison} />
          </span>
          <span className="whatif-actions">
            <button type="button" className="link-button" onClick={pinBaseline} disabled={!canPin}>
              Pin current instead
            </button>
            <button type="button" onClick={clearBaseline}>
              Clear baseline
            </button>
          </span>
          <UnsavedNote />
        </>
      )}
    </section>
  );
}

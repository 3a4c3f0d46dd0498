/**
 * The what-if controls: "Pin as baseline" keeps the ranking on screen as "before"; once pinned,
 * a line says what the edits did to OME's pick, with a way to re-pin or clear.
 */
import { useMemo } from 'react';
import {
  compareWithBaseline,
  isOutOfDate,
  isRankingCurrent,
  selectionChangeText,
  type BaselineComparison,
} from '../../state';
import { useAppStore } from '../store-context';
import './whatif-bar.css';

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
  const ranked = useAppStore((s) => s.ranked);
  const canPin = useAppStore((s) => isRankingCurrent(s) && !isOutOfDate(s));
  const pinBaseline = useAppStore((s) => s.pinBaseline);
  const clearBaseline = useAppStore((s) => s.clearBaseline);
  const comparison = useMemo(() => compareWithBaseline(baseline, ranked), [baseline, ranked]);
  return (
    <section
      className={baseline === null ? 'whatif-bar' : 'whatif-bar is-pinned'}
      aria-label="What-if baseline"
    >
      {baseline === null ? (
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
        </>
      )}
    </section>
  );
}

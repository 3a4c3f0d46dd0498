/**
 * How a runtime moved since the baseline: an arrow by its rank (↑2, ↓1), a tag by its name for a
 * change of state (newly selected, newly rejected), and the score delta (+2) by its score.
 * Each says in words what the symbol means, for screen readers.
 */
import { scoreDeltaText } from '../../state';
import type { RowChange } from '../../engine';
import './movement.css';

export function RankMove({ change }: { change: RowChange | null }) {
  const movement = change?.movement;
  if (movement?.kind !== 'up' && movement?.kind !== 'down') return null;
  const arrow = movement.kind === 'up' ? '↑' : '↓';
  return (
    <span
      className={`move move-${movement.kind}`}
      title={`${movement.kind} ${movement.places} since the baseline`}
    >
      <span aria-hidden="true">
        {arrow}
        {movement.places}
      </span>
      <span className="visually-hidden">
        {movement.kind} {movement.places} since the baseline
      </span>
    </span>
  );
}

const STATE_TAGS: Partial<Record<RowChange['movement']['kind'], [string, string]>> = {
  'newly-selected': ['newly selected', 'tag-new-pick'],
  'no-longer-selected': ['no longer selected', 'tag-lost-pick'],
  'newly-rejected': ['newly rejected', 'tag-rejected'],
  'newly-qualifies': ['newly qualifies', 'tag-qualifies'],
  added: ['added', 'tag-qualifies'],
};

export function MovementTag({ change }: { change: RowChange | null }) {
  const tag = change === null ? undefined : STATE_TAGS[change.movement.kind];
  if (tag === undefined) return null;
  return <span className={`tag tag-move ${tag[1]}`}>{tag[0]}</span>;
}

export function ScoreDelta({ change }: { change: RowChange | null }) {
  const delta = change?.scoreDelta ?? null;
  if (delta === null || delta === 0) return null;
  return (
    <span
      className={delta > 0 ? 'score-delta delta-up' : 'score-delta delta-down'}
      title="Score change since the baseline"
    >
      {scoreDeltaText(delta)}
    </span>
  );
}

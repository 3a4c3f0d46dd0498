/**
 * What changed between a pinned "before" ranking and the current one: each runtime's movement and
 * score delta, for the what-if view. Runtimes are matched by scope and name.
 */
import type { HasVerdicts, RuntimeSummary } from './explanation';

export type Movement =
  | { readonly kind: 'same' }
  | { readonly kind: 'up' | 'down'; readonly places: number }
  | { readonly kind: 'newly-selected' }
  | { readonly kind: 'no-longer-selected' }
  | { readonly kind: 'newly-rejected' }
  | { readonly kind: 'newly-qualifies' }
  | { readonly kind: 'added' }
  | { readonly kind: 'removed' };

export interface RowChange {
  readonly key: string;
  readonly name: string;
  readonly before: RuntimeSummary | null;
  readonly after: RuntimeSummary | null;
  readonly movement: Movement;
  /** after − before, when both have a score. */
  readonly scoreDelta: number | null;
}

function movementOf(before: RuntimeSummary | null, after: RuntimeSummary | null): Movement {
  if (before === null) return { kind: 'added' };
  if (after === null) return { kind: 'removed' };
  if (after.rank === 1 && before.rank !== 1) return { kind: 'newly-selected' };
  if (before.rank === 1 && after.rank !== 1) {
    return after.compatible ? { kind: 'no-longer-selected' } : { kind: 'newly-rejected' };
  }
  if (before.compatible && !after.compatible) return { kind: 'newly-rejected' };
  if (!before.compatible && after.compatible) return { kind: 'newly-qualifies' };
  if (before.rank !== null && after.rank !== null && before.rank !== after.rank) {
    const places = Math.abs(after.rank - before.rank);
    return { kind: after.rank < before.rank ? 'up' : 'down', places };
  }
  return { kind: 'same' };
}

/** Row changes in the "after" order, then runtimes that were removed. */
export function diffExplanations(before: HasVerdicts, after: HasVerdicts): RowChange[] {
  const previous = new Map(before.rows.map((r) => [r.key, r]));
  const changes: RowChange[] = after.rows.map((row) => {
    const old = previous.get(row.key) ?? null;
    previous.delete(row.key);
    return {
      key: row.key,
      name: row.name,
      before: old,
      after: row,
      movement: movementOf(old, row),
      scoreDelta: old?.score != null && row.score !== null ? row.score - old.score : null,
    };
  });
  for (const old of previous.values()) {
    changes.push({
      key: old.key,
      name: old.name,
      before: old,
      after: null,
      movement: { kind: 'removed' },
      scoreDelta: null,
    });
  }
  return changes;
}

/** Short text for a movement: "up 2", "down 1", "newly selected", … */
export function movementText(movement: Movement): string {
  switch (movement.kind) {
    case 'same':
      return 'unchanged';
    case 'up':
    case 'down':
      return `${movement.kind} ${movement.places}`;
    default:
      return movement.kind.replace(/-/g, ' ');
  }
}

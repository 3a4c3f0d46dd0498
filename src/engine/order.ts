/**
 * Order (docs/selection-rules.md §8): namespace runtimes first, then by score, size distance and
 * name, and the step that decided each place.
 */
import type { RuntimeEvaluation } from './evaluate';

/**
 * Which ordering step put a runtime below the one above it:
 * `scope` (a ServingRuntime always precedes a ClusterServingRuntime), `score` (lower score),
 * `distance` (same score, farther size range) or `name` (all else equal, later name).
 */
export type PlacementStep = 'first' | 'scope' | 'score' | 'distance' | 'name';

/** Byte-wise string order, as Go's `<` (never `localeCompare`). */
export const compareNames = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Within one scope: higher score first; then, when the model has a size, smaller distance; then
 * name ascending. Distances compare exactly (OME's int truncation of sub-parameter differences is
 * deliberately not reproduced, §8).
 */
export function compareWithinScope(a: RuntimeEvaluation, b: RuntimeEvaluation): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.distance !== null && b.distance !== null && a.distance !== b.distance) {
    return a.distance < b.distance ? -1 : 1;
  }
  return compareNames(a.runtime.name, b.runtime.name);
}

/** `GetCompatibleRuntimes`: sort each scope on its own, namespace runtimes first (§8). */
export function orderQualifying(qualifying: readonly RuntimeEvaluation[]): RuntimeEvaluation[] {
  const namespaced = qualifying.filter((e) => e.scope === 'Namespaced').sort(compareWithinScope);
  const cluster = qualifying.filter((e) => e.scope === 'Cluster').sort(compareWithinScope);
  return namespaced.concat(cluster);
}

/** The explain table's order for rejected runtimes: namespaced, then cluster, each by name (§9). */
export function orderRejected(rejected: readonly RuntimeEvaluation[]): RuntimeEvaluation[] {
  return [...rejected].sort(
    (a, b) =>
      (a.scope === b.scope ? 0 : a.scope === 'Namespaced' ? -1 : 1) ||
      compareNames(a.runtime.name, b.runtime.name),
  );
}

/** The step that separates `current` from `above` in the ranking (`first` for the winner). */
export function placementStep(
  above: RuntimeEvaluation | undefined,
  current: RuntimeEvaluation,
): PlacementStep {
  if (above === undefined) return 'first';
  if (above.scope !== current.scope) return 'scope';
  if (above.score !== current.score) return 'score';
  if (above.distance !== null && current.distance !== null && above.distance !== current.distance) {
    return 'distance';
  }
  return 'name';
}

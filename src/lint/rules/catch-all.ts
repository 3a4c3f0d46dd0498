/**
 * A runtime without modelSizeRange that takes models from sized runtimes of the same shape: on a
 * tied score its size distance 0 wins (§6.3). What it takes: the real models it wins from a
 * ranged runtime, and the size bands of each shape it takes (catalog-analysis.ts).
 */
import type { Ranking, ServingRuntime } from '../../engine';
import { isUnranged } from '../catalog-analysis';
import { findingOn } from '../locate';
import { defineRule, type LintDraft } from '../rule';
import type { LintRun } from '../run';
import { isRanked } from '../selection';

/** Ranged runtimes an unranged pick beat on size distance alone (same scope and score). */
function shadowedBy(ranking: Ranking): string[] {
  const first = ranking.ranked[0];
  if (first === undefined || first.distance === null || !isUnranged(first.runtime)) return [];
  return ranking.ranked
    .filter(
      (r) =>
        r !== first &&
        r.scope === first.scope &&
        r.score === first.score &&
        !isUnranged(r.runtime) &&
        (r.distance ?? 0) > 0,
    )
    .map((r) => r.runtime.name);
}

/**
 * What each catch-all takes: per shadowed runtime, the real models (`name (size)`) and the size
 * bands it takes; the shapes are named once per catch-all.
 */
class CatchAllLedger {
  // Keyed by the runtime itself: runtimes of one name in two namespaces, or of both scopes, are
  // different runtimes (§1.1).
  readonly taken = new Map<ServingRuntime, Map<string, Set<string>>>();
  readonly shapes = new Map<ServingRuntime, Set<string>>();

  add(catchAll: ServingRuntime, shadowed: string, what: string, shape: string | null = null): void {
    const byShadowed = this.taken.get(catchAll) ?? new Map<string, Set<string>>();
    byShadowed.set(shadowed, (byShadowed.get(shadowed) ?? new Set<string>()).add(what));
    this.taken.set(catchAll, byShadowed);
    if (shape !== null)
      this.shapes.set(catchAll, (this.shapes.get(catchAll) ?? new Set()).add(shape));
  }
}

function catchAllFindings(run: LintRun): LintDraft[] {
  const ledger = new CatchAllLedger();
  for (const { selection, ranking } of run.selections.filter(isRanked)) {
    const model = selection.subject.object;
    if (!('modelParameterSize' in model)) continue;
    for (const beaten of shadowedBy(ranking))
      ledger.add(ranking.selected!.runtime, beaten, `${model.name} (${model.modelParameterSize})`);
  }
  for (const take of run.shapes.catchAllTakes)
    ledger.add(take.catchAll, take.shadowed, take.sizes, take.shape);
  return run.set.runtimes.flatMap((located) => {
    const taken = ledger.taken.get(located.object);
    if (taken === undefined) return [];
    const parts = [...taken].map(([shadowed, what]) => `${[...what].join(', ')} from ${shadowed}`);
    const shapes = [...(ledger.shapes.get(located.object) ?? [])];
    const of = shapes.length === 0 ? '' : ` (sizes of models shaped ${shapes.join(' or ')})`;
    return [
      findingOn(
        located,
        `${located.object.name} has no modelSizeRange, so on a tied score its size distance 0 wins: it takes ${parts.join('; ')}${of}`,
      ),
    ];
  });
}

export const catchAll = defineRule({
  id: 'catch-all',
  severity: 'warning',
  title: 'A runtime without modelSizeRange shadows sized runtimes of the same shape',
  help: 'On a tied score its size distance 0 beats every ranged runtime, so it takes models whose size another runtime was written for. Give it a range, or the sized runtimes a higher priority.',
  check: catchAllFindings,
});

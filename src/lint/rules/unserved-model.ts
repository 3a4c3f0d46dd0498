/** No runtime serves a model: the nearest runtime and the field that differs (§4, §16). */
import { reasonText, type RuntimeEvaluation } from '../../engine';
import { entryMismatchText } from '../../engine/reasons';
import { defineRule } from '../rule';
import { isRanked, nameOf, findingOnSelection } from '../selection';

/** What differs for the nearest runtime: one entry's mismatch for a format failure. */
function nearestDifference(e: RuntimeEvaluation): string {
  const failure = e.failure!;
  if (failure.check !== 'format-mismatch' || failure.entries.length === 0)
    return reasonText(failure);
  const best = failure.entries.reduce((a, b) => (b.length < a.length ? b : a));
  return entryMismatchText(best);
}

export const unservedModel = defineRule({
  id: 'unserved-model',
  severity: 'warning',
  title: 'No runtime serves a model',
  help: 'Every runtime is rejected; the message names the nearest one and the field that differs.',
  check: (run) =>
    run.selections.filter(isRanked).flatMap(({ selection: s, ranking }) => {
      if (ranking.error !== null || ranking.selected !== null) return [];
      const nearest = run.nearestRejected(s, ranking);
      const detail =
        nearest === null
          ? 'there are no runtimes to choose from'
          : `the nearest is ${nearest.runtime.name}: ${nearestDifference(nearest)}`;
      return [findingOnSelection(s, `No runtime serves ${nameOf(s)}; ${detail}`)];
    }),
});

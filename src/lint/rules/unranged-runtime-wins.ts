/**
 * A runtime without modelSizeRange wins the pick on size distance 0 against ranged runtimes of
 * the same score (§6.3): the engine's finding, reported on the model.
 */
import { unrangedWinnerFindings } from '../../engine/selection-findings';
import { defineEngineFindingRule } from '../rule';
import { isRanked, nameOf, findingOnSelection } from '../selection';

export const unrangedRuntimeWins = defineEngineFindingRule({
  id: 'unranged-runtime-wins',
  severity: 'warning',
  label: 'Wins without a size range',
  title: 'A runtime without modelSizeRange takes a model from runtimes sized for it',
  help: 'Without a range the size distance is 0, the smallest, so the tie-break picks it over ranged runtimes of the same score (docs/selection-rules.md §6.3).',
  check: (run) =>
    run.selections.filter(isRanked).flatMap(({ selection: s, ranking }) => {
      const pick = ranking.selected;
      if (pick === null) return [];
      return unrangedWinnerFindings(ranking.ranked, 0).map((f) =>
        findingOnSelection(s, `${nameOf(s)} gets ${pick.runtime.name}: ${f.message}`),
      );
    }),
});

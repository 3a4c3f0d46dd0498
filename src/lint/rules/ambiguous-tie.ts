/**
 * The pick is a tie on scope and score: only size distance or the name puts it first, so one
 * priority change flips the selection (§8). Reported on the model or InferenceService.
 */
import { formatParameterCount, type Ranking } from '../../engine';
import { defineEngineFindingRule, type LintDraft } from '../rule';
import { isRanked, nameOf, type Selection, findingOnSelection } from '../selection';

function tiePick(s: Selection, ranking: Ranking): LintDraft[] {
  const [first, second] = ranking.ranked;
  if (first === undefined || second === undefined) return [];
  if (first.scope !== second.scope || first.score !== second.score) return [];
  const decider =
    second.placement === 'distance'
      ? `size distance (${formatParameterCount(first.distance ?? 0)} vs ${formatParameterCount(second.distance ?? 0)})`
      : 'name';
  return [
    findingOnSelection(
      s,
      `${nameOf(s)} gets ${first.runtime.name}, which ties ${second.runtime.name} on score ${first.score}; only the ${decider} decides, so one priority change flips the selection`,
    ),
  ];
}

export const ambiguousTie = defineEngineFindingRule({
  id: 'ambiguous-tie',
  severity: 'warning',
  label: 'Ambiguous tie',
  title: "A model's pick is a tie on score, decided by size distance or name only",
  help: 'One priority change on either runtime flips the selection (OME #30, #594). Give the runtime meant to win a higher priority, or tell the shapes apart.',
  check: (run) =>
    run.selections
      .filter(isRanked)
      .flatMap(({ selection, ranking }) => tiePick(selection, ranking)),
});

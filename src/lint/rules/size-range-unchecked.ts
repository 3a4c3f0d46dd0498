/**
 * A model without modelParameterSize meets runtimes with a modelSizeRange: OME checks no range
 * and the size tie-break plays no part (§6). The engine's finding, on the model.
 */
import { sizeRangeUncheckedFinding } from '../../engine/selection-findings';
import { defineEngineFindingRule } from '../rule';
import { isRanked, nameOf, findingOnSelection } from '../selection';

export const sizeRangeUnchecked = defineEngineFindingRule({
  id: 'size-range-unchecked',
  severity: 'info',
  label: 'Size range unchecked',
  title: "A model without modelParameterSize meets a runtime's modelSizeRange",
  help: 'OME skips the range check and the size tie-break when the model has no size; set modelParameterSize.',
  check: (run) =>
    run.selections.filter(isRanked).flatMap(({ selection: s, ranking }) => {
      if (ranking.selected === null) return [];
      const model = s.input.model!;
      const unchecked = ranking.ranked.filter((r) => sizeRangeUncheckedFinding(model, r) !== null);
      return unchecked.length === 0
        ? []
        : [
            findingOnSelection(
              s,
              `${nameOf(s)} has no modelParameterSize, so the modelSizeRange of ${unchecked.map((r) => r.runtime.name).join(', ')} is not checked and plays no part in the tie-break`,
            ),
          ];
    }),
});

/**
 * The pick is made through an entry that does not match the model: the score ignores
 * architecture, quantization and pipeline (§7.3 a). The engine's finding, on the model.
 */
import { autoSelectQuirkFinding } from '../../engine/selection-findings';
import { defineEngineFindingRule } from '../rule';
import { isRanked, nameOf, findingOnSelection } from '../selection';

export const autoselectQuirk = defineEngineFindingRule({
  id: 'autoselect-quirk',
  severity: 'warning',
  label: 'autoSelect quirk',
  title: 'Picked through an entry that does not match the model',
  help: 'The score ignores modelArchitecture, quantization and diffusionPipeline, so an entry of another architecture can carry the score (§7.3 a).',
  check: (run) =>
    run.selections.filter(isRanked).flatMap(({ selection: s, ranking }) => {
      const pick = ranking.selected;
      if (pick === null) return [];
      const quirk = autoSelectQuirkFinding(s.input.model!, pick, ranking.omeVersion);
      return quirk === null
        ? []
        : [findingOnSelection(s, `${nameOf(s)} gets ${pick.runtime.name}: ${quirk.message}`)];
    }),
});

/**
 * An entry version that OME reads otherwise than semver (§5), where it decides: on the runtime a
 * model gets, or on the nearest runtime of a model nothing serves (often why it is not taken).
 */
import { versionReadingFindings } from '../../engine/version-reading';
import { defineEngineFindingRule } from '../rule';
import { isRanked, nameOf, findingOnSelection } from '../selection';

export const versionReadingDiffers = defineEngineFindingRule({
  id: 'version-reading-differs',
  severity: 'info',
  label: 'Not semver',
  title: 'An entry version that OME and semver read differently',
  help: 'OME compares versions its own way (suffixes, precision, a leading v); the entry may not mean what a semver reader expects.',
  check: (run) =>
    run.selections.filter(isRanked).flatMap(({ selection: s, ranking }) => {
      const model = s.input.model!;
      const pick = ranking.selected;
      if (pick !== null)
        return versionReadingFindings(model, pick.runtime).map((f) =>
          findingOnSelection(s, `${nameOf(s)} gets ${pick.runtime.name}; ${f.message}`),
        );
      if (ranking.error !== null) return [];
      const nearest = run.nearestRejected(s, ranking);
      if (nearest === null) return [];
      return versionReadingFindings(model, nearest.runtime).map((f) =>
        findingOnSelection(
          s,
          `${nameOf(s)} is not served by ${nearest.runtime.name}; ${f.message}`,
        ),
      );
    }),
});

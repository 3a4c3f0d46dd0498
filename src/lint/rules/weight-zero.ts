/**
 * An explicit `weight: 0` (not defaulted): OME replaces it with ModelFormatWeight (10) or
 * ModelFrameworkWeight (5), so it scores as the default, not as zero (§7.1).
 */
import type { ServingRuntime } from '../../engine';
import type { Located } from '../../manifests';
import { entryFindings } from '../locate';
import { defineRule, type LintDraft } from '../rule';

const zeroWeights = (located: Located<ServingRuntime>): LintDraft[] =>
  entryFindings(located, (entry, index) =>
    (
      [
        ['modelFormat', entry.modelFormat, 10],
        ['modelFramework', entry.modelFramework, 5],
      ] as const
    )
      .filter(
        ([side, requirement]) =>
          requirement?.weight === 0 && !entry.defaulted.includes(`${side}.weight`),
      )
      .map(
        ([side, , counts]) =>
          `spec.supportedModelFormats[${index}].${side}.weight is 0, which OME scores as ${counts} (the default weight), not as zero`,
      ),
  );

export const weightZero = defineRule({
  id: 'weight-zero',
  severity: 'warning',
  title: 'weight: 0, which scores as the default (10 or 5), not as zero',
  help: 'OME replaces a zero weight with ModelFormatWeight (10) or ModelFrameworkWeight (5). Use a small positive weight, or a negative one to lower the score.',
  check: (run) => run.set.runtimes.flatMap(zeroWeights),
});

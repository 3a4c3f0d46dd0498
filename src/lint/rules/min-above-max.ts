/** modelSizeRange.min above max: no size fits, so the runtime never qualifies for a sized model. */
import { parseModelSize, type ServingRuntime } from '../../engine';
import type { Located } from '../../manifests';
import { findingOn } from '../locate';
import { defineRule, type LintDraft } from '../rule';
import { readsAsZeroByMistake } from './size-reads-zero';

function rangeFindings(located: Located<ServingRuntime>): LintDraft[] {
  const range = located.object.modelSizeRange;
  if (range?.min == null || range.max == null) return [];
  // A bound read as 0 by mistake is reported as such (size-reads-zero), not again here.
  if (readsAsZeroByMistake(range.min) || readsAsZeroByMistake(range.max)) return [];
  if (parseModelSize(range.min) <= parseModelSize(range.max)) return [];
  return [
    findingOn(
      located,
      `modelSizeRange min ${range.min} is above max ${range.max}: no model size fits, so the runtime never qualifies for a model with a size`,
      { at: 'field', path: 'spec.modelSizeRange' },
    ),
  ];
}

export const minAboveMax = defineRule({
  id: 'min-above-max',
  severity: 'error',
  title: 'modelSizeRange.min above max',
  help: 'No size fits the range, so the runtime never qualifies for a model with a size.',
  check: (run) => run.set.runtimes.flatMap(rangeFindings),
});

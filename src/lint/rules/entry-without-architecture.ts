/** An autoSelect entry with no modelArchitecture: it matches only models that set none (§4.1). */
import type { ServingRuntime } from '../../engine';
import type { Located } from '../../manifests';
import { entryFindings } from '../locate';
import { defineRule, type LintDraft } from '../rule';

const withoutArchitecture = (located: Located<ServingRuntime>): LintDraft[] =>
  entryFindings(located, (entry, index) =>
    entry.autoSelect !== true ||
    entry.modelArchitecture !== null ||
    entry.diffusionPipeline !== null // diffusion pipelines are matched by class
      ? []
      : [
          `spec.supportedModelFormats[${index}] has no modelArchitecture, so it matches only models that set none (most models set one)`,
        ],
  );

export const entryWithoutArchitecture = defineRule({
  id: 'entry-without-architecture',
  severity: 'warning',
  title: 'An autoSelect entry without modelArchitecture',
  help: 'An entry without an architecture matches only models without one; most models set it.',
  check: (run) => run.set.runtimes.flatMap(withoutArchitecture),
});

/** An autoSelect entry with no modelArchitecture: it matches only models that set none (§4.1). */
import type { ServingRuntime } from '../../engine';
import type { Located } from '../../manifests';
import { findingOn } from '../locate';
import { defineRule, type LintDraft } from '../rule';

function withoutArchitecture(located: Located<ServingRuntime>): LintDraft[] {
  const out: LintDraft[] = [];
  located.object.supportedModelFormats.forEach((entry, index) => {
    if (entry.autoSelect !== true || entry.modelArchitecture !== null) return;
    if (entry.diffusionPipeline !== null) return; // diffusion pipelines are matched by class
    out.push(
      findingOn(
        located,
        `spec.supportedModelFormats[${index}] has no modelArchitecture, so it matches only models that set none (most models set one)`,
        { at: 'entry', entry: index },
      ),
    );
  });
  return out;
}

export const entryWithoutArchitecture = defineRule({
  id: 'entry-without-architecture',
  severity: 'warning',
  title: 'An autoSelect entry without modelArchitecture',
  help: 'An entry without an architecture matches only models without one; most models set it.',
  check: (run) => run.set.runtimes.flatMap(withoutArchitecture),
});

/**
 * A runtime's `acceleratorClasses` names a class no AcceleratorClass defines: OME's policy
 * selection gives up at it (docs/selection-rules.md §A4). Judged only when the input defines a
 * class, since a catalog of runtimes alone defines none.
 */
import type { ServingRuntime } from '../../engine';
import type { Located } from '../../manifests';
import { findingOn } from '../locate';
import { defineRule, type LintDraft } from '../rule';

function undefinedClasses(located: Located<ServingRuntime>, defined: ReadonlySet<string>) {
  const missing = [...new Set(located.object.acceleratorClasses ?? [])].filter(
    (n) => !defined.has(n),
  );
  return missing.map((name): LintDraft =>
    findingOn(
      located,
      `acceleratorClasses lists ${name}, which no AcceleratorClass defines: a policy choosing for this runtime gives up there and picks no class`,
      { at: 'field', path: 'spec.acceleratorRequirements.acceleratorClasses' },
    ),
  );
}

export const acceleratorClassUndefined = defineRule({
  id: 'accelerator-class-undefined',
  severity: 'warning',
  title: 'A runtime lists an accelerator class no AcceleratorClass defines',
  help: "OME's policy selection stops at the first listed class it cannot get and gives the component no class; naming the class fails the reconcile. Define the AcceleratorClass or drop the name. Checked when the input defines at least one AcceleratorClass.",
  check: (run) => {
    const { defined } = run.accelerators;
    return defined.size === 0
      ? []
      : run.set.runtimes.flatMap((runtime) => undefinedClasses(runtime, defined));
  },
});

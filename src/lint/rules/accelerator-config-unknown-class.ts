/**
 * An entry's `acceleratorConfig` has a key no AcceleratorClass defines: OME looks the settings up
 * by the chosen class's name, so it never applies them (docs/selection-rules.md §A6). Judged only
 * when the input defines a class.
 */
import type { ServingRuntime } from '../../engine';
import type { Located } from '../../manifests';
import { entryFindings } from '../locate';
import { defineRule } from '../rule';

const unknownKeys = (located: Located<ServingRuntime>, defined: ReadonlySet<string>) =>
  entryFindings(located, (entry, i) =>
    Object.keys(entry.acceleratorConfig ?? {})
      .filter((key) => !defined.has(key))
      .map(
        (key) =>
          `supportedModelFormats[${i}].acceleratorConfig.${key} names no AcceleratorClass, so OME never applies it`,
      ),
  );

export const acceleratorConfigUnknownClass = defineRule({
  id: 'accelerator-config-unknown-class',
  severity: 'warning',
  title: "An entry's acceleratorConfig is keyed by a class no AcceleratorClass defines",
  help: "OME looks the settings up by the chosen class's name, so a key no class has is never applied (a misspelt key leaves tensor parallelism, arguments and variables unset). Checked when the input defines at least one AcceleratorClass.",
  check: (run) => {
    const { defined } = run.accelerators;
    return defined.size === 0
      ? []
      : run.set.runtimes.flatMap((runtime) => unknownKeys(runtime, defined));
  },
});

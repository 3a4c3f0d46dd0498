/**
 * Two AcceleratorClasses whose discovery rules can hold on one node, reported on the later-named
 * one: a pod planned for one can run on the other's hardware (docs/selection-rules.md §A8).
 */
import type { AcceleratorClass } from '../../engine';
import { sharedNode } from '../../engine/accelerator/discovery';
import type { Located } from '../../manifests';
import { findingOn, type Named } from '../locate';
import { defineRule } from '../rule';

const asNamed = (c: Located<AcceleratorClass>): Located<Named> => ({
  object: { kind: 'AcceleratorClass', name: c.object.name, namespace: null },
  origin: c.origin,
});

function discoveryOverlaps(classes: readonly Located<AcceleratorClass>[]) {
  const sorted = [...classes].sort((a, b) => (a.object.name < b.object.name ? -1 : 1));
  return sorted.flatMap((b, j) =>
    sorted.slice(0, j).flatMap((a) => {
      const node = sharedNode(a.object.discovery, b.object.discovery);
      if (node === null) return [];
      const labels = Object.entries(node).map(([k, v]) => `${k}=${v}`);
      const example = labels.length === 0 ? 'any node' : `a node labelled ${labels.join(', ')}`;
      return [
        findingOn(
          asNamed(b),
          `${b.object.name} and ${a.object.name} can match the same node (${example}): a pod planned for one can run on the other's hardware, with the first one's runtime settings`,
          { at: 'field', path: 'spec.discovery' },
        ),
      ];
    }),
  );
}

export const acceleratorDiscoveryOverlap = defineRule({
  id: 'accelerator-discovery-overlap',
  severity: 'warning',
  title: 'Two AcceleratorClasses can match the same node',
  help: "Only a class's node selector and required node affinity tie a pod to its hardware; when both classes' rules hold on one node, a pod planned for one can run on the other's hardware with the first one's runtime settings (OME #622: an H100 given A100 overrides). Give each class a label the other excludes.",
  check: (run) => discoveryOverlaps(run.set.acceleratorClasses),
});

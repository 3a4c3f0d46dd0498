/**
 * What the accelerator class decision reads of an InferenceService (docs/selection-rules.md §A1):
 * `spec.acceleratorSelector` and each component's `acceleratorOverride` (one Go type), and of a
 * component the placement OME merges the class into: its `nodeSelector`, whether it sets an
 * `affinity`, whether its runner sets resources.
 */
import {
  ACCELERATOR_POLICIES,
  isAcceleratorPolicy,
  type AcceleratorConstraints,
  type AcceleratorSelector,
  type ComponentPlacement,
} from '../engine/accelerator/types';
import type { YamlMap } from '../yaml';
import { fieldPath, type NodeReader } from './node-reader';

function readConstraints(
  r: NodeReader,
  parent: YamlMap,
  at: string,
): AcceleratorConstraints | null {
  const node = r.map(parent, 'constraints', at);
  if (node === null) return null;
  const path = fieldPath(at, 'constraints');
  return {
    minMemory: r.integer(node, 'minMemory', path, 64),
    maxMemory: r.integer(node, 'maxMemory', path, 64),
    minComputePerformanceTFLOPS: r.integer(node, 'minComputePerformanceTFLOPS', path, 64),
    minArchitectureVersion: r.string(node, 'minArchitectureVersion', path),
    requiredFeatures: r.stringList(node, 'requiredFeatures', path) ?? [],
    excludedClasses: r.stringList(node, 'excludedClasses', path) ?? [],
    architectureFamilies: r.stringList(node, 'architectureFamilies', path) ?? [],
    preferredPrecisions: r.stringList(node, 'preferredPrecisions', path) ?? [],
  };
}

/**
 * An AcceleratorSelector from its mapping (read by the caller, at `path`), or null. The caller
 * reads the mapping itself so that problems keep the order the InferenceService's fields were
 * always read in.
 */
export function selectorFrom(
  r: NodeReader,
  node: YamlMap | null,
  path: string,
): AcceleratorSelector | null {
  if (node === null) return null;
  const acceleratorClass = r.string(node, 'acceleratorClass', path);
  const policy = r.string(node, 'policy', path);
  if (policy !== null && !isAcceleratorPolicy(policy)) {
    // The CRD's enum, as advice (§1.5): kept, and the decision says what OME would do.
    r.report(
      'invalid-value',
      `${path}.policy`,
      `expected one of ${ACCELERATOR_POLICIES.join(', ')}, got ${JSON.stringify(policy)}; the API server refuses it`,
      r.child(node, 'policy'),
      'warning',
    );
  }
  return {
    acceleratorClass,
    policy,
    constraints: readConstraints(r, node, path),
  };
}

/** Whether the map under `key` is set (not absent, not null). */
const isSet = (r: NodeReader, parent: YamlMap | null, key: string, at: string): boolean =>
  r.map(parent, key, at) !== null;

/** `runner.resources` sets limits, requests or claims (OME's `isResourcesUnspecified`, negated). */
function runnerSetsResources(r: NodeReader, component: YamlMap, at: string): boolean {
  const runner = r.map(component, 'runner', at);
  const runnerAt = fieldPath(at, 'runner');
  const resources = r.map(runner, 'resources', runnerAt);
  const resourcesAt = fieldPath(runnerAt, 'resources');
  const limits = isSet(r, resources, 'limits', resourcesAt);
  const requests = isSet(r, resources, 'requests', resourcesAt);
  const claims = r.list(resources, 'claims', resourcesAt) ?? [];
  return limits || requests || claims.length > 0;
}

/** `spec.engine` or `spec.decoder` (at `at`), its `acceleratorOverride` read already. */
export function componentPlacement(
  r: NodeReader,
  component: YamlMap,
  at: string,
  acceleratorOverride: AcceleratorSelector | null,
): ComponentPlacement {
  return {
    acceleratorOverride,
    nodeSelector: r.stringMap(component, 'nodeSelector', at) ?? {},
    hasAffinity: isSet(r, component, 'affinity', at),
    runnerSetsResources: runnerSetsResources(r, component, at),
  };
}

/**
 * The reading aids know what the accelerator class decision reads (docs/selection-rules.md §A1):
 * a shortened share link keeps an AcceleratorClass's decision fields, the InferenceService's
 * selector and the component fields OME merges the class into; the outline lists the new kind.
 */
import { describe, expect, it } from 'vitest';
import { loadManifests } from '../manifests';
import { selectionOutline } from './outline';
import { stripUnread, unreadParts } from './unread-parts';

const CLASS = [
  'apiVersion: ome.io/v1beta1',
  'kind: AcceleratorClass',
  'metadata:',
  '  name: nvidia-h100',
  '  labels: {team: infra}',
  'spec:',
  '  vendor: nvidia',
  '  family: hopper',
  '  discovery:',
  '    nodeSelector: {nvidia.com/gpu.product: H100}',
  '  capabilities:',
  '    memoryGB: 80Gi',
  '    clockSpeedMHz: 1980',
  '    performance: {fp16Tflops: 1979, latency: {averageMillis: 3}}',
  '  integration:',
  '    kueueResourceFlavor: h100',
  '  cost: {perHour: "4"}',
  'status:',
  '  availableNodes: 3',
  '',
].join('\n');

const SERVICE = [
  'apiVersion: ome.io/v1beta1',
  'kind: InferenceService',
  'metadata: {name: svc, namespace: ns}',
  'spec:',
  '  model: {name: m}',
  '  acceleratorSelector:',
  '    policy: Cheapest',
  '    constraints: {minMemory: 40}',
  '  engine:',
  '    minReplicas: 1',
  '    nodeSelector: {zone: a}',
  '    acceleratorOverride: {policy: BestFit}',
  '    runner:',
  '      image: x',
  '      resources: {limits: {cpu: 2}}',
  '',
].join('\n');

const view = (text: string) =>
  JSON.stringify(
    [loadManifests([{ name: '', text }])].map((s) => [
      s.acceleratorClasses.map((a) => a.object),
      s.inferenceServices.map((i) => i.object),
    ]),
    (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v),
  );

describe('leaving out what the decision does not read', () => {
  it("drops an AcceleratorClass's labels, unread capabilities, integration and status", () => {
    expect(unreadParts(CLASS).map((p) => p.path)).toEqual([
      'metadata.labels',
      'spec.capabilities.clockSpeedMHz',
      'spec.integration',
      'status',
    ]);
    expect(view(stripUnread(CLASS))).toBe(view(CLASS));
  });

  it("keeps an InferenceService's selector, override, node selector and runner resources", () => {
    const stripped = stripUnread(SERVICE);
    expect(stripped).toContain('constraints: {minMemory: 40}');
    expect(stripped).toContain('acceleratorOverride: {policy: BestFit}');
    expect(stripped).toContain('nodeSelector: {zone: a}');
    expect(stripped).toContain('resources: {limits: {cpu: 2}}');
    expect(stripped).not.toContain('image: x');
    expect(stripped).not.toContain('minReplicas');
    expect(view(stripped)).toBe(view(SERVICE));
  });
});

describe('the outline', () => {
  it('lists an AcceleratorClass with the lines of the fields the decision reads', () => {
    expect(selectionOutline(CLASS)).toEqual([
      {
        kind: 'AcceleratorClass',
        name: 'nvidia-h100',
        line: 1,
        fields: [
          { name: 'vendor', line: 7 },
          { name: 'family', line: 8 },
          { name: 'discovery', line: 9 },
          { name: 'capabilities', line: 11 },
          { name: 'cost', line: 17 },
        ],
      },
    ]);
  });
});

/**
 * AcceleratorClass decoding (docs/selection-rules.md §A1, §A2): CRD rules, quantities, and
 * diagnostics that name the document, line and field; a `kubectl get -o yaml` List's items; the
 * InferenceService's selector and an entry's acceleratorConfig.
 */
import { describe, expect, it } from 'vitest';
import { quantityValue } from '../engine/accelerator/quantity';
import { loadManifests } from '.';

const load = (text: string, applyCrdDefaults = true) =>
  loadManifests([{ name: 'f.yaml', text }], { applyCrdDefaults });
const problems = (text: string) =>
  load(text).diagnostics.map((d) => [
    d.severity,
    d.document,
    d.span?.start.line ?? null,
    d.path,
    d.message,
  ]);

const CLASS = `apiVersion: ome.io/v1beta1
kind: AcceleratorClass
metadata: {name: h100}
spec:
  vendor: nvidia
  discovery:
    nodeSelector: {gpu: h100}
  capabilities:
    memoryGB: 80Gi
    memoryBandwidthGBps: 3350
    performance: {fp16Tflops: 989}
  resources:
  - name: nvidia.com/gpu
  cost: {perHour: "4.5", tier: high}
`;

describe('an AcceleratorClass', () => {
  it('is decoded with the CRD default quantity of a resource and exact quantities', () => {
    const set = load(CLASS);
    expect(set.diagnostics).toEqual([]);
    const c = set.acceleratorClasses[0]!;
    expect(c.object.name).toBe('h100');
    expect(c.origin.nameSpan?.start.line).toBe(3);
    expect(quantityValue(c.object.capabilities.memoryGB!)).toBe(80n * 1024n ** 3n);
    expect(c.object.resources).toEqual([
      { name: 'nvidia.com/gpu', quantity: expect.objectContaining({ text: '1' }) },
    ]);
    expect(c.object.cost?.perHour?.text).toBe('4.5');
    expect(c.object.discovery.nodeSelector).toEqual({ gpu: 'h100' });
  });

  it('is refused without discovery or capabilities, as the API server refuses it', () => {
    const text =
      'apiVersion: ome.io/v1beta1\nkind: AcceleratorClass\nmetadata: {name: x}\nspec:\n  vendor: nvidia\n';
    expect(load(text).acceleratorClasses).toEqual([]);
    expect(problems(text)).toEqual([
      ['error', 1, 5, 'spec.discovery', 'spec.discovery is required (write {} for none)'],
    ]);
    expect(load(text, false).acceleratorClasses).toHaveLength(1);
  });

  it('names the field, line and reason of a quantity that cannot be read', () => {
    const text = `${CLASS}---\n${CLASS.replace('h100}', 'bad}').replace('80Gi', '80GB').replace('"4.5"', '4.5')}`;
    const set = load(text);
    expect(set.acceleratorClasses.map((c) => c.object.name)).toEqual(['h100']);
    expect(problems(text)).toEqual([
      [
        'error',
        2,
        24,
        'spec.capabilities.memoryGB',
        'expected a whole number or a quantity string such as 80Gi or "1.5", got 80GB; the API server refuses it (the CRD\'s quantity pattern)',
      ],
      [
        'error',
        2,
        29,
        'spec.cost.perHour',
        `expected a whole number or a quantity string such as 80Gi or "1.5", got 4.5 (a number must be whole; quote it: '4.5')`,
      ],
    ]);
  });

  it('warns about memory written without a unit, and keeps the class', () => {
    const text = CLASS.replace('80Gi', '80');
    expect(load(text).acceleratorClasses).toHaveLength(1);
    expect(problems(text)).toEqual([
      [
        'warning',
        1,
        9,
        'spec.capabilities.memoryGB',
        'memoryGB 80 is 80 bytes, which OME reads as 0 GB: write the unit, e.g. 80Gi',
      ],
    ]);
  });

  it('is unpacked from a kubectl List, a bad item reported with its index', () => {
    const item = (name: string, memory: string) =>
      `- apiVersion: ome.io/v1beta1\n  kind: AcceleratorClass\n  metadata: {name: ${name}}\n  spec: {discovery: {}, capabilities: {memoryGB: ${memory}}}\n`;
    const text = `apiVersion: v1\nkind: List\nitems:\n${item('a100', '40Gi')}${item('bad', '1e2.5')}`;
    const set = load(text);
    expect(set.acceleratorClasses.map((c) => c.object.name)).toEqual(['a100']);
    expect(set.diagnostics.map((d) => [d.item, d.path, d.message])).toEqual([
      [
        1,
        'spec.capabilities.memoryGB',
        "the API server accepts 1e2.5, but OME's client cannot read it: quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
      ],
    ]);
  });

  it('is one object per name: the later definition is used', () => {
    const set = load(`${CLASS}---\n${CLASS.replace('nvidia', 'NVIDIA')}`);
    expect(set.acceleratorClasses.map((c) => c.object.vendor)).toEqual(['NVIDIA']);
    expect(set.diagnostics.map((d) => d.code)).toEqual(['duplicate-object']);
  });
});

describe("an InferenceService's accelerator fields", () => {
  const isvc = (spec: string) =>
    `apiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata: {name: s, namespace: team}\nspec:\n${spec}`;

  it('are decoded: selector, overrides, placement', () => {
    const set = load(
      isvc(
        '  acceleratorSelector: {policy: BestFit, constraints: {minMemory: 40, requiredFeatures: [nvlink]}}\n  engine:\n    acceleratorOverride: {acceleratorClass: h100}\n    nodeSelector: {zone: a}\n    runner: {resources: {limits: {}}}\n',
      ),
    );
    const s = set.inferenceServices[0]!.object;
    expect(s.acceleratorSelector).toEqual({
      acceleratorClass: null,
      policy: 'BestFit',
      constraints: expect.objectContaining({ minMemory: 40, requiredFeatures: ['nvlink'] }),
    });
    expect(s.engineAcceleratorClass).toBe('h100');
    expect(s.engine).toEqual({
      acceleratorOverride: { acceleratorClass: 'h100', policy: null, constraints: null },
      nodeSelector: { zone: 'a' },
      hasAffinity: false,
      runnerSetsResources: true,
    });
    expect(s.decoder).toBeNull();
  });

  it('keep a policy outside the CRD enum, with a warning', () => {
    const text = isvc('  acceleratorSelector: {policy: Fastest}\n');
    expect(load(text).inferenceServices[0]!.object.acceleratorSelector?.policy).toBe('Fastest');
    expect(problems(text)).toEqual([
      [
        'warning',
        1,
        5,
        'spec.acceleratorSelector.policy',
        'expected one of BestFit, Cheapest, MostCapable, FirstAvailable, got "Fastest"; the API server refuses it',
      ],
    ]);
  });
});

describe("an entry's acceleratorConfig", () => {
  it('is decoded per class, an empty key kept as null, a negative size warned about', () => {
    const text = `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata: {name: rt}
spec:
  supportedModelFormats:
  - modelFormat: {name: safetensors}
    acceleratorConfig:
      h100:
        tensorParallelismOverride: {tensorParallelSize: -1}
        runtimeArgsOverride: [--x]
      a100:
`;
    const entry = load(text).runtimes[0]!.object.supportedModelFormats[0]!;
    expect(entry.acceleratorConfig).toEqual({
      h100: {
        minMemoryPerBillionParams: null,
        tensorParallelismOverride: {
          tensorParallelSize: -1,
          pipelineParallelSize: null,
          dataParallelSize: null,
        },
        runtimeArgsOverride: ['--x'],
        environmentOverride: null,
      },
      a100: null,
    });
    expect(problems(text)).toEqual([
      [
        'warning',
        1,
        9,
        'spec.supportedModelFormats[0].acceleratorConfig.h100.tensorParallelismOverride.tensorParallelSize',
        'expected at least 0, got -1; the API server refuses it',
      ],
    ]);
  });
});

/**
 * Near misses, table-driven: one model against runtimes that differ from it in one field, in
 * several, or in checks OME never reached. Each row gives the runtime's spec and every difference
 * expected, as `differenceText` prints it, in order; the distance is their count.
 */
import { describe, expect, it } from 'vitest';
import { isResolveError, loadManifests, resolveQuestion } from '../manifests';
import { explainRanking } from './explanation';
import { differenceText, nearestFirst, rejectionSummary } from './near-miss';

const MODEL = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata: {name: llama-8b}
spec:
  modelFormat: {name: safetensors, version: '1.0.0'}
  modelFramework: {name: transformers, version: '4.45.0'}
  modelArchitecture: LlamaForCausalLM
  modelParameterSize: 8B
`;

const ENTRY = `modelFormat: {name: safetensors, version: '1.0.0'}
      modelFramework: {name: transformers, version: '4.45.0'}
      modelArchitecture: LlamaForCausalLM
      autoSelect: true
      priority: 1`;

const runtime = (name: string, spec: string) => `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata: {name: ${name}}
spec:
${spec}
`;

/** [runtime name, its spec (indented two spaces), every expected difference] */
const CASES: [string, string, string[]][] = [
  ['qualifies', `  supportedModelFormats:\n    - ${ENTRY}`, []],
  [
    'one-architecture',
    `  supportedModelFormats:\n    - ${ENTRY.replace('LlamaForCausalLM', 'MistralForCausalLM')}`,
    ['modelArchitecture (entry 1): model LlamaForCausalLM, runtime MistralForCausalLM'],
  ],
  [
    'one-size',
    `  modelSizeRange: {min: 30B, max: 80B}\n  supportedModelFormats:\n    - ${ENTRY}`,
    ['modelSizeRange: model 8B, runtime [30B, 80B]'],
  ],
  [
    'one-autoselect',
    `  supportedModelFormats:\n    - ${ENTRY.replace('autoSelect: true', 'autoSelect: false')}`,
    ['autoSelect (entry 1): model needs true, runtime false'],
  ],
  [
    'one-disabled',
    `  disabled: true\n  supportedModelFormats:\n    - ${ENTRY}`,
    ['disabled: model needs it enabled, runtime true'],
  ],
  [
    // OME stops at the disabled check; the size range it never read is still a difference.
    'disabled-and-size',
    `  disabled: true\n  modelSizeRange: {max: 3B}\n  supportedModelFormats:\n    - ${ENTRY}`,
    [
      'disabled: model needs it enabled, runtime true',
      'modelSizeRange: model 8B, runtime (-inf, 3B]',
    ],
  ],
  [
    // The nearest entry counts (the second, one field off), not the first (two fields off).
    'nearest-entry',
    `  supportedModelFormats:\n    - ${ENTRY.replace('LlamaForCausalLM', 'Qwen2ForCausalLM').replace("version: '4.45.0'", "version: '5.0.0'")}\n    - ${ENTRY.replace("version: '1.0.0'", "version: '2.0.0'")}`,
    ['modelFormat.version (entry 2): model 1.0.0, runtime 2.0.0'],
  ],
  [
    'three-fields',
    `  modelSizeRange: {min: 1B, max: 3B}\n  supportedModelFormats:\n    - ${ENTRY.replace('LlamaForCausalLM', 'Qwen2ForCausalLM').replace('autoSelect: true', 'autoSelect: false')}`,
    [
      'modelArchitecture (entry 1): model LlamaForCausalLM, runtime Qwen2ForCausalLM',
      'modelSizeRange: model 8B, runtime [1B, 3B]',
      'autoSelect (entry 1): model needs true, runtime false',
    ],
  ],
  [
    // An unset autoSelect scores beside another entry that is true: once the size fits, it wins.
    'unset-beside-true',
    `  modelSizeRange: {min: 30B, max: 80B}\n  supportedModelFormats:\n    - ${ENTRY.replace('autoSelect: true', 'priority: 1').replace('\n      priority: 1\n', '\n')}\n    - {modelFormat: {name: onnx}, autoSelect: true}`,
    ['modelSizeRange: model 8B, runtime [30B, 80B]'],
  ],
  [
    // A false autoSelect never scores, even beside an entry that is true: two fields to change.
    'false-beside-true',
    `  supportedModelFormats:\n    - ${ENTRY.replace('LlamaForCausalLM', 'MistralForCausalLM').replace('autoSelect: true', 'autoSelect: false')}\n    - {modelFormat: {name: onnx}, autoSelect: true}`,
    [
      'modelArchitecture (entry 1): model LlamaForCausalLM, runtime MistralForCausalLM',
      'autoSelect (entry 1): model needs true, runtime false',
    ],
  ],
  [
    'priority-zero',
    `  supportedModelFormats:\n    - ${ENTRY.replace('priority: 1', 'priority: 0')}`,
    ['priority (entry 1): model needs a score above 0, runtime 0'],
  ],
];

const manifests = [MODEL, ...CASES.map(([name, spec]) => runtime(name, spec))].join('---\n');

function rows() {
  const resolved = resolveQuestion(loadManifests([{ name: 'cases', text: manifests }]), {
    namespace: 'default',
    kind: 'model',
    name: 'llama-8b',
  });
  if (isResolveError(resolved)) throw new Error('unresolved');
  return new Map(explainRanking(resolved.input).rows.map((row) => [row.name, row]));
}

describe('nearMiss', () => {
  const byName = rows();
  for (const [name, , expected] of CASES) {
    it(`${name}: ${expected.length} difference(s)`, () => {
      const row = byName.get(name)!;
      if (expected.length === 0) {
        expect(row.compatible).toBe(true);
        expect(row.nearMiss).toBeNull();
        return;
      }
      expect(row.compatible).toBe(false);
      expect(row.nearMiss!.differences.map(differenceText)).toEqual(expected);
      expect(row.nearMiss!.distance).toBe(expected.length);
    });
  }
});

describe('rejectionSummary', () => {
  const all = [...rows().values()];
  const rejected = all.filter((row) => !row.compatible);

  it('is null while a runtime qualifies (OME selects one)', () => {
    expect(rejectionSummary(all)).toBeNull();
  });

  it('counts every check, most first, and lists the nearest: one-field misses, furthest along OME’s checks first', () => {
    const summary = rejectionSummary(rejected)!;
    expect(summary.rejected).toBe(CASES.length - 1);
    expect(summary.byReason).toEqual([
      { check: 'format-mismatch', count: 4 },
      { check: 'disabled', count: 2 },
      { check: 'size-out-of-range', count: 2 },
      { check: 'no-autoselect-entry', count: 1 },
      { check: 'score-not-positive', count: 1 },
    ]);
    // Rejected rows come by name; `disabled-and-size` (two fields) sorts first but is not near.
    // Of the one-field misses, those whose entry matches (stopped at the score, the autoSelect
    // gate, the size) come before those whose entry differs (`nearest-entry`, `one-architecture`).
    expect(summary.nearest.map((row) => row.name)).toEqual([
      'priority-zero',
      'one-autoselect',
      'one-size',
    ]);
    expect(nearestFirst(rejected).map((row) => row.name)).toEqual([
      'priority-zero',
      'one-autoselect',
      'one-size',
      'unset-beside-true',
      'nearest-entry',
      'one-architecture',
      'one-disabled',
      'false-beside-true',
      'disabled-and-size',
      'three-fields',
    ]);
  });
});

/**
 * The size map against the ranking itself: at any size, the band holding it names the runtime
 * `rankRuntimes` picks, decided by the same step. Runtimes are generated with ranges built from a
 * few bounds (so ranges nest, touch and overlap), one- and two-bound, in both scopes, with
 * priorities that make score ties common; sizes are whole parameter counts and bounds themselves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankRuntimes } from './select';
import { parseModelSize } from './size';
import { bandAt, qualifyingRuntimes, sizeMap } from './size-map';
import { winMargin } from './win-margin';
import type { BaseModel, OmeVersion, ServingRuntime } from './types';

const BOUNDS = ['500M', '1B', '7B', '8B', '13B', '30B', '34B', '70B', '72B', '405B', '1T'];

const model: BaseModel = {
  kind: 'ClusterBaseModel',
  name: 'm',
  namespace: null,
  modelFormat: { name: 'safetensors', version: '1.0.0' },
  modelFramework: { name: 'transformers', version: '4.50.0' },
  modelArchitecture: 'LlamaForCausalLM',
  quantization: null,
  diffusionPipeline: null,
  modelParameterSize: null,
  disabled: null,
  distribution: null,
};

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const runtime = (i: number): fc.Arbitrary<ServingRuntime> =>
  fc.record({
    kind: fc.constantFrom('ServingRuntime' as const, 'ClusterServingRuntime' as const),
    name: fc.constant(`rt-${String.fromCharCode(97 + i)}`),
    namespace: fc.constant('team'),
    disabled: fc.constant(null),
    supportedModelFormats: fc
      .record({
        priority: optional(fc.integer({ min: 1, max: 2 })),
        arch: fc.constantFrom('LlamaForCausalLM', 'LlamaForCausalLM', 'Qwen2ForCausalLM'),
      })
      .map(({ priority, arch }) => [
        {
          name: '',
          modelFormat: { name: 'safetensors', version: '1.0.0', operator: 'Equal', weight: 1 },
          modelFramework: {
            name: 'transformers',
            version: '4.50.0',
            operator: 'GreaterThanOrEqual',
            weight: 1,
          },
          modelArchitecture: arch,
          quantization: null,
          diffusionPipeline: null,
          autoSelect: true,
          priority,
          defaulted: [],
          acceleratorConfig: null,
        },
      ]),
    modelSizeRange: optional(
      fc.record({
        min: optional(fc.constantFrom(...BOUNDS)),
        max: optional(fc.constantFrom(...BOUNDS)),
      }),
    ),
    acceleratorClasses: fc.constant(null),
    engineDeploymentMode: fc.constant(null),
    decoderDeploymentMode: fc.constant(null),
    inheritFrom: fc.constant(null),
  });

const runtimes = fc
  .integer({ min: 1, max: 7 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => runtime(i))));
const size = fc.oneof(
  fc.integer({ min: 1, max: 2_000_000_000_000 }),
  fc.constantFrom(5e8, 1e9, 7e9, 8e9, 13e9, 30e9, 34e9, 70e9, 72e9, 405e9, 1e12, 7.5e9, 31e9),
);

function check(version: OmeVersion, rts: readonly ServingRuntime[], sizes: readonly number[]) {
  const input = {
    namespace: 'team',
    model,
    inferenceService: null,
    runtimes: rts,
    omeVersion: version,
  };
  const bands = sizeMap(input);
  // The bands cover (0, ∞) without gaps or overlaps.
  expect(bands[0]!.from).toBe(0);
  expect(bands.at(-1)!.to).toBe(Infinity);
  for (let i = 1; i < bands.length; i++) {
    expect(bands[i]!.from).toBe(bands[i - 1]!.to);
    expect(bands[i]!.fromIncluded).toBe(!bands[i - 1]!.toIncluded);
  }
  for (const s of sizes) {
    const ranking = rankRuntimes({ ...input, model: { ...model, modelParameterSize: String(s) } });
    const band = bandAt(bands, s);
    expect(band, `size ${s}`).not.toBeNull();
    const [first, second] = ranking.ranked;
    expect(band!.winner?.name ?? null, `winner at ${s}`).toBe(
      ranking.selected?.runtime.name ?? null,
    );
    if (ranking.error !== null) expect(band!.decidedBy).toBe('error');
    else if (first === undefined) expect(band!.decidedBy).toBe('none');
    else {
      expect(band!.decidedBy, `decided at ${s}`).toBe(winMargin(first, second).step);
      expect(band!.over, `runner-up at ${s}`).toBe(second?.runtime.name ?? null);
    }
  }
  // The runtimes whose ranges are drawn: each one that qualifies at some size (at a bound of its
  // range, or at any size when it has none), whether or not it wins anywhere.
  const drawn = new Set(qualifyingRuntimes(input).map((r) => r.name));
  for (const rt of version === '1.3' ? rts : []) {
    const bound = rt.modelSizeRange?.min ?? rt.modelSizeRange?.max ?? '1B';
    const at = { ...model, modelParameterSize: String(parseModelSize(bound)) };
    const ranked = rankRuntimes({ ...input, model: at }).ranked;
    expect(drawn.has(rt.name), rt.name).toBe(ranked.some((r) => r.runtime.name === rt.name));
  }
}

describe('the size map', () => {
  it('names the ranking’s pick and its margin at every size (v1.3)', () => {
    fc.assert(
      fc.property(runtimes, fc.array(size, { minLength: 1, maxLength: 20 }), (rts, sizes) =>
        check('1.3', rts, sizes),
      ),
      { numRuns: 300 },
    );
  });

  it('names the ranking’s pick at every size (v1.2.2, where one-bound ranges panic)', () => {
    fc.assert(
      fc.property(runtimes, fc.array(size, { minLength: 1, maxLength: 10 }), (rts, sizes) =>
        check('1.2.2', rts, sizes),
      ),
      { numRuns: 100 },
    );
  });

  it('puts a breakpoint where two size distances cross, not only at bounds', () => {
    const base = { ...model };
    const make = (name: string, min: string | null, max: string | null): ServingRuntime => ({
      kind: 'ClusterServingRuntime',
      name,
      namespace: null,
      disabled: null,
      supportedModelFormats: [
        {
          name: '',
          modelFormat: { name: 'safetensors', version: '1.0.0', operator: 'Equal', weight: 1 },
          modelFramework: null,
          modelArchitecture: 'LlamaForCausalLM',
          quantization: null,
          diffusionPipeline: null,
          autoSelect: true,
          priority: null,
          defaulted: [],
          acceleratorConfig: null,
        },
      ],
      modelSizeRange: { min, max },
      acceleratorClasses: null,
      engineDeploymentMode: null,
      decoderDeploymentMode: null,
      inheritFrom: null,
    });
    const shape = { ...base, modelFramework: null };
    // Distances: b: |10B − s|, a: |30B − s|; they cross at 20B, inside both ranges.
    const bands = sizeMap({
      namespace: 'x',
      model: shape,
      inferenceService: null,
      runtimes: [make('a', '30B', null), make('b', null, '10B')],
    });
    const summary = bands.map((b) => [b.from, b.to, b.winner?.name ?? null, b.decidedBy]);
    expect(summary).toEqual([
      [0, 10e9, 'b', 'only'],
      [10e9, 30e9, null, 'none'],
      [30e9, Infinity, 'a', 'only'],
    ]);
    const overlapping = sizeMap({
      namespace: 'x',
      model: shape,
      inferenceService: null,
      runtimes: [make('a', '10B', null), make('b', null, '30B')],
    });
    expect(overlapping.map((b) => [b.from, b.to, b.winner?.name ?? null, b.decidedBy])).toEqual([
      [0, 10e9, 'b', 'only'],
      [10e9, 20e9, 'a', 'distance'],
      [20e9, 20e9, 'a', 'name'],
      [20e9, 30e9, 'b', 'distance'],
      [30e9, Infinity, 'a', 'only'],
    ]);
  });
});

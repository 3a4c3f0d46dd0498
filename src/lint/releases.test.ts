/**
 * `releasesMayDiffer` lets lint skip the second release's ranking: it must never be false where
 * OME 1.2.2 and 1.3 rank differently. Generated inputs with everything the releases read
 * differently (one-bound and empty ranges, deployment modes, sharded models) and everything they
 * read alike.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  rankRuntimes,
  type BaseModel,
  type InferenceService,
  type ServingRuntime,
} from '../engine';
import { releasesMayDiffer } from './rules/upgrade-hazard';

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const bound = optional(fc.constantFrom('1B', '7B', '8B', '70B', '7b'));
const mode = optional(fc.constantFrom('RawDeployment', 'OMENative', 'MultiNode', 'Bogus'));
const runtime: fc.Arbitrary<ServingRuntime> = fc.record({
  kind: fc.constantFrom('ServingRuntime' as const, 'ClusterServingRuntime' as const),
  name: fc.constantFrom('a', 'b', 'c', 'd'),
  namespace: fc.constant(null),
  disabled: optional(fc.boolean()),
  supportedModelFormats: fc
    .record({
      priority: optional(fc.integer({ min: 1, max: 3 })),
      autoSelect: optional(fc.boolean()),
    })
    .map(({ priority, autoSelect }) => [
      {
        name: '',
        modelFormat: { name: 'safetensors', version: null, operator: 'Equal', weight: 1 },
        modelFramework: null,
        modelArchitecture: 'LlamaForCausalLM',
        quantization: null,
        diffusionPipeline: null,
        autoSelect,
        priority,
        defaulted: [],
        acceleratorConfig: null,
      },
    ]),
  modelSizeRange: optional(fc.record({ min: bound, max: bound })),
  acceleratorClasses: fc.constant(null),
  engineDeploymentMode: mode,
  decoderDeploymentMode: mode,
  inheritFrom: fc.constant(null),
});
const model: fc.Arbitrary<BaseModel> = fc.record({
  kind: fc.constant('ClusterBaseModel' as const),
  name: fc.constant('m'),
  namespace: fc.constant(null),
  modelFormat: fc.constant({ name: 'safetensors', version: null }),
  modelFramework: fc.constant(null),
  modelArchitecture: fc.constant('LlamaForCausalLM'),
  quantization: fc.constant(null),
  diffusionPipeline: fc.constant(null),
  modelParameterSize: optional(fc.constantFrom('3B', '8B', '100B', '')),
  disabled: fc.constant(null),
  distribution: optional(fc.constantFrom('Sharded', 'Replicated')),
});
const isvc: fc.Arbitrary<InferenceService | null> = optional(
  fc.record({
    name: fc.constant('s'),
    namespace: fc.constant('ns'),
    modelName: fc.constant('m'),
    runtime: fc.constant(null),
    acceleratorClassAnnotation: fc.constant(null),
    acceleratorSelectorClass: fc.constant(null),
    engineAcceleratorClass: fc.constant(null),
    decoderAcceleratorClass: fc.constant(null),
    hasEngine: fc.boolean(),
    hasDecoder: fc.boolean(),
    engineDeploymentMode: mode,
    decoderDeploymentMode: mode,
    deploymentMode: optional(fc.constantFrom('RawDeployment', 'OMENative')),
    acceleratorSelector: fc.constant(null),
    engine: fc.constant(null),
    decoder: fc.constant(null),
  }),
);

const answer = (r: ReturnType<typeof rankRuntimes>) =>
  JSON.stringify([r.error?.code ?? null, r.ranked.map((e) => e.runtime.name)]);

describe('releasesMayDiffer', () => {
  it('is true wherever the two releases rank differently', () => {
    let differing = 0;
    fc.assert(
      fc.property(fc.array(runtime, { maxLength: 5 }), model, isvc, (runtimes, m, service) => {
        const input = { namespace: 'ns', model: m, inferenceService: service, runtimes };
        const differ =
          answer(rankRuntimes({ ...input, omeVersion: '1.3' })) !==
          answer(rankRuntimes({ ...input, omeVersion: '1.2.2' }));
        if (differ) differing++;
        if (differ) expect(releasesMayDiffer(input)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // The generated inputs do reach the differences, so the property is not vacuous.
    expect(differing).toBeGreaterThan(50);
  });
});

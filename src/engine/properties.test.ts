/**
 * Properties of the engine over generated inputs (fast-check): it never throws, it is
 * deterministic, document order doesn't matter, and matching agrees with its own mismatch report.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryMatches, entryMismatchParts } from './match';
import { explainRanking, explainRankingVerdicts } from './explanation';
import { rankRuntimes } from './select';
import {
  OME_VERSIONS,
  type BaseModel,
  type FormatRequirement,
  type ServingRuntime,
  type SupportedModelFormat,
} from './types';

const versions = fc.constantFrom(
  '1.0.0',
  '1.0',
  '1',
  'v1.0.0',
  '4.45.0.dev0',
  '4.50.0',
  '1.8.0-rc',
  'bad',
  '',
);
/** Every selection behaviour the engine reproduces. */
const behaviours = fc.constantFrom(...OME_VERSIONS);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const requirement = (names: string[]): fc.Arbitrary<FormatRequirement> =>
  fc.record({
    name: fc.constantFrom(...names),
    version: optional(versions),
    operator: optional(
      fc.constantFrom('Equal', 'GreaterThan', 'GreaterThanOrEqual', 'LessThan', ''),
    ),
    weight: fc.integer({ min: -3, max: 5 }),
  });
const entry: fc.Arbitrary<SupportedModelFormat> = fc.record({
  name: fc.constantFrom('', 'vllm', 'sglang'),
  modelFormat: optional(requirement(['safetensors', 'onnx'])),
  modelFramework: optional(requirement(['transformers', 'vllm'])),
  modelArchitecture: optional(fc.constantFrom('LlamaForCausalLM', 'Qwen2ForCausalLM')),
  quantization: optional(fc.constantFrom('fp8', 'int4')),
  diffusionPipeline: fc.constant(null),
  autoSelect: optional(fc.boolean()),
  priority: optional(fc.integer({ min: -1, max: 5 })),
  defaulted: fc.constant([]),
  acceleratorConfig: fc.constant(null),
});
const sizes = fc.constantFrom('1B', '3.21B', '8B', '70B', '7b', '', '500M');
const runtime: fc.Arbitrary<ServingRuntime> = fc.record({
  kind: fc.constantFrom('ServingRuntime' as const, 'ClusterServingRuntime' as const),
  name: fc.stringMatching(/^[a-zA-Z][a-z0-9-]{0,8}$/),
  namespace: fc.constantFrom('team-a', 'team-b', null),
  disabled: optional(fc.boolean()),
  supportedModelFormats: fc.array(entry, { maxLength: 4 }),
  modelSizeRange: optional(fc.record({ min: optional(sizes), max: optional(sizes) })),
  acceleratorClasses: fc.constant(null),
  engineDeploymentMode: fc.constant(null),
  decoderDeploymentMode: fc.constant(null),
  inheritFrom: fc.constant(null),
});
const model: fc.Arbitrary<BaseModel> = fc.record({
  kind: fc.constant('ClusterBaseModel' as const),
  name: fc.constant('m'),
  namespace: fc.constant(null),
  modelFormat: fc.record({
    name: fc.constantFrom('safetensors', 'onnx'),
    version: optional(versions),
  }),
  modelFramework: optional(
    fc.record({ name: fc.constantFrom('transformers', 'vllm'), version: optional(versions) }),
  ),
  modelArchitecture: optional(fc.constantFrom('LlamaForCausalLM', 'Qwen2ForCausalLM')),
  quantization: optional(fc.constantFrom('fp8', 'int4')),
  diffusionPipeline: fc.constant(null),
  modelParameterSize: optional(sizes),
  disabled: fc.constant(null),
  distribution: fc.constant(null),
});
/** Runtimes keyed by (kind, name): two with the same identity can't exist in a cluster. */
const uniqueRuntimes = fc.uniqueArray(runtime, {
  selector: (r) => `${r.kind}/${r.name}`,
  maxLength: 12,
});

const summary = (e: ReturnType<typeof explainRanking>) =>
  e.rows.map((r) => [
    r.key,
    r.compatible,
    r.rank,
    r.score,
    r.priority,
    r.weight,
    r.reason,
    r.placementDetail,
  ]);

describe('engine properties', () => {
  it('never throws, and is deterministic and independent of input order', () => {
    fc.assert(
      fc.property(model, uniqueRuntimes, behaviours, (m, runtimes, omeVersion) => {
        const input = {
          namespace: 'team-a',
          model: m,
          inferenceService: null,
          runtimes,
          omeVersion,
        };
        const first = explainRanking(input);
        expect(summary(explainRanking(input))).toEqual(summary(first));
        expect(summary(explainRanking({ ...input, runtimes: [...runtimes].reverse() }))).toEqual(
          summary(first),
        );
        expect(first.error === null || first.selected === null).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the table the same verdicts, in the same order, as the full explanation', () => {
    fc.assert(
      fc.property(model, uniqueRuntimes, behaviours, (m, runtimes, omeVersion) => {
        const input = { namespace: 'team-a', model: m, inferenceService: null, runtimes };
        const full = explainRanking({ ...input, omeVersion });
        const verdicts = explainRankingVerdicts({ ...input, omeVersion });
        expect(verdicts.error).toBe(full.error);
        expect(verdicts.rows).toEqual(
          full.rows.map(({ name, scope, compatible, priority, weight, reason }) => {
            return { name, scope, compatible, priority, weight, reason };
          }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('ranks every qualifying runtime by scope, score, distance, name', () => {
    fc.assert(
      fc.property(model, uniqueRuntimes, (m, runtimes) => {
        const ranking = rankRuntimes({
          namespace: 'team-a',
          model: m,
          inferenceService: null,
          runtimes,
        });
        for (let i = 1; i < ranking.ranked.length; i++) {
          const [a, b] = [ranking.ranked[i - 1]!, ranking.ranked[i]!];
          const scopeOrder = (s: string) => (s === 'Namespaced' ? 0 : 1);
          expect(scopeOrder(a.scope)).toBeLessThanOrEqual(scopeOrder(b.scope));
          if (a.scope === b.scope) expect(a.score).toBeGreaterThanOrEqual(b.score);
          expect(b.score).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('matches an entry exactly when it has a format and no mismatch part', () => {
    fc.assert(
      fc.property(model, entry, (m, e) => {
        const parts = entryMismatchParts(m, e, '1.3');
        expect(entryMatches(m, e, '1.3')).toBe(e.modelFormat !== null && parts.length === 0);
      }),
      { numRuns: 2000 },
    );
  });
});

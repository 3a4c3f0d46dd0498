/** The evaluation cache reuses verdicts of unchanged runtimes and never changes a result. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEvaluationCache } from './evaluation-cache';
import { explainRanking, type Explanation } from './explanation';
import { rankRuntimes } from './select';
import type { BaseModel, ServingRuntime } from './types';

const model: BaseModel = {
  kind: 'ClusterBaseModel',
  name: 'm',
  namespace: null,
  modelFormat: { name: 'safetensors', version: null },
  modelFramework: null,
  modelArchitecture: null,
  quantization: null,
  diffusionPipeline: null,
  modelParameterSize: '7B',
  disabled: null,
  distribution: null,
};

const runtime = (name: string, priority: number, format = 'safetensors'): ServingRuntime => ({
  kind: 'ClusterServingRuntime',
  name,
  namespace: null,
  disabled: null,
  supportedModelFormats: [
    {
      name: '',
      modelFormat: { name: format, version: null, operator: 'Equal', weight: 1 },
      modelFramework: null,
      modelArchitecture: null,
      quantization: null,
      diffusionPipeline: null,
      autoSelect: true,
      priority,
      defaulted: [],
      acceleratorConfig: null,
    },
  ],
  modelSizeRange: null,
  acceleratorClasses: null,
  engineDeploymentMode: null,
  decoderDeploymentMode: null,
  inheritFrom: null,
});

/** The ranking holds the cached verdict objects themselves; the rows are what must agree. */
const withoutRanking = ({ ranking: _, ...rest }: Explanation) => rest;

describe('EvaluationCache', () => {
  it('re-evaluates only the runtime that changed', () => {
    const cache = createEvaluationCache();
    const [a, b, c] = [runtime('a', 1), runtime('b', 2), runtime('c', 1, 'onnx')];
    const input = { namespace: 'ns', model, inferenceService: null, runtimes: [a, b, c] };
    const first = rankRuntimes(input, cache);
    const edited = runtime('b', 0);
    const second = rankRuntimes({ ...input, runtimes: [a, edited, c] }, cache);
    expect(second.rejected.find((r) => r.runtime === c)).toBe(
      first.rejected.find((r) => r.runtime === c),
    );
    expect(second.selected?.runtime).toBe(a);
    expect(second.rejected.find((r) => r.runtime === edited)?.failure?.check).toBe(
      'score-not-positive',
    );
  });

  it('never changes a ranking', () => {
    const cache = createEvaluationCache();
    const pool = [runtime('a', 1), runtime('b', 2), runtime('c', 3, 'onnx'), runtime('d', 2)];
    fc.assert(
      fc.property(fc.subarray(pool), (runtimes) => {
        const input = { namespace: 'ns', model, inferenceService: null, runtimes };
        const names = (r: ReturnType<typeof rankRuntimes>) => [
          r.ranked.map((x) => [x.runtime.name, x.score, x.placement]),
          r.rejected.map((x) => [x.runtime.name, x.failure?.check]),
        ];
        expect(names(rankRuntimes(input, cache))).toEqual(names(rankRuntimes(input)));
      }),
      { numRuns: 100 },
    );
  });

  it("reuses an unchanged rejected runtime's row, and explains exactly as without a cache", () => {
    const cache = createEvaluationCache();
    const pool = [runtime('a', 1), runtime('b', 2), runtime('c', 3, 'onnx'), runtime('d', 0)];
    const input = { namespace: 'ns', model, inferenceService: null, runtimes: pool };
    const first = explainRanking(input, cache);
    const second = explainRanking(
      { ...input, runtimes: [runtime('a', 5), ...pool.slice(1)] },
      cache,
    );
    const row = (e: typeof first, name: string) => e.rows.find((r) => r.name === name);
    expect(row(second, 'c')).toBe(row(first, 'c'));
    expect(row(second, 'a')?.score).toBe(5);
    fc.assert(
      fc.property(fc.subarray(pool), (runtimes) => {
        const cached = withoutRanking(explainRanking({ ...input, runtimes }, cache));
        expect(cached).toEqual(withoutRanking(explainRanking({ ...input, runtimes })));
      }),
      { numRuns: 100 },
    );
  });
});

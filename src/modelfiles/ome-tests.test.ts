/**
 * OME's own tests of its model-config parser (pkg/hfutil/modelconfig/*_test.go at the commit in
 * docs/model-files.md), translated: each row is one of their assertions over the config.json
 * files they use, read from ../shared/data/ome-hf-configs when it is there. Each config is
 * inspected alone, as OME's tests read it (a testdata folder with no weights beside it), so the
 * count is OME's estimate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { inspectModelFiles, type ModelFileTree } from '.';
import { memoryTree } from './test-support/memory-tree';
import { describeWithData } from '../test-support/shared-data';
import { OME_HF_CONFIGS } from '../test-support/shared-paths';

type Count = number | readonly [min: number, max: number];
interface Row {
  readonly file: string;
  readonly type: string;
  readonly count: Count;
  readonly architecture?: string;
  readonly version?: string;
  readonly quantization?: string | null;
}

const B = 1e9;
const ROWS: readonly Row[] = [
  { file: 'baichuan2_7b.json', type: 'baichuan', count: [6.5 * B, 7.5 * B] },
  { file: 'bge_large.json', type: 'bert', count: [0.3 * B, 0.6 * B] },
  { file: 'chatglm3_6b.json', type: 'chatglm', count: [5.5 * B, 6.5 * B] },
  { file: 'glm4_9b.json', type: 'chatglm', count: [8.5 * B, 9.5 * B] },
  {
    file: 'command_r_35b.json',
    type: 'cohere',
    count: [34 * B, 36 * B],
    architecture: 'CohereForCausalLM',
    quantization: null,
  },
  {
    file: 'dbrx_132b.json',
    type: 'dbrx',
    count: [130 * B, 135 * B],
    architecture: 'DbrxForCausalLM',
    quantization: null,
  },
  {
    file: 'deepseek_v3.json',
    type: 'deepseek_v3',
    count: 685 * B,
    architecture: 'DeepseekV3ForCausalLM',
  },
  { file: 'deepseek_vl2_tiny.json', type: 'deepseek_vl_v2', count: [0.5 * B, 1.5 * B] },
  { file: 'janus_1.3b.json', type: 'multi_modality', count: [1 * B, 1.5 * B] },
  { file: 'exaone_7.8b.json', type: 'exaone', count: [7 * B, 8.5 * B] },
  { file: 'gemma3.json', type: 'gemma3', count: [30 * B, 35 * B] },
  { file: 'gemma_7b.json', type: 'gemma', count: [6.5 * B, 8 * B] },
  { file: 'gemma_2_2b.json', type: 'gemma2', count: [2 * B, 3 * B] },
  { file: 'gemma_2_9b.json', type: 'gemma2', count: [8 * B, 10 * B] },
  { file: 'gemma3_text.json', type: 'gemma3_text', count: [0.8 * B, 1.5 * B] },
  {
    file: 'gpt_oss_120b.json',
    type: 'gpt_oss',
    count: 120 * B,
    architecture: 'GptOssForCausalLM',
    version: '4.55.0.dev0',
  },
  { file: 'internlm2_7b.json', type: 'internlm2', count: [6.5 * B, 7.5 * B] },
  {
    file: 'kimi_k2_instruct.json',
    type: 'kimi_k2',
    count: 1500 * B,
    architecture: 'DeepseekV3ForCausalLM',
  },
  { file: 'llama3.json', type: 'llama', count: 70 * B },
  { file: 'llama3_1.json', type: 'llama', count: 70 * B },
  { file: 'llama3_1_405b.json', type: 'llama', count: 405 * B },
  { file: 'llama3_2_1b.json', type: 'llama', count: 1 * B },
  { file: 'llama3_2_3b.json', type: 'llama', count: 3 * B },
  { file: 'llama3_2_11b_vision.json', type: 'mllama', count: 11 * B },
  { file: 'llama3_2_90b_vision.json', type: 'mllama', count: 90 * B },
  { file: 'llama4.json', type: 'llama4', count: 402 * B },
  { file: 'llava_1.5_7b_hf.json', type: 'llava', count: [7 * B, 8 * B] },
  { file: 'minicpm3_4b.json', type: 'minicpm3', count: [3.5 * B, 4.5 * B] },
  { file: 'mistral.json', type: 'mistral', count: 7 * B },
  { file: 'mistral_7b_instruct.json', type: 'mistral', count: 7 * B },
  { file: 'mixtral.json', type: 'mixtral', count: 46.7 * B },
  { file: 'phi3.json', type: 'phi3', count: 3.8 * B, architecture: 'Phi3ForCausalLM' },
  { file: 'phi3_v.json', type: 'phi3_v', count: 14 * B },
  { file: 'phi3small.json', type: 'phi3small', count: 7 * B, architecture: 'Phi3SmallForCausalLM' },
  { file: 'phimoe.json', type: 'phimoe', count: 16 * B, architecture: 'PhiMoEForCausalLM' },
  { file: 'qwen2_7b.json', type: 'qwen2', count: 7 * B, quantization: null },
  { file: 'qwen2_vl_2b.json', type: 'qwen2_vl', count: [1.5 * B, 2.5 * B] },
  { file: 'qwen2_vl_7b.json', type: 'qwen2_vl', count: [6.5 * B, 8 * B] },
  { file: 'qwen2.5_vl_7b.json', type: 'qwen2_5_vl', count: [6.5 * B, 8 * B] },
  { file: 'qwen3_30b.json', type: 'qwen3_moe', count: 30 * B, quantization: null },
  { file: 'qwen3_4b.json', type: 'qwen3', count: 4 * B, quantization: null },
  { file: 'qwen3_8b_fp8.json', type: 'qwen3', count: 8 * B, quantization: 'fp8' },
  { file: 'qwen3_embedding_8b.json', type: 'qwen3', count: 8 * B },
  { file: 'qwen3_vl_235b.json', type: 'qwen3_vl_moe', count: [235 * B * 0.95, 235 * B * 1.05] },
  {
    file: 'qwen3_vl_30b_a3b_instruct.json',
    type: 'qwen3_vl_moe',
    count: [30 * B * 0.95, 30 * B * 1.05],
  },
  { file: 'qwen3_vl_2b_instruct.json', type: 'qwen3_vl', count: [2 * B * 0.95, 2 * B * 1.05] },
  { file: 'qwen3_5_27b.json', type: 'qwen3_5', count: [1, Number.MAX_SAFE_INTEGER] },
  { file: 'qwen3_5_35b_a3b.json', type: 'qwen3_5_moe', count: [1, Number.MAX_SAFE_INTEGER] },
  {
    file: 'qwen_7b.json',
    type: 'qwen',
    count: 7 * B,
    architecture: 'QWenLMHeadModel',
    version: '4.32.0',
    quantization: null,
  },
  { file: 'stablelm_3b.json', type: 'stablelm', count: [2.5 * B, 3.5 * B] },
  { file: 'xverse_7b.json', type: 'xverse', count: [6.5 * B, 7.5 * B] },
];

const alone = (file: string): ModelFileTree =>
  memoryTree({ 'config.json': readFileSync(join(OME_HF_CONFIGS, file)) }, file);

describeWithData(OME_HF_CONFIGS, "OME's model-config tests over its testdata configs", () => {
  it.each(ROWS)('$file: $type, count as OME estimates it', async (row) => {
    const result = await inspectModelFiles(alone(row.file));
    expect(result.modelType).toBe(row.type);
    expect(result.fields.modelParameterSize.source.kind).toBe('estimate');
    if (typeof row.count === 'number') expect(result.parameterCount).toBe(row.count);
    else {
      expect(result.parameterCount).toBeGreaterThanOrEqual(row.count[0]);
      expect(result.parameterCount).toBeLessThanOrEqual(row.count[1]);
    }
    if (row.architecture !== undefined)
      expect(result.fields.modelArchitecture?.value).toBe(row.architecture);
    if (row.version !== undefined)
      expect(result.fields.modelFramework.value.version).toBe(row.version);
    if (row.quantization !== undefined)
      expect(result.fields.quantization?.value ?? null).toBe(row.quantization);
  });

  it('every testdata config with a model_type loads (only the sentence-transformers side file has none)', async () => {
    const files = readdirSync(OME_HF_CONFIGS).filter((f) => f.endsWith('.json'));
    const failures: string[] = [];
    for (const file of files) await inspectModelFiles(alone(file)).catch(() => failures.push(file));
    expect(failures).toEqual(['config_sentence_transformers.json']);
  });

  it('tiny-random-PhiModel: the two shards, headers only, counted exactly (OME expects ~94,000 ±5%)', async () => {
    const dir = join(OME_HF_CONFIGS, 'tiny-random-PhiModel');
    const files = Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f))]));
    const result = await inspectModelFiles(memoryTree(files, 'tiny-random-PhiModel'));
    expect(result.modelType).toBe('phi');
    expect(result.fields.modelArchitecture?.value).toBe('PhiModel');
    expect(result.fields.modelParameterSize.source).toEqual({
      kind: 'headers',
      files: [
        'tiny-random-PhiModel/model-1-of-2.safetensors',
        'tiny-random-PhiModel/model-2-of-2.safetensors',
      ],
    });
    expect(result.parameterCount).toBeGreaterThanOrEqual(94000 * 0.95);
    expect(result.parameterCount).toBeLessThanOrEqual(94000 * 1.05);
    expect(result.fields.modelParameterSize.value).toBe(
      `${(result.parameterCount / 1000).toFixed(2).replace(/\.?0+$/, '')}K`,
    );
  });
});

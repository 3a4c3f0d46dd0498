/**
 * OME's loaders for dense text models: a hard-coded count for the shapes each knows
 * (hidden_size × num_hidden_layers), else a formula. Ported from pkg/hfutil/modelconfig/
 * {baichuan,bert,chatglm,command_r,exaone,gemma,internlm,llama,minicpm,mistral,phi,phi3,
 * phi3small,phi3_v,qwen,qwen2,qwen3,qwen3_moe,stablelm,xverse}.go.
 */
import type { Fields } from '../json';
import { estimateModelParams, estimateParamsFromArchitecture } from './estimates';
import {
  configFields,
  known,
  requireKvHeadsWithin,
  requirePositive,
  TRANSFORMER_SIZES,
  type Estimate,
  type Loader,
} from './loader';

type Shape = readonly [hidden: number, layers: number, count: number, label: string];

interface DenseSpec {
  /** Which config keys hold hidden size and layer count (exaone and chatglm say num_layers). */
  readonly layersKey?: string;
  readonly shapes: readonly Shape[];
  /** The formula after the table; `null`: OME returns 0 (it has no formula for this type). */
  readonly formula: ((c: Fields, h: number, l: number) => number) | null;
  readonly formulaName?: string;
  readonly quantized?: boolean;
  readonly architectureDefault?: string;
  readonly validate?: (c: Fields) => void;
}

const modelParams = (c: Fields, h: number, l: number) =>
  estimateModelParams(h, l, c.int('intermediate_size'), c.int('vocab_size'));

function dense(name: string, spec: DenseSpec): Loader {
  return (config) => {
    spec.validate?.(config);
    const h = config.int('hidden_size');
    const l = config.int(spec.layersKey ?? 'num_hidden_layers');
    const estimate = (): Estimate =>
      known(
        spec.shapes.map(([hh, ll, count, label]) => [
          hh === h && ll === l,
          count,
          `${name}: ${label}`,
        ]),
        () =>
          spec.formula === null
            ? { count: 0, rule: `${name}: no estimate for this shape (OME writes 0)` }
            : {
                count: spec.formula(config, h, l),
                rule: `${name}: ${spec.formulaName ?? 'estimateModelParams'}`,
              },
      );
    return {
      ...configFields(config, spec.quantized === true, spec.architectureDefault),
      estimate,
    };
  };
}

function validateLlama(c: Fields) {
  requirePositive(c, 'llama', TRANSFORMER_SIZES);
  requireKvHeadsWithin(c, 'llama');
}

const llama = dense('llama', {
  shapes: [
    [8192, 80, 70e9, 'Llama-3-70B'],
    [8192, 82, 70e9, 'Llama-3.1-70B'],
    [16384, 126, 405e9, 'Llama-3.1-405B'],
    [3072, 28, 3e9, 'Llama-3.2-3B'],
    [2048, 16, 1e9, 'Llama-3.2-1B'],
  ],
  formula: (c, h, l) => estimateParamsFromArchitecture(h, l, c.int('intermediate_size')),
  formulaName: 'estimateParamsFromArchitecture (rounded down to billions)',
  quantized: true,
  architectureDefault: 'LlamaForCausalLM',
  validate: validateLlama,
});

/** Mistral's loader counts 7B only for model_type "mistral" at 4096 × 32, else 0. */
const mistral: Loader = (c) => {
  requirePositive(c, 'mistral', TRANSFORMER_SIZES);
  const h = c.int('hidden_size');
  const l = c.int('num_hidden_layers');
  return {
    ...configFields(c, false, 'MistralModel'),
    estimate: () =>
      c.str('model_type') === 'mistral' && h === 4096 && l === 32
        ? { count: 7e9, rule: 'mistral: Mistral-7B' }
        : { count: 0, rule: 'mistral: no estimate for this shape (OME writes 0)' },
  };
};

function bertFormula(c: Fields, h: number, l: number): number {
  const vocab = c.int('vocab_size') || 30522;
  return (
    (vocab + c.int('max_position_embeddings') + c.int('type_vocab_size')) * h +
    l * (4 * h * h + 2 * h * c.int('intermediate_size') + 2 * h) +
    h * h
  );
}

function chatglmFormula(c: Fields, h: number, l: number): number {
  const vocab = c.int('padded_vocab_size') || 65024;
  const ffn = c.int('ffn_hidden_size');
  return h * vocab + l * (h * h * 4) + l * (h * ffn * 2 + h + ffn) + l * 2 * h;
}

const gemmaValidate = (c: Fields) =>
  requirePositive(c, 'gemma', [
    'hidden_size',
    'num_hidden_layers',
    'num_attention_heads',
    'vocab_size',
  ]);

/** Phi-3.5-MoE: 16B only at 4096 × 32 with 16 experts. */
const phimoe: Loader = (c) => {
  const base = dense('phimoe', { shapes: [], formula: null })(c);
  const hit =
    c.int('hidden_size') === 4096 &&
    c.int('num_hidden_layers') === 32 &&
    c.int('num_local_experts') === 16;
  return {
    ...base,
    estimate: () => (hit ? { count: 16e9, rule: 'phimoe: Phi-3.5-MoE' } : base.estimate()),
  };
};

export const DENSE_LOADERS: Readonly<Record<string, Loader>> = {
  llama,
  mistral,
  baichuan: dense('baichuan', {
    shapes: [
      [4096, 32, 7e9, 'Baichuan2 7B'],
      [5120, 40, 13e9, 'Baichuan2 13B'],
    ],
    formula: modelParams,
  }),
  bert: dense('bert', {
    shapes: [
      [768, 12, 110e6, 'BERT-base'],
      [1024, 24, 340e6, 'BERT-large'],
    ],
    formula: bertFormula,
    formulaName: 'BERT formula',
  }),
  chatglm: dense('chatglm', {
    layersKey: 'num_layers',
    shapes: [
      [4096, 28, 6e9, 'ChatGLM3 6B'],
      [4096, 40, 9e9, 'GLM-4 9B'],
    ],
    formula: chatglmFormula,
    formulaName: 'ChatGLM formula',
  }),
  exaone: dense('exaone', {
    layersKey: 'num_layers',
    shapes: [
      [4096, 32, 7.8e9, 'EXAONE 3.5 7.8B'],
      [2560, 42, 2.8e9, 'EXAONE 3.0 2.8B'],
    ],
    formula: (c, h, l) =>
      estimateModelParams(h, l, c.int('intermediate_size'), c.int('vocab_size') || 102400),
  }),
  internlm: dense('internlm', {
    shapes: [
      [4096, 32, 7e9, 'InternLM2 7B'],
      [6144, 48, 20e9, 'InternLM2 20B'],
      [2048, 24, 1.8e9, 'InternLM2 1.8B'],
    ],
    formula: modelParams,
  }),
  minicpm: dense('minicpm', {
    shapes: [
      [2560, 62, 4e9, 'MiniCPM3 4B'],
      [2304, 40, 2.4e9, 'MiniCPM 2.4B'],
      [1536, 52, 1.2e9, 'MiniCPM 1.2B'],
    ],
    formula: modelParams,
  }),
  gemma: dense('gemma', {
    shapes: [
      [2048, 18, 2e9, 'Gemma 2B'],
      [2304, 26, 2.6e9, 'Gemma2 2.6B'],
      [3072, 28, 7e9, 'Gemma 7B'],
      [3584, 42, 9e9, 'Gemma2 9B'],
    ],
    formula: modelParams,
    validate: gemmaValidate,
  }),
  phi: dense('phi', { shapes: [], formula: null }),
  phi3: dense('phi3', { shapes: [[3072, 32, 3.8e9, 'Phi-3-mini']], formula: null }),
  phi3small: dense('phi3small', { shapes: [[4096, 32, 7e9, 'Phi-3-small']], formula: null }),
  phi3_v: dense('phi3_v', { shapes: [[3072, 32, 14e9, 'Phi-3 Vision']], formula: modelParams }),
  phimoe,
  qwen: dense('qwen', {
    shapes: [
      [4096, 32, 7e9, 'Qwen 7B'],
      [5120, 40, 14e9, 'Qwen 14B'],
      [8192, 80, 72e9, 'Qwen 72B'],
    ],
    formula: modelParams,
    quantized: true,
  }),
  qwen2: dense('qwen2', {
    shapes: [
      [3584, 28, 7e9, 'Qwen2 7B'],
      [8192, 40, 34e9, 'Qwen2 34B'],
      [7680, 64, 72e9, 'Qwen2 72B'],
    ],
    formula: modelParams,
    quantized: true,
  }),
  qwen3: dense('qwen3', {
    shapes: [
      [2560, 36, 4e9, 'Qwen3 4B'],
      [4096, 36, 8e9, 'Qwen3 8B'],
    ],
    formula: modelParams,
    quantized: true,
  }),
  qwen3_moe: dense('qwen3_moe', {
    shapes: [
      [2048, 48, 30e9, 'Qwen3 30B-A3B'],
      [4096, 94, 235e9, 'Qwen3 235B-A22B'],
    ],
    formula: modelParams,
    quantized: true,
  }),
  stablelm: dense('stablelm', {
    shapes: [
      [2560, 32, 3e9, 'StableLM 3B'],
      [2048, 24, 1.6e9, 'StableLM 1.6B'],
    ],
    formula: modelParams,
  }),
  xverse: dense('xverse', {
    shapes: [
      [4096, 32, 7e9, 'XVERSE 7B'],
      [5120, 40, 13e9, 'XVERSE 13B'],
      [6144, 80, 65e9, 'XVERSE 65B'],
    ],
    formula: modelParams,
  }),
};

/** Command-R's two known sizes: 35B at exactly 40 × 8192, 104B from 64 layers and 12288 wide. */
export const commandR: Loader = (c) => {
  const base = dense('cohere', { shapes: [], formula: modelParams })(c);
  const h = c.int('hidden_size');
  const l = c.int('num_hidden_layers');
  return {
    ...base,
    estimate: () =>
      l === 40 && h === 8192
        ? { count: 35e9, rule: 'cohere: Command-R 35B' }
        : l >= 64 && h >= 12288
          ? { count: 104e9, rule: 'cohere: Command-R+ 104B' }
          : base.estimate(),
  };
};

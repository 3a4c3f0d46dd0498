/**
 * OME's loaders for mixture-of-experts and multimodal models, whose counts read nested configs
 * (text_config, vision_config, ffn_config…). Ported from pkg/hfutil/modelconfig/{dbrx,
 * deepseek_v3,deepseek_vl,gemma3,gpt_oss,kimi_k2,llama4,llava,mixtral,mllama,qwen2_vl,
 * qwen3_vl}.go.
 */
import {
  estimateModelParams,
  estimateMoEParamCount,
  estimateMoEParams,
  estimateTextParams,
  estimateVisionParams,
} from './estimates';
import {
  configFields,
  idiv,
  quantMethod,
  refuse,
  requireKvHeadsWithin,
  requirePositive,
  TRANSFORMER_SIZES,
  type Estimate,
  type Loader,
} from './loader';

const fixed = (count: number, rule: string) => (): Estimate => ({ count, rule });

const DEEPSEEK_SIZES = [...TRANSFORMER_SIZES, 'n_routed_experts', 'num_experts_per_tok'];

const deepseekV3: Loader = (c) => {
  requirePositive(c, 'deepseek_v3', DEEPSEEK_SIZES);
  return { ...configFields(c, true), estimate: fixed(685e9, 'deepseek_v3: the official 685B') };
};

const kimiK2: Loader = (c) => {
  requirePositive(c, 'kimi_k2', DEEPSEEK_SIZES);
  return { ...configFields(c, true), estimate: fixed(1.5e12, 'kimi_k2: the documented 1.5T') };
};

const mixtral: Loader = (c) => {
  requirePositive(c, 'mixtral', [...TRANSFORMER_SIZES, 'num_local_experts', 'num_experts_per_tok']);
  return {
    ...configFields(c, false, 'MixtralForCausalLM'),
    estimate: fixed(46.7e9, 'mixtral: Mixtral-8x7B'),
  };
};

const gptOss: Loader = (c) => {
  requirePositive(c, 'gpt_oss', [...TRANSFORMER_SIZES, 'num_local_experts']);
  if (c.int('num_experts_per_tok') <= 0 && c.int('experts_per_token') <= 0)
    refuse(c, 'gpt_oss', 'either num_experts_per_tok or experts_per_token must be positive');
  requireKvHeadsWithin(c, 'gpt_oss');
  const h = c.int('hidden_size');
  const l = c.int('num_hidden_layers');
  const e = c.int('num_local_experts');
  const v = c.int('vocab_size');
  const formula = (): Estimate => {
    const total =
      v * h +
      l * 4 * h * h +
      e * 3 * h * c.int('intermediate_size') +
      l * h * e +
      l * 2 * h +
      (c.bool('tie_word_embeddings') ? 0 : h * v);
    return {
      count: idiv(total, 1e9) * 1e9,
      rule: 'gpt_oss: MoE formula (rounded down to billions)',
    };
  };
  return {
    ...configFields(c, true, 'GptOssForCausalLM'),
    estimate: () =>
      h === 2880 && l === 24 && e === 32
        ? { count: 20e9, rule: 'gpt_oss: GPT-OSS 20B' }
        : h === 2880 && l === 36 && e === 128
          ? { count: 120e9, rule: 'gpt_oss: GPT-OSS 120B' }
          : formula(),
  };
};

const dbrx: Loader = (c) => {
  const d = c.int('d_model');
  const l = c.int('n_layers');
  const v = c.int('vocab_size');
  const ffn = c.struct('ffn_config');
  return {
    ...configFields(c, false, 'DbrxForCausalLM'),
    estimate: () => {
      if (l === 48 && d === 6144) return { count: 132e9, rule: 'dbrx: DBRX 132B' };
      const e = ffn.int('moe_num_experts');
      const count =
        v * d +
        l * (4 * d * d + e * 2 * d * ffn.int('ffn_hidden_size') + d * e + 2 * d) +
        (c.bool('tie_word_embeddings') ? 0 : v * d);
      return { count, rule: 'dbrx: MoE formula' };
    },
  };
};

const deepseekVl: Loader = (c) => {
  const type = c.str('model_type');
  const fallback =
    type === 'deepseek_vl_v2'
      ? 'DeepseekVLV2ForCausalLM'
      : type === 'multi_modality' || type === 'janus'
        ? 'JanusMultiModalityCausalLM'
        : 'DeepseekVLForCausalLM';
  const lang = c.pointer('language_config');
  const vision = c.pointer('vision_config');
  const projector = c.pointer('projector_config');
  const estimate = (): Estimate => {
    let total = 0;
    if (lang !== null) {
      const [h, l, i, v] = [
        lang.int('hidden_size'),
        lang.int('num_hidden_layers'),
        lang.int('intermediate_size'),
        lang.int('vocab_size'),
      ];
      const moe = lang.int('moe_intermediate_size');
      total +=
        moe > 0
          ? estimateMoEParams(
              h,
              l,
              i,
              moe,
              lang.int('n_routed_experts'),
              lang.int('n_shared_experts'),
              v,
            )
          : estimateModelParams(h, l, i, v);
      if (h === 1280 && l === 12) return { count: 1e9, rule: `${type}: DeepSeek-VL2 Tiny` };
      if (h === 2048 && l === 24) return { count: 1.3e9, rule: `${type}: Janus 1.3B` };
    }
    if (vision !== null)
      total += vision.int('width') * vision.int('width') * vision.int('layers') * 4;
    if (projector !== null) total += projector.int('n_embed') * projector.int('n_embed') * 2;
    return { count: total, rule: `${type}: language + vision + projector formula` };
  };
  return { ...configFields(c, false, fallback), estimate };
};

const gemma3: Loader = (c) => {
  const t = c.struct('text_config');
  const v = c.struct('vision_config');
  return {
    ...configFields(c, false),
    estimate: () =>
      t.int('hidden_size') === 5376 && t.int('num_hidden_layers') === 62
        ? { count: 32e9, rule: 'gemma3: the 5376 × 62 shape (~32B)' }
        : {
            count:
              estimateTextParams(
                t.int('hidden_size'),
                t.int('num_hidden_layers'),
                t.int('intermediate_size'),
              ) +
              estimateVisionParams(
                v.int('hidden_size'),
                v.int('num_hidden_layers'),
                v.int('intermediate_size'),
              ),
            rule: 'gemma3: text + vision formula',
          },
  };
};

const mllama: Loader = (c) => {
  const t = c.struct('text_config');
  const v = c.struct('vision_config');
  const [h, l] = [t.int('hidden_size'), t.int('num_hidden_layers')];
  return {
    ...configFields(c, false, 'MllamaForConditionalGeneration'),
    estimate: () =>
      l === 40 && h === 4096
        ? { count: 11e9, rule: 'mllama: Llama-3.2-11B-Vision' }
        : l === 100 && h === 8192
          ? { count: 90e9, rule: 'mllama: Llama-3.2-90B-Vision' }
          : {
              count:
                estimateTextParams(h, l, t.int('intermediate_size')) +
                estimateVisionParams(
                  v.int('hidden_size'),
                  v.int('num_hidden_layers'),
                  v.int('intermediate_size'),
                ),
              rule: 'mllama: text + vision formula',
            },
  };
};

/** Llama 4's quantization is its quantization_config's `format`, not its quant_method. */
const llama4: Loader = (c) => {
  const t = c.struct('text_config');
  const [h, l, e] = [t.int('hidden_size'), t.int('num_hidden_layers'), t.int('num_local_experts')];
  return {
    ...configFields(c, false, 'Llama4ForConditionalGeneration'),
    quantization: quantMethod(c, 'format'),
    estimate: () => {
      if (l === 48 && h === 5120 && e === 128)
        return { count: 402e9, rule: 'llama4: Maverick 17B-128E' };
      if (l === 48 && h === 5120 && e === 16) return { count: 17e9, rule: 'llama4: Scout 17B-16E' };
      if (e > 1)
        return {
          count: estimateMoEParamCount(h, l, t.int('intermediate_size'), e),
          rule: 'llama4: MoE formula',
        };
      return {
        count: estimateTextParams(h, l, t.int('intermediate_size')),
        rule: 'llama4: text formula',
      };
    },
  };
};

const llava: Loader = (c) => {
  const t = c.struct('text_config');
  const v = c.struct('vision_config');
  const estimate = (): Estimate => {
    if (v.int('num_hidden_layers') === 24 && t.int('vocab_size') >= 32000)
      return { count: 7.5e9, rule: 'llava: LLaVA 1.5 7B' };
    let total = 0;
    if (t.str('model_type') === 'llama') {
      if (t.int('hidden_size') > 0)
        total += estimateModelParams(
          t.int('hidden_size'),
          t.int('num_hidden_layers'),
          t.int('intermediate_size'),
          t.int('vocab_size'),
        );
      else if (t.int('vocab_size') >= 32000) total += 7e9;
    }
    const vh = v.int('hidden_size');
    if (v.str('model_type') === 'clip_vision_model') {
      const patch = v.int('patch_size');
      const side = idiv(v.int('image_size'), patch);
      total +=
        patch * patch * 3 * vh +
        side * side * vh +
        v.int('num_hidden_layers') * (4 * vh * vh + 2 * vh * v.int('intermediate_size') + 2 * vh);
    }
    if (vh > 0 && t.int('hidden_size') > 0) total += 2 * vh * t.int('hidden_size');
    return { count: total, rule: 'llava: text + CLIP + projector formula' };
  };
  return { ...configFields(c, false), estimate };
};

const qwen2Vl: Loader = (c) => {
  const [h, l] = [c.int('hidden_size'), c.int('num_hidden_layers')];
  const v = c.struct('vision_config');
  return {
    ...configFields(c, true),
    estimate: () => {
      if (h === 1536 && l === 28) return { count: 2e9, rule: 'qwen2_vl: Qwen2-VL 2B' };
      if (h === 3584 && l === 28) return { count: 7e9, rule: 'qwen2_vl: Qwen2(.5)-VL 7B' };
      if (h === 8192 && l === 80) return { count: 72e9, rule: 'qwen2_vl: Qwen2(.5)-VL 72B' };
      const vision =
        v.int('depth') > 0 ? v.int('embed_dim') * v.int('embed_dim') * v.int('depth') * 4 : 0;
      return {
        count: estimateModelParams(h, l, c.int('intermediate_size'), c.int('vocab_size')) + vision,
        rule: 'qwen2_vl: language + vision formula',
      };
    },
  };
};

const qwen3Vl: Loader = (c) => {
  const t = c.struct('text_config');
  const v = c.struct('vision_config');
  const estimate = (): Estimate => {
    const [h, l, vocab, experts] = [
      t.int('hidden_size'),
      t.int('num_hidden_layers'),
      t.int('vocab_size'),
      t.int('num_experts'),
    ];
    const language =
      experts > 0
        ? h * vocab +
          l * (4 * h * h + experts * 3 * h * t.int('moe_intermediate_size') + h * experts + 2 * h) +
          h * vocab
        : estimateModelParams(h, l, t.int('intermediate_size'), vocab);
    const [vh, depth, patch] = [v.int('hidden_size'), v.int('depth'), v.int('patch_size')];
    const vision =
      vh <= 0 || depth <= 0
        ? 0
        : patch * patch * v.int('in_channels') * vh +
          v.int('num_position_embeddings') * vh +
          depth * (4 * vh * vh + 2 * vh * v.int('intermediate_size') + 2 * vh) +
          vh * v.int('out_hidden_size');
    return {
      count: language + vision,
      rule: `qwen3_vl: ${experts > 0 ? 'MoE' : 'dense'} language + vision formula`,
    };
  };
  return { ...configFields(c, true), estimate };
};

export const SPECIAL_LOADERS: Readonly<Record<string, Loader>> = {
  deepseek_v3: deepseekV3,
  kimi_k2: kimiK2,
  mixtral,
  gpt_oss: gptOss,
  dbrx,
  deepseek_vl_v2: deepseekVl,
  janus: deepseekVl,
  multi_modality: deepseekVl,
  gemma3,
  mllama,
  llama4,
  llava,
  qwen2_vl: qwen2Vl,
  qwen2_5_vl: qwen2Vl,
  qwen3_vl: qwen3Vl,
  qwen3_vl_moe: qwen3Vl,
  qwen3_5: qwen3Vl,
  qwen3_5_moe: qwen3Vl,
};

/**
 * Token ids OME's typed loaders declare as Go `int` (the others take any JSON): a config whose
 * id is a list (`"eos_token_id": [1, 2]`), a string or a fraction fails encoding/json, so the
 * loader refuses the whole file and the agent writes nothing. Read from the structs of
 * pkg/hfutil/modelconfig/*.go at the commit in docs/model-files.md; only these fields are
 * checked beyond the ones the derivation reads (docs/selection-rules.md, model files).
 */
import type { Fields } from '../json';

const BOS_EOS = ['bos_token_id', 'eos_token_id'] as const;
const BOS_EOS_PAD = [...BOS_EOS, 'pad_token_id'] as const;
const QWEN_VISION = [
  'image_token_id',
  'video_token_id',
  'vision_start_token_id',
  'vision_end_token_id',
] as const;

interface IntTokenIds {
  /** Keys at the top of config.json. */
  readonly top: readonly string[];
  /** Keys inside text_config (Qwen3-VL's text struct). */
  readonly textConfig?: readonly string[];
}

const BY_LOADER: readonly (readonly [types: readonly string[], ids: IntTokenIds])[] = [
  [['baichuan', 'cohere', 'command-r', 'deepseek_v3', 'exaone'], { top: BOS_EOS_PAD }],
  [['internlm', 'internlm2', 'mistral', 'phi', 'phi3', 'stablelm'], { top: BOS_EOS_PAD }],
  [['xverse'], { top: BOS_EOS_PAD }],
  [['kimi_k2', 'mixtral', 'phi3_v', 'phi3small', 'phimoe'], { top: BOS_EOS }],
  [['qwen2', 'qwen3', 'qwen3_moe'], { top: BOS_EOS }],
  [['qwen2_vl', 'qwen2_5_vl'], { top: [...BOS_EOS, ...QWEN_VISION, 'vision_token_id'] }],
  [
    ['qwen3_vl', 'qwen3_vl_moe', 'qwen3_5', 'qwen3_5_moe'],
    { top: QWEN_VISION, textConfig: BOS_EOS },
  ],
  [['gemma', 'gemma2', 'gemma3_text'], { top: ['bos_token_id', 'pad_token_id'] }],
  [['gpt_oss'], { top: ['eos_token_id', 'pad_token_id'] }],
  [['bert', 'llava'], { top: ['pad_token_id'] }],
];

const INT_TOKEN_IDS: ReadonlyMap<string, IntTokenIds> = new Map(
  BY_LOADER.flatMap(([types, ids]) => types.map((type) => [type, ids] as const)),
);

/** Refuses the config (a ModelFileError naming the field) when a token id OME types `int` is not one. */
export function checkIntTokenIds(modelType: string, config: Fields): void {
  const ids = INT_TOKEN_IDS.get(modelType);
  if (ids === undefined) return;
  for (const key of ids.top) config.int(key);
  if (ids.textConfig !== undefined) {
    const text = config.struct('text_config');
    for (const key of ids.textConfig) text.int(key);
  }
}

/** The shape of one of OME's per-model-type loaders, as ported here. */
import type { Fields } from '../json';
import { ModelFileError } from '../types';

/** OME's fallback count without weights, and which of the loader's rules gave it. */
export interface Estimate {
  readonly count: number;
  readonly rule: string;
}

export interface LoadedConfig {
  /** `architectures[0]`, else the loader's own default ("" when it has none). */
  readonly architecture: { readonly value: string; readonly fromFile: boolean };
  /** GetTransformerVersion: config.json's `transformers_version` (the generic loader also looks in nested configs). */
  readonly transformersVersion: string;
  /** GetQuantizationType: the loader's quantization key, as written (`quant_method`, or Llama 4's `format`). */
  readonly quantization: { readonly value: string; readonly key: string };
  /** The loader's count when the weights can't be read. */
  estimate(): Estimate;
  /** The generic loader takes a weights count only when it is above 0 (GenericModelConfig.GetParameterCount). */
  readonly needsPositiveWeights?: boolean;
}

/** A loader: reads config.json's fields, or throws a ModelFileError when OME's loader refuses it. */
export type Loader = (config: Fields) => LoadedConfig;

/** `architectures[0]`, else `fallback`. */
export function architectureOf(config: Fields, fallback = ''): LoadedConfig['architecture'] {
  const first = config.strings('architectures')[0];
  return first !== undefined
    ? { value: first, fromFile: true }
    : { value: fallback, fromFile: false };
}

/** `quantization_config.quant_method` (a pointer struct: absent → ""). */
export function quantMethod(config: Fields, key = 'quant_method'): LoadedConfig['quantization'] {
  const q = config.pointer('quantization_config');
  return { value: q === null ? '' : q.str(key), key: `quantization_config.${key}` };
}

const NO_QUANTIZATION: LoadedConfig['quantization'] = { value: '', key: '' };

/**
 * What most loaders read alike: the architecture (else `architectureDefault`), the transformers
 * version, and `quant_method` when the loader reads a quantization at all (`quantized`).
 */
export const configFields = (
  config: Fields,
  quantized: boolean,
  architectureDefault = '',
): Omit<LoadedConfig, 'estimate'> => ({
  architecture: architectureOf(config, architectureDefault),
  transformersVersion: config.str('transformers_version'),
  quantization: quantized ? quantMethod(config) : NO_QUANTIZATION,
});

/** A count the loader hard-codes for a known shape, else `otherwise`. */
export function known(
  table: readonly (readonly [boolean, number, string])[],
  otherwise: () => Estimate,
): Estimate {
  const hit = table.find(([matches]) => matches);
  return hit === undefined ? otherwise() : { count: hit[1], rule: hit[2] };
}

/** Go's `x / y` on ints. */
export const idiv = (x: number, y: number): number => (y === 0 ? 0 : Math.trunc(x / y));

/** Loader validation: OME's loaders refuse a config whose sizes are not positive. */
export function requirePositive(config: Fields, model: string, keys: readonly string[]): void {
  for (const key of keys) {
    const value = config.int(key);
    if (value <= 0) refuse(config, model, `${key} must be positive, got ${value}`);
  }
}

/** OME's loader for `model` refuses the config (LoadModelConfig fails: the agent writes nothing). */
export function refuse(config: Fields, model: string, why: string): never {
  throw new ModelFileError(config.file, `OME's ${model} loader refuses it: ${why}`);
}

/** The sizes every decoder-only transformer loader requires positive (Llama's, and those after it). */
export const TRANSFORMER_SIZES = [
  'hidden_size',
  'num_hidden_layers',
  'num_attention_heads',
  'num_key_value_heads',
  'vocab_size',
  'max_position_embeddings',
];

/** Grouped-query attention: OME's loaders refuse more key/value heads than attention heads. */
export function requireKvHeadsWithin(config: Fields, model: string): void {
  const kv = config.int('num_key_value_heads');
  const heads = config.int('num_attention_heads');
  if (kv > heads)
    refuse(
      config,
      model,
      `num_key_value_heads (${kv}) cannot be greater than num_attention_heads (${heads})`,
    );
}

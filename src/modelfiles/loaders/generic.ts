/**
 * OME's fallback for a model_type it has no loader for (interface.go's GenericModelConfig):
 * common fields from the top level, zero ones filled from the first nested language config
 * (text_config, llm_config, language_config) that reads, experts under any of their three names.
 * Weights count only when above 0; without them, a MoE or dense estimate when the shape is known.
 */
import { Fields, fitsGoInt } from '../json';
import { estimateGenericParams, estimateMoEParams } from './estimates';
import { architectureOf, quantMethod, type Estimate, type LoadedConfig } from './loader';

const NESTED_KEYS = ['text_config', 'llm_config', 'language_config'] as const;

interface Shape {
  hidden: number;
  layers: number;
  intermediate: number;
  vocab: number;
  routed: number;
  shared: number;
  moeIntermediate: number;
  version: string;
}

/** The first nested config whose fields read as OME's nested struct reads them, else null. */
function nestedConfig(config: Fields): Fields | null {
  for (const key of NESTED_KEYS) {
    if (!(key in config.object)) continue;
    const raw = config.object[key];
    if (raw === null) return new Fields({}, config.file);
    try {
      const nested = config.struct(key);
      for (const k of [
        'hidden_size',
        'num_hidden_layers',
        'num_attention_heads',
        'intermediate_size',
        'max_position_embeddings',
        'vocab_size',
        'n_routed_experts',
        'num_local_experts',
        'num_experts',
        'n_shared_experts',
        'moe_intermediate_size',
      ])
        nested.int(k);
      nested.str('transformers_version');
      nested.str('torch_dtype');
      return nested;
    } catch {
      // OME skips a nested config its struct can't read and tries the next key.
    }
  }
  return null;
}

function shapeOf(config: Fields): Shape {
  const shape: Shape = {
    hidden: config.int('hidden_size'),
    layers: config.int('num_hidden_layers'),
    intermediate: config.int('intermediate_size'),
    vocab: config.int('vocab_size'),
    routed: config.int('n_routed_experts'),
    shared: config.int('n_shared_experts'),
    moeIntermediate: config.int('moe_intermediate_size'),
    version: config.str('transformers_version'),
  };
  const nested = nestedConfig(config);
  if (nested !== null) {
    shape.hidden ||= nested.int('hidden_size');
    shape.layers ||= nested.int('num_hidden_layers');
    shape.intermediate ||= nested.int('intermediate_size');
    shape.vocab ||= nested.int('vocab_size');
    shape.version ||= nested.str('transformers_version');
    shape.routed ||=
      nested.int('n_routed_experts') ||
      nested.int('num_local_experts') ||
      nested.int('num_experts');
    shape.shared ||= nested.int('n_shared_experts');
    shape.moeIntermediate ||= nested.int('moe_intermediate_size');
  }
  if (shape.routed === 0) {
    // A probe whose failure OME ignores: a value its int can't hold reads as none.
    const top = (key: string) => {
      const value = config.object[key];
      return fitsGoInt(value) ? value : 0;
    };
    shape.routed = top('num_local_experts') || top('num_experts');
  }
  return shape;
}

/** The generic loader over config.json as OME's sanitizer leaves it (Infinity/NaN rewritten). */
export function loadGeneric(config: Fields): LoadedConfig {
  // Fields OME's struct types, read for their refusals (a wrong type fails the whole file).
  config.int('num_attention_heads');
  config.int('max_position_embeddings');
  config.int('max_sequence_length');
  config.str('torch_dtype');
  const s = shapeOf(config);
  const estimate = (): Estimate => {
    if (s.hidden <= 0 || s.layers <= 0)
      return {
        count: 0,
        rule: 'generic: no hidden_size and num_hidden_layers to estimate from (OME writes 0)',
      };
    if (s.routed > 0)
      return {
        count: estimateMoEParams(
          s.hidden,
          s.layers,
          s.intermediate,
          s.moeIntermediate,
          s.routed,
          s.shared,
          s.vocab,
        ),
        rule: 'generic: MoE formula',
      };
    return {
      count: estimateGenericParams(s.hidden, s.layers, s.vocab),
      rule: 'generic: dense formula',
    };
  };
  return {
    architecture: architectureOf(config),
    transformersVersion: s.version,
    quantization: quantMethod(config),
    estimate,
    needsPositiveWeights: true,
  };
}

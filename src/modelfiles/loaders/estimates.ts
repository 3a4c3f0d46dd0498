/**
 * OME's estimate formulas, shared by several loaders (pkg/hfutil/modelconfig: phi3_v.go's
 * estimateModelParams, llama.go's estimateParamsFromArchitecture, mllama.go's
 * estimateTextParams/estimateVisionParams, interface.go's estimateGenericParams/estimateMoEParams,
 * llama4.go's estimateMoEParamCount). Go ints are 64-bit; the values here stay far below 2^53.
 */
import { idiv } from './loader';

/** Embeddings, attention, MLP, norms and an untied output projection. */
export function estimateModelParams(
  hidden: number,
  layers: number,
  intermediate: number,
  vocab: number,
): number {
  return (
    hidden * vocab +
    layers * (3 * hidden * hidden + hidden) +
    layers * (hidden * intermediate * 2 + hidden + intermediate) +
    layers * 2 * hidden +
    hidden * vocab
  );
}

/** Llama's fallback: a fixed 32,000-token vocabulary, rounded down to whole billions. */
export function estimateParamsFromArchitecture(
  hidden: number,
  layers: number,
  intermediate: number,
): number {
  const inter = intermediate === 0 ? idiv(hidden * 8, 3) : intermediate;
  const count =
    hidden * 32000 +
    layers * (3 * hidden * hidden + hidden) +
    layers * (hidden * inter * 2 + hidden + inter) +
    layers * 2 * hidden;
  return idiv(count, 1_000_000_000) * 1_000_000_000;
}

/** Attention and MLP only (mllama.go; used for text and vision towers alike). */
export const estimateTextParams = (hidden: number, layers: number, intermediate: number): number =>
  hidden * hidden * 4 * layers + hidden * intermediate * 2 * layers;
/** mllama.go's vision tower estimate: its own function in OME, with the text tower's formula. */
export const estimateVisionParams = (
  hidden: number,
  layers: number,
  intermediate: number,
): number => estimateTextParams(hidden, layers, intermediate);

/** The generic loader's dense estimate: embeddings plus 12·hidden² per layer. */
export const estimateGenericParams = (hidden: number, layers: number, vocab: number): number =>
  vocab * hidden + layers * 12 * hidden * hidden;

/** The generic (and DeepSeek-VL) MoE estimate. */
export function estimateMoEParams(
  hidden: number,
  layers: number,
  intermediate: number,
  moeIntermediate: number,
  routed: number,
  shared: number,
  vocab: number,
): number {
  const moe = moeIntermediate === 0 ? intermediate : moeIntermediate;
  return (
    hidden * vocab +
    layers *
      (4 * hidden * hidden +
        shared * 2 * hidden * intermediate +
        routed * 2 * hidden * moe +
        hidden * routed +
        2 * hidden)
  );
}

/** Llama 4's MoE estimate (no embeddings). */
export const estimateMoEParamCount = (
  hidden: number,
  layers: number,
  intermediate: number,
  experts: number,
): number =>
  hidden * hidden * 4 * layers +
  hidden * intermediate * 2 * layers * experts +
  hidden * experts * layers;

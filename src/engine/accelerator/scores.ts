/**
 * The policies' scores (docs/selection-rules.md §A5): BestFit's memory fit and compute score,
 * MostCapable's capability score, with OME's weights and its precision fallback. Float arithmetic
 * in the same order as OME's Go, so equal inputs give bit-equal scores.
 */
import { gigabytes, quantityValue } from './quantity';
import type { AcceleratorClass, AcceleratorConstraints, AcceleratorPerformance } from './types';
import { goLower } from './candidates';

/** `getTFLOPSForPrecision`: fp32, fp16, int8 or fp8 (both read int8Tops), int4; else 0. */
export function tflopsForPrecision(perf: AcceleratorPerformance | null, precision: string): number {
  if (perf === null) return 0;
  switch (goLower(precision)) {
    case 'fp32':
      return perf.fp32Tflops ?? 0;
    case 'fp16':
      return perf.fp16Tflops ?? 0;
    case 'int8':
    case 'fp8':
      return perf.int8Tops ?? 0;
    case 'int4':
      return perf.int4Tops ?? 0;
    default:
      return 0;
  }
}

/** `getMaxTFLOPS`: the largest of the four, starting from 0. */
export function maxTflops(perf: AcceleratorPerformance | null): number {
  if (perf === null) return 0;
  const values = [perf.fp32Tflops, perf.fp16Tflops, perf.int8Tops, perf.int4Tops];
  return values.reduce<number>((max, v) => (v !== null && v > max ? v : max), 0);
}

/** `scoreFromTFLOPS`: 0 without TFLOPS, 1 without a requirement or at it, else the ratio. */
export function scoreFromTflops(tflops: number, required: number): number {
  if (tflops === 0) return 0;
  if (required === 0) return 1;
  const ratio = tflops / required;
  return ratio >= 1 ? 1 : ratio;
}

/** `calculateMemoryFitScore`: 1 at the required memory, 1/ratio above it (no cap). */
export function memoryFitScore(candidate: AcceleratorClass, c: AcceleratorConstraints): number {
  if (c.minMemory === null) return 1;
  const memory = candidate.capabilities.memoryGB;
  if (memory === null) return 0;
  const has = gigabytes(memory);
  const required = c.minMemory;
  if (has < required) return 0;
  if (has === required) return 1;
  return 1 / (has / required);
}

/** Which precision BestFit's compute score read, and the halving it took for being later. */
export interface ComputeScore {
  readonly score: number;
  /** null: the largest TFLOPS of any precision (no preferred precisions). */
  readonly precision: string | null;
  readonly tflops: number;
  readonly penalty: number;
}

/**
 * `calculateComputePerformanceTFLOPSScore`: without preferred precisions, the largest TFLOPS;
 * else the first preferred precision with TFLOPS, halved once per precision skipped; then fp16
 * if the list did not name it, at the halving reached; else 0.
 */
export function computeScore(candidate: AcceleratorClass, c: AcceleratorConstraints): ComputeScore {
  const perf = candidate.capabilities.performance;
  const none = { score: 0, precision: null, tflops: 0, penalty: 1 };
  if (perf === null) return none;
  const required = c.minComputePerformanceTFLOPS ?? 0;
  if (c.preferredPrecisions.length === 0) {
    const tflops = maxTflops(perf);
    return { score: scoreFromTflops(tflops, required), precision: null, tflops, penalty: 1 };
  }
  let penalty = 1;
  for (const precision of c.preferredPrecisions) {
    const tflops = tflopsForPrecision(perf, precision);
    if (tflops > 0)
      return { score: scoreFromTflops(tflops, required) * penalty, precision, tflops, penalty };
    penalty *= 0.5;
  }
  if (!c.preferredPrecisions.some((p) => goLower(p) === 'fp16')) {
    const tflops = tflopsForPrecision(perf, 'fp16');
    if (tflops > 0)
      return {
        score: scoreFromTflops(tflops, required) * penalty,
        precision: 'fp16',
        tflops,
        penalty,
      };
  }
  return { ...none, penalty };
}

/** BestFit's weights: memory 0.70, compute 0.30 (the code's, not its comment's 50/50; §A7). */
export const BEST_FIT_WEIGHTS = { memory: 0.7, compute: 0.3 } as const;

export interface BestFitScore {
  readonly total: number;
  readonly memoryFit: number;
  readonly compute: ComputeScore;
}

/** `calculateBestFitScore`: 0.70 × memory fit + 0.30 × compute score. */
export function bestFitScore(candidate: AcceleratorClass, c: AcceleratorConstraints): BestFitScore {
  const memoryFit = memoryFitScore(candidate, c);
  const compute = computeScore(candidate, c);
  const total = BEST_FIT_WEIGHTS.memory * memoryFit + BEST_FIT_WEIGHTS.compute * compute.score;
  return { total, memoryFit, compute };
}

/** MostCapable's raw values: TFLOPS at the first preferred precision (fp16 by default), GB, GB/s. */
export interface RawCapability {
  readonly tflops: number;
  readonly memoryGB: number;
  readonly bandwidth: number;
}

/**
 * `getCandidateRawValues`: TFLOPS at the first preferred precision, or at the first later one
 * that has any; memory as GB (bytes / 1024³); bandwidth as written.
 */
export function rawCapability(
  candidate: AcceleratorClass,
  precisions: readonly string[],
): RawCapability {
  const { performance, memoryGB, memoryBandwidthGBps } = candidate.capabilities;
  let tflops = tflopsForPrecision(performance, precisions[0] ?? 'fp16');
  if (tflops === 0 && precisions.length > 1)
    tflops =
      precisions
        .slice(1)
        .map((p) => tflopsForPrecision(performance, p))
        .find((t) => t > 0) ?? 0;
  return {
    tflops,
    memoryGB: memoryGB === null ? 0 : gigabytes(memoryGB),
    bandwidth: memoryBandwidthGBps === null ? 0 : Number(quantityValue(memoryBandwidthGBps)),
  };
}

/** `computeMaxValues`: each value's largest over the candidates, starting from 0. */
export function maxCapability(all: readonly RawCapability[]): RawCapability {
  const max = (pick: (r: RawCapability) => number) =>
    all.reduce((m, r) => (pick(r) > m ? pick(r) : m), 0);
  return {
    tflops: max((r) => r.tflops),
    memoryGB: max((r) => r.memoryGB),
    bandwidth: max((r) => r.bandwidth),
  };
}

/** MostCapable's weights: memory 0.5, bandwidth 0.3, TFLOPS 0.2. */
export const MOST_CAPABLE_WEIGHTS = { memory: 0.5, bandwidth: 0.3, tflops: 0.2 } as const;

/** Each value over the candidates' largest (0 when the largest is 0). */
export type NormalizedCapability = RawCapability;

/** `calculateCapabilityScore`: 0.5 × memory + 0.3 × bandwidth + 0.2 × TFLOPS, each normalized. */
export function capabilityScore(
  raw: RawCapability,
  max: RawCapability,
): { readonly total: number; readonly normalized: NormalizedCapability } {
  const norm = (v: number, m: number) => (m > 0 ? v / m : 0);
  const normalized = {
    tflops: norm(raw.tflops, max.tflops),
    memoryGB: norm(raw.memoryGB, max.memoryGB),
    bandwidth: norm(raw.bandwidth, max.bandwidth),
  };
  const w = MOST_CAPABLE_WEIGHTS;
  const total =
    w.memory * normalized.memoryGB +
    w.bandwidth * normalized.bandwidth +
    w.tflops * normalized.tflops;
  return { total, normalized };
}

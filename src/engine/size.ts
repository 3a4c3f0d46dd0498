/**
 * Model sizes and size ranges (docs/selection-rules.md §6).
 *
 * Sizes are parameter counts written as a Go float with an optional single uppercase suffix
 * (T, B, M). Anything Go's `strconv.ParseFloat` rejects reads as 0, not as an error: "7b" is 0,
 * which is why a lowercase suffix silently disables a bound.
 */

const SUFFIX_MULTIPLIERS: ReadonlyArray<readonly [string, number]> = [
  ['T', 1e12],
  ['B', 1e9],
  ['M', 1e6],
];

const DIGITS = String.raw`\d(?:_?\d)*`;
const DECIMAL_FLOAT = new RegExp(
  String.raw`^[+-]?(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`,
);
const HEX_DIGITS = String.raw`[0-9a-fA-F](?:_?[0-9a-fA-F])*`;
// An underscore right after "0x" counts as between digits only when a digit follows it.
const HEX_FLOAT = new RegExp(
  String.raw`^([+-]?)0[xX](?:_?(${HEX_DIGITS}))?(?:\.(${HEX_DIGITS})?)?[pP]([+-]?${DIGITS})$`,
);
const SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;

/** A double keeps 53 significant bits; its smallest subnormal is 2^-1074, its largest finite < 2^1024. */
const DOUBLE_PRECISION = 53;
const MIN_SUBNORMAL_EXPONENT = -1074;
const MAX_EXPONENT = 1023;

/**
 * mantissa × 2^exponent rounded once to the nearest double, ties to even, as Go's `atofHex` does;
 * null on overflow (Go's ErrRange). Rounding the mantissa first and scaling after would round twice
 * for a subnormal result, and `2 ** exponent` on its own underflows before the mantissa is applied.
 */
function roundToDouble(mantissa: bigint, exponent: number): number | null {
  if (mantissa === 0n) return 0;
  const bits = mantissa.toString(2).length;
  const top = bits - 1 + exponent; // the value lies in [2^top, 2^(top+1))
  if (top > MAX_EXPONENT) return null;
  // Bits the result can hold: 53, fewer for a subnormal, none below half the smallest subnormal.
  const keep = Math.min(DOUBLE_PRECISION, top - MIN_SUBNORMAL_EXPONENT + 1);
  if (keep < 0) return 0;
  const drop = Math.max(0, bits - keep);
  let kept = mantissa >> BigInt(drop);
  if (drop > 0) {
    const rest = mantissa - (kept << BigInt(drop));
    const half = 1n << BigInt(drop - 1);
    if (rest > half || (rest === half && (kept & 1n) === 1n)) kept += 1n;
  }
  // kept < 2^54 and the scale lies in [-1074, 1023], so this product is exact (or overflows).
  const value = Number(kept) * 2 ** (exponent + drop);
  return Number.isFinite(value) ? value : null;
}

/** Go hex float (`0x1.8p3`): mantissa digits in base 16, binary exponent required. */
function parseHexFloat(text: string): number | null {
  const m = HEX_FLOAT.exec(text);
  if (m === null) return null;
  const [, signText, intPart = '', fracPart = '', expText = '0'] = m;
  if (intPart === '' && fracPart === '') return null;
  const fraction = fracPart.replaceAll('_', '');
  const mantissa = BigInt(`0x${intPart.replaceAll('_', '')}${fraction}`);
  const exponent = Number(expText.replaceAll('_', '')) - 4 * fraction.length;
  const value = roundToDouble(mantissa, exponent);
  return value !== null && signText === '-' ? -value : value;
}

/**
 * Go's `strconv.ParseFloat(s, 64)`; null where Go returns an error (syntax or out of range).
 * Edge cases: `_` only between digits, `Inf`/`NaN` case-insensitive, overflow (1e400) is an error.
 */
export function parseGoFloat(text: string): number | null {
  const special = SPECIAL.exec(text);
  if (special !== null) {
    const word = (special[2] ?? '').toLowerCase();
    if (word === 'nan') return special[1] === '' ? Number.NaN : null;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  let value: number | null;
  if (DECIMAL_FLOAT.test(text)) value = Number(text.replaceAll('_', ''));
  else value = parseHexFloat(text);
  if (value === null || !Number.isFinite(value)) return null;
  return value;
}

/**
 * `parseModelSize` (§6.1): strip one uppercase T/B/M suffix (checked in that order), parse the rest
 * as a Go float, multiply. Any parse error gives 0. `""` is 0 too.
 */
export function parseModelSize(text: string): number {
  let multiplier = 1;
  let rest = text;
  for (const [suffix, factor] of SUFFIX_MULTIPLIERS) {
    if (rest.endsWith(suffix)) {
      multiplier = factor;
      rest = rest.slice(0, -1);
      break;
    }
  }
  const value = parseGoFloat(rest);
  return value === null ? 0 : value * multiplier;
}

/**
 * A runtime's `spec.modelSizeRange`, bounds as written (`1B`, `70B`), read as parameter counts as
 * a model's size is (§6.1). v1.3: inclusive bounds, an unset one open (§6.2); v1.2.2 needs both.
 */
export interface SizeRange {
  /** The smallest model it takes; null = unset. */
  readonly min: string | null;
  /** The largest model it takes; null = unset. */
  readonly max: string | null;
}

/** v1.3 range check (§6.2): inclusive bounds, an unset bound is open, `{}` never fails. */
export function fitsSizeRange(size: number, range: SizeRange): boolean {
  if (range.min !== null && size < parseModelSize(range.min)) return false;
  if (range.max !== null && size > parseModelSize(range.max)) return false;
  return true;
}

/** The range as OME prints it in a reason: `[1B, 13B]`, `[70B, inf)`, `(-inf, 13B]` (§6.2). */
export function sizeRangeLabel(range: SizeRange): string {
  const low = range.min === null ? '(-inf' : `[${range.min}`;
  const high = range.max === null ? 'inf)' : `${range.max}]`;
  return `${low}, ${high}`;
}

/** A one-bound (or empty) range: v1.2.2 dereferences both bounds and panics on it (§13 #2). */
export const hasMissingBound = (range: SizeRange): boolean =>
  range.min === null || range.max === null;

/**
 * Size distance for the tie-break (§6.3, v1.3): the sum over set bounds of |bound − size|.
 * No range, or `{}`, is 0: the smallest possible, so a runtime without a range wins a tie.
 */
export function sizeDistance(size: number, range: SizeRange | null): number {
  if (range === null) return 0;
  let distance = 0;
  if (range.min !== null) distance += Math.abs(parseModelSize(range.min) - size);
  if (range.max !== null) distance += Math.abs(parseModelSize(range.max) - size);
  return distance;
}

/**
 * Kubernetes quantities (`80Gi`, `1.5`, `500m`, `1e3`) read exactly as OME reads them: with
 * `resource.ParseQuantity` of k8s.io/apimachinery v0.33.7, the version OME's go.mod pins
 * (docs/selection-rules.md §A2). The value is kept exact (a bigint times a power of ten), since
 * OME compares costs with `Quantity.Cmp`, which never rounds; `quantityValue` is Go's `Value()`,
 * which does.
 */

export type QuantityFormat = 'DecimalSI' | 'BinarySI' | 'DecimalExponent';

/** A Kubernetes quantity as OME's client holds it: the text and its exact value. */
export interface Quantity {
  /** As written: the string OME's client parsed. */
  readonly text: string;
  /** The exact value: coefficient × 10^exponent. */
  readonly coefficient: bigint;
  /** The power of ten the coefficient is scaled by. */
  readonly exponent: number;
  /** The suffix family it was written in (`Gi`: BinarySI, `G`: DecimalSI, `e3`: DecimalExponent). */
  readonly format: QuantityFormat;
  /**
   * Which of Go's two forms holds the value: a scaled int64 (the parser's fast path) or an
   * arbitrary-precision decimal. `Value()` rounds and overflows differently in each (§A2).
   */
  readonly held: 'int64' | 'decimal';
}

/**
 * Why a text is refused: ParseQuantity's three errors (`ErrFormatWrong`, `ErrNumeric`,
 * `ErrSuffix`), or ome-sim's own limit on the exponent (§A2).
 */
export type QuantityError = 'format' | 'numeric' | 'suffix' | 'beyond-limit';

/**
 * The largest exponent ome-sim follows. Past it Go's own arithmetic builds numbers of millions
 * of digits (comparing `1e2000000000` with anything allocates gigabytes); ome-sim refuses it.
 */
export const MAX_QUANTITY_EXPONENT = 1000;
/** The longest quantity text ome-sim reads, for the same reason: digits cost time squared. */
export const MAX_QUANTITY_LENGTH = 200;

export type QuantityReading =
  | { readonly ok: true; readonly quantity: Quantity }
  | { readonly ok: false; readonly error: QuantityError };

const INT64_MAX = (1n << 63n) - 1n;
const INT64_MIN = -(1n << 63n);
const wrap64 = (value: bigint): bigint => BigInt.asIntN(64, value);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** The parts `parseQuantityString` cuts a text into. */
interface Scanned {
  readonly positive: boolean;
  /** The number as written, sign and leading zeros included (what the decimal path reads). */
  readonly value: string;
  /** Integer digits without leading zeros ("0" when none); fraction digits as written. */
  readonly num: string;
  readonly denom: string;
  readonly suffix: string;
}

const SUFFIX_LETTERS = 'eEinumkKMGTP';

/** apimachinery's scanner: sign, integer digits, `.` and fraction digits, then a suffix. */
function scanQuantity(text: string): Scanned | 'format' {
  const end = text.length;
  let pos = 0;
  let positive = true;
  if (text[0] === '-') {
    positive = false;
    pos++;
  } else if (text[0] === '+') pos++;
  while (text[pos] === '0') pos++;
  if (pos >= end) return { positive, value: '0', num: '0', denom: '', suffix: '' };
  let i = pos;
  while (isDigit(text[i])) i++;
  let num = text.slice(pos, i);
  if (i >= end) return { positive, value: text, num, denom: '', suffix: '' };
  if (num === '') num = '0';
  pos = i;
  let denom = '';
  if (text[pos] === '.') {
    i = ++pos;
    while (isDigit(text[i])) i++;
    denom = text.slice(pos, i);
    if (i >= end) return { positive, value: text, num, denom, suffix: '' };
    pos = i;
  }
  const value = text.slice(0, pos);
  const suffixStart = pos;
  while (pos < end && SUFFIX_LETTERS.includes(text[pos]!)) pos++;
  if (text[pos] === '-' || text[pos] === '+') pos++;
  while (isDigit(text[pos])) pos++;
  // A character that is neither a suffix letter nor the exponent's digits.
  if (pos < end) return 'format';
  return { positive, value, num, denom, suffix: text.slice(suffixStart) };
}

interface Suffix {
  readonly base: 2 | 10;
  readonly exponent: number;
  readonly format: QuantityFormat;
}

const DECIMAL_SUFFIXES: Readonly<Record<string, number>> = {
  '': 0,
  n: -9,
  u: -6,
  m: -3,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};
const BINARY_SUFFIXES: Readonly<Record<string, number>> = {
  Ki: 10,
  Mi: 20,
  Gi: 30,
  Ti: 40,
  Pi: 50,
  Ei: 60,
};

/**
 * A suffix's base and exponent. `e`/`E` followed by a Go `ParseInt` number is a decimal
 * exponent, converted to int32 as Go does (`1e4294967296` wraps to `1e0`).
 */
function interpretSuffix(suffix: string): Suffix | null {
  if (Object.hasOwn(DECIMAL_SUFFIXES, suffix))
    return { base: 10, exponent: DECIMAL_SUFFIXES[suffix]!, format: 'DecimalSI' };
  if (Object.hasOwn(BINARY_SUFFIXES, suffix))
    return { base: 2, exponent: BINARY_SUFFIXES[suffix]!, format: 'BinarySI' };
  if (suffix.length > 1 && (suffix[0] === 'e' || suffix[0] === 'E')) {
    const digits = suffix.slice(1);
    if (!/^[+-]?[0-9]+$/.test(digits)) return null;
    const parsed = BigInt(digits);
    if (parsed > INT64_MAX || parsed < INT64_MIN) return null;
    return { base: 10, exponent: Number(BigInt.asIntN(32, parsed)), format: 'DecimalExponent' };
  }
  return null;
}

/** How many digits the fast path may hold: apimachinery's `maxInt64Factors`. */
const MAX_INT64_FACTORS = 18;
const NANO = -9;

/** The fast path: the value fits a scaled int64 (ParseQuantity's `precision >= 0` branch). */
function asScaledInt64(scanned: Scanned, suffix: Suffix): Quantity | null {
  const { num, denom } = scanned;
  let precision: number;
  let scale = 0;
  let mantissa = 1n;
  if (suffix.base === 10) {
    scale = suffix.exponent;
    precision = MAX_INT64_FACTORS - (num.length + denom.length);
  } else if (denom.length === 0) {
    mantissa = 1n << BigInt(suffix.exponent);
    // Go: 15 - len(num) - int32(float32(exponent)*3/10) - 1; exact for exponents 10..60.
    precision = 15 - num.length - Math.trunc((suffix.exponent * 3) / 10) - 1;
  } else precision = -1;
  if (precision < 0) return null;
  scale -= denom.length;
  if (scale < NANO) return null;
  const value = BigInt(num + denom);
  const product = value * mantissa;
  if (product > INT64_MAX) return null; // int64Multiply overflows: the decimal path takes it
  return {
    text: '',
    coefficient: scanned.positive ? product : -product,
    exponent: scale,
    format: suffix.format,
    held: 'int64',
  };
}

/**
 * The decimal path: exact, then a non-zero value is rounded away from zero to nano, and a
 * binary one capped at 2^63-1; a binary value between 0 and 1 is re-labelled decimal.
 */
function asDecimal(scanned: Scanned, suffix: Suffix): Quantity | null {
  const match = /^[+-]?([0-9]*)(?:\.([0-9]*))?$/.exec(scanned.value);
  const digits = (match?.[1] ?? '') + (match?.[2] ?? '');
  if (match === null || digits === '') return null; // inf.Dec reads no digits: ErrNumeric
  let magnitude = BigInt(digits);
  let exponent = 0 - (match[2]?.length ?? 0);
  if (suffix.base === 10) exponent += suffix.exponent;
  else magnitude <<= BigInt(suffix.exponent);
  if (magnitude !== 0n && exponent < NANO) {
    const divisor = 10n ** BigInt(NANO - exponent);
    magnitude = (magnitude + divisor - 1n) / divisor;
    exponent = NANO;
  }
  let format = suffix.format;
  if (format === 'BinarySI') {
    if (compareMagnitudes(magnitude, exponent, INT64_MAX, 0) > 0) {
      magnitude = INT64_MAX;
      exponent = 0;
    }
    if (magnitude !== 0n && compareMagnitudes(magnitude, exponent, 1n, 0) < 0) format = 'DecimalSI';
  }
  const negative = scanned.value.startsWith('-');
  return {
    text: '',
    coefficient: negative ? -magnitude : magnitude,
    exponent,
    format,
    held: 'decimal',
  };
}

/** apimachinery's `ParseQuantity`: the exact value, or the error it returns. */
export function parseQuantity(text: string): QuantityReading {
  if (text === '') return { ok: false, error: 'format' };
  if (text.length > MAX_QUANTITY_LENGTH) return { ok: false, error: 'beyond-limit' };
  if (text === '0') {
    const zero: Quantity = {
      text,
      coefficient: 0n,
      exponent: 0,
      format: 'DecimalSI',
      held: 'int64',
    };
    return { ok: true, quantity: zero };
  }
  const scanned = scanQuantity(text);
  if (scanned === 'format') return { ok: false, error: 'format' };
  const suffix = interpretSuffix(scanned.suffix);
  if (suffix === null) return { ok: false, error: 'suffix' };
  if (Math.abs(suffix.exponent) > MAX_QUANTITY_EXPONENT)
    return { ok: false, error: 'beyond-limit' };
  const parsed = asScaledInt64(scanned, suffix) ?? asDecimal(scanned, suffix);
  if (parsed === null) return { ok: false, error: 'numeric' };
  return { ok: true, quantity: { ...parsed, text } };
}

/** Compares a×10^ea with b×10^eb exactly. */
function compareMagnitudes(a: bigint, ea: number, b: bigint, eb: number): number {
  const shift = ea - eb;
  const left = shift > 0 ? a * 10n ** BigInt(shift) : a;
  const right = shift < 0 ? b * 10n ** BigInt(-shift) : b;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** `Quantity.Cmp`: -1, 0 or 1, exactly (OME's `compareCosts`). */
export const compareQuantities = (a: Quantity, b: Quantity): number =>
  compareMagnitudes(a.coefficient, a.exponent, b.coefficient, b.exponent);

/**
 * Go's `positiveScaleInt64`: ×10^scale. For a scale of 1, 2, 3, 6 or 9 one multiplication that
 * wraps on overflow; for any other, ten at a time, giving 0 on overflow.
 */
function positiveScaleInt64(value: bigint, scale: number): bigint {
  if (scale === 0) return value;
  if ([1, 2, 3, 6, 9].includes(scale)) {
    if (value === 0n || value === 1n) return value * 10n ** BigInt(scale);
    return value === INT64_MIN ? 0n : wrap64(value * 10n ** BigInt(scale));
  }
  let out = value;
  for (let i = 0; i < scale && out !== 0n; i++) {
    if (out === INT64_MIN) return 0n;
    const next = wrap64(out * 10n);
    if (out !== 1n && next / 10n !== out) return 0n;
    out = next;
  }
  return out;
}

/** Go's `negativeScaleInt64`: ÷10^scale, rounding a remainder away from zero. */
function negativeScaleInt64(base: bigint, scale: number): bigint {
  let value = base;
  let fraction = false;
  for (let i = 0; i < scale; i++) {
    if (!fraction && value % 10n !== 0n) fraction = true;
    value /= 10n;
    if (value === 0n) return fraction ? (base > 0n ? 1n : -1n) : 0n;
  }
  return fraction ? value + (base > 0n ? 1n : -1n) : value;
}

const NANO_DIVISOR = 10n ** 9n;

/**
 * The decimal form's `Value()`: inf.Dec holds the value at scale 9 (9 decimals), and
 * apimachinery's `scaledValue` divides in int64 when it can (truncating, then adding 1 for a
 * remainder, so -1.5 gives 0) and with big integers otherwise, wrapping the result to int64.
 */
function decimalValue(q: Quantity): bigint {
  if (q.coefficient === 0n) return 0n;
  // A binary value capped at 2^63-1 is held at scale 0, not 9.
  const capped = q.format === 'BinarySI' && q.exponent === 0;
  if (capped && (q.coefficient === INT64_MAX || q.coefficient === -INT64_MAX)) return q.coefficient;
  const unscaled = q.coefficient * 10n ** BigInt(q.exponent - NANO);
  if (unscaled < INT64_MAX) {
    const i = wrap64(unscaled);
    const quotient = i / NANO_DIVISOR;
    return i % NANO_DIVISOR !== 0n ? quotient + 1n : quotient;
  }
  const quotient = wrap64(unscaled / NANO_DIVISOR);
  return unscaled % NANO_DIVISOR !== 0n ? wrap64(quotient + 1n) : quotient;
}

/**
 * `Quantity.Value()`: the value as an int64, rounded away from zero (OME's `MemoryGB.Value()`).
 * Past int64 the result is what Go computes, which apimachinery calls undefined (§A2).
 */
export function quantityValue(q: Quantity): bigint {
  if (q.held === 'decimal') return decimalValue(q);
  if (q.exponent >= 0) return positiveScaleInt64(q.coefficient, q.exponent);
  return negativeScaleInt64(q.coefficient, -q.exponent);
}

/** Bytes in a GiB: OME divides memory by 1024³ and calls it GB. */
export const GIB = 1024n * 1024n * 1024n;

/** `MemoryGB.Value() / (1024 * 1024 * 1024)` in Go's int64 arithmetic (truncating). */
export const wholeGigabytes = (q: Quantity): bigint => quantityValue(q) / GIB;

/** `float64(MemoryGB.Value()) / (1024 * 1024 * 1024)`. */
export const gigabytes = (q: Quantity): number => Number(quantityValue(q)) / Number(GIB);

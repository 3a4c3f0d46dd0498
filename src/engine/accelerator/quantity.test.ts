/**
 * Kubernetes quantities as apimachinery v0.33.7 reads them (docs/selection-rules.md §A2): the
 * exact value, the form Go holds it in, `Value()` with its rounding and overflow, `Cmp`.
 */
import { describe, expect, it } from 'vitest';
import {
  compareQuantities,
  parseQuantity,
  quantityValue,
  wholeGigabytes,
  type Quantity,
  type QuantityError,
} from './quantity';

const read = (text: string): Quantity => {
  const reading = parseQuantity(text);
  if (!reading.ok) throw new Error(`${text}: ${reading.error}`);
  return reading.quantity;
};

const MAX = 9223372036854775807n;
const MIN = -9223372036854775808n;

// [text, coefficient, exponent, format, held, Value()]
const VALID: [string, bigint, number, Quantity['format'], Quantity['held'], bigint][] = [
  ['0', 0n, 0, 'DecimalSI', 'int64', 0n],
  ['80', 80n, 0, 'DecimalSI', 'int64', 80n],
  ['80Gi', 85899345920n, 0, 'BinarySI', 'int64', 85899345920n],
  ['1Ti', 1099511627776n, 0, 'BinarySI', 'int64', 1099511627776n],
  // Fractions and large binary values leave the int64 fast path.
  ['1.5Gi', 16106127360n, -1, 'BinarySI', 'decimal', 1610612736n],
  ['0.5Ki', 5120n, -1, 'BinarySI', 'decimal', 512n],
  ['1Pi', 1125899906842624n, 0, 'BinarySI', 'decimal', 1125899906842624n],
  // A binary value below 1 is relabelled decimal; Value() rounds it up.
  ['0.0001Ki', 1024n, -4, 'DecimalSI', 'decimal', 1n],
  // Binary values are capped at 2^63-1.
  ['8Ei', MAX, 0, 'BinarySI', 'decimal', MAX],
  ['-8Ei', -MAX, 0, 'BinarySI', 'decimal', -MAX],
  ['1.5', 15n, -1, 'DecimalSI', 'int64', 2n],
  ['500m', 500n, -3, 'DecimalSI', 'int64', 1n],
  ['-500m', -500n, -3, 'DecimalSI', 'int64', -1n],
  ['-1.5', -15n, -1, 'DecimalSI', 'int64', -2n],
  ['.5', 5n, -1, 'DecimalSI', 'int64', 1n],
  ['5.', 5n, 0, 'DecimalSI', 'int64', 5n],
  ['+5', 5n, 0, 'DecimalSI', 'int64', 5n],
  ['-0', 0n, 0, 'DecimalSI', 'int64', 0n],
  ['007', 7n, 0, 'DecimalSI', 'int64', 7n],
  ['1e3', 1n, 3, 'DecimalExponent', 'int64', 1000n],
  ['1E3', 1n, 3, 'DecimalExponent', 'int64', 1000n],
  ['1e+3', 1n, 3, 'DecimalExponent', 'int64', 1000n],
  ['25e-1', 25n, -1, 'DecimalExponent', 'int64', 3n],
  // `E` alone is exa (10^18), not an exponent.
  ['1E', 1n, 18, 'DecimalSI', 'int64', 10n ** 18n],
  // Past int64, Value() of the fast path gives 0 (overflow in its ×10 loop).
  ['10E', 10n, 18, 'DecimalSI', 'int64', 0n],
  // The exponent is converted to int32: 2^32 wraps to 0.
  ['1e4294967296', 1n, 0, 'DecimalExponent', 'int64', 1n],
  // Below nano, the value is rounded away from zero to a whole nano.
  ['0.0000000001', 1n, -9, 'DecimalSI', 'decimal', 1n],
  ['1.0000000001', 1000000001n, -9, 'DecimalSI', 'decimal', 2n],
  // A negative decimal-held value: Go truncates, then adds 1 for the remainder.
  ['-1.0000000001', -1000000001n, -9, 'DecimalSI', 'decimal', 0n],
  // Nineteen digits leave the fast path; past int64, Value() wraps.
  ['9223372036854775807', MAX, 0, 'DecimalSI', 'decimal', MAX],
  ['9223372036854775808', MAX + 1n, 0, 'DecimalSI', 'decimal', MIN],
  // No digits before a suffix: Go reads 0 (the CRD's pattern refuses it first).
  ['Gi', 0n, 0, 'BinarySI', 'int64', 0n],
];

// [text, ParseQuantity's error]
const INVALID: [string, QuantityError][] = [
  ['', 'format'],
  ['80GB', 'format'],
  ['1 Gi', 'format'],
  ['abc', 'format'],
  ['1.2.3', 'format'],
  ['1e2.5', 'format'],
  ['1K', 'suffix'],
  ['1ki', 'suffix'],
  ['1e', 'suffix'],
  ['1e-', 'suffix'],
  ['1Ee3', 'suffix'],
  ['1e99999999999999999999', 'suffix'],
  ['.e-20', 'numeric'],
  ['1e1001', 'beyond-limit'],
  ['1'.repeat(201), 'beyond-limit'],
];

describe('parseQuantity', () => {
  it.each(VALID)('%s', (text, coefficient, exponent, format, held, value) => {
    const q = read(text);
    expect({
      coefficient: q.coefficient,
      exponent: q.exponent,
      format: q.format,
      held: q.held,
    }).toEqual({ coefficient, exponent, format, held });
    expect(q.text).toBe(text);
    expect(quantityValue(q)).toBe(value);
  });

  it.each(INVALID)('refuses %j', (text, error) => {
    expect(parseQuantity(text)).toEqual({ ok: false, error });
  });
});

describe('compareQuantities (Quantity.Cmp)', () => {
  it.each([
    ['500m', '0.5', 0],
    ['1Ki', '1024', 0],
    ['1k', '1Ki', -1],
    ['2', '10', -1],
    ['1e3', '1k', 0],
    ['-1', '0', -1],
    ['0.000000001', '1n', 0],
    ['8Ei', '9223372036854775807', 0],
  ] as const)('%s vs %s', (a, b, want) => {
    expect(compareQuantities(read(a), read(b))).toBe(want);
    expect(compareQuantities(read(b), read(a))).toBe(-want || 0);
  });
});

describe('whole gigabytes, as OME divides memory', () => {
  it.each([
    ['80Gi', 80n],
    ['79.9Gi', 79n],
    ['80', 0n],
    ['80G', 74n],
    ['-1.5Gi', -1n],
  ] as const)('%s', (text, want) => expect(wholeGigabytes(read(text))).toBe(want));
});

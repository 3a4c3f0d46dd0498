/** Model sizes (docs/selection-rules.md §6): Go float parsing, ranges, labels, distances. */
import { describe, expect, it } from 'vitest';
import { fitsSizeRange, parseGoFloat, parseModelSize, sizeDistance, sizeRangeLabel } from './size';

// [written, parameters]  (§6.1 table and Go ParseFloat syntax)
const SIZES: [string, number][] = [
  ['3.21B', 3210000000],
  ['70B', 7e10],
  ['500M', 5e8],
  ['1.5T', 1.5e12],
  ['1000', 1000],
  ['350M', 3.5e8],
  ['7b', 0],
  ['4b', 0],
  ['7 B', 0],
  ['B', 0],
  ['', 0],
  ['-5B', -5e9],
  ['1_000M', 1e9],
  ['1__0B', 0],
  ['_1B', 0],
  ['.5B', 5e8],
  ['5.B', 5e9],
  ['1e3M', 1e9],
  ['1e400', 0],
  ['0x1p3B', 8e9],
  ['0x_1p0', 1],
  ['0x_.8p0', 0],
  ['0x1.p1', 2],
  ['0x1p1_0', 1024],
  ['0x1000p-1080', 2 ** -1068],
  ['0x3p-1076', 2 ** -1074],
  ['0x1p-1075', 0],
  ['0x1p1024', 0],
  ['0x1.fffffffffffff8p1023', 0],
  ['7BB', 0],
  ['7Bn', 0],
  [' 7B', 0],
];

describe('parseModelSize', () => {
  it.each(SIZES)('%j → %d', (written, value) => expect(parseModelSize(written)).toBe(value));
  it('reads Inf and NaN as Go does', () => {
    expect(parseGoFloat('Inf')).toBe(Infinity);
    expect(parseGoFloat('-infinity')).toBe(-Infinity);
    expect(Number.isNaN(parseGoFloat('NaN'))).toBe(true);
    expect(parseGoFloat('+nan')).toBeNull();
    expect(parseGoFloat('infin')).toBeNull();
  });
});

describe('size ranges (v1.3)', () => {
  const size = 3.21e9;
  it.each([
    [{ min: '1B', max: '8B' }, true, '[1B, 8B]', 7e9],
    [{ min: null, max: '4B' }, true, '(-inf, 4B]', 0.79e9],
    [{ min: '3B', max: null }, true, '[3B, inf)', 0.21e9],
    [{ min: null, max: '3B' }, false, '(-inf, 3B]', 0.21e9],
    [{ min: null, max: null }, true, '(-inf, inf)', 0],
    [{ min: '8B', max: '1B' }, false, '[8B, 1B]', 7e9],
    [{ min: '3.21B', max: '3.21B' }, true, '[3.21B, 3.21B]', 0],
    [{ min: '2b', max: '4B' }, true, '[2b, 4B]', 3.21e9 + 0.79e9],
    [{ min: '2B', max: '4b' }, false, '[2B, 4b]', 1.21e9 + 3.21e9],
    [{ min: '1500M', max: '1T' }, true, '[1500M, 1T]', 1e12 - 1.5e9],
  ])('%j', (range, fits, label, distance) => {
    expect(fitsSizeRange(size, range)).toBe(fits);
    expect(sizeRangeLabel(range)).toBe(label);
    expect(sizeDistance(size, range)).toBeCloseTo(distance, -1);
  });
  it('gives no range a distance of 0', () => expect(sizeDistance(size, null)).toBe(0));
});

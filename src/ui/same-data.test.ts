import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  it('compares plain data by content', () => {
    const row = {
      key: 'Cluster/a',
      rank: 1,
      entries: [{ priority: 2, mismatch: [] }],
      reason: null,
    };
    expect(sameData(row, structuredClone(row))).toBe(true);
    expect(sameData(row, { ...row, rank: 2 })).toBe(false);
    expect(sameData(row, { ...row, entries: [{ priority: 3, mismatch: [] }] })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData(NaN, NaN)).toBe(true);
  });

  it('compares anything else by identity', () => {
    const f = () => 0;
    expect(sameData(f, f)).toBe(true);
    expect(
      sameData(
        () => 0,
        () => 0,
      ),
    ).toBe(false);
    expect(sameData(new Map(), new Map())).toBe(false);
  });
});

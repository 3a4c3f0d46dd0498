/**
 * Go's `sort.Slice`, as OME sorts scored classes with it (docs/selection-rules.md §A5). The
 * expected orders are Go's own output for a slice of one "x" then n-1 equal "test" notes sorted
 * by content, printed by Go 1.21 in a published write-up of sort.Slice's instability: up to 12
 * items equal ones keep their order, past 12 they do not. Go 1.21 seeded its pattern breaking
 * with the 32-bit xorshift (13, 17, 5); with it, every step of the algorithm must give Go's
 * order. Current Go (OME's 1.25) uses 13, 7, 17, the default here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GO_XORSHIFT, goSortSlice, type XorshiftShifts } from './go-sort';

interface Note {
  readonly id: number;
  readonly content: string;
}

function notes(length: number): Note[] {
  const out: Note[] = [{ id: -1, content: 'x' }];
  for (let i = 0; i < length - 1; i++) out.push({ id: i, content: 'test' });
  return out;
}

const byContent = (a: Note, b: Note) => a.content < b.content;
const GO_1_21: XorshiftShifts = [13, 17, 5];
const ids = (length: number, shifts: XorshiftShifts = GO_XORSHIFT) =>
  goSortSlice(notes(length), byContent, shifts).map((n) => n.id);

describe('goSortSlice', () => {
  it('keeps equal items in order up to 12 items (insertion sort)', () => {
    expect(ids(11)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1]);
    expect(ids(12)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -1]);
  });

  it('reorders equal items past 12, exactly as Go 1.21 did', () => {
    expect(ids(13, GO_1_21)).toEqual([5, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, -1]);
    expect(ids(14, GO_1_21)).toEqual([5, 7, 1, 2, 3, 4, 0, 12, 9, 8, 6, 10, 11, -1]);
  });

  it("breaks patterns with Go 1.25's xorshift, which moves other items", () => {
    // 13 items never reach the pattern breaking; 14 do, and the two generators differ there.
    expect(ids(13)).toEqual(ids(13, GO_1_21));
    expect(ids(14)).not.toEqual(ids(14, GO_1_21));
    expect(ids(14).at(-1)).toBe(-1);
  });

  it('sorts any list of numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 300 }), (xs) => {
        expect(goSortSlice(xs, (a, b) => a < b)).toEqual([...xs].sort((a, b) => a - b));
      }),
    );
  });

  it('leaves its input as it was', () => {
    const input = [3, 1, 2];
    goSortSlice(input, (a, b) => a < b);
    expect(input).toEqual([3, 1, 2]);
  });
});

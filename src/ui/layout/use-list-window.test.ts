import { describe, expect, it } from 'vitest';
import { createHeightTally, drawnRuns } from './use-list-window';

/** Every unit's place, as drawn: its index, or the units' worth of space left for others. */
function layout(count: number, first: number, keep: number): number[] {
  const { runs, spaceAfter } = drawnRuns(count, first, keep);
  const places: number[] = [];
  for (const run of runs) {
    for (let i = 0; i < run.spaceBefore; i++) places.push(-1);
    for (let at = run.from; at < run.to; at++) places.push(at);
  }
  for (let i = 0; i < spaceAfter; i++) places.push(-1);
  return places;
}

describe('drawnRuns', () => {
  it.each([
    { first: 0, keep: 0 },
    { first: 0, keep: 4_999 },
    { first: 2_500, keep: 0 },
    { first: 2_500, keep: 2_510 },
    { first: 2_500, keep: 4_999 },
    { first: 4_990, keep: 100 },
    { first: 9_999, keep: 3 },
  ])('units around $first and the kept $keep, each in its own place', ({ first, keep }) => {
    const places = layout(5_000, first, keep);
    // One place per unit: the space and the drawn units add up to the whole list.
    expect(places).toHaveLength(5_000);
    places.forEach((unit, place) => expect([-1, place]).toContain(unit));
    const drawn = places.filter((unit) => unit !== -1);
    expect(drawn).toContain(keep);
    // The units in view, and some above, are drawn (near the end, the last ones).
    const inView = Math.min(first, 4_990);
    for (let at = Math.max(0, inView - 10); at < Math.min(5_000, inView + 40); at++)
      expect(drawn).toContain(at);
    expect(drawn.length).toBeLessThanOrEqual(81);
  });
});

describe('createHeightTally', () => {
  it("gives the mean of each unit's last height, and the fallback before any", () => {
    const tally = createHeightTally();
    expect(tally.mean(24)).toBe(24);
    tally.record(0, 30);
    tally.record(1, 50);
    expect(tally.mean(24)).toBe(40);
    // Measured again (drawn again, or grown): the new height replaces the old.
    tally.record(0, 70);
    expect(tally.mean(24)).toBe(60);
    tally.clear();
    expect(tally.mean(24)).toBe(24);
  });
});

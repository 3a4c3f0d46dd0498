/**
 * A long list draws only the part near its scroll position. A 10 MB paste holds 15,000 objects:
 * drawn whole, the outline is some 60,000 elements, and creating and laying them out held the
 * page for seconds (the limits table in docs/architecture.md). Below WINDOW_FROM units a list is
 * drawn whole.
 *
 * The units (an outline object, a problem) differ in height. The space left for the units not
 * drawn is counted at the mean height of the units drawn so far (each at its last measured
 * height), so the scroll bar is about as long as the whole list would be; never below
 * `rowPx`, the least height a unit can have, so the units drawn always cover the box.
 * The unit holding the list's tab stop (`keep`) is always drawn, where it belongs, so that Tab
 * enters the list and the keys move from it wherever the list is scrolled.
 */
import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';

/** Lists of fewer units are drawn whole. */
export const WINDOW_FROM = 500;
/** Units drawn around the scroll position: several screens of the largest box a list has. */
const DRAWN = 80;
/** Of those, drawn above the first unit in view. */
const ABOVE = 20;

/** Units `from` (inclusive) to `to` (exclusive), drawn after `spaceBefore` units' worth of space. */
export interface DrawnRun {
  readonly from: number;
  readonly to: number;
  readonly spaceBefore: number;
}

export interface ListWindow {
  readonly runs: readonly DrawnRun[];
  /** Units' worth of space after the last run. */
  readonly spaceAfter: number;
}

/** The runs drawn for units `first`… of `count`, and the unit `keep` wherever it is. */
export function drawnRuns(count: number, first: number, keep: number): ListWindow {
  const from = Math.max(0, Math.min(first - ABOVE, count - DRAWN));
  const to = Math.min(count, from + DRAWN);
  const runs: DrawnRun[] = [];
  if (keep >= 0 && keep < from) {
    runs.push({ from: keep, to: keep + 1, spaceBefore: keep });
    runs.push({ from, to, spaceBefore: from - keep - 1 });
    return { runs, spaceAfter: count - to };
  }
  runs.push({ from, to, spaceBefore: from });
  if (keep >= to && keep < count) {
    runs.push({ from: keep, to: keep + 1, spaceBefore: keep - to });
    return { runs, spaceAfter: count - keep - 1 };
  }
  return { runs, spaceAfter: count - to };
}

/** The heights measured of the units drawn so far: each unit's last one, and their mean. */
export interface HeightTally {
  record(unit: number, px: number): void;
  /** The mean height, or `fallback` before any is measured. */
  mean(fallback: number): number;
  clear(): void;
}

export function createHeightTally(): HeightTally {
  const heights = new Map<number, number>();
  let sum = 0;
  return {
    record(unit, px) {
      sum += px - (heights.get(unit) ?? 0);
      heights.set(unit, px);
    },
    mean: (fallback) => (heights.size === 0 ? fallback : sum / heights.size),
    clear() {
      heights.clear();
      sum = 0;
    },
  };
}

export interface ListWindowing {
  /** Null when the list is short enough to draw whole. */
  readonly drawn: ListWindow | null;
  /** On the element that scrolls (the list, or a box around it). */
  readonly onScroll: (event: UIEvent<HTMLElement>) => void;
  /** On the list itself: its children say which unit is in view. */
  readonly listRef: (element: HTMLElement | null) => void;
  /** The height to count for each unit not drawn (drawn-items.tsx). */
  readonly unitPx: number;
}

/**
 * The unit at the top of the view: a drawn unit (`data-unit`) read as it is, or one in the space
 * of `data-units` undrawn units from `data-from`, at the height each has in that space as drawn.
 * Read from the page, not from scrollTop: the drawn units above the view differ in height from
 * the space's, so counting them at it put the view elsewhere than it is, moving the drawn part,
 * which moved the view (a list that shook as it was scrolled).
 */
function unitInView(list: HTMLElement, viewTop: number): number {
  for (const child of Array.from(list.children) as HTMLElement[]) {
    const rect = child.getBoundingClientRect();
    if (rect.bottom <= viewTop) continue;
    if (child.dataset.unit !== undefined) return Number(child.dataset.unit);
    if (child.dataset.from !== undefined) {
      const units = Number(child.dataset.units);
      const into = Math.floor(((viewTop - rect.top) / rect.height) * units);
      return Number(child.dataset.from) + Math.min(units - 1, Math.max(0, into));
    }
    return 0;
  }
  // Scrolled past the end: the last unit, drawn or the last of a space.
  const last = list.lastElementChild as HTMLElement | null;
  if (last === null) return 0;
  if (last.dataset.unit !== undefined) return Number(last.dataset.unit);
  return Number(last.dataset.from ?? 0) + Math.max(0, Number(last.dataset.units ?? 1) - 1);
}

export function useListWindow(count: number, rowPx: number, keep: number): ListWindowing {
  const [first, setFirst] = useState(0);
  const [unitPx, setUnitPx] = useState(rowPx);
  const list = useRef<HTMLElement | null>(null);
  const frame = useRef(0);
  const tally = useRef(createHeightTally());
  // The box that scrolls, as the last scroll event gave it.
  const scroller = useRef<HTMLElement | null>(null);
  const windowed = count >= WINDOW_FROM;
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const box = event.currentTarget;
      scroller.current = box;
      // A list drawn whole reads nothing and does not render again for a scroll; the part drawn
      // follows once a frame, however many scroll events arrive in it.
      if (!windowed || frame.current !== 0) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        if (list.current !== null)
          setFirst(unitInView(list.current, box.getBoundingClientRect().top));
      });
    },
    [windowed],
  );
  // An edit renumbers the units: what was measured no longer says which unit it was.
  useLayoutEffect(() => tally.current.clear(), [count]);
  // Once another part is drawn, its units are measured; a mean that moved by a pixel or more
  // resizes the space (the browser keeps the view on the units drawn in it).
  useLayoutEffect(() => {
    if (!windowed || list.current === null) return;
    for (const child of Array.from(list.current.children) as HTMLElement[])
      if (child.dataset.unit !== undefined)
        tally.current.record(Number(child.dataset.unit), child.getBoundingClientRect().height);
    const mean = Math.max(rowPx, tally.current.mean(rowPx));
    if (Math.abs(mean - unitPx) >= 1) setUnitPx(mean);
  }, [windowed, rowPx, first, keep, count, unitPx]);
  // A list that grows past WINDOW_FROM while scrolled draws the part in view at once.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (windowed && box !== null && list.current !== null)
      setFirst(unitInView(list.current, box.getBoundingClientRect().top));
  }, [windowed]);
  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  const drawn = windowed ? drawnRuns(count, first, keep) : null;
  return { drawn, onScroll, listRef, unitPx };
}

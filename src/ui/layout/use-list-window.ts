/**
 * A long list draws only the part near its scroll position. A 10 MB paste holds 15,000 objects:
 * drawn whole, the outline is some 60,000 elements, and creating and laying them out held the
 * page for seconds (the limits table in docs/architecture.md). Below WINDOW_FROM units a list is drawn whole, as before.
 *
 * The units (an outline object, a problem) differ in height; `rowPx` is the least height one can
 * have. The space left for the units not drawn is counted at that height, so the units drawn
 * always cover the box, however tall some are: at worst the scroll bar is a little short.
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

export interface ListWindowing {
  /** Null when the list is short enough to draw whole. */
  readonly drawn: ListWindow | null;
  /** On the element that scrolls (the list, or a box around it). */
  readonly onScroll: (event: UIEvent<HTMLElement>) => void;
  /** On the list itself: where it starts inside the box that scrolls. */
  readonly listRef: (element: HTMLElement | null) => void;
}

export function useListWindow(count: number, rowPx: number, keep: number): ListWindowing {
  const [first, setFirst] = useState(0);
  const list = useRef<HTMLElement | null>(null);
  const frame = useRef(0);
  const scrolledTo = useRef(0);
  const windowed = count >= WINDOW_FROM;
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const box = event.currentTarget;
      // One update a frame, however many scroll events arrive in it.
      if (frame.current !== 0 || list.current === null) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        // Where the list starts in the box's content: 0 when the list is the box.
        const listTop =
          list.current === null || list.current === box
            ? 0
            : list.current.getBoundingClientRect().top -
              box.getBoundingClientRect().top +
              box.scrollTop;
        scrolledTo.current = Math.max(0, Math.floor((box.scrollTop - listTop) / rowPx));
        // A list drawn whole does not render again for a scroll.
        if (windowed) setFirst(scrolledTo.current);
      });
    },
    [rowPx, windowed],
  );
  // A list that grows past WINDOW_FROM while scrolled draws the part in view at once.
  useLayoutEffect(() => {
    if (windowed) setFirst(scrolledTo.current);
  }, [windowed]);
  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);
  const drawn = windowed ? drawnRuns(count, first, keep) : null;
  return { drawn, onScroll, listRef };
}

/**
 * The size map chart's width in its own units. On a wide screen the chart keeps its natural
 * width and scales with its box; on a narrow one (a phone) it is drawn at the box's width, so its
 * text stays its size and nothing scrolls sideways: the axis is shorter, and band labels that no
 * longer fit are left to the table below.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The chart's width when its box is wide enough. */
export const NATURAL_WIDTH = 640;
/** Below this box width, scaling down would shrink the text too far: draw narrower instead. */
const SCALE_DOWN_LIMIT = 560;
/** Narrower than this, the axis has no room; the box scrolls. */
const NARROWEST = 280;

export function useChartWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(NATURAL_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const measure = () => {
      const available = element.clientWidth;
      setWidth(
        available === 0 || available >= SCALE_DOWN_LIMIT
          ? NATURAL_WIDTH
          : Math.max(NARROWEST, Math.floor(available)),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

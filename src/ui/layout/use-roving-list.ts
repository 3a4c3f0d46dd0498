/**
 * One tab stop for a long list (WAI-ARIA listbox keys, roving tabindex): Tab enters the list on
 * its current item and leaves it on the next press; the arrow keys, Home, End, Page Up and Page
 * Down move inside; typed letters jump to the next item starting with them; Enter or Space
 * activates. A list of hundreds of items costs one Tab press, not hundreds.
 */
import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/** Typed letters within this pause add up ("qw" finds "qwen…"); after it a search starts anew. */
const TYPE_AHEAD_PAUSE_MS = 600;
const PAGE_STEP = 10;

interface Options {
  readonly count: number;
  /** What Enter, Space or a click on item `index` does. */
  readonly activate: (index: number) => void;
  /** The text typed letters match (lower case is compared), or null for items they skip. */
  readonly typeAheadText?: (index: number) => string | null;
}

/** Plain values only, so that a memoised item re-renders only when its own change. */
export interface ItemProps {
  readonly 'data-index': number;
  readonly tabIndex: 0 | -1;
  readonly 'aria-selected': boolean;
}

export interface RovingList {
  /** Spread on the list: it handles the keys and the clicks, and follows the focus. */
  readonly listProps: {
    readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
    readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  };
  /** Spread on item `index`. */
  itemProps(index: number): ItemProps;
  /** The item holding the tab stop: a list drawn in part (use-list-window.ts) must draw it. */
  readonly active: number;
}

/** The index of the item an event happened in, or null. */
function indexOf(target: EventTarget): number | null {
  const item = (target as Element).closest?.('[data-index]');
  const index = Number(item?.getAttribute('data-index'));
  return item == null || !Number.isInteger(index) ? null : index;
}

/** The item a key moves to from `from`, or null when the key is not a move. */
function moveOf(key: string, from: number, count: number): number | null {
  const moves: Record<string, number> = {
    ArrowDown: from + 1,
    ArrowRight: from + 1,
    ArrowUp: from - 1,
    ArrowLeft: from - 1,
    PageDown: from + PAGE_STEP,
    PageUp: from - PAGE_STEP,
    Home: 0,
    End: count - 1,
  };
  const to = moves[key];
  return to === undefined ? null : Math.min(Math.max(to, 0), count - 1);
}

/** The first item from `start` (wrapping round) whose text starts with `typed`. */
function findTyped(
  typed: string,
  start: number,
  count: number,
  textOf: (index: number) => string | null,
): number | null {
  for (let step = 0; step < count; step++) {
    const index = (start + step) % count;
    if (textOf(index)?.toLowerCase().startsWith(typed) === true) return index;
  }
  return null;
}

/** Focuses item `index` and scrolls it into view; false when it is not drawn. */
function focusDrawn(list: HTMLElement, index: number): boolean {
  const item = list.querySelector<HTMLElement>(`[data-index="${index}"]`);
  if (item === null) return false;
  item.focus();
  item.scrollIntoView({ block: 'nearest' });
  return true;
}

export function useRovingList({ count, activate, typeAheadText }: Options): RovingList {
  const [current, setCurrent] = useState(0);
  const typed = useRef({ text: '', at: 0 });
  // A list that got shorter keeps its tab stop on its last item.
  const active = Math.min(current, Math.max(count - 1, 0));

  // An item a key moved to that is not drawn yet (a long list draws part of itself): focused
  // once the render that draws it is on the page.
  const pendingFocus = useRef<{ list: HTMLElement; index: number } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    pendingFocus.current = null;
    focusDrawn(pending.list, pending.index);
  });

  const focusItem = (list: HTMLElement, index: number) => {
    setCurrent(index);
    if (!focusDrawn(list, index)) pendingFocus.current = { list, index };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = event.currentTarget;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(active);
      return;
    }
    const moved = moveOf(event.key, active, count);
    if (moved !== null) {
      event.preventDefault();
      focusItem(list, moved);
      return;
    }
    if (typeAheadText === undefined || event.key.length !== 1) return;
    const now = event.timeStamp;
    const fresh = now - typed.current.at > TYPE_AHEAD_PAUSE_MS;
    const text = (fresh ? '' : typed.current.text) + event.key.toLowerCase();
    typed.current = { text, at: now };
    // A new search starts after the current item; a longer one may stay on it.
    const found = findTyped(text, text.length === 1 ? active + 1 : active, count, typeAheadText);
    event.preventDefault();
    if (found !== null) focusItem(list, found);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = indexOf(event.target);
    if (index !== null && index !== active) setCurrent(index);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const index = indexOf(event.target);
    if (index === null) return;
    setCurrent(index);
    activate(index);
  };

  return {
    listProps: { onKeyDown, onFocus, onClick },
    itemProps: (index) => ({
      'data-index': index,
      tabIndex: index === active ? 0 : -1,
      'aria-selected': index === active,
    }),
    active,
  };
}

/**
 * Runtime rows that re-render only when what they show changed. Every engine answer is a fresh
 * object graph (it was copied out of the worker), so identity says nothing about content: an
 * edit that moves two runtimes would otherwise re-render every row of the table. Rows are
 * compared by content instead, which costs far less than rendering them.
 */
import { memo, useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { sameData } from '../same-data';
import { RuntimeRow } from './RuntimeRow';

type RowProps = ComponentProps<typeof RuntimeRow>;

/** The explanation apart from its rows (which each row gets, and compares, on its own). */
let lastPair: { a: object; b: object; same: boolean } | null = null;
function sameApartFromRows(a: RowProps['explanation'], b: RowProps['explanation']): boolean {
  if (a === b) return true;
  // A table compares the same two explanations once per row: remember the verdict.
  if (lastPair !== null && lastPair.a === a && lastPair.b === b) return lastPair.same;
  const same = sameData({ ...a, rows: null }, { ...b, rows: null });
  lastPair = { a, b, same };
  return same;
}

/**
 * A closed row reads the explanation only outside its rows (which runtime is selected); an open
 * row's breakdown may read anything, so an open row re-renders with every new explanation.
 */
export function sameRowProps(previous: RowProps, next: RowProps): boolean {
  for (const key of Object.keys(next) as (keyof RowProps)[]) {
    const a = previous[key];
    const b = next[key];
    if (key === 'explanation') {
      if (next.open || previous.open ? a !== b : !sameApartFromRows(previous[key], next[key]))
        return false;
    } else if (!sameData(a, b)) {
      return false;
    }
  }
  return Object.keys(previous).length === Object.keys(next).length;
}

export const MemoizedRuntimeRow = memo(RuntimeRow, sameRowProps);

/**
 * One callback per key that stays the same function across renders (so memoized rows aren't
 * re-rendered for a new closure) and always calls the latest `callback`.
 */
export function useCallbackPerKey(callback: (key: string) => void): (key: string) => () => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const cache = useRef(new Map<string, () => void>());
  return useCallback((key: string) => {
    let bound = cache.current.get(key);
    if (bound === undefined) {
      bound = () => latest.current(key);
      cache.current.set(key, bound);
    }
    return bound;
  }, []);
}

/**
 * Kept work as the page shows it: the header's count (read at start, after each change made here,
 * and when another tab changes it) and the list, read from storage while the dialog is open.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  discardKept,
  keptCount,
  KEPT_WORK_PREFIX,
  listKept,
  summaryOf,
  type KeptSummary,
} from '../../state';

export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by privacy settings
  }
}

interface KeptState {
  readonly count: number;
  /** Null while the Kept work dialog is closed. */
  readonly entries: readonly KeptSummary[] | null;
}

const readKeptState = (withEntries: boolean): KeptState => {
  const storage = localStorageOrNull();
  return {
    count: keptCount(storage),
    entries: withEntries ? listKept(storage).map(summaryOf) : null,
  };
};

export function useKeptList() {
  const [kept, setKept] = useState(() => readKeptState(false));
  const refresh = useCallback(() => setKept(({ entries }) => readKeptState(entries !== null)), []);
  const show = useCallback((open: boolean) => setKept(readKeptState(open)), []);
  const discard = useCallback(
    (id: string) => {
      discardKept(localStorageOrNull(), id);
      refresh();
    },
    [refresh],
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(KEPT_WORK_PREFIX)) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);
  return { count: kept.count, entries: kept.entries, refresh, show, discard };
}

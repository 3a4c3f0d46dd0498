/**
 * Setting an entry's priority from the table. The store owns the edit (src/state/text-edits.ts):
 * it changes the text at once when the ranking on screen describes it, and otherwise queues the
 * change until the answer to the previous edit arrives, so every key typed counts.
 */
import { useCallback } from 'react';
import type { PriorityEdit } from '../../state';
import { useStoreApi } from '../store-context';

export type SetPriority = (change: PriorityEdit) => void;

export function usePriorityEditor(): SetPriority {
  const store = useStoreApi();
  return useCallback((change: PriorityEdit) => store.getState().setPriority(change), [store]);
}

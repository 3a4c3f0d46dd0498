/**
 * Setting an entry's priority from the table. The edit is computed from the positions of the
 * ranking on screen, so it is applied only when that ranking was computed from the editor's
 * current text; a change made while a newer answer is on its way waits for it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { priorityEditFor, type PriorityChange } from '../../state';
import { useEditorCommands } from '../editor/editor-bridge';
import { useStoreApi } from '../store-context';

export type SetPriority = (change: PriorityChange) => void;

export function usePriorityEditor(): SetPriority {
  const store = useStoreApi();
  const { applyEdit } = useEditorCommands();
  const pending = useRef<PriorityChange | null>(null);

  const flush = useCallback(() => {
    const change = pending.current;
    if (change === null) return;
    const edit = priorityEditFor(store.getState(), change);
    if (edit === null) return;
    pending.current = null;
    applyEdit(edit);
  }, [store, applyEdit]);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.ranked !== previous.ranked) flush();
      }),
    [store, flush],
  );

  return useCallback(
    (change: PriorityChange) => {
      pending.current = change;
      flush();
    },
    [flush],
  );
}

/**
 * Starts the query worker's sync for the app's store (make it win, the cluster-wide view, the
 * gallery) while the app is mounted, and gives the reading aids asked of the same worker (folds,
 * outline, the shorter share text). The worker itself starts on the first question.
 */
import { useEffect, useState } from 'react';
import { startQueries, TextAidsHandle, type TextAids } from '../../state';
import { useStoreApi } from '../store-context';

export function useQuerySync(): TextAids {
  const store = useStoreApi();
  // One handle for the app's life: questions asked before the sync starts (a child's effect runs
  // before this one) wait for it.
  const [aids] = useState(() => new TextAidsHandle());
  useEffect(() => {
    const sync = startQueries(store);
    aids.attach(sync.aids);
    return () => {
      aids.detach();
      sync.stop();
    };
  }, [store, aids]);
  return aids;
}

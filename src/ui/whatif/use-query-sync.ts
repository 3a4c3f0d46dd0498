/**
 * Starts the query worker's sync for the app's store (make it win, the matrix, the gallery) while
 * the app is mounted. The worker itself starts on the first question.
 */
import { useEffect } from 'react';
import { createQueryWorker, startQuerySync } from '../../state';
import { useStoreApi } from '../store-context';

export function useQuerySync(): void {
  const store = useStoreApi();
  useEffect(() => startQuerySync(store, createQueryWorker), [store]);
}

/** The store, handed to components through context (so a test or a second app can pass its own). */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { AppStore } from '../state';

const StoreContext = createContext<StoreApi<AppStore> | null>(null);

export function StoreProvider({
  store,
  children,
}: {
  store: StoreApi<AppStore>;
  children: ReactNode;
}) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStoreApi(): StoreApi<AppStore> {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useStoreApi must be used inside <StoreProvider>');
  return store;
}

/** A slice of the store; the component re-renders when the slice changes (compare by ===). */
export function useAppStore<T>(selector: (state: AppStore) => T): T {
  return useStore(useStoreApi(), selector);
}

/**
 * Whether the browser kept the last autosave. Autosave (state/persist) works through a Storage,
 * and keeps working when a write is refused; this wrapper notices refusals (a text too large for
 * the ~5 MB localStorage quota) so the page can say that autosave is off, instead of letting a
 * reload silently bring back an older text.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** A write the browser refuses now: its key. */
export interface Refusal {
  readonly key: string;
}

export interface AutosaveStatus {
  /** The writes being refused now (one per key), empty when every write succeeded. */
  readonly refused: readonly Refusal[];
}

export interface WatchedStorage {
  readonly storage: Storage;
  readonly status: StoreApi<AutosaveStatus>;
}

/** `storage`, with every refused setItem recorded in `status` (and still thrown to the caller). */
export function watchStorage(storage: Storage): WatchedStorage {
  const status = createStore<AutosaveStatus>()(() => ({ refused: [] }));
  const refused = new Set<string>();
  const publish = () => {
    status.setState({ refused: [...refused].map((key) => ({ key })) });
  };
  const forget = (key: string) => {
    if (refused.delete(key)) publish();
  };
  const watched: Storage = {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch (error) {
        if (!refused.has(key)) {
          refused.add(key);
          publish();
        }
        throw error;
      }
      forget(key);
    },
    removeItem: (key) => {
      storage.removeItem(key);
      forget(key);
    },
    clear: () => {
      storage.clear();
      refused.clear();
      publish();
    },
  };
  return { storage: watched, status };
}

const StatusContext = createContext<StoreApi<AutosaveStatus> | null>(null);

export function AutosaveStatusProvider({
  status,
  children,
}: {
  status: StoreApi<AutosaveStatus> | null;
  children: ReactNode;
}) {
  return <StatusContext.Provider value={status}>{children}</StatusContext.Provider>;
}

const NO_STATUS = createStore<AutosaveStatus>()(() => ({ refused: [] }));

/**
 * The first refused write whose key `of` accepts, if any; never one without a provider (nothing
 * is watched then).
 */
export function useRefusedAutosave(of: (key: string) => boolean): Refusal | null {
  return useStore(
    useContext(StatusContext) ?? NO_STATUS,
    (s) => s.refused.find((r) => of(r.key)) ?? null,
  );
}

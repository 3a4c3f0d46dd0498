/**
 * Share links in the page: opens a `#s1.…` link on load (and when only the fragment changes),
 * shares the current scenario (button and Ctrl/Cmd+S), and offers "Back to my work" after a
 * link replaced the user's work. The logic is in state/share-link.ts; this wires it to window.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  openShareLink,
  restoreBackup,
  scenarioOf,
  shareLink,
  startFragmentKeeper,
  type OpenOutcome,
} from '../../state';
import { copyText } from '../ranking/clipboard';
import { useStoreApi } from '../store-context';

/** What the page says about links: the outcome of opening one, or of sharing. */
export type LinkNotice =
  | Extract<OpenOutcome, { kind: 'failed' | 'opened' }>
  | { readonly kind: 'restored' }
  | {
      readonly kind: 'shared';
      readonly copied: boolean;
      readonly length: number;
      readonly isLong: boolean;
    };

interface ShareLinks {
  readonly notice: LinkNotice | null;
  /**
   * Copies a link to the current scenario and puts it in the address bar. With `manifests`, the
   * link carries that text instead (the share dialog's shorter text), and the address bar is left
   * alone: reloading must not replace the user's text with the shorter one.
   */
  share(manifests?: string): Promise<void>;
  backToMyWork(): void;
  dismiss(): void;
}

const ShareContext = createContext<ShareLinks | null>(null);

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by privacy settings
  }
}

type Keeper = ReturnType<typeof startFragmentKeeper>;

export function ShareLinksProvider({ children }: { children: ReactNode }) {
  const store = useStoreApi();
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const keeper = useRef<Keeper | null>(null);

  useEffect(() => {
    const current = startFragmentKeeper(store, window.location, window.history);
    keeper.current = current;
    let active = true;
    const open = async () => {
      const outcome = await openShareLink(
        store,
        window.location.hash,
        localStorageOrNull(),
        current.expect,
      );
      if (!active) return;
      if (outcome.kind === 'failed' || outcome.kind === 'opened') setNotice(outcome);
    };
    void open();
    const onHashChange = () => void open();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      active = false;
      window.removeEventListener('hashchange', onHashChange);
      current.stop();
      keeper.current = null;
    };
  }, [store]);

  const share = useCallback(
    async (manifests?: string) => {
      const current = scenarioOf(store.getState());
      const scenario = manifests === undefined ? current : { ...current, text: manifests };
      const link = await shareLink(scenario, window.location);
      if (manifests === undefined) keeper.current?.show(scenario, link.fragment);
      const copied = await copyText(link.url);
      setNotice({ kind: 'shared', copied, length: link.url.length, isLong: link.isLong });
    },
    [store],
  );

  const backToMyWork = useCallback(() => {
    keeper.current?.clear();
    setNotice(restoreBackup(store, localStorageOrNull()) ? { kind: 'restored' } : null);
  }, [store]);

  const failed = notice?.kind === 'failed';
  const dismiss = useCallback(() => {
    // A broken link stays in the address bar until dismissed, so a reload shows the notice again.
    if (failed) keeper.current?.clear();
    setNotice(null);
  }, [failed]);

  const value = useMemo<ShareLinks>(
    () => ({ notice, share, backToMyWork, dismiss }),
    [notice, share, backToMyWork, dismiss],
  );
  return <ShareContext.Provider value={value}>{children}</ShareContext.Provider>;
}

export function useShareLinks(): ShareLinks {
  const links = useContext(ShareContext);
  if (links === null) throw new Error('useShareLinks must be used inside <ShareLinksProvider>');
  return links;
}

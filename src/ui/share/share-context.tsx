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
  openServedScenario,
  openShareLink,
  restoreBackup,
  scenarioOf,
  shareLink,
  startFragmentKeeper,
  type OpenOutcome,
  type Scenario,
} from '../../state';
import { copyText } from '../ranking/clipboard';
import { useStoreApi } from '../store-context';

/** What the page says about links: the outcome of opening one, or of sharing. */
export type LinkNotice =
  /** `fromUi`: the scenario `ome-sim ui` served with the page, not a link. */
  | (Extract<OpenOutcome, { kind: 'failed' | 'opened' }> & { readonly fromUi?: true })
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
/** A link being opened: the fragment and the outcome it will have. */
interface Opening {
  readonly hash: string;
  readonly outcome: Promise<OpenOutcome>;
}

export function ShareLinksProvider({ children }: { children: ReactNode }) {
  const store = useStoreApi();
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const keeper = useRef<Keeper | null>(null);
  const opening = useRef<Opening | null>(null);

  useEffect(() => {
    keeper.current = startFragmentKeeper(store, window.location, window.history);
    let active = true;
    const open = async () => {
      const hash = window.location.hash;
      // StrictMode (the dev server) runs this effect twice: the second run must wait for the
      // first run's opening, not open the link again (which would find it "already open" and
      // show no notice). The ref outlives the simulated unmount, so both share one outcome.
      let pending = opening.current;
      if (pending === null || pending.hash !== hash) {
        // The keeper is read when the link is applied: the one running then, not the first.
        const expect = (scenario: Scenario) => keeper.current?.expect(scenario);
        pending = { hash, outcome: openShareLink(store, hash, localStorageOrNull(), expect) };
        opening.current = pending;
      }
      const outcome = await pending.outcome;
      if (opening.current === pending) opening.current = null;
      if (!active) return;
      if (outcome.kind === 'failed' || outcome.kind === 'opened') setNotice(outcome);
    };
    const openServed = async () => {
      const page = { document, history: window.history, fetch: (url: string) => fetch(url) };
      const expect = (scenario: Scenario) => keeper.current?.expect(scenario);
      const outcome = await openServedScenario(store, page, localStorageOrNull(), expect);
      if (!active) return;
      if (outcome.kind === 'failed' || outcome.kind === 'opened')
        setNotice({ ...outcome, fromUi: true });
    };
    // What `ome-sim ui` served first; a share link in the address bar still wins after it.
    void openServed().then(open);
    const onHashChange = () => void open();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      active = false;
      window.removeEventListener('hashchange', onHashChange);
      keeper.current?.stop();
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

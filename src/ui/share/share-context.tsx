/**
 * Share links in the page: opens a `#s1.…` link on load (and when only the fragment changes),
 * shares the current scenario (button and Ctrl/Cmd+S), and brings back kept work. A link that
 * arrives unasked (another site opened the tab, or the address changed under it) waits for a
 * click before replacing the user's work. The logic is in state/ (share-link.ts,
 * replace-work.ts); this wires it to window.
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
  openLink,
  readKept,
  openServedScenario,
  openShareLink,
  restoreKept,
  scenarioOf,
  shareLink,
  startFragmentKeeper,
  type OpenOptions,
  type OpenOutcome,
  type KeptSummary,
  type RestoreOutcome,
  type Scenario,
} from '../../state';
import { copyText } from '../ranking/clipboard';
import { useStoreApi } from '../store-context';
import { downloadText } from './download';
import { localStorageOrNull, useKeptList } from './use-kept-list';

/** What the page says about links: the outcome of opening one, of bringing work back, or sharing. */
export type LinkNotice =
  /** `fromUi`: the scenario `ome-sim ui` served with the page, not a link. */
  | (Extract<OpenOutcome, { kind: 'failed' | 'opened' | 'held' }> & { readonly fromUi?: true })
  | Extract<RestoreOutcome, { kind: 'restored' }>
  /** Bringing kept work back waits, as a held link does. */
  | (Omit<Extract<RestoreOutcome, { kind: 'held' }>, 'kind'> & { readonly kind: 'restore-held' })
  | {
      readonly kind: 'shared';
      readonly copied: boolean;
      readonly length: number;
      readonly isLong: boolean;
    };

interface ShareLinks {
  readonly notice: LinkNotice | null;
  /** How many texts are kept (for the header's button). */
  readonly keptCount: number;
  /** The kept texts, newest first, while the Kept work dialog is open; else null. */
  readonly keptEntries: readonly KeptSummary[] | null;
  showKept(open: boolean): void;
  /**
   * Copies a link to the current scenario and puts it in the address bar. With `manifests`, the
   * link carries that text instead (the share dialog's shorter text), and the address bar is left
   * alone: reloading must not replace the user's text with the shorter one.
   */
  share(manifests?: string): Promise<void>;
  /** Brings the kept text `id` back on screen (keeping what is there, as a link would). */
  bringBack(id: string, discardWork?: boolean): void;
  /** Opens what the notice holds back; `discardWork` only on the user's explicit choice. */
  openHeld(discardWork?: boolean): Promise<void>;
  discard(id: string): void;
  /** Saves the text on screen (or the kept text `id`) as a file. */
  downloadWork(id?: string): void;
  dismiss(): void;
}

const ShareContext = createContext<ShareLinks | null>(null);

/** A page on another site opened this tab (window.open) and can still navigate it. */
function openedByAnotherSite(): boolean {
  const opener: unknown = window.opener;
  if (opener === null || opener === undefined) return false;
  try {
    return (opener as Window).location.origin !== window.location.origin;
  } catch {
    return true; // reading another origin's location throws
  }
}

type Keeper = ReturnType<typeof startFragmentKeeper>;
/** A link being opened: the fragment and the outcome it will have. */
interface Opening {
  readonly hash: string;
  readonly outcome: Promise<OpenOutcome>;
}

const toNotice = (outcome: RestoreOutcome): LinkNotice | null =>
  outcome.kind === 'gone'
    ? null
    : outcome.kind === 'held'
      ? { ...outcome, kind: 'restore-held' }
      : outcome;

export function ShareLinksProvider({ children }: { children: ReactNode }) {
  const store = useStoreApi();
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const kept = useKeptList();
  const { refresh: refreshKept, show: showKept } = kept;
  const keeper = useRef<Keeper | null>(null);
  const opening = useRef<Opening | null>(null);
  // The keeper is read when the link is applied: the one running then, not the first.
  const expect = useCallback((scenario: Scenario) => keeper.current?.expect(scenario), []);

  useEffect(() => {
    keeper.current = startFragmentKeeper(store, window.location, window.history);
    let active = true;
    const show = (outcome: OpenOutcome, fromUi?: true) => {
      if (!active) return;
      refreshKept();
      if (outcome.kind === 'failed' || outcome.kind === 'opened' || outcome.kind === 'held')
        setNotice(fromUi ? { ...outcome, fromUi } : outcome);
    };
    const open = async (unasked: OpenOptions['unasked']) => {
      const hash = window.location.hash;
      // StrictMode (the dev server) runs this effect twice: the second run must wait for the
      // first run's opening, not open the link again (which would find it "already open" and
      // show no notice). The ref outlives the simulated unmount, so both share one outcome.
      let pending = opening.current;
      if (pending === null || pending.hash !== hash) {
        const options = unasked === undefined ? { expect } : { expect, unasked };
        pending = { hash, outcome: openShareLink(store, hash, localStorageOrNull(), options) };
        opening.current = pending;
      }
      const outcome = await pending.outcome;
      if (opening.current === pending) opening.current = null;
      show(outcome);
    };
    const openServed = async () => {
      const page = { document, history: window.history, fetch: (url: string) => fetch(url) };
      show(await openServedScenario(store, page, localStorageOrNull(), { expect }), true);
    };
    // What `ome-sim ui` served first; a share link in the address bar still wins after it.
    void openServed().then(() => open(openedByAnotherSite() ? 'another-site' : undefined));
    // The address changed under the page: the user may have pasted a link, or another page
    // that holds this window (its opener) navigated it; there is no telling which.
    const onHashChange = () => void open('address');
    window.addEventListener('hashchange', onHashChange);
    return () => {
      active = false;
      window.removeEventListener('hashchange', onHashChange);
      keeper.current?.stop();
      keeper.current = null;
    };
  }, [store, expect, refreshKept]);

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

  const bringBack = useCallback(
    (id: string, discardWork = false) => {
      const outcome = restoreKept(store, localStorageOrNull(), id, { discardWork });
      if (outcome.kind === 'restored') keeper.current?.clear();
      showKept(false);
      refreshKept();
      setNotice(toNotice(outcome));
    },
    [store, refreshKept, showKept],
  );

  const openHeld = useCallback(
    async (discardWork = false) => {
      if (notice?.kind === 'restore-held') return bringBack(notice.id, discardWork);
      if (notice?.kind !== 'held') return;
      const outcome = await openLink(store, notice.pending, localStorageOrNull(), {
        expect,
        discardWork,
      });
      refreshKept();
      if (outcome.kind === 'opened' || outcome.kind === 'held') {
        setNotice(notice.fromUi ? { ...outcome, fromUi: true } : outcome);
      } else setNotice(null);
    },
    [notice, store, expect, bringBack, refreshKept],
  );

  const downloadWork = useCallback(
    (id?: string) => {
      const text =
        id === undefined
          ? store.getState().text
          : readKept(localStorageOrNull(), id)?.scenario.text;
      if (text === undefined) return refreshKept();
      const name = id === undefined ? 'ome-sim-work.yaml' : `ome-sim-kept-${id}.yaml`;
      downloadText(text, name, 'application/yaml');
    },
    [store, refreshKept],
  );

  // A broken or held link stays in the address bar until dismissed: a reload shows it again.
  const fragmentWaits = notice?.kind === 'failed' || notice?.kind === 'held';
  const dismiss = useCallback(() => {
    if (fragmentWaits) keeper.current?.clear();
    setNotice(null);
  }, [fragmentWaits]);

  const value = useMemo<ShareLinks>(
    () => ({
      notice,
      keptCount: kept.count,
      keptEntries: kept.entries,
      showKept,
      share,
      bringBack,
      openHeld,
      discard: kept.discard,
      downloadWork,
      dismiss,
    }),
    [
      notice,
      kept.count,
      kept.entries,
      kept.discard,
      showKept,
      share,
      bringBack,
      openHeld,
      downloadWork,
      dismiss,
    ],
  );
  return <ShareContext.Provider value={value}>{children}</ShareContext.Provider>;
}

export function useShareLinks(): ShareLinks {
  const links = useContext(ShareContext);
  if (links === null) throw new Error('useShareLinks must be used inside <ShareLinksProvider>');
  return links;
}

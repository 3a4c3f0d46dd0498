/**
 * Share links in the page: the current scenario as a `#s1.…` URL, and opening one. Opening a link
 * never loses the user's own work: a link that fails to decode changes nothing (not even
 * storage), and one that opens first keeps the work it replaces under a second storage key, for
 * "Back to my work". `location`, `history` and `storage` are passed in, so this runs in tests.
 */
import type { StoreApi } from 'zustand/vanilla';
import { sameQuestion, sameSubject } from '../engine';
import {
  decodeScenario as decodeLink,
  encodeScenario as encodeLink,
  LONG_LINK_WARNING,
} from '../share/codec';
import { EXAMPLE_SCENARIO } from './example';
import { readItem, removeItem, writeItem } from './persist';
import { decodeScenario, encodeScenario, type Scenario } from './scenario';
import { requestText } from './requests';
import type { AppStore } from './store';
import { replacementOf, sameScenario, type Replacement } from './whatif';

/** The work that was on screen before a link replaced it. */
export const BACKUP_STORAGE_KEY = 'ome-sim:scenario:before-link:v1';
/** The scenario the last opened link showed, to tell an untouched link from the user's work. */
export const LINKED_STORAGE_KEY = 'ome-sim:scenario:linked:v1';

export type PageLocation = Pick<Location, 'hash' | 'origin' | 'pathname' | 'search'>;
export type PageHistory = Pick<History, 'replaceState' | 'state'>;

/** `#s1.…`, or a later format's `#s9.…`; other fragments (`#ranking-heading`) are not links. */
export const isShareFragment = (hash: string): boolean => /^#?s\d+\./.test(hash);

export const scenarioOf = (state: Scenario): Scenario => ({
  text: state.text,
  question: state.question,
  omeRelease: state.omeRelease,
});

export interface SharedLink {
  readonly url: string;
  readonly fragment: string;
  /** Some chat tools cut links this long. */
  readonly isLong: boolean;
}

export async function shareLink(scenario: Scenario, location: PageLocation): Promise<SharedLink> {
  const fragment = await encodeLink({
    manifests: scenario.text,
    target: { kind: scenario.question.kind, name: scenario.question.name },
    namespace: scenario.question.namespace,
    omeRelease: scenario.omeRelease,
  });
  const url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
  return { url, fragment, isLong: url.length > LONG_LINK_WARNING };
}

export type OpenOutcome =
  | { readonly kind: 'not-a-link' }
  | { readonly kind: 'failed'; readonly message: string }
  /** `backedUp`: the work it replaced can be restored ("Back to my work"). */
  | { readonly kind: 'opened'; readonly backedUp: boolean; readonly scenario: Scenario }
  | { readonly kind: 'already-open'; readonly backedUp: boolean };

/** What a decoded link asks for, with the parts it leaves to the app chosen from the manifests. */
const matchesLink = (current: Scenario, link: Replacement): boolean =>
  current.text === link.text &&
  current.omeRelease === link.omeRelease &&
  (link.subject === null || sameSubject(current.question, link.subject)) &&
  (link.namespace === null || current.question.namespace === link.namespace);

/** The scenario `link` puts on screen: what it leaves unset stays as `state` has it. */
const scenarioFor = (link: Replacement, state: Scenario): Scenario => ({
  text: link.text,
  question: {
    ...(link.subject ?? state.question),
    namespace: link.namespace ?? state.question.namespace,
  },
  omeRelease: link.omeRelease,
});

/** How long a link's baseline may take to rank before the link opens without it. */
export const BASELINE_RANK_TIMEOUT_MS = 15_000;

/**
 * A link with a baseline (`ome-sim runtime diff --link`): shows the baseline first, waits for its
 * ranking of the link's question, and pins it. Resolves to the scenario that was pinned, or null
 * when the baseline cannot rank that question (e.g. the model is new in the change).
 */
function pinLinkBaseline(
  store: StoreApi<AppStore>,
  baseline: Replacement,
  expect: (scenario: Scenario) => void,
): Promise<Scenario | null> {
  expect(scenarioFor(baseline, store.getState()));
  store.getState().replaceScenario(baseline);
  return new Promise((resolve) => {
    const settle = (state: AppStore): boolean => {
      const { latest } = state;
      if (state.pickTarget || latest === null) return false;
      const request = latest.request;
      if (
        requestText(request.sources) !== baseline.text ||
        !sameQuestion(request.question, state.question)
      )
        return false;
      finish(latest.response.result === null ? null : state);
      return true;
    };
    const finish = (state: AppStore | null): void => {
      clearTimeout(timer);
      unsubscribe();
      if (state === null || state.ranked?.request !== state.latest?.request) return resolve(null);
      state.pinBaseline();
      resolve(scenarioOf(state));
    };
    const timer = setTimeout(() => finish(null), BASELINE_RANK_TIMEOUT_MS);
    const unsubscribe = store.subscribe((state) => void settle(state));
    settle(store.getState());
  });
}

/**
 * Opens the link in `hash` into the store. Before replacing the scenario on screen, keeps it under
 * BACKUP_STORAGE_KEY, unless it is the worked example or an earlier link left untouched (then
 * the backup from before that link stays, so opening two links in a row loses nothing).
 */
export async function openShareLink(
  store: StoreApi<AppStore>,
  hash: string,
  storage: Storage | null,
  expect: (scenario: Scenario) => void = () => {},
): Promise<OpenOutcome> {
  if (!isShareFragment(hash)) return { kind: 'not-a-link' };
  const decoded = await decodeLink(hash);
  if (!decoded.ok) return { kind: 'failed', message: decoded.message };
  const { manifests, target, namespace, omeRelease, baseline } = decoded.scenario;
  const link: Replacement = { text: manifests, subject: target, namespace, omeRelease };
  if (baseline === undefined) return openScenario(store, link, storage, expect);
  const current = scenarioOf(store.getState());
  if (matchesLink(current, link)) {
    return { kind: 'already-open', backedUp: readItem(storage, BACKUP_STORAGE_KEY) !== null };
  }
  // A link with a baseline (`ome-sim runtime diff --link`): rank the before state and pin it,
  // then open the after state for the question the baseline was ranked for.
  const backedUp = backUpCurrent(store, storage);
  const pinned = await pinLinkBaseline(store, { ...link, text: baseline }, expect);
  const after =
    pinned === null
      ? link
      : { ...link, subject: pinned.question, namespace: pinned.question.namespace };
  return { ...replaceWith(store, after, storage, expect), backedUp };
}

/** Keeps the work on screen for "Back to my work" (see openShareLink); whether a backup exists. */
function backUpCurrent(store: StoreApi<AppStore>, storage: Storage | null): boolean {
  const current = scenarioOf(store.getState());
  const hadBackup = readItem(storage, BACKUP_STORAGE_KEY) !== null;
  const lastLinked = decodeScenario(readItem(storage, LINKED_STORAGE_KEY));
  const untouchedLink = lastLinked !== null && sameScenario(lastLinked, current);
  if (!untouchedLink && !sameScenario(current, EXAMPLE_SCENARIO))
    return writeItem(storage, BACKUP_STORAGE_KEY, encodeScenario(current));
  return hadBackup && untouchedLink;
}

/** Replaces the scenario on screen with `link` and remembers it as the last link opened. */
function replaceWith(
  store: StoreApi<AppStore>,
  link: Replacement,
  storage: Storage | null,
  expect: (scenario: Scenario) => void,
): OpenOutcome & { kind: 'opened' } {
  const opened = scenarioFor(link, store.getState());
  expect(opened); // before the store changes, so the fragment is not taken for stale
  store.getState().replaceScenario(link);
  writeItem(storage, LINKED_STORAGE_KEY, encodeScenario(opened));
  return { kind: 'opened', backedUp: false, scenario: opened };
}

/**
 * Puts `link` on screen as openShareLink does (also for what `ome-sim ui` serves): the work it
 * replaces is kept for "Back to my work".
 */
export function openScenario(
  store: StoreApi<AppStore>,
  link: Replacement,
  storage: Storage | null,
  expect: (scenario: Scenario) => void = () => {},
): OpenOutcome {
  const current = scenarioOf(store.getState());
  if (matchesLink(current, link)) {
    return { kind: 'already-open', backedUp: readItem(storage, BACKUP_STORAGE_KEY) !== null };
  }
  const backedUp = backUpCurrent(store, storage);
  return { ...replaceWith(store, link, storage, expect), backedUp };
}

/** Puts the work from before the last link back; false when there is none. */
export function restoreBackup(store: StoreApi<AppStore>, storage: Storage | null): boolean {
  const backup = decodeScenario(readItem(storage, BACKUP_STORAGE_KEY));
  if (backup === null) return false;
  store.getState().replaceScenario(replacementOf(backup));
  removeItem(storage, BACKUP_STORAGE_KEY);
  removeItem(storage, LINKED_STORAGE_KEY);
  return true;
}

/**
 * Keeps the address bar honest: a share fragment stands for one scenario, so the first edit away
 * from it removes the fragment (a reload then shows the autosaved work, edits included).
 */
export function startFragmentKeeper(
  store: StoreApi<AppStore>,
  location: PageLocation,
  history: PageHistory,
) {
  let shown: Scenario | null = null;
  const clear = () => {
    if (isShareFragment(location.hash))
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  };
  const unsubscribe = store.subscribe((state, previous) => {
    const changed =
      state.text !== previous.text ||
      !sameQuestion(state.question, previous.question) ||
      state.omeRelease !== previous.omeRelease;
    if (!changed || (shown !== null && sameScenario(shown, scenarioOf(state)))) return;
    shown = null;
    clear();
  });
  return {
    /** The fragment about to be (or just) applied stands for `scenario`. */
    expect: (scenario: Scenario) => {
      shown = scenario;
    },
    /** Writes `fragment` for `scenario` into the URL without a navigation. */
    show: (scenario: Scenario, fragment: string) => {
      shown = scenario;
      history.replaceState(history.state, '', `#${fragment}`);
    },
    clear,
    stop: unsubscribe,
  };
}

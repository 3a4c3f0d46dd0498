/**
 * Share links in the page: the current scenario as a `#s1.…` URL, and opening one. Opening a link
 * never loses the user's own work: a link that fails to decode changes nothing (not even
 * storage); one that opens first keeps the work it replaces (replace-work.ts), and when that work
 * cannot be kept, or the link arrived unasked, it waits for the user's click. `location`,
 * `history` and `storage` are passed in, so this runs in tests.
 */
import type { StoreApi } from 'zustand/vanilla';
import { sameQuestion, sameSubject } from '../engine';
import {
  decodeScenario as decodeLink,
  encodeScenario as encodeLink,
  LONG_LINK_WARNING,
} from '../share/codec';
import { rememberLinkedText, workKind } from './own-work';
import { makeWay, type HoldReason, type MakeWayOptions, type WorkFate } from './replace-work';
import { scenarioOf, type Scenario } from './scenario';
import { requestText } from './requests';
import type { AppStore } from './store';
import { sameScenario, type Replacement } from './whatif';

export type PageLocation = Pick<Location, 'hash' | 'origin' | 'pathname' | 'search'>;
export type PageHistory = Pick<History, 'replaceState' | 'state'>;

/** `#s1.…`, or a later format's `#s9.…`; other fragments (`#ranking-heading`) are not links. */
export const isShareFragment = (hash: string): boolean => /^#?s\d+\./.test(hash);

export { scenarioOf };

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

/** A decoded link (or served scenario) waiting to be opened. */
export interface PendingLink {
  readonly link: Replacement;
  /** Manifests to pin as the baseline first (`ome-sim runtime diff --link`). */
  readonly baseline?: string;
}

export type OpenOutcome =
  | { readonly kind: 'not-a-link' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'opened'; readonly scenario: Scenario; readonly work: WorkFate }
  /** Not opened: the work on screen stays until the user chooses (see HoldReason). */
  | { readonly kind: 'held'; readonly why: HoldReason; readonly pending: PendingLink }
  | { readonly kind: 'already-open' };

export interface OpenOptions extends MakeWayOptions {
  /** Told the scenario about to be shown, before the store changes (the fragment keeper). */
  readonly expect?: (scenario: Scenario) => void;
  /**
   * The link arrived without the user asking in this page: another site opened the tab, or the
   * address changed under it. Then the user's own work is not replaced without a click.
   */
  readonly unasked?: 'another-site' | 'address';
}

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

/** Opens the link in `hash` into the store (see openLink). */
export async function openShareLink(
  store: StoreApi<AppStore>,
  hash: string,
  storage: Storage | null,
  options: OpenOptions = {},
): Promise<OpenOutcome> {
  if (!isShareFragment(hash)) return { kind: 'not-a-link' };
  const decoded = await decodeLink(hash);
  if (!decoded.ok) return { kind: 'failed', message: decoded.message };
  const { manifests, target, namespace, omeRelease, baseline } = decoded.scenario;
  const link: Replacement = { text: manifests, subject: target, namespace, omeRelease };
  return openLink(store, baseline === undefined ? { link } : { link, baseline }, storage, options);
}

/**
 * Puts a link on screen (also what `ome-sim ui` serves). The work it replaces is kept first;
 * when that fails, or the link arrived unasked over the user's own work, nothing changes and the
 * outcome says why. A link with a baseline shows the baseline first, waits for its ranking and
 * pins it, then opens for the question the baseline was ranked for.
 */
export async function openLink(
  store: StoreApi<AppStore>,
  pending: PendingLink,
  storage: Storage | null,
  options: OpenOptions = {},
): Promise<OpenOutcome> {
  const { link, baseline } = pending;
  const expect = options.expect ?? (() => {});
  const current = scenarioOf(store.getState());
  if (matchesLink(current, link)) return { kind: 'already-open' };
  if (options.unasked !== undefined && workKind(storage, current.text) === 'own')
    return { kind: 'held', why: { kind: 'unasked', by: options.unasked }, pending };
  const way = makeWay(storage, current, options);
  if (!way.ok) return { kind: 'held', why: way.why, pending };
  if (baseline === undefined) return replaceWith(store, link, storage, expect, way.work);
  const pinned = await pinLinkBaseline(store, { ...link, text: baseline }, expect);
  const after =
    pinned === null
      ? link
      : { ...link, subject: pinned.question, namespace: pinned.question.namespace };
  return replaceWith(store, after, storage, expect, way.work);
}

/** Replaces the scenario on screen with `link` and remembers its text as the last link's. */
function replaceWith(
  store: StoreApi<AppStore>,
  link: Replacement,
  storage: Storage | null,
  expect: (scenario: Scenario) => void,
  work: WorkFate,
): OpenOutcome {
  const opened = scenarioFor(link, store.getState());
  expect(opened); // before the store changes, so the fragment is not taken for stale
  store.getState().replaceScenario(link);
  rememberLinkedText(storage, opened.text);
  return { kind: 'opened', scenario: opened, work };
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

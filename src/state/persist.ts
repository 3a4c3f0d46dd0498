/**
 * Autosave: the scenario, the pinned baseline's inputs and the theme go to localStorage,
 * debounced, and are read back at start. Storage may be missing or full (private mode, quota):
 * then the app simply doesn't remember. When it is full, the user's text comes first: the
 * baseline (the least important thing stored) is dropped to make room for it, and is written
 * again only when it fits beside it (a refused write, which the page reports).
 */
import type { StoreApi } from 'zustand/vanilla';
import { sameQuestion } from '../engine';
import {
  decodeScenario,
  encodeScenario,
  scenarioOf,
  SCENARIO_STORAGE_KEY,
  type Scenario,
} from './scenario';
import {
  BASELINE_STORAGE_KEY,
  decodeBaseline,
  encodeBaseline,
  savedBaselineOf,
  type SavedBaseline,
} from './saved-baseline';
import type { AppStore, ThemePreference } from './store';

const THEME_STORAGE_KEY = 'ome-sim:theme';
const SAVE_DELAY_MS = 300;
/**
 * After the delay, saving waits for an idle moment (at most this long): writing a pasted catalog
 * (a megabyte) to localStorage takes the main thread 30–200 ms, which must not land between the
 * paste and its ranking on screen.
 */
const SAVE_IDLE_TIMEOUT_MS = 2000;

/**
 * Counts the writes and removals that storage took, through the helpers below (every one the app
 * makes): a value refused before may fit once one of them has made room. Counted here, not per
 * Storage object: the page reaches one localStorage through two (main.tsx's watched wrapper, and
 * the browser's own for kept work and links).
 */
let storageChanges = 0;

export function readItem(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when storage is missing or refuses (quota, privacy settings): the app keeps working. */
export function writeItem(storage: Storage | null, key: string, value: string): boolean {
  try {
    if (storage === null) return false;
    storage.setItem(key, value);
    storageChanges++;
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: Storage | null, key: string): void {
  try {
    if (storage === null) return;
    storage.removeItem(key);
    storageChanges++;
  } catch {
    // As above: nothing to do without storage.
  }
}

/** Whether storage holds `key`, found among the keys (a value may be megabytes long to read). */
function hasItem(storage: Storage | null, key: string): boolean {
  try {
    for (let i = 0; storage !== null && i < storage.length; i++)
      if (storage.key(i) === key) return true;
  } catch {
    // Storage that refuses to be read holds nothing we can use.
  }
  return false;
}

/**
 * Writes `value` under `key`; when storage refuses (full), first takes out the pinned baseline
 * (the least important thing stored: the autosave writes it again once there is room), then the
 * value under `spareKey` (one the caller holds in memory and no longer needs stored twice), trying
 * again after each, and puts the spare back when that fails too. So a text can move from one key
 * to another when the two copies would not fit side by side. Whether `value` is written.
 */
export function writeMakingRoom(
  storage: Storage | null,
  key: string,
  value: string,
  spareKey: string | null,
): boolean {
  if (writeItem(storage, key, value)) return true;
  if (key !== BASELINE_STORAGE_KEY && hasItem(storage, BASELINE_STORAGE_KEY)) {
    removeItem(storage, BASELINE_STORAGE_KEY);
    if (writeItem(storage, key, value)) return true;
  }
  const spare = spareKey === null ? null : readItem(storage, spareKey);
  if (spareKey === null || spare === null) return false;
  removeItem(storage, spareKey);
  if (writeItem(storage, key, value)) return true;
  // It fitted before, with the failed write changing nothing.
  writeItem(storage, spareKey, spare);
  return false;
}

export const loadScenario = (storage: Storage | null): Scenario | null =>
  decodeScenario(readItem(storage, SCENARIO_STORAGE_KEY));

export const loadBaseline = (storage: Storage | null): SavedBaseline | null =>
  decodeBaseline(readItem(storage, BASELINE_STORAGE_KEY));

export function loadTheme(storage: Storage | null): ThemePreference {
  const value = readItem(storage, THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** How much a scenario's stored JSON takes at the least. */
export interface StoredSize {
  /** Its length at the least. */
  readonly chars: number;
  /**
   * Whether the text holds a character past U+00FF. A browser may store a text without one in a
   * byte a character (this Chromium counts two either way, measured), so a wide text refused says
   * nothing of a narrow one as long.
   */
  readonly wide: boolean;
}

/**
 * The scenario's stored size, reckoned without building the JSON (a fifth of the time for ten
 * megabytes): the rest of the record encoded, plus the text with one character more for each one
 * JSON escapes. Exact for a newline, a tab, a quote or a backslash; another control character or
 * a lone surrogate makes the JSON longer still.
 */
export function leastStoredSize(scenario: Scenario): StoredSize {
  const { text } = scenario;
  let escaped = 0;
  let wide = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c) escaped++;
    else if (code > 0xff) wide = true;
  }
  // The empty text's encoding already has the text's own two quotes.
  return { chars: encodeScenario({ ...scenario, text: '' }).length + text.length + escaped, wide };
}

/** Runs `callback` when the page is idle (or after `timeout`); returns the cancel. */
function whenIdle(target: Window, callback: () => void, timeout: number): () => void {
  if (typeof target.requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const handle = target.requestIdleCallback(callback, { timeout });
  return () => target.cancelIdleCallback(handle);
}

/**
 * Saves the scenario a moment after each change (in the next idle moment), and at once when the
 * page is hidden or unloaded, so a reload right after typing keeps the last keystroke. Returns
 * the unsubscribe.
 *
 * A scenario that storage refused (too large for the quota, even with the baseline taken out) is
 * not encoded and offered again at every edit (docs/performance.md has the cost for ten
 * megabytes). One at least as long is refused too, until something frees room: a write or removal
 * by this page, or a change by another tab (the `storage` event).
 */
export function startAutosave(
  store: StoreApi<AppStore>,
  storage: Storage | null,
  target: Window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    cancelIdle?.();
    cancelIdle = null;
  };
  const pending = () => timer !== null || cancelIdle !== null;
  // The baseline as last written (its JSON), so an unchanged one is not written again while it
  // is still there (making room for a text takes it out: writeMakingRoom).
  let storedBaseline = readItem(storage, BASELINE_STORAGE_KEY);
  const saveBaseline = (saved: SavedBaseline | null) => {
    const json = saved === null ? null : encodeBaseline(saved);
    if (json === storedBaseline && (json === null || hasItem(storage, BASELINE_STORAGE_KEY)))
      return;
    // The old one goes first: a reload must not bring back a baseline the user replaced.
    removeItem(storage, BASELINE_STORAGE_KEY);
    storedBaseline = null;
    if (json !== null && writeItem(storage, BASELINE_STORAGE_KEY, json)) storedBaseline = json;
  };
  // The last scenario refused, and the storage change it was refused at.
  let refused: { readonly size: StoredSize; readonly atChange: number } | null = null;
  // Reckoned only while a refusal stands: a save that storage takes costs no pass over the text.
  const refusedAgain = (scenario: Scenario): boolean => {
    if (refused === null || refused.atChange !== storageChanges) return false;
    const size = leastStoredSize(scenario);
    return size.chars >= refused.size.chars && (size.wide || !refused.size.wide);
  };
  const flush = () => {
    cancel();
    const state = store.getState();
    const scenario = scenarioOf(state);
    if (refusedAgain(scenario)) return;
    // The text first: when both do not fit, the baseline gives way (and is refused below).
    const json = encodeScenario(scenario);
    if (writeMakingRoom(storage, SCENARIO_STORAGE_KEY, json, null)) {
      refused = null;
      saveBaseline(savedBaselineOf(state));
    } else {
      const { wide } = leastStoredSize(scenario);
      refused = { size: { chars: json.length, wide }, atChange: storageChanges };
    }
  };
  const schedule = () => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      cancelIdle = whenIdle(target, flush, SAVE_IDLE_TIMEOUT_MS);
    }, SAVE_DELAY_MS);
  };
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.theme !== previous.theme) writeItem(storage, THEME_STORAGE_KEY, state.theme);
    const changed =
      state.text !== previous.text ||
      !sameQuestion(state.question, previous.question) ||
      state.omeRelease !== previous.omeRelease ||
      state.baseline !== previous.baseline ||
      state.baselineToRestore !== previous.baselineToRestore;
    if (!changed) return;
    schedule();
  });
  const onHide = () => {
    if (pending()) flush();
  };
  const onOtherTab = () => {
    refused = null;
  };
  target.addEventListener('pagehide', onHide);
  target.addEventListener('visibilitychange', onHide);
  target.addEventListener('storage', onOtherTab);
  return () => {
    unsubscribe();
    target.removeEventListener('pagehide', onHide);
    target.removeEventListener('visibilitychange', onHide);
    target.removeEventListener('storage', onOtherTab);
    if (pending()) flush();
  };
}

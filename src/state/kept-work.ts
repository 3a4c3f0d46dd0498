/**
 * Kept work: the texts the user wrote that something else (a share link, what `ome-sim ui`
 * serves, a kept text brought back) replaced on screen. Each is its own localStorage key, so the
 * list is whatever storage holds (another tab's additions included) and no index can drift.
 *
 * The rules: a text is kept once (keeping it again refreshes its entry); at most MAX_KEPT are
 * kept, and keeping one more drops the oldest, which the caller must tell the user; nothing else
 * removes an entry but the user (discard, or bringing it back). When storage is full, the pinned
 * baseline gives way first, then the autosave's copy of the same text makes room (the text moves
 * rather than being copied): one big text and the kept copy of it never need to fit side by side.
 */
import { readItem, removeItem, writeMakingRoom } from './persist';
import {
  encodeScenario,
  storedScenarioRecord,
  scenarioRecord,
  SCENARIO_STORAGE_KEY,
  decodeScenario,
  type Scenario,
} from './scenario';

export const KEPT_WORK_PREFIX = 'ome-sim:kept:v1:';
/** How many texts are kept; keeping one more drops the oldest. */
export const MAX_KEPT = 10;

/** A kept text, described without its text (what the list shows). */
export interface KeptSummary {
  /** Its storage key's suffix. */
  readonly id: string;
  /** When it was kept (ms since the epoch). */
  readonly keptAt: number;
  readonly question: Scenario['question'];
  readonly omeRelease: string;
  readonly chars: number;
  readonly lines: number;
  /** To tell texts apart: its first objects' names (else its first line), shortened. */
  readonly preview: string;
}

export interface KeptWork extends KeptSummary {
  readonly scenario: Scenario;
}

export type KeepResult =
  | {
      readonly ok: true;
      readonly entry: KeptSummary;
      /** Entries dropped to stay at MAX_KEPT, oldest first. */
      readonly evicted: readonly KeptSummary[];
    }
  /** `no-storage`: the browser gives no storage; `no-room`: it refused the write (full). */
  | { readonly ok: false; readonly reason: 'no-storage' | 'no-room' };

const keyOf = (id: string): string => `${KEPT_WORK_PREFIX}${id}`;

/** The ids in storage, in no order. */
function keptIds(storage: Storage | null): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; storage !== null && i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(KEPT_WORK_PREFIX)) ids.push(key.slice(KEPT_WORK_PREFIX.length));
    }
  } catch {
    // Storage that refuses to be read holds nothing we can show.
  }
  return ids;
}

export const keptCount = (storage: Storage | null): number => keptIds(storage).length;

const PREVIEW_CHARS = 100;
const PREVIEW_NAMES = 4;
/** `  name: x` right under `metadata:`, as kubectl and most people indent it. */
const OBJECT_NAME = /^metadata:\s*\n(?:[ ]{2}(?!name:).*\n)*?[ ]{2}name:[ \t]*['"]?([^'"#\s]+)/gm;

function previewOf(text: string): string {
  const names: string[] = [];
  for (const match of text.slice(0, 200_000).matchAll(OBJECT_NAME)) {
    const name = match[1];
    if (name !== undefined && !names.includes(name)) names.push(name);
    if (names.length > PREVIEW_NAMES) break;
  }
  const shown =
    names.slice(0, PREVIEW_NAMES).join(', ') + (names.length > PREVIEW_NAMES ? ', …' : '');
  const line = shown || (text.trim().split('\n')[0] ?? '');
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
}

const lineCount = (text: string): number => {
  let lines = text.length === 0 || text.endsWith('\n') ? 0 : 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
};

function decodeKept(id: string, json: string | null): KeptWork | null {
  const stored = storedScenarioRecord(json);
  if (stored === null) return null;
  const { scenario } = stored;
  const keptAt = stored.record.keptAt;
  if (typeof keptAt !== 'number' || !Number.isFinite(keptAt)) return null;
  const { question, omeRelease, text } = scenario;
  const preview = previewOf(text);
  const [chars, lines] = [text.length, lineCount(text)];
  return { id, keptAt, question, omeRelease, chars, lines, preview, scenario };
}

export const readKept = (storage: Storage | null, id: string): KeptWork | null =>
  decodeKept(id, readItem(storage, keyOf(id)));

/** Every kept text, newest first. An entry that does not decode is left alone, not listed. */
export function listKept(storage: Storage | null): KeptWork[] {
  return keptIds(storage)
    .map((id) => readKept(storage, id))
    .filter((entry): entry is KeptWork => entry !== null)
    .sort((a, b) => b.keptAt - a.keptAt || b.id.localeCompare(a.id));
}

export const summaryOf = ({ scenario: _text, ...summary }: KeptWork): KeptSummary => summary;

/** A new id: the time, made unique among the stored ones. */
function newId(existing: readonly string[], now: number): string {
  let id = Math.max(0, Math.floor(now));
  while (existing.includes(String(id))) id++;
  return String(id);
}

/** The autosave, when it holds this very text: then it may make room for the kept copy. */
function autosaveOf(storage: Storage | null, text: string): string | null {
  return decodeScenario(readItem(storage, SCENARIO_STORAGE_KEY))?.text === text
    ? SCENARIO_STORAGE_KEY
    : null;
}

/**
 * Keeps `scenario` (the user's text about to leave the screen). The same text already kept is
 * refreshed (its question and time), not kept twice. `spare`: an entry about to be brought back
 * in its place, which is neither dropped nor counted.
 */
export function keepWork(
  storage: Storage | null,
  scenario: Scenario,
  now: number,
  spare: string | null = null,
): KeepResult {
  if (storage === null) return { ok: false, reason: 'no-storage' };
  const kept = listKept(storage);
  const same = kept.find((entry) => entry.scenario.text === scenario.text);
  const id = same?.id ?? newId(keptIds(storage), now);
  const value = JSON.stringify({ keptAt: now, ...scenarioRecord(scenario) });
  if (!writeMakingRoom(storage, keyOf(id), value, autosaveOf(storage, scenario.text))) {
    // A refreshed entry that cannot be rewritten still holds the text.
    if (same !== undefined) return { ok: true, entry: summaryOf(same), evicted: [] };
    return { ok: false, reason: 'no-room' };
  }
  const entry = readKept(storage, id);
  if (entry === null) return { ok: false, reason: 'no-room' };
  // The spare leaves the list right after (it goes back on screen): it takes no room.
  const others = kept.filter((old) => old.id !== id && old.id !== spare);
  const evicted = others.slice(MAX_KEPT - 1).reverse();
  for (const old of evicted) removeItem(storage, keyOf(old.id));
  return { ok: true, entry: summaryOf(entry), evicted: evicted.map(summaryOf) };
}

export function discardKept(storage: Storage | null, id: string): void {
  removeItem(storage, keyOf(id));
}

/**
 * Takes a kept text out to put it back on screen: it becomes the autosave (moving, when both
 * copies would not fit) and leaves the list. When even the move fails it stays kept, so it is
 * never only on screen. Null when there is no such entry.
 */
export function takeKept(storage: Storage | null, id: string): KeptWork | null {
  const entry = readKept(storage, id);
  if (entry === null) return null;
  const key = keyOf(id);
  if (writeMakingRoom(storage, SCENARIO_STORAGE_KEY, encodeScenario(entry.scenario), key))
    removeItem(storage, key);
  return entry;
}

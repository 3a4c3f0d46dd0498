/**
 * Which text on screen is the user's own work: the only kind that is kept when something
 * replaces it, and the only kind a link arriving unasked must not replace without a click.
 *
 * Not the user's: an empty text, the worked example, and the text of the last link (or scenario
 * `ome-sim ui` served) opened, however its question or release was changed since: those are
 * choices, not writing, and the text is in the link. The last link is remembered by a fingerprint
 * of its text, so a large linked text is not stored twice.
 */
import { EXAMPLE_SCENARIO } from './example';
import { keepWork } from './kept-work';
import { readItem, removeItem, writeItem } from './persist';
import { decodeScenario } from './scenario';

export const LINKED_TEXT_KEY = 'ome-sim:linked-text:v1';
/** Earlier versions kept one backup and the whole last linked scenario; read once, then removed. */
export const LEGACY_BACKUP_KEY = 'ome-sim:scenario:before-link:v1';
export const LEGACY_LINKED_KEY = 'ome-sim:scenario:linked:v1';

/**
 * The text's length and two 32-bit FNV-1a hashes (different offsets) of its UTF-16 units: two
 * different texts of one length share it about once in 2^64, and a shared one would only make
 * the text count as a link's.
 */
export function textFingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193);
  }
  return `${text.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}

/** Remembers `text` as the last link's (so leaving it untouched is not the user's work). */
export function rememberLinkedText(storage: Storage | null, text: string): void {
  writeItem(storage, LINKED_TEXT_KEY, textFingerprint(text));
}

/** `own`: the user wrote it; `linked`: the last link's text; `example`: the example, or empty. */
export type WorkKind = 'own' | 'linked' | 'example';

export function workKind(storage: Storage | null, text: string): WorkKind {
  if (text.trim() === '' || text === EXAMPLE_SCENARIO.text) return 'example';
  return readItem(storage, LINKED_TEXT_KEY) === textFingerprint(text) ? 'linked' : 'own';
}

/**
 * Moves what earlier versions stored into today's keys: the one backup becomes kept work, the
 * last linked scenario a fingerprint. A backup that cannot be kept stays where it is.
 */
export function migrateLegacyKeys(storage: Storage | null, now: number): void {
  const linked = decodeScenario(readItem(storage, LEGACY_LINKED_KEY));
  if (linked !== null && readItem(storage, LINKED_TEXT_KEY) === null)
    rememberLinkedText(storage, linked.text);
  removeItem(storage, LEGACY_LINKED_KEY);
  const backup = decodeScenario(readItem(storage, LEGACY_BACKUP_KEY));
  if (backup === null || keepWork(storage, backup, now).ok) removeItem(storage, LEGACY_BACKUP_KEY);
}

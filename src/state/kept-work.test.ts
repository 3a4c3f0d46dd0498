/** Kept work: what is kept, what is dropped, and how a big text moves when storage is full. */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { EXAMPLE_SCENARIO } from './example';
import {
  discardKept,
  keepWork,
  KEPT_WORK_PREFIX,
  keptCount,
  listKept,
  MAX_KEPT,
  takeKept,
} from './kept-work';
import {
  LEGACY_BACKUP_KEY,
  LEGACY_LINKED_KEY,
  LINKED_TEXT_KEY,
  migrateLegacyKeys,
  rememberLinkedText,
  textFingerprint,
  workKind,
} from './own-work';
import { decodeScenario, encodeScenario, SCENARIO_STORAGE_KEY, type Scenario } from './scenario';

/** Chromium's localStorage quota: characters of keys and values together. */
const CHROMIUM_QUOTA = 5_242_880;

const work = (text: string): Scenario => ({ ...EXAMPLE_SCENARIO, text });
const texts = (storage: Storage) => listKept(storage).map((entry) => entry.scenario.text);

describe('kept work', () => {
  it('keeps each text once, newest first; keeping the same text again refreshes it', () => {
    const storage = new MemoryStorage();
    expect(keepWork(storage, work('a: 1\n'), 1000)).toMatchObject({ ok: true, evicted: [] });
    keepWork(storage, work('b: 2\n'), 2000);
    const moved = { ...work('a: 1\n'), question: { ...EXAMPLE_SCENARIO.question, name: 'other' } };
    const again = keepWork(storage, moved, 3000);
    expect(again).toMatchObject({ ok: true, entry: { keptAt: 3000, lines: 1, chars: 5 } });
    expect(texts(storage)).toEqual(['a: 1\n', 'b: 2\n']);
    expect(listKept(storage)[0]?.scenario.question.name).toBe('other');
    expect(keptCount(storage)).toBe(2);
  });

  it(`keeps the ${MAX_KEPT} newest: one more drops the oldest, and says which`, () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < MAX_KEPT; i++) keepWork(storage, work(`n: ${i}\n`), 1000 + i);
    const result = keepWork(storage, work('n: new\n'), 5000);
    expect(result.ok && result.evicted.map((entry) => entry.keptAt)).toEqual([1000]);
    expect(texts(storage)).toHaveLength(MAX_KEPT);
    expect(texts(storage)).not.toContain('n: 0\n');
    expect(texts(storage)[0]).toBe('n: new\n');
  });

  it('neither drops nor counts the entry named as spare (the one being brought back)', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < MAX_KEPT; i++) keepWork(storage, work(`n: ${i}\n`), 1000 + i);
    const oldest = listKept(storage).at(-1)!;
    const result = keepWork(storage, work('n: new\n'), 5000, oldest.id);
    expect(result).toMatchObject({ ok: true, evicted: [] });
    expect(listKept(storage).map((entry) => entry.id)).toContain(oldest.id);
    // Once it is taken out, the list is back to the limit.
    takeKept(storage, oldest.id);
    expect(keptCount(storage)).toBe(MAX_KEPT);
  });

  it('ids stay unique when two texts are kept in the same millisecond', () => {
    const storage = new MemoryStorage();
    keepWork(storage, work('a: 1\n'), 7);
    keepWork(storage, work('b: 1\n'), 7);
    expect(texts(storage).sort()).toEqual(['a: 1\n', 'b: 1\n']);
  });

  it('lists only entries it can read; others are left alone', () => {
    const storage = new MemoryStorage();
    keepWork(storage, work('a: 1\n'), 1);
    storage.setItem(`${KEPT_WORK_PREFIX}99`, '{not json');
    storage.setItem(`${KEPT_WORK_PREFIX}98`, JSON.stringify({ text: 'x' }));
    expect(texts(storage)).toEqual(['a: 1\n']);
    expect(storage.getItem(`${KEPT_WORK_PREFIX}99`)).toBe('{not json');
  });

  it('describes each text by its objects’ names, else its first line', () => {
    const storage = new MemoryStorage();
    keepWork(storage, EXAMPLE_SCENARIO, 1);
    keepWork(storage, work('# just a note\nfoo: bar\n'), 2);
    const [note, example] = listKept(storage);
    expect(example?.preview).toMatch(/^[\w.-]+(, [\w.-]+){3}, …$/);
    expect(note?.preview).toBe('# just a note');
  });

  it('is discarded only by name', () => {
    const storage = new MemoryStorage();
    keepWork(storage, work('a: 1\n'), 1);
    keepWork(storage, work('b: 1\n'), 2);
    discardKept(storage, listKept(storage)[0]!.id);
    expect(texts(storage)).toEqual(['a: 1\n']);
  });
});

describe('kept work in full storage', () => {
  const big = work(`# ${'x'.repeat(2_800_000)}\n`);

  it('moves a 2.8 MB text out of the autosave when both copies do not fit', () => {
    const storage = new MemoryStorage(CHROMIUM_QUOTA);
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario(big));
    expect(() => storage.setItem('copy', encodeScenario(big))).toThrow(/quota/);
    expect(keepWork(storage, big, 1)).toMatchObject({ ok: true });
    expect(storage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
    expect(texts(storage)).toEqual([big.text]);

    // And back: the autosave again, no longer kept.
    expect(takeKept(storage, listKept(storage)[0]!.id)?.scenario).toEqual(big);
    expect(decodeScenario(storage.getItem(SCENARIO_STORAGE_KEY))).toEqual(big);
    expect(keptCount(storage)).toBe(0);
  });

  it('frees the autosave only when it holds the same text (another tab may have saved there)', () => {
    const storage = new MemoryStorage(CHROMIUM_QUOTA);
    const other = encodeScenario(work(`# ${'y'.repeat(2_800_000)}\n`));
    storage.setItem(SCENARIO_STORAGE_KEY, other);
    expect(keepWork(storage, big, 1)).toEqual({ ok: false, reason: 'no-room' });
    expect(storage.getItem(SCENARIO_STORAGE_KEY)).toBe(other);
    expect(keptCount(storage)).toBe(0);
  });

  it('says there is no room, and changes nothing, when even the move does not fit', () => {
    const storage = new MemoryStorage(CHROMIUM_QUOTA);
    const mine = work('a: mine\n');
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario(mine));
    storage.setItem('filler', 'f'.repeat(CHROMIUM_QUOTA - storage.used - 'filler'.length));
    const before = storage.used;
    expect(keepWork(storage, mine, 1)).toEqual({ ok: false, reason: 'no-room' });
    expect(storage.used).toBe(before);
    expect(decodeScenario(storage.getItem(SCENARIO_STORAGE_KEY))).toEqual(mine);
  });

  it('leaves a kept text kept when it cannot become the autosave either', () => {
    const storage = new MemoryStorage();
    keepWork(storage, work('a: 1\n'), 1);
    const write = storage.setItem;
    storage.setItem = (key, value) => {
      if (key === SCENARIO_STORAGE_KEY) throw new DOMException('refused', 'QuotaExceededError');
      write(key, value);
    };
    const id = listKept(storage)[0]!.id;
    expect(takeKept(storage, id)?.scenario.text).toBe('a: 1\n');
    expect(texts(storage)).toEqual(['a: 1\n']);
  });

  it('without storage, keeps nothing and says so', () => {
    expect(keepWork(null, work('a: 1\n'), 1)).toEqual({ ok: false, reason: 'no-storage' });
  });
});

describe('own work', () => {
  it('is any text but an empty one, the worked example and the last link’s', () => {
    const storage = new MemoryStorage();
    expect(workKind(storage, 'a: 1\n')).toBe('own');
    expect(workKind(storage, ' \n')).toBe('example');
    expect(workKind(storage, EXAMPLE_SCENARIO.text)).toBe('example');
    rememberLinkedText(storage, 'a: 1\n');
    expect(workKind(storage, 'a: 1\n')).toBe('linked');
    expect(workKind(storage, 'a: 1\n# edited\n')).toBe('own');
    // Remembered by a fingerprint, not a second copy of the text.
    expect(storage.getItem(LINKED_TEXT_KEY)).toBe(textFingerprint('a: 1\n'));
  });

  it('fingerprints tell apart texts of one length', () => {
    expect(textFingerprint('ab')).not.toBe(textFingerprint('ba'));
    expect(textFingerprint('a: 1\n')).toBe(textFingerprint('a: 1\n'));
  });
});

describe('what earlier versions stored', () => {
  it('moves into today’s keys: the backup kept, the linked scenario a fingerprint', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_BACKUP_KEY, encodeScenario(work('mine: 1\n')));
    storage.setItem(LEGACY_LINKED_KEY, encodeScenario(work('linked: 1\n')));
    migrateLegacyKeys(storage, 42);
    expect(listKept(storage).map((entry) => [entry.keptAt, entry.scenario.text])).toEqual([
      [42, 'mine: 1\n'],
    ]);
    expect(workKind(storage, 'linked: 1\n')).toBe('linked');
    expect(storage.getItem(LEGACY_BACKUP_KEY)).toBeNull();
    expect(storage.getItem(LEGACY_LINKED_KEY)).toBeNull();
  });

  it('leaves the old backup where it is when it cannot be kept', () => {
    const storage = new MemoryStorage(200);
    const backup = encodeScenario(work('mine: 1\n'));
    storage.setItem(LEGACY_BACKUP_KEY, backup);
    storage.setItem('filler', 'f'.repeat(200 - storage.used - 'filler'.length));
    migrateLegacyKeys(storage, 42);
    expect(storage.getItem(LEGACY_BACKUP_KEY)).toBe(backup);
  });
});

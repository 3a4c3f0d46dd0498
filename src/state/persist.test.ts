/** Autosave of a text too large for storage: refused once, not encoded and offered at every edit. */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { discardKept, keepWork } from './kept-work';
import { leastStoredSize, startAutosave } from './persist';
import { EXAMPLE_SCENARIO } from './example';
import { decodeScenario, encodeScenario, SCENARIO_STORAGE_KEY } from './scenario';
import { createAppStore } from './store';

const QUOTA = 200_000;

/** A storage that counts the scenario writes it is offered, taken or refused. */
class CountingStorage extends MemoryStorage {
  scenarioWrites = 0;
  constructor() {
    super(QUOTA);
    const write = this.setItem;
    this.setItem = (key, value) => {
      if (key === SCENARIO_STORAGE_KEY) this.scenarioWrites++;
      write(key, value);
    };
  }
}

/**
 * Another object over the same storage, as the page has: kept work and links reach localStorage
 * through the browser's own object, the autosave through a wrapper that watches for refusals.
 */
const sameStorage = (storage: Storage): Storage => ({
  get length() {
    return storage.length;
  },
  key: (index) => storage.key(index),
  getItem: (key) => storage.getItem(key),
  setItem: (key, value) => storage.setItem(key, value),
  removeItem: (key) => storage.removeItem(key),
  clear: () => storage.clear(),
});

/** A window whose events the test fires: `pagehide` saves at once, `storage` is another tab. */
const fakeWindow = () => new EventTarget() as unknown as Window;

/** About `chars` characters of comment lines: each newline is two characters in the stored JSON. */
const manifests = (chars: number) => '# x\n'.repeat(Math.ceil(chars / 4));

function setUp() {
  const storage = new CountingStorage();
  const target = fakeWindow();
  const store = createAppStore();
  const stop = startAutosave(store, storage, target);
  const edit = (text: string) => {
    store.getState().setText(text);
    target.dispatchEvent(new Event('pagehide'));
  };
  const saved = () => decodeScenario(storage.getItem(SCENARIO_STORAGE_KEY))?.text ?? null;
  return { storage, target, edit, saved, stop };
}

describe('autosave of a text storage refuses', () => {
  it('is offered once; a longer edit is not offered again, a shorter one is', () => {
    const { storage, edit, saved, stop } = setUp();
    edit(manifests(QUOTA));
    expect(storage.scenarioWrites).toBe(1);
    edit(manifests(QUOTA + 4));
    edit(manifests(QUOTA + 500));
    // As long: one character changed for another.
    edit(manifests(QUOTA + 500).replace('x', 'y'));
    expect(storage.scenarioWrites).toBe(1);

    const fits = manifests(1000);
    edit(fits);
    expect(storage.scenarioWrites).toBe(2);
    expect(saved()).toBe(fits);
    stop();
  });

  it('is offered again once the page frees room, and saved when it fits', () => {
    const { storage, edit, saved, stop } = setUp();
    const browsers = sameStorage(storage);
    const kept = keepWork(
      browsers,
      { ...createAppStore().getState(), text: manifests(120_000) },
      1,
    );
    if (!kept.ok) throw new Error(kept.reason);
    const big = manifests(100_000);
    edit(big);
    expect(storage.scenarioWrites).toBe(1);
    expect(saved()).not.toBe(big);
    edit(`${big}# x\n`);
    expect(storage.scenarioWrites).toBe(1);

    discardKept(browsers, kept.entry.id);
    edit(`${big}# x\n# x\n`);
    expect(storage.scenarioWrites).toBe(2);
    expect(saved()).toBe(`${big}# x\n# x\n`);
    stop();
  });

  it('is offered again after another tab changes storage', () => {
    const { storage, target, edit, stop } = setUp();
    edit(manifests(QUOTA));
    edit(manifests(QUOTA + 4));
    expect(storage.scenarioWrites).toBe(1);
    target.dispatchEvent(new Event('storage'));
    edit(manifests(QUOTA + 8));
    expect(storage.scenarioWrites).toBe(2);
    stop();
  });

  it('is offered again as long when it no longer holds a character past U+00FF', () => {
    const { storage, edit, stop } = setUp();
    edit(`${manifests(QUOTA)}# →\n`);
    edit(`${manifests(QUOTA)}# ↑\n`);
    expect(storage.scenarioWrites).toBe(1);
    // A browser may store it in half the bytes now.
    edit(`${manifests(QUOTA)}# >\n`);
    expect(storage.scenarioWrites).toBe(2);
    stop();
  });
});

describe('the stored length, reckoned without encoding', () => {
  const lengths = (text: string) => {
    const scenario = { ...EXAMPLE_SCENARIO, text };
    return { least: leastStoredSize(scenario).chars, real: encodeScenario(scenario).length };
  };

  it('says whether the text holds a character past U+00FF', () => {
    const wide = (text: string) => leastStoredSize({ ...EXAMPLE_SCENARIO, text }).wide;
    expect([wide('name: a\n'), wide('name: é ÿ\n'), wide('name: Ā\n'), wide('🙂')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it.each([
    ['the worked example', EXAMPLE_SCENARIO.text],
    ['quotes, backslashes and tabs', 'a: "b\\c"\n\tkey: \'\\n\'\r\n'],
    ['names beyond ASCII', 'name: 模型-ü-🙂\n'],
  ])('is exact for %s', (_, text) => {
    const { least, real } = lengths(text);
    expect(least).toBe(real);
  });

  it.each([
    ['other control characters', 'a\u0001b\u001f\u0008'],
    ['a lone surrogate', 'x\ud800y'],
  ])('is never more than the real length, with %s', (_, text) => {
    const { least, real } = lengths(text);
    expect(least).toBeLessThan(real);
  });
});

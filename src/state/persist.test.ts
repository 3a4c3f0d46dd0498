/** Autosave of a text too large for storage: refused once, not encoded and offered at every edit. */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { discardKept, keepWork } from './kept-work';
import { leastEncodedLength, startAutosave } from './persist';
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
    expect(storage.scenarioWrites).toBe(1);

    const fits = manifests(1000);
    edit(fits);
    expect(storage.scenarioWrites).toBe(2);
    expect(saved()).toBe(fits);
    stop();
  });

  it('is offered again once the page frees room, and saved when it fits', () => {
    const { storage, edit, saved, stop } = setUp();
    const kept = keepWork(storage, { ...createAppStore().getState(), text: manifests(120_000) }, 1);
    if (!kept.ok) throw new Error(kept.reason);
    const big = manifests(100_000);
    edit(big);
    expect(storage.scenarioWrites).toBe(1);
    expect(saved()).not.toBe(big);
    edit(`${big}# x\n`);
    expect(storage.scenarioWrites).toBe(1);

    discardKept(storage, kept.entry.id);
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
});

describe('the stored length, reckoned without encoding', () => {
  const lengths = (text: string) => {
    const scenario = { ...EXAMPLE_SCENARIO, text };
    return { least: leastEncodedLength(scenario), real: encodeScenario(scenario).length };
  };

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

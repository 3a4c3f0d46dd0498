/** Autosave of a text too large for storage: refused once, not encoded and offered at every edit. */
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { discardKept, keepWork } from './kept-work';
import { startAutosave } from './persist';
import { decodeScenario, SCENARIO_STORAGE_KEY } from './scenario';
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

const manifests = (chars: number) => `# ${'x'.repeat(chars)}\n`;

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
    edit(manifests(QUOTA + 1));
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
    edit(`${big}#\n`);
    expect(storage.scenarioWrites).toBe(1);

    discardKept(storage, kept.entry.id);
    edit(`${big}##\n`);
    expect(storage.scenarioWrites).toBe(2);
    expect(saved()).toBe(`${big}##\n`);
    stop();
  });

  it('is offered again after another tab changes storage', () => {
    const { storage, target, edit, stop } = setUp();
    edit(manifests(QUOTA));
    edit(manifests(QUOTA + 1));
    expect(storage.scenarioWrites).toBe(1);
    target.dispatchEvent(new Event('storage'));
    edit(manifests(QUOTA + 2));
    expect(storage.scenarioWrites).toBe(2);
    stop();
  });
});

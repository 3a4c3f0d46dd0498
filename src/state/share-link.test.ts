import { describe, expect, it } from 'vitest';
import { EXAMPLE_SCENARIO } from './example';
import { SCENARIO_STORAGE_KEY, decodeScenario, encodeScenario } from './scenario';
import {
  BACKUP_STORAGE_KEY,
  isShareFragment,
  openShareLink,
  restoreBackup,
  scenarioOf,
  shareLink,
  startFragmentKeeper,
  type PageHistory,
  type PageLocation,
} from './share-link';
import { createAppStore } from './store';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (index: number) => [...this.items.keys()][index] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

/** A page at http://host/app/ whose history.replaceState updates its location. */
function fakePage(hash = '') {
  const location: PageLocation = { origin: 'http://host', pathname: '/app/', search: '', hash };
  const history: PageHistory = {
    state: null,
    replaceState: (_state, _unused, url) => {
      const text = String(url);
      (location as { hash: string }).hash = text.includes('#') ? text.slice(text.indexOf('#')) : '';
    },
  };
  return { location, history };
}

const MY_WORK = { ...EXAMPLE_SCENARIO, text: `${EXAMPLE_SCENARIO.text}# my edit\n` };
const LINKED = {
  ...EXAMPLE_SCENARIO,
  text: `${EXAMPLE_SCENARIO.text}# shared\n`,
  omeRelease: '1.2.2',
} as const;

async function linkTo(scenario: typeof MY_WORK | typeof LINKED) {
  return `#${(await shareLink(scenario, fakePage().location)).fragment}`;
}

describe('share links', () => {
  it('are URLs to this page with the scenario in the fragment', async () => {
    const link = await shareLink(EXAMPLE_SCENARIO, fakePage().location);
    expect(link.url).toBe(`http://host/app/#${link.fragment}`);
    expect(link.url.length).toBeLessThan(1000);
    expect(link.isLong).toBe(false);
    expect(isShareFragment('#s1.abc')).toBe(true);
    expect(isShareFragment('#s9.abc')).toBe(true);
    expect(isShareFragment('#ranking-heading')).toBe(false);
  });

  it('open into the store, keeping the work they replace for "Back to my work"', async () => {
    const storage = new MemoryStorage();
    const store = createAppStore(MY_WORK);
    const outcome = await openShareLink(store, await linkTo(LINKED), storage);
    expect(outcome).toMatchObject({ kind: 'opened', backedUp: true });
    expect(scenarioOf(store.getState())).toEqual(LINKED);
    expect(decodeScenario(storage.getItem(BACKUP_STORAGE_KEY))).toEqual(MY_WORK);

    // Opening it again (a reload) changes nothing.
    expect(await openShareLink(store, await linkTo(LINKED), storage)).toEqual({
      kind: 'already-open',
      backedUp: true,
    });
    expect(restoreBackup(store, storage)).toBe(true);
    expect(scenarioOf(store.getState())).toEqual(MY_WORK);
    expect(storage.getItem(BACKUP_STORAGE_KEY)).toBeNull();
  });

  it('opened one after another keep the work from before the first', async () => {
    const storage = new MemoryStorage();
    const store = createAppStore(MY_WORK);
    await openShareLink(store, await linkTo(LINKED), storage);
    const second = { ...LINKED, omeRelease: '1.3' } as const;
    const outcome = await openShareLink(store, await linkTo(second), storage);
    expect(outcome).toMatchObject({ kind: 'opened', backedUp: true });
    expect(decodeScenario(storage.getItem(BACKUP_STORAGE_KEY))).toEqual(MY_WORK);
  });

  it('over the untouched worked example need no backup', async () => {
    const storage = new MemoryStorage();
    const store = createAppStore();
    const outcome = await openShareLink(store, await linkTo(LINKED), storage);
    expect(outcome).toMatchObject({ kind: 'opened', backedUp: false });
    expect(storage.getItem(BACKUP_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['truncated', async () => (await linkTo(LINKED)).slice(0, 40)],
    ['from a future version', async () => '#s9.AAAA'],
  ])('that are %s change nothing, not even storage', async (_, link) => {
    const storage = new MemoryStorage();
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario(MY_WORK));
    const store = createAppStore(MY_WORK);
    const outcome = await openShareLink(store, await link(), storage);
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.message).toMatch(/Your own work is unchanged/);
    expect(scenarioOf(store.getState())).toEqual(MY_WORK);
    expect(storage.length).toBe(1);
  });

  it('ignore fragments that are not links', async () => {
    const store = createAppStore(MY_WORK);
    expect(await openShareLink(store, '#ranking-heading', null)).toEqual({ kind: 'not-a-link' });
  });
});

describe('the fragment keeper', () => {
  it('keeps the fragment while the scenario is the linked one, and drops it on the first edit', async () => {
    const { location, history } = fakePage(await linkTo(LINKED));
    const store = createAppStore(MY_WORK);
    const keeper = startFragmentKeeper(store, location, history);
    await openShareLink(store, location.hash, null, keeper.expect);
    expect(isShareFragment(location.hash)).toBe(true);
    store.getState().setText('edited');
    expect(location.hash).toBe('');

    keeper.show(scenarioOf(store.getState()), 's1.xyz');
    expect(location.hash).toBe('#s1.xyz');
    store.getState().setOmeRelease('1.3');
    store.getState().setOmeRelease('1.2.2');
    expect(location.hash).toBe('');
    keeper.stop();
  });
});

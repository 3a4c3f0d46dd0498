import { describe, expect, it } from 'vitest';
import { encodeScenario as encodeLink } from '../share/codec';
import { MemoryStorage } from '../test-support/memory-storage';
import { EXAMPLE_SCENARIO } from './example';
import { keptCount, listKept } from './kept-work';
import { restoreKept } from './replace-work';
import { SCENARIO_STORAGE_KEY, decodeScenario, encodeScenario } from './scenario';
import {
  isShareFragment,
  openShareLink,
  scenarioOf,
  shareLink,
  startFragmentKeeper,
  type PageHistory,
  type PageLocation,
} from './share-link';
import { createAppStore } from './store';

/** Chromium's localStorage quota: characters of keys and values together. */
const CHROMIUM_QUOTA = 5_242_880;

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

/** A link that names no model: the app picks one. */
async function linkWithoutModel(text: string) {
  const fragment = await encodeLink({
    manifests: text,
    target: null,
    namespace: null,
    omeRelease: '1.3',
  });
  return `#${fragment}`;
}

const keptTexts = (storage: Storage) => listKept(storage).map((entry) => entry.scenario.text);
/** What the user sees: the scenario on screen. */
const onScreen = (store: ReturnType<typeof createAppStore>) => scenarioOf(store.getState());

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
    const outcome = await openShareLink(store, await linkTo(LINKED), storage, { now: 5 });
    expect(outcome).toMatchObject({ kind: 'opened', work: { kind: 'kept', evicted: [] } });
    expect(onScreen(store)).toEqual(LINKED);
    expect(listKept(storage).map((entry) => entry.scenario)).toEqual([MY_WORK]);

    // Opening it again (a reload) changes nothing.
    expect(await openShareLink(store, await linkTo(LINKED), storage)).toEqual({
      kind: 'already-open',
    });
    const id =
      outcome.kind === 'opened' && outcome.work.kind === 'kept' ? outcome.work.entry.id : '';
    expect(restoreKept(store, storage, id)).toMatchObject({
      kind: 'restored',
      work: { kind: 'not-own' },
    });
    expect(onScreen(store)).toEqual(MY_WORK);
    expect(keptCount(storage)).toBe(0);
    expect(decodeScenario(storage.getItem(SCENARIO_STORAGE_KEY))).toEqual(MY_WORK);
  });

  it('over the untouched worked example keep nothing', async () => {
    const storage = new MemoryStorage();
    const store = createAppStore();
    const outcome = await openShareLink(store, await linkTo(LINKED), storage);
    expect(outcome).toMatchObject({ kind: 'opened', work: { kind: 'not-own', back: null } });
    expect(keptCount(storage)).toBe(0);
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
    expect(onScreen(store)).toEqual(MY_WORK);
    expect(storage.length).toBe(1);
  });

  it('ignore fragments that are not links', async () => {
    const store = createAppStore(MY_WORK);
    expect(await openShareLink(store, '#ranking-heading', null)).toEqual({ kind: 'not-a-link' });
  });
});

describe('two links in a row', () => {
  // Between the links, what is on screen is link 1 with another question: the model the app
  // picked (the link named none), or one the user picked. Neither is writing.
  const betweenLinks = {
    'the app picks the model': (store: ReturnType<typeof createAppStore>) =>
      store.getState().setQuestion({ kind: 'model', name: 'llama-3-2-1b-instruct' }),
    'the user picks another model': (store: ReturnType<typeof createAppStore>) =>
      store.getState().setQuestion({ kind: 'model', name: 'llama-3-1-70b-instruct' }),
    'the user picks another release': (store: ReturnType<typeof createAppStore>) =>
      store.getState().setOmeRelease('1.2.2'),
  };

  for (const [between, change] of Object.entries(betweenLinks)) {
    it(`keep the work from before the first (${between})`, async () => {
      const storage = new MemoryStorage();
      const store = createAppStore(MY_WORK);
      const link1 = await linkWithoutModel(`${EXAMPLE_SCENARIO.text}# link 1\n`);
      expect(await openShareLink(store, link1, storage, { now: 1 })).toMatchObject({
        kind: 'opened',
        work: { kind: 'kept' },
      });
      change(store);
      const second = await openShareLink(store, await linkTo(LINKED), storage, { now: 2 });
      // Link 1 was not the user's writing: nothing new is kept, and "Back" is the work.
      expect(second).toMatchObject({
        kind: 'opened',
        work: { kind: 'not-own', back: { keptAt: 1 } },
      });
      expect(keptTexts(storage)).toEqual([MY_WORK.text]);
      const back = second.kind === 'opened' && second.work.kind === 'not-own' && second.work.back;
      restoreKept(store, storage, back ? back.id : '');
      expect(onScreen(store)).toEqual(MY_WORK);
    });
  }

  it('keep both texts when the user wrote in the first link', async () => {
    const storage = new MemoryStorage();
    const store = createAppStore(MY_WORK);
    const link1 = await linkWithoutModel(`${EXAMPLE_SCENARIO.text}# link 1\n`);
    await openShareLink(store, link1, storage, { now: 1 });
    store.getState().setText(`${store.getState().text}# my note on link 1\n`);
    const second = await openShareLink(store, await linkTo(LINKED), storage, { now: 9 });
    expect(second).toMatchObject({ kind: 'opened', work: { kind: 'kept', entry: { keptAt: 9 } } });
    expect(keptTexts(storage)).toEqual([
      `${EXAMPLE_SCENARIO.text}# link 1\n# my note on link 1\n`,
      MY_WORK.text,
    ]);
  });
});

describe('links that arrive unasked', () => {
  it('wait for a click over the user’s work, changing nothing', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario(MY_WORK));
    const store = createAppStore(MY_WORK);
    for (const by of ['another-site', 'address'] as const) {
      const outcome = await openShareLink(store, await linkTo(LINKED), storage, { unasked: by });
      expect(outcome).toMatchObject({ kind: 'held', why: { kind: 'unasked', by } });
    }
    expect(onScreen(store)).toEqual(MY_WORK);
    expect(storage.length).toBe(1);
  });

  it('open at once over the example or an untouched link', async () => {
    const storage = new MemoryStorage();
    const store = createAppStore();
    const first = await openShareLink(store, await linkTo(LINKED), storage, { unasked: 'address' });
    expect(first).toMatchObject({ kind: 'opened', work: { kind: 'not-own' } });
    const other = await linkWithoutModel('other: link\n');
    const second = await openShareLink(store, other, storage, { unasked: 'another-site' });
    expect(second).toMatchObject({ kind: 'opened', work: { kind: 'not-own' } });
    expect(keptCount(storage)).toBe(0);
  });
});

describe('links over work that cannot be kept', () => {
  it('open a 2.8 MB text’s replacement by moving the text out of the autosave', async () => {
    const storage = new MemoryStorage(CHROMIUM_QUOTA);
    const big = { ...MY_WORK, text: `${MY_WORK.text}# ${'x'.repeat(2_800_000)}\n` };
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario(big));
    const store = createAppStore(big);
    const outcome = await openShareLink(store, await linkTo(LINKED), storage);
    expect(outcome).toMatchObject({ kind: 'opened', work: { kind: 'kept' } });
    expect(keptTexts(storage)).toEqual([big.text]);
  });

  it('wait in full storage, and open only when the user chooses to discard the work', async () => {
    const storage = new MemoryStorage(CHROMIUM_QUOTA);
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario(MY_WORK));
    storage.setItem('filler', 'f'.repeat(CHROMIUM_QUOTA - storage.used - 'filler'.length));
    const store = createAppStore(MY_WORK);
    const link = await linkTo(LINKED);
    const held = await openShareLink(store, link, storage);
    expect(held).toMatchObject({
      kind: 'held',
      why: { kind: 'no-room', chars: MY_WORK.text.length, kept: 0 },
    });
    expect(onScreen(store)).toEqual(MY_WORK);
    expect(decodeScenario(storage.getItem(SCENARIO_STORAGE_KEY))).toEqual(MY_WORK);

    const anyway = await openShareLink(store, link, storage, { discardWork: true });
    expect(anyway).toMatchObject({ kind: 'opened', work: { kind: 'discarded' } });
    expect(onScreen(store)).toEqual(LINKED);
  });

  it('wait without storage', async () => {
    const store = createAppStore(MY_WORK);
    expect(await openShareLink(store, await linkTo(LINKED), null)).toMatchObject({
      kind: 'held',
      why: { kind: 'no-storage' },
    });
    expect(onScreen(store)).toEqual(MY_WORK);
  });
});

describe('the fragment keeper', () => {
  it('keeps the fragment while the scenario is the linked one, and drops it on the first edit', async () => {
    const { location, history } = fakePage(await linkTo(LINKED));
    const store = createAppStore(MY_WORK);
    const keeper = startFragmentKeeper(store, location, history);
    await openShareLink(store, location.hash, new MemoryStorage(), { expect: keeper.expect });
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

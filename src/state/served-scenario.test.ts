import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { EXAMPLE_SCENARIO } from './example';
import { listKept } from './kept-work';
import { restoreKept } from './replace-work';
import { encodeScenario, SCENARIO_STORAGE_KEY } from './scenario';
import { openServedScenario, servedScenarioUrl, type ServingPage } from './served-scenario';
import { scenarioOf } from './share-link';
import { createAppStore } from './store';
import { replacementOf } from './whatif';

const SERVED_TEXT = `${EXAMPLE_SCENARIO.text}# from the command line\n`;
const BASE = 'http://127.0.0.1:4192/token/';

/** A page at BASE with (or without) the meta, serving `body` as the scenario file. */
function fakePage(meta: string | null, body: unknown, status = 200) {
  const fetched: string[] = [];
  const page: ServingPage & { history: { state: unknown } } = {
    document: {
      baseURI: BASE,
      querySelector: ((selector: string) =>
        meta !== null && selector === 'meta[name="ome-sim-scenario"]'
          ? { getAttribute: () => meta }
          : null) as unknown as Document['querySelector'],
    },
    history: {
      state: null,
      replaceState(state: unknown) {
        this.state = state;
      },
    },
    fetch: (url) => {
      fetched.push(url);
      return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) });
    },
  };
  return { page, fetched };
}

const SERVED = {
  manifests: SERVED_TEXT,
  target: { kind: 'isvc', name: 'chat' },
  namespace: 'llama-demo',
  omeRelease: null,
};

describe('the scenario ome-sim ui serves with the page', () => {
  it('is found from the meta, only in the page’s own folder', () => {
    expect(servedScenarioUrl(fakePage('scenario.json', null).page.document)).toBe(
      `${BASE}scenario.json`,
    );
    expect(servedScenarioUrl(fakePage(null, null).page.document)).toBeNull();
    expect(servedScenarioUrl(fakePage('https://elsewhere/x.json', null).page.document)).toBeNull();
    expect(servedScenarioUrl(fakePage('../other/x.json', null).page.document)).toBeNull();
  });

  it('opens with the question asked, keeps the work it replaces, and opens once per tab', async () => {
    const storage = new MemoryStorage();
    const myWork = { ...EXAMPLE_SCENARIO, text: `${EXAMPLE_SCENARIO.text}# my edit\n` };
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario(myWork));
    const store = createAppStore(myWork);
    const { page, fetched } = fakePage('scenario.json', SERVED);
    const outcome = await openServedScenario(store, page, storage);
    expect(fetched).toEqual([`${BASE}scenario.json`]);
    expect(outcome).toMatchObject({ kind: 'opened', work: { kind: 'kept' } });
    expect(scenarioOf(store.getState())).toEqual({
      text: SERVED_TEXT,
      question: { kind: 'isvc', name: 'chat', namespace: 'llama-demo' },
      omeRelease: '1.3',
    });
    const [kept] = listKept(storage);
    expect(kept?.scenario).toEqual(myWork);

    // A reload of the same tab (history.state survives it) does not open the file again.
    store.getState().replaceScenario(replacementOf({ ...myWork, text: 'edited after opening\n' }));
    expect(await openServedScenario(store, page, storage)).toEqual({ kind: 'not-a-link' });
    expect(fetched).toHaveLength(1);
    expect(store.getState().text).toBe('edited after opening\n');

    // Bringing the work back keeps the edits made since, which are the user's too.
    expect(restoreKept(store, storage, kept!.id)).toMatchObject({
      kind: 'restored',
      work: { kind: 'kept' },
    });
    expect(scenarioOf(store.getState())).toEqual(myWork);
    expect(listKept(storage).map((entry) => entry.scenario.text)).toEqual([
      'edited after opening\n',
    ]);
  });

  it('says why when the file cannot be read, and changes nothing', async () => {
    const store = createAppStore(EXAMPLE_SCENARIO);
    const gone = await openServedScenario(store, fakePage('scenario.json', null, 404).page, null);
    expect(gone).toEqual({
      kind: 'failed',
      message: 'The manifests from ome-sim ui could not be loaded (HTTP 404).',
    });
    const invalid = await openServedScenario(
      store,
      fakePage('scenario.json', { ...SERVED, target: { kind: 'pod', name: 'x' } }).page,
      null,
    );
    expect(invalid).toEqual({
      kind: 'failed',
      message: 'The manifests from ome-sim ui could not be loaded: the file is not valid.',
    });
    expect(scenarioOf(store.getState())).toEqual(EXAMPLE_SCENARIO);
  });
});

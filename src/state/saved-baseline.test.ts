/**
 * A pinned baseline survives a reload: its inputs are autosaved beside the scenario, ranked again
 * by the query worker at start, and compared as before, also when the editor holds other
 * manifests. In full storage the text comes first and the baseline is dropped.
 */
import { describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { MemoryStorage } from '../test-support/memory-storage';
import { rank } from '../test-support/rank-by-hand';
import type { QueryRequest } from '../worker/protocol';
import { answerQuery } from '../worker/query';
import { discardKept, keepWork } from './kept-work';
import { loadBaseline, loadScenario, startAutosave } from './persist';
import { BASELINE_STORAGE_KEY, baselineInput, decodeBaseline } from './saved-baseline';
import { encodeScenario, SCENARIO_STORAGE_KEY } from './scenario';
import { createAppStore, type AppStore } from './store';
import { compareWithBaseline } from './whatif-selectors';

/** The events the autosave listens to, never fired: each test flushes by stopping it. */
const quietWindow = {
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
} as unknown as Window;

const small4 = (text: string) => text.replace(/(name: srt-llama-small[\s\S]*?priority: )3/, '$14');

/** What main.tsx does at start: the scenario and the baseline from storage. */
const reload = (storage: Storage) =>
  createAppStore(loadScenario(storage) ?? undefined, 'system', loadBaseline(storage));

/** What the query sync asks at start, answered by the query worker's own code. */
function restore(store: StoreApi<AppStore>): void {
  const saved = store.getState().baselineToRestore;
  if (saved === null) throw new Error('nothing to restore');
  const request: QueryRequest = { type: 'baseline', id: 1, input: baselineInput(saved) };
  store.getState().receiveQuery(answerQuery(request), request);
}

/** Pins the example's ranking, then raises srt-llama-small; saved on stopping the autosave. */
function pinThenEdit(storage: Storage): StoreApi<AppStore> {
  const store = createAppStore();
  const stop = startAutosave(store, storage, quietWindow);
  rank(store);
  store.getState().pinBaseline();
  store.getState().setText(small4(store.getState().text));
  rank(store);
  stop();
  return store;
}

describe('the baseline across a reload', () => {
  it('is ranked again from its saved inputs and compares as before', () => {
    const storage = new MemoryStorage();
    const before = pinThenEdit(storage);
    const pinned = before.getState().baseline!;

    const after = reload(storage);
    expect(after.getState().baseline).toBeNull();
    restore(after);
    rank(after);
    const { baseline, ranked } = after.getState();
    expect(baseline?.explanation).toEqual(pinned.explanation);
    expect(after.getState().baselineToRestore).toBeNull();
    const comparison = compareWithBaseline(baseline, ranked);
    if (comparison.kind !== 'compared') throw new Error(comparison.kind);
    expect(comparison.changes.get('Cluster/srt-llama-small')).toMatchObject({
      movement: { kind: 'up', places: 1 },
      scoreDelta: 2,
    });
  });

  it('reads the same when the editor holds other manifests (a stale baseline)', () => {
    const storage = new MemoryStorage();
    const before = pinThenEdit(storage);
    const pinnedText = before.getState().baseline!.scenario.text;
    // Another text with the same question, without its last runtime (srt-llama-large).
    const other = pinnedText.slice(0, pinnedText.lastIndexOf('---\n'));
    expect(other).not.toContain('srt-llama-large');
    storage.setItem(SCENARIO_STORAGE_KEY, encodeScenario({ ...before.getState(), text: other }));

    const after = reload(storage);
    restore(after);
    rank(after);
    const comparison = compareWithBaseline(after.getState().baseline, after.getState().ranked);
    if (comparison.kind !== 'compared') throw new Error(comparison.kind);
    expect(after.getState().baseline?.scenario.text).toBe(pinnedText);
    expect(comparison.removed.map((c) => c.name)).toEqual(['srt-llama-large']);
  });

  it('is removed from storage when cleared, and a late answer does not bring it back', () => {
    const storage = new MemoryStorage();
    pinThenEdit(storage);
    const after = reload(storage);
    const saved = after.getState().baselineToRestore!;
    const stop = startAutosave(after, storage, quietWindow);
    after.getState().clearBaseline();
    stop();
    expect(storage.getItem(BASELINE_STORAGE_KEY)).toBeNull();
    const request: QueryRequest = { type: 'baseline', id: 1, input: baselineInput(saved) };
    after.getState().receiveQuery(answerQuery(request), request);
    expect(after.getState().baseline).toBeNull();
    expect(reload(storage).getState().baselineToRestore).toBeNull();
  });

  it('ignores a stored value that is not one it wrote', () => {
    expect(decodeBaseline('{not json')).toBeNull();
    expect(decodeBaseline(JSON.stringify({ text: 'a: 1', sizeOverride: null }))).toBeNull();
    const record = JSON.parse(encodeScenario(createAppStore().getState())) as object;
    expect(decodeBaseline(JSON.stringify({ ...record, sizeOverride: '32b' }))).toBeNull();
    expect(decodeBaseline(JSON.stringify({ ...record, sizeOverride: '32B' }))?.sizeOverride).toBe(
      '32B',
    );
  });
});

describe('the baseline in full storage', () => {
  it('is dropped to make room for the text, which is always saved', () => {
    const store = createAppStore();
    const text = store.getState().text;
    const filler = '#'.repeat(40_000);
    // Room for the scenario and its baseline now, but not once the text grows by the filler.
    const storage = new MemoryStorage(text.length + filler.length + 1_000);
    const stop = startAutosave(store, storage, quietWindow);
    rank(store);
    store.getState().pinBaseline();
    stop();
    expect(loadBaseline(storage)?.scenario.text).toBe(text);

    const again = startAutosave(store, storage, quietWindow);
    store.getState().setText(`${text}${filler}\n`);
    again();
    expect(loadScenario(storage)?.text).toBe(`${text}${filler}\n`);
    expect(storage.getItem(BASELINE_STORAGE_KEY)).toBeNull();
    // Still pinned on screen: only a reload loses it.
    expect(store.getState().baseline).not.toBeNull();
  });

  it('gives way to a kept text before the autosave does, and is written again once there is room', () => {
    const store = createAppStore();
    const { text } = store.getState();
    const other = { ...store.getState(), text: `# ${'k'.repeat(30_000)}\n` };
    // The autosave, its baseline and the kept text do not fit together; without the baseline they do.
    const storage = new MemoryStorage(2 * text.length + other.text.length);
    let hide = () => {};
    const page = {
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'pagehide') hide = listener;
      },
      removeEventListener: () => undefined,
    } as unknown as Window;
    const stop = startAutosave(store, storage, page);
    rank(store);
    store.getState().pinBaseline();
    hide();
    expect(storage.getItem(BASELINE_STORAGE_KEY)).not.toBeNull();

    const kept = keepWork(storage, other, 1);
    expect(kept.ok).toBe(true);
    expect(loadScenario(storage)?.text).toBe(text);
    expect(storage.getItem(BASELINE_STORAGE_KEY)).toBeNull();

    // The same autosave notices it is gone and writes it again when there is room.
    if (kept.ok) discardKept(storage, kept.entry.id);
    store.getState().setText(`${text}# edited\n`);
    hide();
    stop();
    expect(loadBaseline(storage)?.scenario.text).toBe(text);
  });
});

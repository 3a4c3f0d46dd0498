import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers, runHandler } from '../test-support/fake-worker';
import { rank } from '../test-support/rank-by-hand';
import { queryHandler } from '../worker/query';
import { CLUSTER_WIDE_DEBOUNCE_MS, startQuerySync } from './query-sync';
import { createAppStore } from './store';

/** Query workers that answer each question on the next tick, and the types they were asked. */
function queryWorkers() {
  const fake = fakeWorkers(runHandler(queryHandler));
  return { spawn: fake.spawn, asked: () => fake.sent().map((r) => r.type) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('startQuerySync', () => {
  it('computes the cluster-wide view while it is open, again after edits', async () => {
    vi.useFakeTimers();
    const { spawn, asked } = queryWorkers();
    const store = createAppStore();
    const stop = startQuerySync(store, spawn);
    store.getState().setText(`${store.getState().text}\n`);
    expect(asked()).toEqual([]); // the ranking view needs no clusterWide
    store.getState().setView('cluster');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().clusterWide?.cells).toHaveLength(1);

    store.getState().setText(`${store.getState().text}# edit\n`);
    await vi.advanceTimersByTimeAsync(CLUSTER_WIDE_DEBOUNCE_MS - 10);
    expect(asked()).toEqual(['cluster-wide']);
    await vi.advanceTimersByTimeAsync(20);
    expect(asked()).toEqual(['cluster-wide', 'cluster-wide']);
    expect(store.getState().clusterWide?.text).toBe(store.getState().text);

    // Back and forth between the views asks nothing new.
    store.getState().setView('ranking');
    store.getState().setView('cluster');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual(['cluster-wide', 'cluster-wide']);
    stop();
  });

  it('computes it at once, in any view, while the app chooses the first screen of new manifests', async () => {
    vi.useFakeTimers();
    const { spawn, asked } = queryWorkers();
    const store = createAppStore();
    const stop = startQuerySync(store, spawn);
    const model = 'kind: ClusterBaseModel\nmetadata: {name: m}\nspec: {}\n';
    store.getState().replaceScenario({
      text: model,
      subject: null,
      namespace: null,
      omeRelease: '1.3',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual([]);
    rank(store); // the example's model is gone; the app asks about m, whose selection fails
    expect(store.getState().firstChoice).not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual(['cluster-wide']);
    expect(store.getState().clusterWide?.cells.map((c) => c.outcome)).toEqual(['fails']);
    // Settled (nothing here ranks): nothing more is asked.
    expect(store.getState().firstChoice).toBeNull();
    store.getState().setText(`${model}# edit\n`);
    await vi.advanceTimersByTimeAsync(CLUSTER_WIDE_DEBOUNCE_MS * 2);
    expect(asked()).toEqual(['cluster-wide']);
    stop();
  });

  it('asks "make it win" and the gallery when the store asks for them', async () => {
    vi.useFakeTimers();
    const { spawn, asked } = queryWorkers();
    const store = createAppStore();
    const stop = startQuerySync(store, spawn);
    store.getState().askMakeItWin('Cluster/vllm-llama', 'vllm-llama');
    store.getState().requestGallery();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual(['make-it-win', 'gallery']);
    // Taking team-llama out of the running makes vllm-llama the pick (issue 9: plans that make it win).
    expect(store.getState().winQuestion?.answer?.status).toBe('change');
    expect(store.getState().gallery.status).toBe('ready');
    stop();
  });
});

import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers, runHandler } from '../test-support/fake-worker';
import { rank } from '../test-support/rank-by-hand';
import { queryHandler } from '../worker/query';
import { CLUSTER_WIDE_DEBOUNCE_MS, MOVES_DEBOUNCE_MS, startQuerySync } from './query-sync';
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

  it('computes it in any view once the question the app chose for new manifests has an error for answer', async () => {
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
    rank(store); // the example's model is gone; the app asks about m
    expect(store.getState().firstChoice).not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toEqual([]); // m's own answer may be a ranking
    rank(store); // it is an error: its selection fails
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

  it('asks nothing more when the question the app chose for new manifests ranks', async () => {
    vi.useFakeTimers();
    const { spawn, asked } = queryWorkers();
    const store = createAppStore();
    const stop = startQuerySync(store, spawn);
    // Qwen2.5-32B-Instruct with a runtime OME picks for it; the example's model is gone.
    const text = [
      'models/Qwen/Qwen2.5-32B-Instruct.yaml',
      'runtimes/srt/deepseek-ai/deepseek-r1-distill-qwen-14b-rt.yaml',
    ]
      .map((path) =>
        readFileSync(new URL(`../../testdata/ome/config/${path}`, import.meta.url), 'utf8'),
      )
      .join('\n---\n');
    store.getState().replaceScenario({ text, subject: null, namespace: null, omeRelease: '1.3' });
    rank(store);
    expect(store.getState().firstChoice).not.toBeNull();
    rank(store); // its own answer: OME picks a runtime
    await vi.advanceTimersByTimeAsync(CLUSTER_WIDE_DEBOUNCE_MS * 2);
    expect(store.getState().firstChoice).toBeNull();
    expect(store.getState().ranked?.result.explanation.selected).not.toBeNull();
    expect(asked()).toEqual([]);
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
    // Taking team-llama out of the running makes vllm-llama the pick (plans that make it win).
    expect(store.getState().winQuestion?.answer?.status).toBe('change');
    expect(store.getState().gallery.status).toBe('ready');
    stop();
  });

  it('asks what a table edit moves once typing pauses, and keeps the answer while it is for that edit', async () => {
    vi.useFakeTimers();
    const { spawn, asked } = queryWorkers();
    const store = createAppStore();
    const stop = startQuerySync(store, spawn);
    const runtime = (name: string, priority: number) => `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata: {name: ${name}}
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: '1.0.0', weight: 1}
      modelFramework: {name: transformers, version: 4.45.0, weight: 1}
      modelArchitecture: LlamaForCausalLM
      priority: ${priority}
      autoSelect: true
`;
    const model = (name: string) => `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata: {name: ${name}}
spec:
  modelArchitecture: LlamaForCausalLM
  modelFormat: {name: safetensors, version: '1.0.0'}
  modelFramework: {name: transformers, version: 4.45.0}
`;
    const before = model('a') + model('b') + runtime('rt-big', 5) + runtime('rt-small', 1);
    const typed = (priority: string) => {
      const after = before.replace('priority: 1', `priority: ${priority}`);
      store.setState({
        text: after,
        tableMoves: {
          runtimeKey: 'Cluster/rt-small',
          entry: 0,
          before,
          after,
          question: { kind: 'model', name: 'a', namespace: 'default' },
          omeVersion: '1.3',
          moves: null,
          error: null,
        },
      });
    };
    // "1" becomes "9", then "90" before the pause: one question, for the text as last typed.
    typed('9');
    await vi.advanceTimersByTimeAsync(MOVES_DEBOUNCE_MS - 10);
    expect(asked()).toEqual([]);
    typed('90');
    await vi.advanceTimersByTimeAsync(MOVES_DEBOUNCE_MS - 10);
    expect(asked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(asked()).toEqual(['moves']);
    expect(store.getState().tableMoves?.after).toContain('priority: 90');
    expect(store.getState().tableMoves?.moves).toEqual({
      moved: [
        {
          question: { kind: 'model', name: 'b', namespace: 'default' },
          before: 'rt-big',
          after: 'rt-small',
        },
      ],
      checked: 1,
      questions: 1,
    });
    stop();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers, runHandler } from '../test-support/fake-worker';
import { queryHandler } from '../worker/query';
import { startQueries } from './query-sync';
import { createAppStore } from './store';
import { TextAidsHandle } from './text-aids';

const RUNTIME = [
  'kind: ClusterServingRuntime',
  'metadata:',
  '  name: rt',
  'spec:',
  '  supportedModelFormats:',
  '    - modelFormat: {name: safetensors}',
  '  engineConfig:',
  '    runner:',
  '      image: x',
  '',
].join('\n');

/** Query workers that answer on the next tick, and crash on a question about `crashOn`. */
const queryWorkers = (crashOn?: string) =>
  fakeWorkers(runHandler(queryHandler, (request) => 'text' in request && request.text === crashOn));

afterEach(() => {
  vi.useRealTimers();
});

describe('reading aids through the query worker', () => {
  it('answers each kind for the text asked about, outside the store', async () => {
    vi.useFakeTimers();
    const store = createAppStore();
    const sync = startQueries(store, queryWorkers().spawn);
    const before = store.getState();
    const folds = sync.aids.ask('folds', RUNTIME);
    const outline = sync.aids.ask('outline', RUNTIME);
    await vi.advanceTimersByTimeAsync(0);
    expect(await folds).toEqual({
      asked: RUNTIME,
      response: { type: 'folds', id: 1, ranges: [{ startLine: 7, endLine: 9 }] },
    });
    expect((await outline)?.response).toMatchObject({
      type: 'outline',
      objects: [{ kind: 'ClusterServingRuntime', name: 'rt', line: 1 }],
    });
    expect(store.getState()).toBe(before);
    sync.stop();
  });

  it('gives a superseded question the newest answer of its kind, which says its text', async () => {
    vi.useFakeTimers();
    const workers = queryWorkers();
    const sync = startQueries(createAppStore(), workers.spawn);
    const edited = RUNTIME.replace('name: rt', 'name: rt2');
    const first = sync.aids.ask('short-text', 'a: 1\n');
    const second = sync.aids.ask('short-text', RUNTIME);
    const third = sync.aids.ask('short-text', edited);
    await vi.advanceTimersByTimeAsync(10);
    // The first was in the worker (its answer, stale by then, is dropped); the second waited and
    // was replaced by the third.
    expect(workers.sent().map((r) => ('text' in r ? r.text : null))).toEqual(['a: 1\n', edited]);
    for (const call of [first, second, third]) expect((await call)?.asked).toBe(edited);
    sync.stop();
  });

  it('answers null when the worker fails, and keeps serving the next question', async () => {
    vi.useFakeTimers();
    const sync = startQueries(createAppStore(), queryWorkers('crash: here\n').spawn);
    const failed = sync.aids.ask('outline', 'crash: here\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(await failed).toBeNull();
    const next = sync.aids.ask('outline', RUNTIME);
    await vi.advanceTimersByTimeAsync(0);
    expect((await next)?.asked).toBe(RUNTIME);
    sync.stop();
  });

  it('answers null to what is still waiting when the sync stops', async () => {
    const sync = startQueries(createAppStore(), queryWorkers().spawn);
    const waiting = sync.aids.ask('folds', RUNTIME);
    sync.stop();
    expect(await waiting).toBeNull();
  });
});

describe('TextAidsHandle', () => {
  it('holds questions asked before the sync starts, and between a stop and the next start', async () => {
    vi.useFakeTimers();
    const handle = new TextAidsHandle();
    const early = handle.ask('folds', RUNTIME);
    const sync = startQueries(createAppStore(), queryWorkers().spawn);
    handle.attach(sync.aids);
    await vi.advanceTimersByTimeAsync(0);
    expect((await early)?.response.type).toBe('folds');

    handle.detach();
    sync.stop();
    const between = handle.ask('outline', RUNTIME);
    const again = startQueries(createAppStore(), queryWorkers().spawn);
    handle.attach(again.aids);
    await vi.advanceTimersByTimeAsync(0);
    expect((await between)?.response.type).toBe('outline');
    again.stop();
  });
});

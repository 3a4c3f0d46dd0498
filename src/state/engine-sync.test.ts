import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers, runHandler } from '../test-support/fake-worker';
import { engineHandler } from '../worker/analyze';
import { rankAhead, startEngineSync } from './engine-sync';
import { requestText } from './requests';
import { createAppStore } from './store';

/** Engine workers that rank each request for real on the next tick, and the texts they were asked. */
function engineWorkers() {
  const fake = fakeWorkers(runHandler(engineHandler));
  return { spawn: fake.spawn, asked: () => fake.sent().map((r) => requestText(r.sources)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ranking a paste ahead', () => {
  it('asks about the predicted text at once, and not again when the text arrives as predicted', async () => {
    vi.useFakeTimers();
    const { spawn, asked } = engineWorkers();
    const store = createAppStore();
    const stop = startEngineSync(store, spawn);
    const example = store.getState().text;
    await vi.advanceTimersByTimeAsync(10); // the example is ranked
    const pasted = `${example}# pasted\n`;
    rankAhead(store, pasted);
    expect(asked()).toEqual([example, pasted]);
    store.getState().setText(pasted);
    await vi.advanceTimersByTimeAsync(10);
    expect(asked()).toEqual([example, pasted]);
    // The answer ranks the text now in the editor.
    expect(store.getState().latest?.request.sources[0]?.text).toBe(pasted);
    expect(store.getState().ranked?.request.sources[0]?.text).toBe(pasted);
    stop();
  });

  it('asks about the text that arrives when it is not the predicted one', async () => {
    vi.useFakeTimers();
    const { spawn, asked } = engineWorkers();
    const store = createAppStore();
    const stop = startEngineSync(store, spawn);
    const example = store.getState().text;
    rankAhead(store, `${example}# predicted\n`);
    store.getState().setText(`${example}# pasted\n`);
    await vi.advanceTimersByTimeAsync(10);
    expect(asked().at(-1)).toBe(`${example}# pasted\n`);
    expect(store.getState().ranked?.request.sources[0]?.text).toBe(`${example}# pasted\n`);
    stop();
  });

  it('does nothing once the sync has stopped', () => {
    const { spawn, asked } = engineWorkers();
    const store = createAppStore();
    startEngineSync(store, spawn)();
    rankAhead(store, 'kind: x\n');
    expect(asked()).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers, runHandler } from '../test-support/fake-worker';
import { engineHandler } from '../worker/analyze';
import type { SizeBandData } from '../worker/protocol';
import { startEngineSync } from './engine-sync';
import { readWhatIfSize, sizeInBand } from './size-whatif';
import { createAppStore } from './store';

afterEach(() => {
  vi.useRealTimers();
});

describe('the size what-if in the store', () => {
  it('reaches the engine with the editor text untouched, and ranks at that size', async () => {
    vi.useFakeTimers();
    const fake = fakeWorkers(runHandler(engineHandler));
    const store = createAppStore();
    const stop = startEngineSync(store, fake.spawn);
    const text = store.getState().text;
    await vi.advanceTimersByTimeAsync(10);
    store.getState().setSizeOverride('32B');
    await vi.advanceTimersByTimeAsync(10);
    const asked = fake.sent().at(-1)!;
    expect(asked.sizeOverride).toBe('32B');
    expect(asked.sources[0]!.text).toBe(text);
    expect(store.getState().text).toBe(text);
    const result = store.getState().ranked!.result;
    expect(result.sizeOverride).toEqual({ size: '32B', modelSize: '3.21B' });
    const small = result.explanation.rows.find((r) => r.name === 'srt-llama-small')!;
    expect(small.rank).toBeNull();
    // Back to the YAML's size: the next request carries no override.
    store.getState().setSizeOverride(null);
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.sent().at(-1)!.sizeOverride).toBeUndefined();
    expect(store.getState().ranked!.result.sizeOverride).toBeUndefined();
    stop();
  });

  it('ends with the question, a replaced scenario, or a reset; a plan asked before it is dropped', () => {
    const store = createAppStore();
    const { setSizeOverride } = store.getState();
    setSizeOverride('32B');
    store.getState().setNamespace('llama-demo'); // the same question: kept
    expect(store.getState().sizeOverride).toBe('32B');
    store.getState().setQuestion({ kind: 'model', name: 'another' });
    expect(store.getState().sizeOverride).toBeNull();
    setSizeOverride('32B');
    store.getState().setNamespace('elsewhere');
    expect(store.getState().sizeOverride).toBeNull();
    setSizeOverride('32B');
    store.getState().resetToExample();
    expect(store.getState().sizeOverride).toBeNull();
    setSizeOverride('32B');
    store.getState().replaceScenario({
      text: 'kind: x\n',
      subject: null,
      namespace: null,
      omeRelease: '1.3',
    });
    expect(store.getState().sizeOverride).toBeNull();
    store.getState().askMakeItWin('Cluster/srt-llama-small', 'srt-llama-small');
    expect(store.getState().winQuestion?.sizeOverride).toBeNull();
    setSizeOverride('70B');
    expect(store.getState().winQuestion).toBeNull();
  });
});

describe('reading a what-if size', () => {
  it('reads it as OME reads modelParameterSize, and refuses what OME would read as 0', () => {
    expect(readWhatIfSize(' 32B ')).toEqual({ ok: true, size: '32B', value: 32e9 });
    expect(readWhatIfSize('1.5T')).toEqual({ ok: true, size: '1.5T', value: 1.5e12 });
    expect(readWhatIfSize('7e9')).toEqual({ ok: true, size: '7e9', value: 7e9 });
    const lower = readWhatIfSize('32b');
    expect(lower.ok).toBe(false);
    expect(!lower.ok && lower.message).toContain(
      'OME reads “32b” as 0: a suffix must be a capital T, B or M',
    );
    expect(readWhatIfSize('').ok).toBe(false);
    expect(readWhatIfSize('big').ok).toBe(false);
    expect(readWhatIfSize('-5B').ok).toBe(false);
    expect(readWhatIfSize('infB').ok).toBe(false);
  });

  it('chooses a round size inside a band', () => {
    const band = (from: number, to: number | null, fromIncluded = true, toIncluded = true) =>
      ({ from, to, fromIncluded, toIncluded }) as SizeBandData;
    expect(sizeInBand(band(1e9, 8e9))).toBe('3B');
    expect(sizeInBand(band(8e9, 70e9, false))).toBe('20B');
    expect(sizeInBand(band(70e9, null, false))).toBe('200B');
    expect(sizeInBand(band(3.21e9, 3.21e9))).toBe('3.21B');
    expect(sizeInBand(band(0, 1e9, true, false))).toBe('100M');
    // Every size picks the same: there is no size to offer.
    expect(sizeInBand(band(0, null, false, false))).toBeNull();
  });
});

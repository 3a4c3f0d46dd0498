/**
 * For the worker clients' tests: the host a client is given, with workers made on demand and
 * recorded, and timers that never fire by themselves (a test fires one by calling it).
 */
export interface FakeTimer {
  readonly callback: () => void;
  cleared: boolean;
}

export function fakeWorkerHost<W>(makeWorker: () => W, timeLimitMs: number) {
  const workers: W[] = [];
  const timers: FakeTimer[] = [];
  const host = {
    createWorker: (): W => {
      const worker = makeWorker();
      workers.push(worker);
      return worker;
    },
    timeLimitMs,
    setTimer: (callback: () => void): FakeTimer => {
      const timer = { callback, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle: unknown): void => {
      (handle as FakeTimer).cleared = true;
    },
  };
  return { host, workers, timers };
}

/**
 * The one fake Web Worker of the tests. A `FakeWorker` records what it is sent and posts only
 * what it is told to: a test drives it by hand (`post`, `crash`), or gives it a `reply` that
 * answers on its own, usually `runHandler` with the real worker's handler, run in-process as
 * `serve` runs it in the worker. `fakeWorkers` starts them on demand for a `WorkerClient` and
 * gives it timers that never fire by themselves (a test fires one by calling it).
 */
import type { Spawn, WorkerPort } from '../worker/client';
import { handle, type WorkerHandler } from '../worker/serve';

/** What a fake worker does when it is sent a request (nothing when absent). */
export type Reply<Request, Outbound> = (
  request: Request,
  worker: FakeWorker<Request, Outbound>,
) => void;

export class FakeWorker<Request, Outbound> implements WorkerPort<Request, Outbound> {
  onmessage: WorkerPort<Request, Outbound>['onmessage'] = null;
  onerror: WorkerPort<Request, Outbound>['onerror'] = null;
  readonly received: Request[] = [];
  terminated = false;

  constructor(private readonly reply?: Reply<Request, Outbound>) {}

  postMessage(request: Request): void {
    this.received.push(request);
    this.reply?.(request, this);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Posts `message` to the main thread, as the worker would. */
  post(message: Outbound): void {
    this.onmessage?.({ data: message } as MessageEvent<Outbound>);
  }

  /** Fails as an uncaught error in the worker would; says whether the client prevented it. */
  crash(message: string): { prevented: boolean } {
    const seen = { prevented: false };
    const preventDefault = () => {
      seen.prevented = true;
    };
    this.onerror?.({ message, preventDefault } as ErrorEvent);
    return seen;
  }
}

/** The ids of the requests `worker` was sent. */
export const idsSentTo = (worker: {
  readonly received: readonly { readonly id: number }[];
}): number[] => worker.received.map((request) => request.id);

/**
 * Answers each request with `handler` (a worker's own, such as `engineHandler`) on the next tick,
 * as a real worker would answer later; requests `crashes` picks make the worker crash instead.
 */
export function runHandler<Request, Outbound>(
  handler: WorkerHandler<Request, Outbound>,
  crashes: (request: Request) => boolean = () => false,
): Reply<Request, Outbound> {
  return (request, worker) => {
    setTimeout(() => {
      if (crashes(request)) worker.crash('boom');
      else worker.post(handle(handler, request));
    }, 0);
  };
}

export interface FakeTimer {
  readonly callback: () => void;
  cleared: boolean;
}

/**
 * Fake workers started on demand (`spawn`, for a `WorkerClient` or a sync), each doing `reply`
 * with what it is sent; the workers and the client's timers are kept, in the order made.
 */
export function fakeWorkers<Request, Outbound>(reply?: Reply<Request, Outbound>) {
  const workers: FakeWorker<Request, Outbound>[] = [];
  const timers: FakeTimer[] = [];
  const spawn: Spawn<Request, Outbound> = () => {
    const worker = new FakeWorker(reply);
    workers.push(worker);
    return worker;
  };
  const setTimer = (callback: () => void): FakeTimer => {
    const timer = { callback, cleared: false };
    timers.push(timer);
    return timer;
  };
  const clearTimer = (handle: unknown): void => {
    (handle as FakeTimer).cleared = true;
  };
  return {
    spawn,
    workers,
    timers,
    /** Every request sent to any of the workers, in order. */
    sent: (): Request[] => workers.flatMap((worker) => worker.received),
    /** A `WorkerClient`'s options: these workers, and timers that fire only when a test calls them. */
    clientOptions: (timeLimitMs: number) => ({ timeLimitMs, spawn, setTimer, clearTimer }),
  };
}

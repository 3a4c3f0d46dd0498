/**
 * The main-thread side of the engine worker. Only the newest request matters: at most one request
 * is in the worker and at most one waits (a newer one replaces it), the answer to a superseded
 * request is dropped, and a request that runs longer than the time limit is stopped by
 * terminating the worker, which is then started afresh for the next request. Keeping the worker's
 * queue this short means a burst of edits never piles up work whose answers nobody wants.
 */
import type { EngineRequest, EngineResponse, WorkerOutbound } from './protocol';
import { decodeResponse } from './wire';

/** The parts of `Worker` the client uses, so tests can pass a fake. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<WorkerOutbound>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: EngineRequest): void;
  terminate(): void;
}

export type EngineRequestInput = Omit<EngineRequest, 'id'>;

export interface EngineClientEvents {
  /** The response to the newest request, with the request it answers. */
  onResponse(response: EngineResponse, request: EngineRequest): void;
  /** The newest request failed: it ran past the limit, or the worker crashed. */
  onFailure(message: string, request: EngineRequest): void;
}

export interface EngineClientOptions {
  readonly createWorker: () => WorkerLike;
  /** Milliseconds a request may run before the worker is terminated. */
  readonly timeLimitMs: number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

export class EngineClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  /** The request the worker is computing. */
  private pending: EngineRequest | null = null;
  /** The newest request, waiting for the worker to finish `pending`. */
  private queued: EngineRequest | null = null;
  private timer: unknown = null;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(
    private readonly options: EngineClientOptions,
    private readonly events: EngineClientEvents,
  ) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /** Sends a request; any earlier one still running or waiting is superseded. Returns its id. */
  request(input: EngineRequestInput): number {
    const request: EngineRequest = { ...input, id: this.nextId++ };
    if (this.pending === null) this.send(request);
    else this.queued = request;
    return request.id;
  }

  private send(request: EngineRequest): void {
    this.pending = request;
    this.stopTimer();
    this.ensureWorker().postMessage(request);
    this.timer = this.setTimer(() => this.runaway(request), this.options.timeLimitMs);
  }

  /** Sends the waiting request, if any; true when one was sent. */
  private sendQueued(): boolean {
    const next = this.queued;
    this.queued = null;
    if (next === null) return false;
    this.send(next);
    return true;
  }

  dispose(): void {
    this.stopTimer();
    this.worker?.terminate();
    this.worker = null;
    this.pending = null;
    this.queued = null;
  }

  private ensureWorker(): WorkerLike {
    if (this.worker !== null) return this.worker;
    const worker = this.options.createWorker();
    worker.onmessage = (event) => this.receive(decodeResponse(event.data));
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(
        `The ranking engine crashed (${event.message || 'unknown error'}); it was restarted.`,
      );
    };
    this.worker = worker;
    return worker;
  }

  private receive(response: EngineResponse): void {
    const request = this.pending;
    if (request === null || response.id !== request.id) return;
    this.pending = null;
    this.stopTimer();
    if (this.sendQueued()) return; // stale: a newer edit is waiting, and it wins
    this.events.onResponse(response, request);
  }

  private runaway(request: EngineRequest): void {
    if (this.pending?.id !== request.id) return;
    const seconds = this.options.timeLimitMs / 1000;
    this.fail(
      `The ranking took longer than ${seconds} s and was stopped. The engine was restarted; edit the YAML to try again.`,
    );
    // Start the replacement now, so the next edit doesn't wait for it. (Not after a crash: a
    // worker that fails to load would crash again, in a loop.)
    this.ensureWorker();
  }

  private fail(message: string): void {
    const request = this.pending;
    this.stopTimer();
    this.worker?.terminate();
    this.worker = null;
    this.pending = null;
    if (request !== null) this.events.onFailure(message, request);
    // A newer edit may already be waiting; it gets a fresh worker.
    this.sendQueued();
  }

  private stopTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }
}

/** The real worker, bundled by Vite with a relative URL (works under any sub-path). */
export function createEngineWorker(): WorkerLike {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ome-sim-engine',
  }) as unknown as WorkerLike;
}

/**
 * The main-thread side of the query worker. Per question type, at most one question is being
 * answered and at most one waits: asking again while one is answered replaces the waiting one,
 * and the answer to the superseded question is dropped. So typing during a slow matrix queues one
 * matrix for the newest text, never a backlog. A question that runs past the time limit stops the
 * worker (every open question then fails); the next question starts a fresh worker.
 */
import type { QueryError, QueryRequest, QueryResponse, QueryType } from './protocol';

/** The parts of `Worker` the client uses, so tests can pass a fake. */
export interface QueryWorkerLike {
  onmessage: ((event: MessageEvent<QueryResponse | QueryError>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: QueryRequest): void;
  terminate(): void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type QueryInput = DistributiveOmit<QueryRequest, 'id'>;

export interface QueryClientEvents {
  onAnswer(response: QueryResponse, request: QueryRequest): void;
  onFailure(message: string, request: QueryRequest): void;
}

export interface QueryClientOptions {
  readonly createWorker: () => QueryWorkerLike;
  readonly timeLimitMs: number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

interface Slot {
  inFlight: { readonly request: QueryRequest; readonly timer: unknown } | null;
  waiting: QueryRequest | null;
}

export class QueryClient {
  private worker: QueryWorkerLike | null = null;
  private nextId = 1;
  private readonly slots = new Map<QueryType, Slot>();
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(
    private readonly options: QueryClientOptions,
    private readonly events: QueryClientEvents,
  ) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /** Asks a question; returns its id. */
  ask(input: QueryInput): number {
    const request = { ...input, id: this.nextId++ } as QueryRequest;
    const slot = this.slotOf(request.type);
    if (slot.inFlight === null) this.send(slot, request);
    else slot.waiting = request;
    return request.id;
  }

  dispose(): void {
    for (const slot of this.slots.values()) {
      if (slot.inFlight !== null) this.clearTimer(slot.inFlight.timer);
    }
    this.slots.clear();
    this.worker?.terminate();
    this.worker = null;
  }

  private slotOf(type: QueryType): Slot {
    let slot = this.slots.get(type);
    if (slot === undefined) {
      slot = { inFlight: null, waiting: null };
      this.slots.set(type, slot);
    }
    return slot;
  }

  private send(slot: Slot, request: QueryRequest): void {
    this.ensureWorker().postMessage(request);
    const timer = this.setTimer(() => this.runaway(request), this.options.timeLimitMs);
    slot.inFlight = { request, timer };
  }

  private ensureWorker(): QueryWorkerLike {
    if (this.worker !== null) return this.worker;
    const worker = this.options.createWorker();
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.failAll(`The engine crashed (${event.message || 'unknown error'}).`);
    };
    this.worker = worker;
    return worker;
  }

  private receive(message: QueryResponse | QueryError): void {
    const slot = [...this.slots.values()].find((s) => s.inFlight?.request.id === message.id);
    if (slot === undefined || slot.inFlight === null) return; // from a stopped worker
    const { request, timer } = slot.inFlight;
    this.clearTimer(timer);
    slot.inFlight = null;
    const next = slot.waiting;
    slot.waiting = null;
    // A newer question of this type is waiting: this answer is out of date, ask that one instead.
    if (next !== null) return this.send(slot, next);
    if (message.type === 'error') this.events.onFailure(message.message, request);
    else this.events.onAnswer(message, request);
  }

  private runaway(request: QueryRequest): void {
    const slot = this.slots.get(request.type);
    if (slot?.inFlight?.request.id !== request.id) return;
    const seconds = this.options.timeLimitMs / 1000;
    this.failAll(`This took longer than ${seconds} s and was stopped.`);
  }

  /** Stops the worker; every open question fails with `message`. */
  private failAll(message: string): void {
    const open: QueryRequest[] = [];
    for (const slot of this.slots.values()) {
      if (slot.inFlight !== null) {
        this.clearTimer(slot.inFlight.timer);
        open.push(slot.inFlight.request);
      }
      if (slot.waiting !== null) open.push(slot.waiting);
    }
    this.slots.clear();
    this.worker?.terminate();
    this.worker = null;
    for (const request of open) this.events.onFailure(message, request);
  }
}

/** The real query worker, bundled by Vite like the ranking worker. */
export function createQueryWorker(): QueryWorkerLike {
  return new Worker(new URL('./query.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ome-sim-queries',
  }) as unknown as QueryWorkerLike;
}

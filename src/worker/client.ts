/**
 * The main-thread side of a Web Worker where only the newest request matters, the same for every
 * worker (the two kinds are in `workers.ts`). Requests fall into lanes (one by default): per lane
 * at most one request is in the worker and at most one waits, a newer request replaces the
 * waiting one, and the answer to a request that a newer one superseded is dropped (the newer one
 * is sent instead). So a burst of edits never piles up work whose answers nobody wants. A request
 * that runs past the time limit stops the worker: every request in it fails with a message,
 * waiting ones go to a fresh worker, and a fresh worker is started at once so the next request
 * does not wait for it. A crash fails the same way, but the fresh worker is started only when a
 * request needs it (a worker that fails to load would crash again, in a loop).
 */

/** The parts of `Worker` the client uses, so tests can pass a fake. */
export interface WorkerPort<Request, Outbound> {
  onmessage: ((event: MessageEvent<Outbound>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: Request): void;
  terminate(): void;
}

/** Starts a worker (the real one, or a test's fake). */
export type Spawn<Request, Outbound> = () => WorkerPort<Request, Outbound>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request as the caller writes it; the client numbers it. */
export type RequestInput<Request> = DistributiveOmit<Request, 'id'>;

/** What the worker posted, read on the main thread: an answer, or the reason there is none. */
export type Decoded<Answer> = { readonly id: number } & (
  { readonly answer: Answer } | { readonly failure: string }
);

/** One kind of worker, as the main thread knows it: how to start it and read what it posts. */
export interface WorkerKind<Request, Outbound, Answer> {
  readonly spawn: Spawn<Request, Outbound>;
  readonly decode: (message: Outbound) => Decoded<Answer>;
  /** Requests of different lanes do not supersede each other. One lane when absent. */
  readonly laneOf?: (request: Request) => string;
  /** The failure text of a runaway request, given the limit in seconds. */
  readonly runawayMessage: (seconds: number) => string;
  /** The failure text of a crash, given the worker's error message. */
  readonly crashMessage: (detail: string) => string;
}

export interface ClientEvents<Request, Answer> {
  /** The answer to the newest request of its lane, with that request. */
  onAnswer(answer: Answer, request: Request): void;
  /**
   * A request failed: the worker answered it with an error, it ran past the limit, or the
   * worker stopped while it was in it.
   */
  onFailure(message: string, request: Request): void;
}

export interface ClientOptions<Request, Outbound> {
  /** Milliseconds a request may run before the worker is stopped. */
  readonly timeLimitMs: number;
  /** Starts the worker instead of the kind's own `spawn` (tests pass a fake). */
  readonly spawn?: Spawn<Request, Outbound> | undefined;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

interface Lane<Request> {
  inFlight: { readonly request: Request; readonly timer: unknown } | null;
  waiting: Request | null;
}

export class WorkerClient<Request extends { readonly id: number }, Outbound, Answer> {
  private worker: WorkerPort<Request, Outbound> | null = null;
  private nextId = 1;
  private readonly lanes = new Map<string, Lane<Request>>();
  private readonly spawn: Spawn<Request, Outbound>;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(
    private readonly kind: WorkerKind<Request, Outbound, Answer>,
    private readonly options: ClientOptions<Request, Outbound>,
    private readonly events: ClientEvents<Request, Answer>,
  ) {
    this.spawn = options.spawn ?? kind.spawn;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /**
   * Sends a request, superseding any earlier one of its lane that has not been answered.
   * Returns the id the client gave it (the `request` its events carry has it too).
   */
  request(input: RequestInput<Request>): number {
    const request = { ...input, id: this.nextId++ } as unknown as Request;
    const lane = this.laneOf(request);
    if (lane.inFlight === null) this.send(lane, request);
    else lane.waiting = request;
    return request.id;
  }

  /** Stops the worker and forgets every request: nothing is answered or failed afterwards. */
  dispose(): void {
    for (const lane of this.lanes.values()) {
      if (lane.inFlight !== null) this.clearTimer(lane.inFlight.timer);
    }
    this.lanes.clear();
    this.stopWorker();
  }

  private keyOf(request: Request): string {
    return this.kind.laneOf?.(request) ?? '';
  }

  private laneOf(request: Request): Lane<Request> {
    const key = this.keyOf(request);
    let lane = this.lanes.get(key);
    if (lane === undefined) {
      lane = { inFlight: null, waiting: null };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  private send(lane: Lane<Request>, request: Request): void {
    this.ensureWorker().postMessage(request);
    const timer = this.setTimer(() => this.runaway(request), this.options.timeLimitMs);
    lane.inFlight = { request, timer };
  }

  private ensureWorker(): WorkerPort<Request, Outbound> {
    if (this.worker !== null) return this.worker;
    const worker = this.spawn();
    // A worker that was stopped may still deliver a message already on its way: ignore it.
    worker.onmessage = (event) => {
      if (this.worker === worker) this.receive(this.kind.decode(event.data));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.worker !== worker) return;
      this.failInFlight(this.kind.crashMessage(event.message || 'unknown error'));
    };
    this.worker = worker;
    return worker;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private receive(decoded: Decoded<Answer>): void {
    const lane = [...this.lanes.values()].find((l) => l.inFlight?.request.id === decoded.id);
    if (lane === undefined || lane.inFlight === null) return;
    const { request, timer } = lane.inFlight;
    this.clearTimer(timer);
    lane.inFlight = null;
    // Stale: a newer request of this lane is waiting, and it wins.
    if (this.sendWaiting(lane)) return;
    if ('answer' in decoded) this.events.onAnswer(decoded.answer, request);
    else this.events.onFailure(decoded.failure, request);
  }

  /** Sends the lane's waiting request, if any; true when one was sent. */
  private sendWaiting(lane: Lane<Request>): boolean {
    const next = lane.waiting;
    lane.waiting = null;
    if (next === null) return false;
    this.send(lane, next);
    return true;
  }

  private runaway(request: Request): void {
    const lane = this.lanes.get(this.keyOf(request));
    if (lane?.inFlight?.request.id !== request.id) return;
    this.failInFlight(this.kind.runawayMessage(this.options.timeLimitMs / 1000));
    this.ensureWorker();
  }

  /** Stops the worker: every request in it fails with `message`; waiting ones get a fresh worker. */
  private failInFlight(message: string): void {
    const failed: Request[] = [];
    for (const lane of this.lanes.values()) {
      if (lane.inFlight === null) continue;
      this.clearTimer(lane.inFlight.timer);
      failed.push(lane.inFlight.request);
      lane.inFlight = null;
    }
    this.stopWorker();
    // Waiting requests go out first: a request made while a failure is reported then waits as the
    // newest of its lane instead of overtaking them.
    for (const lane of this.lanes.values()) this.sendWaiting(lane);
    for (const request of failed) this.events.onFailure(message, request);
  }
}

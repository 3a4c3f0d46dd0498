/**
 * The main-thread side of a worker where only the newest request matters. Requests fall into
 * lanes (one by default): per lane at most one request is in the worker and at most one waits, a
 * newer request replaces the waiting one, and the answer to a request that a newer one superseded
 * is dropped (the newer one is sent instead). So a burst of edits never piles up work whose answers
 * nobody wants. A request that runs past the time limit stops the worker: every request in it
 * fails with a message, waiting ones go to a fresh worker, and a fresh worker is started at once so
 * the next request does not wait for it. A crash fails the same way, but the fresh worker is
 * started only when a request needs it (a worker that fails to load would crash again, in a loop).
 */

/** The parts of `Worker` the client uses, so tests can pass a fake. */
export interface WorkerPort<Request, Outbound> {
  onmessage: ((event: MessageEvent<Outbound>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: Request): void;
  terminate(): void;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request as the caller writes it; the client numbers it. */
export type RequestInput<Request> = DistributiveOmit<Request, 'id'>;

export interface NewestWinsEvents<Request, Answer> {
  /** The answer to the newest request of its lane, with that request. */
  onAnswer(answer: Answer, request: Request): void;
  /** A request failed: it ran past the limit, or the worker stopped while it was in it. */
  onFailure(message: string, request: Request): void;
}

export interface TimerOptions {
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

export interface NewestWinsOptions<Request, Outbound, Answer> extends TimerOptions {
  readonly createWorker: () => WorkerPort<Request, Outbound>;
  /** Milliseconds a request may run before the worker is stopped. */
  readonly timeLimitMs: number;
  /** Turns what the worker posts into an answer carrying the request's id. */
  readonly decode: (message: Outbound) => Answer;
  /** Requests of different lanes do not supersede each other. One lane when absent. */
  readonly laneOf?: (request: Request) => string;
  /** The failure text of a runaway request, given the limit in seconds. */
  readonly runawayMessage: (seconds: number) => string;
  /** The failure text of a crash, given the worker's error message. */
  readonly crashMessage: (detail: string) => string;
}

interface Lane<Request> {
  inFlight: { readonly request: Request; readonly timer: unknown } | null;
  waiting: Request | null;
}

export class NewestWinsClient<
  Request extends { readonly id: number },
  Outbound,
  Answer extends { readonly id: number },
> {
  private worker: WorkerPort<Request, Outbound> | null = null;
  private nextId = 1;
  private readonly lanes = new Map<string, Lane<Request>>();
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(
    private readonly options: NewestWinsOptions<Request, Outbound, Answer>,
    private readonly events: NewestWinsEvents<Request, Answer>,
  ) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /** Sends a request, superseding any earlier one of its lane that has not been answered. */
  request(input: RequestInput<Request>): Request {
    const request = { ...input, id: this.nextId++ } as unknown as Request;
    const lane = this.laneOf(request);
    if (lane.inFlight === null) this.send(lane, request);
    else lane.waiting = request;
    return request;
  }

  dispose(): void {
    for (const lane of this.lanes.values()) {
      if (lane.inFlight !== null) this.clearTimer(lane.inFlight.timer);
    }
    this.lanes.clear();
    this.stopWorker();
  }

  private keyOf(request: Request): string {
    return this.options.laneOf?.(request) ?? '';
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
    const worker = this.options.createWorker();
    // A worker that was stopped may still deliver a message already on its way: ignore it.
    worker.onmessage = (event) => {
      if (this.worker === worker) this.receive(this.options.decode(event.data));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (this.worker !== worker) return;
      this.failInFlight(this.options.crashMessage(event.message || 'unknown error'));
    };
    this.worker = worker;
    return worker;
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private receive(answer: Answer): void {
    const lane = [...this.lanes.values()].find((l) => l.inFlight?.request.id === answer.id);
    if (lane === undefined || lane.inFlight === null) return;
    const { request, timer } = lane.inFlight;
    this.clearTimer(timer);
    lane.inFlight = null;
    // Stale: a newer request of this lane is waiting, and it wins.
    if (this.sendWaiting(lane)) return;
    this.events.onAnswer(answer, request);
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
    this.failInFlight(this.options.runawayMessage(this.options.timeLimitMs / 1000));
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

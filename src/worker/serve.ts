/**
 * The worker side of every worker: one request in, one message out. A worker's entry file only
 * names its handler (`serve(self, engineHandler)`); the work is in the handler, so tests run it
 * without a worker (src/test-support/fake-worker.ts runs the same handlers in-process).
 */

/** What a worker does with a request. */
export interface WorkerHandler<Request, Outbound> {
  /** The message to post for `request`. */
  answer(request: Request): Outbound;
  /** The message to post when `answer` threw: an engine bug must not leave the caller waiting. */
  failed(request: Request, message: string): Outbound;
}

/** What the worker posts for `request`: the handler's answer, or its failure when that throws. */
export function handle<Request, Outbound>(
  handler: WorkerHandler<Request, Outbound>,
  request: Request,
): Outbound {
  try {
    return handler.answer(request);
  } catch (error) {
    return handler.failed(request, error instanceof Error ? error.message : String(error));
  }
}

/** The part of a worker's global scope `serve` uses. */
export interface WorkerScope<Request, Outbound> {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: Outbound): void;
}

/**
 * Answers every message the worker receives. Set as `onmessage` (not a listener) on purpose: the
 * robustness journeys wrap the built worker by replacing that handler (e2e/pages/robustness-helpers.ts).
 */
export function serve<Request, Outbound>(
  scope: WorkerScope<Request, Outbound>,
  handler: WorkerHandler<Request, Outbound>,
): void {
  scope.onmessage = (event) => scope.postMessage(handle(handler, event.data));
}

/**
 * The engine worker's entry: one request in, one response out. Kept tiny on purpose; the work is
 * in `analyze` so it can be tested without a worker.
 */
/// <reference lib="webworker" />
import { analyze } from './analyze';
import type { EngineResponse, WorkerInbound } from './protocol';
import { encodeResponse } from './wire';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<WorkerInbound>) => {
  const request = event.data;
  let response: EngineResponse;
  try {
    response = analyze(request);
  } catch (error) {
    // An engine bug must not leave the UI waiting: answer with the error instead of a result.
    response = {
      id: request.id,
      diagnostics: [],
      choices: { models: [], inferenceServices: [], namespaces: [] },
      result: null,
      error: `internal error in the ranking engine: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  self.postMessage(encodeResponse(response));
};

/**
 * The query worker's entry: one question in, one answer out (see `answerQuery`). A second worker,
 * beside the ranking one, so a slow question never delays the live ranking.
 */
/// <reference lib="webworker" />
import type { QueryError, QueryRequest, QueryResponse } from './protocol';
import { answerQuery } from './query';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<QueryRequest>) => {
  const request = event.data;
  let response: QueryResponse | QueryError;
  try {
    response = answerQuery(request);
  } catch (error) {
    // An engine bug must not leave the caller waiting: answer with the error.
    response = {
      type: 'error',
      id: request.id,
      message: `internal error in the engine: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  self.postMessage(response);
};

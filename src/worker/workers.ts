/**
 * The two workers, as the main thread knows them, for `WorkerClient`: the engine worker ranks
 * (one lane: only the newest text matters), the query worker answers on-demand questions (one
 * lane per question type, so typing during a slow cluster-wide view queues one for the newest text,
 * never a backlog, and never delays a gallery or "make it win" question). Both are started the
 * same way: `new WorkerClient(KIND, { timeLimitMs }, events)`.
 */
import type { WorkerKind } from './client';
import type {
  EngineRequest,
  EngineResponse,
  QueryError,
  QueryRequest,
  QueryResponse,
  WorkerOutbound,
} from './protocol';
import { decodeResponse } from './wire';

/** A ranking's rows' details cross as JSON texts: the main thread reads one as its row opens. */
export { rowDetailOf } from './wire';

// Each `new Worker(new URL(…))` is written out whole: that is the form Vite bundles as a worker,
// with a relative URL (so the app works under any sub-path).

/** The ranking worker (`engine.worker.ts`). Its errors are part of the response (`error`). */
export const ENGINE_WORKER: WorkerKind<EngineRequest, WorkerOutbound, EngineResponse> = {
  spawn: () =>
    new Worker(new URL('./engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'ome-sim-engine',
    }),
  decode: (message) => {
    const response = decodeResponse(message);
    return { id: response.id, answer: response };
  },
  runawayMessage: (seconds) =>
    `The ranking took longer than ${seconds} s and was stopped. The engine was restarted; edit the YAML to try again.`,
  crashMessage: (detail) => `The ranking engine crashed (${detail}); it was restarted.`,
};

/** The query worker (`query.worker.ts`). An engine error fails its question. */
export const QUERY_WORKER: WorkerKind<QueryRequest, QueryResponse | QueryError, QueryResponse> = {
  spawn: () =>
    new Worker(new URL('./query.worker.ts', import.meta.url), {
      type: 'module',
      name: 'ome-sim-queries',
    }),
  decode: (message) =>
    message.type === 'error'
      ? { id: message.id, failure: message.message }
      : { id: message.id, answer: message },
  laneOf: (request) => request.type,
  runawayMessage: (seconds) => `This took longer than ${seconds} s and was stopped.`,
  crashMessage: (detail) => `The engine crashed (${detail}).`,
};

/**
 * The main-thread side of the query worker: one lane per question type (see `NewestWinsClient`),
 * so typing during a slow matrix queues one matrix for the newest text, never a backlog, and never
 * delays a gallery or "make it win" question. An engine error answers its question as a failure.
 */
import {
  NewestWinsClient,
  type RequestInput,
  type TimerOptions,
  type WorkerPort,
} from './newest-wins';
import type { QueryError, QueryRequest, QueryResponse } from './protocol';

/** The parts of `Worker` the client uses, so tests can pass a fake. */
export type QueryWorkerLike = WorkerPort<QueryRequest, QueryResponse | QueryError>;

export type QueryInput = RequestInput<QueryRequest>;

export interface QueryClientEvents {
  onAnswer(response: QueryResponse, request: QueryRequest): void;
  onFailure(message: string, request: QueryRequest): void;
}

export interface QueryClientOptions extends TimerOptions {
  readonly createWorker: () => QueryWorkerLike;
  readonly timeLimitMs: number;
}

export class QueryClient {
  private readonly client: NewestWinsClient<
    QueryRequest,
    QueryResponse | QueryError,
    QueryResponse | QueryError
  >;

  constructor(options: QueryClientOptions, events: QueryClientEvents) {
    this.client = new NewestWinsClient(
      {
        ...options,
        decode: (message) => message,
        laneOf: (request) => request.type,
        runawayMessage: (seconds) => `This took longer than ${seconds} s and was stopped.`,
        crashMessage: (detail) => `The engine crashed (${detail}).`,
      },
      {
        onAnswer: (message, request) => {
          if (message.type === 'error') events.onFailure(message.message, request);
          else events.onAnswer(message, request);
        },
        onFailure: (message, request) => events.onFailure(message, request),
      },
    );
  }

  /** Asks a question, superseding an unanswered one of its type; returns its id. */
  ask(input: QueryInput): number {
    return this.client.request(input).id;
  }

  dispose(): void {
    this.client.dispose();
  }
}

/** The real query worker, bundled by Vite like the ranking worker. */
export function createQueryWorker(): QueryWorkerLike {
  return new Worker(new URL('./query.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ome-sim-queries',
  }) as unknown as QueryWorkerLike;
}

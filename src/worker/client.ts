/**
 * The main-thread side of the engine worker: one lane of ranking requests where only the newest
 * matters (see `NewestWinsClient`), answers decoded from the wire format.
 */
import { NewestWinsClient, type TimerOptions, type WorkerPort } from './newest-wins';
import type { EngineRequest, EngineResponse, WorkerOutbound } from './protocol';
import { decodeResponse } from './wire';

/** The parts of `Worker` the client uses, so tests can pass a fake. */
export type WorkerLike = WorkerPort<EngineRequest, WorkerOutbound>;

export type EngineRequestInput = Omit<EngineRequest, 'id'>;

export interface EngineClientEvents {
  /** The response to the newest request, with the request it answers. */
  onResponse(response: EngineResponse, request: EngineRequest): void;
  /** The newest request failed: it ran past the limit, or the worker crashed. */
  onFailure(message: string, request: EngineRequest): void;
}

export interface EngineClientOptions extends TimerOptions {
  readonly createWorker: () => WorkerLike;
  /** Milliseconds a request may run before the worker is terminated. */
  readonly timeLimitMs: number;
}

export class EngineClient {
  private readonly client: NewestWinsClient<EngineRequest, WorkerOutbound, EngineResponse>;

  constructor(options: EngineClientOptions, events: EngineClientEvents) {
    this.client = new NewestWinsClient(
      {
        ...options,
        decode: decodeResponse,
        runawayMessage: (seconds) =>
          `The ranking took longer than ${seconds} s and was stopped. The engine was restarted; edit the YAML to try again.`,
        crashMessage: (detail) => `The ranking engine crashed (${detail}); it was restarted.`,
      },
      {
        onAnswer: (response, request) => events.onResponse(response, request),
        onFailure: (message, request) => events.onFailure(message, request),
      },
    );
  }

  /** Sends a request; any earlier one still running or waiting is superseded. Returns its id. */
  request(input: EngineRequestInput): number {
    return this.client.request(input).id;
  }

  dispose(): void {
    this.client.dispose();
  }
}

/** The real worker, bundled by Vite with a relative URL (works under any sub-path). */
export function createEngineWorker(): WorkerLike {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ome-sim-engine',
  }) as unknown as WorkerLike;
}

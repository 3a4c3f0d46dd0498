import { describe, expect, it } from 'vitest';
import { EngineClient, type WorkerLike } from './client';
import type { EngineRequest, EngineResponse, WorkerOutbound } from './protocol';
import { encodeResponse } from './wire';
import { fakeWorkerHost } from './fake-host';

class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  readonly received: EngineRequest[] = [];
  terminated = false;
  postMessage(message: EngineRequest): void {
    this.received.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(id: number): void {
    const response: EngineResponse = {
      id,
      diagnostics: [],
      choices: { models: [], inferenceServices: [], namespaces: [] },
      result: null,
      error: null,
    };
    this.onmessage?.({ data: encodeResponse(response) } as MessageEvent<WorkerOutbound>);
  }
}

function setUp() {
  const { host, workers, timers } = fakeWorkerHost(() => new FakeWorker(), 5000);
  const answered: number[] = [];
  const failures: string[] = [];
  const client = new EngineClient(host, {
    onResponse: (response) => answered.push(response.id),
    onFailure: (message) => failures.push(message),
  });
  const input = {
    sources: [],
    target: { kind: 'model', name: 'm' },
    namespace: 'ns',
    omeVersion: '1.3',
  } as const;
  return { client, workers, timers, answered, failures, input };
}

describe('EngineClient', () => {
  it('delivers only the answer to the newest request', () => {
    const { client, workers, answered, input } = setUp();
    const first = client.request(input);
    const second = client.request(input);
    workers[0]!.answer(first);
    workers[0]!.answer(second);
    expect(answered).toEqual([second]);
  });

  it('keeps one request in the worker and only the newest waiting', () => {
    const { client, workers, answered, input } = setUp();
    const first = client.request(input);
    client.request(input);
    const third = client.request(input);
    expect(workers[0]!.received.map((r) => r.id)).toEqual([first]);
    workers[0]!.answer(first); // superseded: dropped, and the newest waiting request is sent
    expect(answered).toEqual([]);
    expect(workers[0]!.received.map((r) => r.id)).toEqual([first, third]);
    workers[0]!.answer(third);
    expect(answered).toEqual([third]);
  });

  it('stops a runaway request, reports it, and starts a fresh worker', () => {
    const { client, workers, timers, answered, failures, input } = setUp();
    const id = client.request(input);
    timers.at(-1)!.callback();
    expect(workers[0]!.terminated).toBe(true);
    expect(failures[0]).toMatch(/took longer than 5 s and was stopped/);
    expect(workers).toHaveLength(2);
    workers[0]!.answer(id); // a late answer from the stopped worker is ignored
    const next = client.request(input);
    expect(workers[1]!.received.map((r) => r.id)).toEqual([next]);
    workers[1]!.answer(next);
    expect(answered).toEqual([next]);
  });

  it('clears the time limit when the answer arrives', () => {
    const { client, workers, timers, failures, input } = setUp();
    const id = client.request(input);
    workers[0]!.answer(id);
    expect(timers[0]!.cleared).toBe(true);
    timers[0]!.callback();
    expect(failures).toEqual([]);
  });

  it('reports a crash of the worker for the pending request', () => {
    const { client, workers, failures, input } = setUp();
    client.request(input);
    workers[0]!.onerror?.({ message: 'boom', preventDefault: () => {} } as ErrorEvent);
    expect(failures[0]).toMatch(/crashed \(boom\)/);
    expect(workers[0]!.terminated).toBe(true);
  });
});

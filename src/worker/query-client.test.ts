import { describe, expect, it } from 'vitest';
import type { QueryError, QueryRequest, QueryResponse } from './protocol';
import { QueryClient, type QueryWorkerLike } from './query-client';
import { fakeWorkerHost } from './fake-host';

class FakeWorker implements QueryWorkerLike {
  onmessage: QueryWorkerLike['onmessage'] = null;
  onerror: QueryWorkerLike['onerror'] = null;
  readonly received: QueryRequest[] = [];
  terminated = false;
  postMessage(message: QueryRequest): void {
    this.received.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(message: QueryResponse | QueryError): void {
    this.onmessage?.({ data: message } as MessageEvent<QueryResponse | QueryError>);
  }
  answerGallery(id: number): void {
    this.reply({ type: 'gallery', id, examples: [] });
  }
  answerMatrix(id: number): void {
    this.reply({ type: 'matrix', id, cells: [], baselineCells: null, lint: null });
  }
}

function setUp() {
  const { host, workers, timers } = fakeWorkerHost(() => new FakeWorker(), 15_000);
  const answered: number[] = [];
  const failures: [string, number][] = [];
  const client = new QueryClient(host, {
    onAnswer: (response) => answered.push(response.id),
    onFailure: (message, request) => failures.push([message, request.id]),
  });
  const matrix = { type: 'matrix', sources: [], omeVersion: '1.3', baseline: null } as const;
  return { client, workers, timers, answered, failures, matrix };
}

describe('QueryClient', () => {
  it('answers questions of different types independently', () => {
    const { client, workers, answered, matrix } = setUp();
    const m = client.ask(matrix);
    const g = client.ask({ type: 'gallery' });
    workers[0]!.answerGallery(g);
    workers[0]!.answerMatrix(m);
    expect(answered).toEqual([g, m]);
  });

  it('keeps one question of a type waiting, and drops the answer it supersedes', () => {
    const { client, workers, answered, matrix } = setUp();
    const first = client.ask(matrix);
    client.ask(matrix); // replaced by the next one before it is sent
    const third = client.ask(matrix);
    expect(workers[0]!.received.map((r) => r.id)).toEqual([first]);
    workers[0]!.answerMatrix(first);
    expect(answered).toEqual([]);
    expect(workers[0]!.received.map((r) => r.id)).toEqual([first, third]);
    workers[0]!.answerMatrix(third);
    expect(answered).toEqual([third]);
  });

  it('stops a runaway question, fails every open one, and starts afresh', () => {
    const { client, workers, timers, failures, answered, matrix } = setUp();
    const m = client.ask(matrix);
    const g = client.ask({ type: 'gallery' });
    timers[0]!.callback();
    expect(workers[0]!.terminated).toBe(true);
    expect(failures).toEqual([
      ['This took longer than 15 s and was stopped.', m],
      ['This took longer than 15 s and was stopped.', g],
    ]);
    expect(timers[1]!.cleared).toBe(true);
    workers[0]!.answerMatrix(m); // late, from the stopped worker
    const next = client.ask({ type: 'gallery' });
    workers[1]!.answerGallery(next);
    expect(answered).toEqual([next]);
  });

  it('reports an engine error as a failure of that question', () => {
    const { client, workers, failures } = setUp();
    const g = client.ask({ type: 'gallery' });
    workers[0]!.reply({ type: 'error', id: g, message: 'boom' });
    expect(failures).toEqual([['boom', g]]);
  });
});

import { describe, expect, it } from 'vitest';
import { engineHandler } from './analyze';
import type { EngineRequest, QueryRequest } from './protocol';
import { queryHandler } from './query';
import { handle, serve, type WorkerHandler, type WorkerScope } from './serve';
import { ENGINE_WORKER, QUERY_WORKER } from './workers';
import example from '../examples/worked-example.yaml?raw';

const request: EngineRequest = {
  id: 3,
  sources: [{ name: 'editor', text: example }],
  question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
  omeVersion: '1.3',
};

/** A handler whose work throws on the request with id 2. */
const doubling: WorkerHandler<{ id: number; n: number }, string> = {
  answer: ({ id, n }) => {
    if (id === 2) throw new Error('engine bug');
    return `${id}: ${n * 2}`;
  },
  failed: ({ id }, message) => `${id} failed: ${message}`,
};

describe('serving a worker', () => {
  it("posts the handler's answer to each message, and its failure when the work throws", () => {
    const posted: string[] = [];
    const scope: WorkerScope<{ id: number; n: number }, string> = {
      onmessage: null,
      postMessage: (message) => posted.push(message),
    };
    serve(scope, doubling);
    for (const data of [
      { id: 1, n: 21 },
      { id: 2, n: 1 },
    ])
      scope.onmessage?.({ data } as MessageEvent<{ id: number; n: number }>);
    expect(posted).toEqual(['1: 42', '2 failed: engine bug']);
  });

  it('ranks in the engine worker: what it posts reads back as the ranking', () => {
    const decoded = ENGINE_WORKER.decode(structuredClone(handle(engineHandler, request)));
    expect(decoded).toMatchObject({ id: 3, answer: { id: 3, error: null } });
    expect('answer' in decoded && decoded.answer.result?.explanation.rows.length).toBeGreaterThan(
      0,
    );
  });

  it('answers an engine bug in the engine worker with an error response, not silence', () => {
    const decoded = ENGINE_WORKER.decode(engineHandler.failed(request, 'oops'));
    expect(decoded).toEqual({
      id: 3,
      answer: {
        id: 3,
        diagnostics: [],
        choices: { models: [], inferenceServices: [], namespaces: [] },
        result: null,
        error: 'internal error in the ranking engine: oops',
      },
    });
  });

  it('answers an engine bug in the query worker as the failure of that question', () => {
    const question: QueryRequest = { type: 'gallery', id: 9 };
    expect(QUERY_WORKER.decode(handle(queryHandler, question))).toMatchObject({
      id: 9,
      answer: { type: 'gallery' },
    });
    expect(QUERY_WORKER.decode(queryHandler.failed(question, 'oops'))).toEqual({
      id: 9,
      failure: 'internal error in the engine: oops',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fakeWorkers, idsSentTo } from '../test-support/fake-worker';
import { WorkerClient } from './client';
import type {
  EngineRequest,
  EngineResponse,
  QueryError,
  QueryRequest,
  QueryResponse,
  WorkerOutbound,
} from './protocol';
import { encodeResponse } from './wire';
import { ENGINE_WORKER, QUERY_WORKER } from './workers';

const emptyResponse = (id: number): EngineResponse => ({
  id,
  diagnostics: [],
  choices: { models: [], inferenceServices: [], namespaces: [] },
  result: null,
  error: null,
});

function engineSetUp() {
  const { clientOptions, workers, timers } = fakeWorkers<EngineRequest, WorkerOutbound>();
  const answered: EngineResponse[] = [];
  const failures: string[] = [];
  const client = new WorkerClient(ENGINE_WORKER, clientOptions(5000), {
    onAnswer: (response) => answered.push(response),
    onFailure: (message) => failures.push(message),
  });
  const input = {
    sources: [],
    question: { kind: 'model', name: 'm', namespace: 'ns' },
    omeVersion: '1.3',
  } as const;
  return { client, workers, timers, answered, failures, input };
}

describe('the engine worker', () => {
  it('is one lane: only the answer to the newest ranking is delivered, decoded from the wire', () => {
    const { client, workers, answered, input } = engineSetUp();
    const first = client.request(input);
    const second = client.request(input);
    const third = client.request(input);
    workers[0]!.post(encodeResponse(emptyResponse(first)));
    expect(idsSentTo(workers[0]!)).toEqual([first, third]);
    expect(second).toBeLessThan(third);
    const error = { ...emptyResponse(third), error: 'no model' };
    workers[0]!.post(encodeResponse(error));
    expect(answered).toEqual([error]); // an engine error is an answer: the store shows it
  });

  it('says a runaway ranking was stopped and the engine restarted', () => {
    const { client, workers, timers, failures, input } = engineSetUp();
    client.request(input);
    timers[0]!.callback();
    expect(failures).toEqual([
      'The ranking took longer than 5 s and was stopped. The engine was restarted; edit the YAML to try again.',
    ]);
    expect(workers).toHaveLength(2);
  });

  it('says the ranking engine crashed', () => {
    const { client, workers, failures, input } = engineSetUp();
    client.request(input);
    workers[0]!.crash('boom');
    expect(failures).toEqual(['The ranking engine crashed (boom); it was restarted.']);
  });
});

function querySetUp() {
  const { clientOptions, workers, timers } = fakeWorkers<
    QueryRequest,
    QueryResponse | QueryError
  >();
  const answered: number[] = [];
  const failures: [string, number][] = [];
  const client = new WorkerClient(QUERY_WORKER, clientOptions(15_000), {
    onAnswer: (response) => answered.push(response.id),
    onFailure: (message, request) => failures.push([message, request.id]),
  });
  const clusterWide = {
    type: 'cluster-wide',
    sources: [],
    omeVersion: '1.3',
    baseline: null,
  } as const;
  const gallery = (id: number) => ({ type: 'gallery', id, examples: [] }) as const;
  const clusterWideAnswer = (id: number) =>
    ({ type: 'cluster-wide', id, cells: [], baselineCells: null, lint: null }) as const;
  return { client, workers, timers, answered, failures, clusterWide, gallery, clusterWideAnswer };
}

describe('the query worker', () => {
  it('has a lane per question type: a slow cluster-wide answer neither delays nor supersedes the gallery', () => {
    const { client, workers, answered, clusterWide, gallery, clusterWideAnswer } = querySetUp();
    const m = client.request(clusterWide);
    const g = client.request({ type: 'gallery' });
    const m2 = client.request(clusterWide);
    expect(idsSentTo(workers[0]!)).toEqual([m, g]);
    workers[0]!.post(gallery(g));
    workers[0]!.post(clusterWideAnswer(m));
    workers[0]!.post(clusterWideAnswer(m2));
    expect(answered).toEqual([g, m2]);
  });

  it('reports an engine error as a failure of that question', () => {
    const { client, workers, failures, answered } = querySetUp();
    const g = client.request({ type: 'gallery' });
    workers[0]!.post({ type: 'error', id: g, message: 'boom' });
    expect(failures).toEqual([['boom', g]]);
    expect(answered).toEqual([]);
  });

  it('stops a runaway question, fails every open one, and starts afresh', () => {
    const { client, workers, timers, failures, answered, clusterWide, gallery, clusterWideAnswer } =
      querySetUp();
    const m = client.request(clusterWide);
    const g = client.request({ type: 'gallery' });
    timers[0]!.callback();
    expect(workers[0]!.terminated).toBe(true);
    expect(failures).toEqual([
      ['This took longer than 15 s and was stopped.', m],
      ['This took longer than 15 s and was stopped.', g],
    ]);
    expect(timers[1]!.cleared).toBe(true);
    workers[0]!.post(clusterWideAnswer(m)); // late, from the stopped worker
    const next = client.request({ type: 'gallery' });
    workers[1]!.post(gallery(next));
    expect(answered).toEqual([next]);
  });

  it('says the engine crashed', () => {
    const { client, workers, failures } = querySetUp();
    const g = client.request({ type: 'gallery' });
    workers[0]!.crash('boom');
    expect(failures).toEqual([['The engine crashed (boom).', g]]);
  });
});

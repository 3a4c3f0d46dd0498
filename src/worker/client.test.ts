import { describe, expect, it } from 'vitest';
import { fakeWorkers, idsSentTo, type FakeWorker } from '../test-support/fake-worker';
import { WorkerClient, type WorkerKind } from './client';

interface Request {
  readonly id: number;
  readonly lane: string;
  readonly text: string;
}
/** What the fake worker posts: the id and an echo (or a failure), so decoding is visible. */
interface Posted {
  readonly requestId: number;
  readonly echo: string;
  readonly failed?: boolean;
}
type Worker = FakeWorker<Request, Posted>;

const KIND: WorkerKind<Request, Posted, string> = {
  spawn: () => {
    throw new Error('the tests start fake workers');
  },
  decode: (posted) =>
    posted.failed === true
      ? { id: posted.requestId, failure: `failed ${posted.echo}` }
      : { id: posted.requestId, answer: `decoded ${posted.echo}` },
  laneOf: (request) => request.lane,
  runawayMessage: (seconds) => `over ${seconds} s`,
  crashMessage: (detail) => `crashed: ${detail}`,
};

/** Posts the answer to the request with `id` (its text echoed), as the worker would. */
function answer(worker: Worker, id: number, failed = false): void {
  const echo = worker.received.find((r) => r.id === id)?.text ?? '';
  worker.post({ requestId: id, echo, failed });
}

function setUp() {
  const { clientOptions, workers, timers } = fakeWorkers<Request, Posted>();
  const answers: [string, number][] = [];
  const failures: [string, number][] = [];
  const client = new WorkerClient(KIND, clientOptions(2500), {
    onAnswer: (answer, request) => answers.push([answer, request.id]),
    onFailure: (message, request) => failures.push([message, request.id]),
  });
  const ask = (text: string, lane = 'a') => client.request({ lane, text });
  return { client, workers, timers, answers, failures, ask };
}

describe('WorkerClient', () => {
  it('numbers requests and starts the worker only when the first one is sent', () => {
    const { workers, ask } = setUp();
    expect(workers).toHaveLength(0);
    expect([ask('x'), ask('y'), ask('z', 'b')]).toEqual([1, 2, 3]);
    expect(workers).toHaveLength(1);
  });

  it('delivers the decoded answer with its request, and clears its time limit', () => {
    const { workers, timers, answers, failures, ask } = setUp();
    const id = ask('hello');
    answer(workers[0]!, id);
    expect(answers).toEqual([['decoded hello', id]]);
    expect(timers[0]!.cleared).toBe(true);
    timers[0]!.callback(); // a timer that fires late changes nothing
    expect(failures).toEqual([]);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('reports what the worker answered as a failure as a failure of that request', () => {
    const { workers, timers, answers, failures, ask } = setUp();
    const id = ask('bad');
    answer(workers[0]!, id, true);
    expect(failures).toEqual([['failed bad', id]]);
    expect(answers).toEqual([]);
    expect(timers[0]!.cleared).toBe(true);
    expect(workers[0]!.terminated).toBe(false); // the worker itself is fine
  });

  it('keeps one request in the worker and only the newest waiting; superseded answers are dropped', () => {
    const { workers, answers, ask } = setUp();
    const first = ask('1');
    const second = ask('2');
    const third = ask('3');
    expect(idsSentTo(workers[0]!)).toEqual([first]);
    answer(workers[0]!, first);
    expect(answers).toEqual([]);
    expect(idsSentTo(workers[0]!)).toEqual([first, third]); // second was never sent
    answer(workers[0]!, second); // an answer nobody is waiting for
    answer(workers[0]!, third);
    expect(answers).toEqual([['decoded 3', third]]);
  });

  it('drops a superseded failure too: the newer request is sent instead', () => {
    const { workers, answers, failures, ask } = setUp();
    const first = ask('1');
    const second = ask('2');
    answer(workers[0]!, first, true);
    expect(failures).toEqual([]);
    answer(workers[0]!, second);
    expect(answers).toEqual([['decoded 2', second]]);
  });

  it('runs lanes independently: neither supersedes nor delays the other', () => {
    const { workers, answers, ask } = setUp();
    const a = ask('a1', 'a');
    const b = ask('b1', 'b');
    const a2 = ask('a2', 'a');
    expect(idsSentTo(workers[0]!)).toEqual([a, b]);
    answer(workers[0]!, b);
    expect(answers).toEqual([['decoded b1', b]]);
    answer(workers[0]!, a);
    answer(workers[0]!, a2);
    expect(answers).toEqual([
      ['decoded b1', b],
      ['decoded a2', a2],
    ]);
  });

  it('stops a runaway request: every request in the worker fails, waiting ones go to a fresh worker', () => {
    const { workers, timers, answers, failures, ask } = setUp();
    const a = ask('a1', 'a');
    const b = ask('b1', 'b');
    const a2 = ask('a2', 'a');
    timers[0]!.callback();
    expect(workers[0]!.terminated).toBe(true);
    expect(timers[1]!.cleared).toBe(true);
    expect(failures).toEqual([
      ['over 2.5 s', a],
      ['over 2.5 s', b],
    ]);
    expect(workers).toHaveLength(2);
    expect(idsSentTo(workers[1]!)).toEqual([a2]);
    answer(workers[0]!, a); // late, from the stopped worker
    answer(workers[1]!, a2);
    expect(answers).toEqual([['decoded a2', a2]]);
  });

  it('starts a fresh worker right after a runaway, so the next request need not wait for it', () => {
    const { workers, timers, ask } = setUp();
    ask('slow');
    timers[0]!.callback();
    expect(workers).toHaveLength(2);
    const next = ask('next');
    expect(idsSentTo(workers[1]!)).toEqual([next]);
  });

  it('ignores a message from a stopped worker even when its id is in flight again', () => {
    const { workers, timers, answers, ask } = setUp();
    ask('slow');
    timers[0]!.callback();
    const next = ask('next');
    workers[0]!.post({ requestId: next, echo: 'old' });
    expect(answers).toEqual([]);
    answer(workers[1]!, next);
    expect(answers).toEqual([['decoded next', next]]);
  });

  it('reports a crash for the requests in the worker and restarts only when asked again', () => {
    const { workers, failures, answers, ask } = setUp();
    const first = ask('1');
    const seen = workers[0]!.crash('boom');
    expect(seen.prevented).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    expect(failures).toEqual([['crashed: boom', first]]);
    expect(workers).toHaveLength(1); // a worker that fails to load would crash again, in a loop
    const next = ask('2');
    expect(workers).toHaveLength(2);
    answer(workers[1]!, next);
    expect(answers).toEqual([['decoded 2', next]]);
  });

  it('names an unknown crash', () => {
    const { workers, failures, ask } = setUp();
    const id = ask('1');
    workers[0]!.crash('');
    expect(failures).toEqual([['crashed: unknown error', id]]);
  });

  it('sends the waiting request to a fresh worker after a crash', () => {
    const { workers, failures, ask } = setUp();
    const first = ask('1');
    const second = ask('2');
    workers[0]!.crash('boom');
    expect(failures).toEqual([['crashed: boom', first]]);
    expect(idsSentTo(workers[1]!)).toEqual([second]);
  });

  it('keeps newest-wins order when a failure handler asks again', () => {
    const { clientOptions, workers, timers } = fakeWorkers<Request, Posted>();
    let retried: number | null = null;
    const client: WorkerClient<Request, Posted, string> = new WorkerClient(
      KIND,
      clientOptions(1000),
      {
        onAnswer: () => {},
        onFailure: () => {
          retried ??= client.request({ lane: 'a', text: 'retry' });
        },
      },
    );
    client.request({ lane: 'a', text: '1' });
    const waiting = client.request({ lane: 'a', text: '2' });
    timers[0]!.callback();
    // The waiting request was sent first; the retry, being newer, waits behind it.
    expect(idsSentTo(workers[1]!)).toEqual([waiting]);
    answer(workers[1]!, waiting);
    expect(idsSentTo(workers[1]!)).toEqual([waiting, retried]);
  });

  it('stops everything on dispose: the worker, the time limits and any later answer', () => {
    const { client, workers, timers, answers, failures, ask } = setUp();
    const id = ask('1');
    client.dispose();
    expect(workers[0]!.terminated).toBe(true);
    expect(timers[0]!.cleared).toBe(true);
    answer(workers[0]!, id);
    timers[0]!.callback();
    expect(answers).toEqual([]);
    expect(failures).toEqual([]);
  });
});

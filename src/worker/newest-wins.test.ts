import { describe, expect, it } from 'vitest';
import { NewestWinsClient, type WorkerPort } from './newest-wins';
import { fakeWorkerHost } from './fake-host';

interface Request {
  readonly id: number;
  readonly lane: string;
  readonly text: string;
}
/** What the fake worker posts: the id and an echo, so decoding is visible. */
interface Posted {
  readonly requestId: number;
  readonly echo: string;
}
interface Answer {
  readonly id: number;
  readonly echo: string;
}

class FakeWorker implements WorkerPort<Request, Posted> {
  onmessage: WorkerPort<Request, Posted>['onmessage'] = null;
  onerror: WorkerPort<Request, Posted>['onerror'] = null;
  readonly received: Request[] = [];
  terminated = false;
  postMessage(message: Request): void {
    this.received.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(request: Request | number): void {
    const id = typeof request === 'number' ? request : request.id;
    const text = typeof request === 'number' ? '' : request.text;
    this.onmessage?.({ data: { requestId: id, echo: text } } as MessageEvent<Posted>);
  }
  crash(message: string): { prevented: boolean } {
    const seen = { prevented: false };
    const preventDefault = () => {
      seen.prevented = true;
    };
    this.onerror?.({ message, preventDefault } as ErrorEvent);
    return seen;
  }
  /** Ids of the requests this worker was sent. */
  ids(): number[] {
    return this.received.map((r) => r.id);
  }
}

function setUp() {
  const { host, workers, timers } = fakeWorkerHost(() => new FakeWorker(), 2500);
  const answers: [string, number][] = [];
  const failures: [string, number][] = [];
  const client = new NewestWinsClient<Request, Posted, Answer>(
    {
      ...host,
      decode: (posted) => ({ id: posted.requestId, echo: `decoded ${posted.echo}` }),
      laneOf: (request) => request.lane,
      runawayMessage: (seconds) => `over ${seconds} s`,
      crashMessage: (detail) => `crashed: ${detail}`,
    },
    {
      onAnswer: (answer, request) => {
        expect(answer.id).toBe(request.id);
        answers.push([answer.echo, request.id]);
      },
      onFailure: (message, request) => failures.push([message, request.id]),
    },
  );
  const ask = (text: string, lane = 'a') => client.request({ lane, text });
  return { client, workers, timers, answers, failures, ask };
}

describe('NewestWinsClient', () => {
  it('numbers requests and creates the worker only when the first one is sent', () => {
    const { workers, ask } = setUp();
    expect(workers).toHaveLength(0);
    expect([ask('x').id, ask('y').id, ask('z', 'b').id]).toEqual([1, 2, 3]);
    expect(workers).toHaveLength(1);
  });

  it('delivers the decoded answer with its request, and clears its time limit', () => {
    const { workers, timers, answers, failures, ask } = setUp();
    const request = ask('hello');
    workers[0]!.answer(request);
    expect(answers).toEqual([['decoded hello', request.id]]);
    expect(timers[0]!.cleared).toBe(true);
    timers[0]!.callback(); // a timer that fires late changes nothing
    expect(failures).toEqual([]);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('keeps one request in the worker and only the newest waiting; superseded answers are dropped', () => {
    const { workers, answers, ask } = setUp();
    const first = ask('1');
    const second = ask('2');
    const third = ask('3');
    expect(workers[0]!.ids()).toEqual([first.id]);
    workers[0]!.answer(first);
    expect(answers).toEqual([]);
    expect(workers[0]!.ids()).toEqual([first.id, third.id]); // second was never sent
    workers[0]!.answer(second); // an answer nobody is waiting for
    workers[0]!.answer(third);
    expect(answers).toEqual([['decoded 3', third.id]]);
  });

  it('runs lanes independently: neither supersedes nor delays the other', () => {
    const { workers, answers, ask } = setUp();
    const a = ask('a1', 'a');
    const b = ask('b1', 'b');
    const a2 = ask('a2', 'a');
    expect(workers[0]!.ids()).toEqual([a.id, b.id]);
    workers[0]!.answer(b);
    expect(answers).toEqual([['decoded b1', b.id]]);
    workers[0]!.answer(a);
    workers[0]!.answer(a2);
    expect(answers).toEqual([
      ['decoded b1', b.id],
      ['decoded a2', a2.id],
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
      ['over 2.5 s', a.id],
      ['over 2.5 s', b.id],
    ]);
    expect(workers).toHaveLength(2);
    expect(workers[1]!.ids()).toEqual([a2.id]);
    workers[0]!.answer(a); // late, from the stopped worker
    workers[1]!.answer(a2);
    expect(answers).toEqual([['decoded a2', a2.id]]);
  });

  it('starts a fresh worker right after a runaway, so the next request need not wait for it', () => {
    const { workers, timers, ask } = setUp();
    ask('slow');
    timers[0]!.callback();
    expect(workers).toHaveLength(2);
    const next = ask('next');
    expect(workers[1]!.ids()).toEqual([next.id]);
  });

  it('ignores a message from a stopped worker even when its id is in flight again', () => {
    const { workers, timers, answers, ask } = setUp();
    ask('slow');
    timers[0]!.callback();
    const next = ask('next');
    workers[0]!.onmessage?.({ data: { requestId: next.id, echo: 'old' } } as MessageEvent<Posted>);
    expect(answers).toEqual([]);
    workers[1]!.answer(next);
    expect(answers).toEqual([['decoded next', next.id]]);
  });

  it('reports a crash for the requests in the worker and restarts only when asked again', () => {
    const { workers, failures, answers, ask } = setUp();
    const first = ask('1');
    const seen = workers[0]!.crash('boom');
    expect(seen.prevented).toBe(true);
    expect(workers[0]!.terminated).toBe(true);
    expect(failures).toEqual([['crashed: boom', first.id]]);
    expect(workers).toHaveLength(1); // a worker that fails to load would crash again, in a loop
    const next = ask('2');
    expect(workers).toHaveLength(2);
    workers[1]!.answer(next);
    expect(answers).toEqual([['decoded 2', next.id]]);
  });

  it('names an unknown crash', () => {
    const { workers, failures, ask } = setUp();
    const request = ask('1');
    workers[0]!.crash('');
    expect(failures).toEqual([['crashed: unknown error', request.id]]);
  });

  it('sends the waiting request to a fresh worker after a crash', () => {
    const { workers, failures, ask } = setUp();
    const first = ask('1');
    const second = ask('2');
    workers[0]!.crash('boom');
    expect(failures).toEqual([['crashed: boom', first.id]]);
    expect(workers[1]!.ids()).toEqual([second.id]);
  });

  it('keeps newest-wins order when a failure handler asks again', () => {
    const workers: FakeWorker[] = [];
    const timers: (() => void)[] = [];
    let retried: Request | null = null;
    const client: NewestWinsClient<Request, Posted, Answer> = new NewestWinsClient(
      {
        createWorker: () => {
          const worker = new FakeWorker();
          workers.push(worker);
          return worker;
        },
        timeLimitMs: 1000,
        setTimer: (callback) => timers.push(callback),
        clearTimer: () => {},
        decode: (posted) => ({ id: posted.requestId, echo: posted.echo }),
        runawayMessage: () => 'slow',
        crashMessage: () => 'crash',
      },
      {
        onAnswer: () => {},
        onFailure: () => {
          retried ??= client.request({ lane: '', text: 'retry' });
        },
      },
    );
    client.request({ lane: '', text: '1' });
    const waiting = client.request({ lane: '', text: '2' });
    timers[0]!();
    // The waiting request was sent first; the retry, being newer, waits behind it.
    expect(workers[1]!.ids()).toEqual([waiting.id]);
    workers[1]!.answer(waiting);
    expect(workers[1]!.ids()).toEqual([waiting.id, retried!.id]);
  });

  it('stops everything on dispose: the worker, the time limits and any later answer', () => {
    const { client, workers, timers, answers, failures, ask } = setUp();
    const request = ask('1');
    client.dispose();
    expect(workers[0]!.terminated).toBe(true);
    expect(timers[0]!.cleared).toBe(true);
    workers[0]!.answer(request);
    timers[0]!.callback();
    expect(answers).toEqual([]);
    expect(failures).toEqual([]);
  });
});

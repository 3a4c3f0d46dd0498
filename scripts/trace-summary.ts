/**
 * Reads a Chromium trace (what Playwright's `browser.startTracing` records) and says where a span
 * of time went: per thread (the page's main thread, each worker), how busy it was, its longest
 * tasks, the kinds of work (script, style, layout, paint, garbage collection…) and, from the V8
 * sampling profiler, the functions with the most self time. Used by `npm run bench:ui --profile`.
 */

/** The categories to record for `summarizeTrace`. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  '__metadata',
];

interface TraceEvent {
  readonly name: string;
  readonly cat?: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly url?: string;
      readonly cpuProfile?: {
        readonly nodes?: readonly {
          readonly id: number;
          readonly parent?: number;
          readonly callFrame: {
            readonly functionName: string;
            readonly url?: string;
            readonly lineNumber?: number;
          };
        }[];
        readonly samples?: readonly number[];
      };
      readonly timeDeltas?: readonly number[];
      readonly startTime?: number;
    };
  };
}

/** A task of 50 ms or more, when it started (ms after the span's start) and what it ran most. */
export interface LongTask {
  readonly at: number;
  readonly duration: number;
  /** Functions with the most time under them (app code first, see `APP_CODE`). */
  readonly inside: readonly { readonly name: string; readonly ms: number }[];
}

export interface ThreadSummary {
  readonly thread: string;
  /** Milliseconds of top-level tasks inside the span. */
  readonly busy: number;
  readonly longTasks: readonly LongTask[];
  /** Milliseconds per kind of work (trace event name), largest first. */
  readonly work: readonly { readonly name: string; readonly ms: number }[];
  /** Sampled self time per function (name and where), largest first. */
  readonly functions: readonly { readonly name: string; readonly ms: number }[];
}

/** Events whose time is counted by kind (nested ones are counted inside their parents too). */
const WORK_KINDS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MARK_COMPACTOR',
  'BlinkGC.AtomicPhase',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
]);

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Named functions of the page's own scripts (not the browser's, not anonymous wrappers): what a
 * long task is said to have run. Readable only in a build without minification.
 */
const APP_CODE = /^[A-Za-z_$][\w$]*\S* \(.*\.js:\d+\)$/;

const threadKey = (e: { pid: number; tid: number }) => `${e.pid}:${e.tid}`;

function threadNames(events: readonly TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name !== undefined)
      names.set(threadKey(e), e.args.name);
  return names;
}

/** One sample of the V8 profiler: when, how long, and the stack (innermost first). */
interface Sample {
  readonly time: number;
  readonly ms: number;
  readonly stack: readonly string[];
}

/** Every profiler sample of each thread, in time order (trace microseconds). */
function samplesByThread(events: readonly TraceEvent[]): Map<string, Sample[]> {
  const byThread = new Map<string, Sample[]>();
  // A profile's chunks carry new nodes and samples with time deltas from the profile's start.
  const profiles = new Map<
    string,
    {
      thread: string;
      time: number;
      nodes: Map<number, { name: string; parent: number | undefined }>;
    }
  >();
  const stackOf = (
    nodes: Map<number, { name: string; parent: number | undefined }>,
    id: number,
  ) => {
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined;) {
      const node = nodes.get(at);
      if (node === undefined) break;
      stack.push(node.name);
      at = node.parent;
    }
    return stack;
  };
  for (const e of events) {
    if (e.name === 'Profile' && e.id !== undefined)
      profiles.set(`${e.pid}:${e.id}`, {
        thread: threadKey(e),
        time: e.args?.data?.startTime ?? e.ts,
        nodes: new Map(),
      });
    if (e.name !== 'ProfileChunk' || e.id === undefined) continue;
    const profile = profiles.get(`${e.pid}:${e.id}`);
    const data = e.args?.data;
    if (profile === undefined || data === undefined) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = url === undefined || url === '' ? '' : url.replace(/^.*\//, '');
      const where = file === '' ? '' : ` (${file}:${(lineNumber ?? 0) + 1})`;
      profile.nodes.set(node.id, {
        name: `${functionName || '(anonymous)'}${where}`,
        parent: node.parent,
      });
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    const list = byThread.get(profile.thread) ?? [];
    byThread.set(profile.thread, list);
    for (let i = 0; i < samples.length; i++) {
      const before = profile.time;
      profile.time += deltas[i] ?? 0;
      const stack = stackOf(profile.nodes, samples[i]!);
      const top = stack[0] ?? '?';
      if (top.startsWith('(idle)') || top.startsWith('(program)')) continue;
      list.push({ time: profile.time, ms: (profile.time - before) / 1000, stack });
    }
  }
  return byThread;
}

/** Self time per function of the samples within [from, to]; with `inclusive`, time under it. */
function timePerFunction(
  samples: readonly Sample[],
  from: number,
  to: number,
  inclusive = false,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const sample of samples) {
    if (sample.time < from || sample.time > to) continue;
    const names = inclusive ? new Set(sample.stack) : [sample.stack[0] ?? '?'];
    for (const name of names) totals.set(name, (totals.get(name) ?? 0) + sample.ms);
  }
  return totals;
}

const largest = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms }));

/**
 * Where the time between `span.from` and `span.to` went: milliseconds of trace time (its
 * microseconds / 1000), e.g. two `performance.mark`s found with `markTime`.
 */
export function summarizeTrace(
  trace: { traceEvents: readonly TraceEvent[] },
  span: { readonly from: number; readonly to: number },
  options: {
    readonly functions?: number;
    readonly minBusyMs?: number;
    readonly insideTask?: number;
  } = {},
): ThreadSummary[] {
  const events = trace.traceEvents;
  const names = threadNames(events);
  const from = span.from * 1000;
  const to = span.to * 1000;
  const samples = samplesByThread(events);
  interface Busy {
    busy: number;
    longTasks: LongTask[];
    work: Map<string, number>;
  }
  const threads = new Map<string, Busy>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const start = Math.max(e.ts, from);
    const end = Math.min(e.ts + e.dur, to);
    if (end <= start) continue;
    const key = threadKey(e);
    const thread: Busy = threads.get(key) ?? { busy: 0, longTasks: [], work: new Map() };
    threads.set(key, thread);
    const ms = (end - start) / 1000;
    if (TOP_LEVEL.has(e.name)) {
      thread.busy += ms;
      if (e.dur >= 50_000) {
        const inside = timePerFunction(samples.get(key) ?? [], e.ts, e.ts + e.dur, true);
        thread.longTasks.push({
          at: (e.ts - from) / 1000,
          duration: e.dur / 1000,
          inside: largest(inside, 40)
            .filter((f) => APP_CODE.test(f.name))
            .slice(0, options.insideTask ?? 6),
        });
      }
    } else if (WORK_KINDS.has(e.name)) thread.work.set(e.name, (thread.work.get(e.name) ?? 0) + ms);
  }
  const out: ThreadSummary[] = [];
  for (const [key, thread] of threads) {
    if (thread.busy < (options.minBusyMs ?? 5)) continue;
    out.push({
      thread: names.get(key) ?? key,
      busy: thread.busy,
      longTasks: thread.longTasks,
      work: largest(thread.work, 8),
      functions: largest(
        timePerFunction(samples.get(key) ?? [], from, to),
        options.functions ?? 12,
      ),
    });
  }
  return out.sort((a, b) => b.busy - a.busy);
}

/** The trace time (ms) of the `performance.mark` named `name`, to line up page and trace clocks. */
export function markTime(
  trace: { traceEvents: readonly TraceEvent[] },
  name: string,
): number | null {
  const mark = trace.traceEvents.find((e) => e.name === name && e.cat?.includes('user_timing'));
  return mark === undefined ? null : mark.ts / 1000;
}

/** The summary as lines for the console. */
export function formatSummary(summaries: readonly ThreadSummary[]): string[] {
  const lines: string[] = [];
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  for (const s of summaries) {
    lines.push(`  ${s.thread}: busy ${ms(s.busy)}`);
    for (const task of s.longTasks) {
      const inside = task.inside.map((f) => `${f.name.replace(/ \(.*\)$/, '')} ${ms(f.ms)}`);
      lines.push(`    long task ${ms(task.duration)} at +${ms(task.at)}: ${inside.join(', ')}`);
    }
    if (s.work.length > 0)
      lines.push(`    work: ${s.work.map((w) => `${w.name} ${ms(w.ms)}`).join(', ')}`);
    for (const f of s.functions) lines.push(`    ${ms(f.ms).padStart(7)}  ${f.name}`);
  }
  return lines;
}

/**
 * `npm run bench:ui`: the built app at cluster scale, in Chromium. Prints figures; asserts nothing
 * (speed is measured here, never in tests).
 *
 * It builds nothing: run `npm run build` first (or pass `--dist DIR` for another build folder). It
 * serves that folder with `vite preview` on its own port (default 4177), stores a generated
 * cluster (default 1,000 runtimes, 200 models) as the autosaved scenario, opens the app and
 * measures, all inside the page:
 *   1. load: when the text is on screen, when the first ranked table appears, when Monaco is ready;
 *   2. a priority change: from the input event on a priority field to the frame in which the
 *      table shows the row's new score (median of 20, polled with requestAnimationFrame);
 *   3. typing 50 characters into the editor: into a comment one key every 100 ms and then every
 *      50 ms (a fast typist), then into a value (where a space asks for completions): long tasks (PerformanceObserver 'longtask') from the first key until the last
 *      answer is on screen, and key presses that took 16 ms or more to reach the screen (Event
 *      Timing).
 *
 *   npm run bench:ui -- [--dist dist] [--port 4177] [--runtimes 1000] [--models 200] [--runs 20]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { explain } from '../src/engine';
import { isResolveError, loadManifests, resolveQuery } from '../src/manifests';
import { generateManifests } from './generate-manifests';

const args = process.argv.slice(2);
const option = (flag: string, fallback: string): string => {
  const at = args.indexOf(flag);
  return at < 0 ? fallback : (args[at + 1] ?? fallback);
};
const DIST = option('--dist', 'dist');
const PORT = Number(option('--port', '4177'));
const RUNTIMES = Number(option('--runtimes', '1000'));
const MODELS = Number(option('--models', '200'));
const RUNS = Number(option('--runs', '20'));
const TYPED = 'note typed by the benchmark, fifty characters long'; // 50 characters
const STORAGE_KEY = 'ome-sim:scenario:v1';
const PAGE_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'bench-ui-page.js');

interface Subject {
  readonly text: string;
  readonly model: string;
  readonly namespace: string;
  readonly rows: number;
  readonly ranked: number;
  /** The runtime whose priority is changed (ranked second, so raising it reorders the table). */
  readonly runtime: string;
  /** 1-based entry number of its scoring entry, as the priority field's label says it. */
  readonly entry: number;
}

/** The generated cluster, and the model with the most runtimes ranked (the busiest table). */
function pickSubject(): Subject {
  const text = generateManifests({ runtimes: RUNTIMES, models: MODELS, seed: 42 });
  const set = loadManifests([{ name: 'bench.yaml', text }]);
  let best: Omit<Subject, 'text'> | null = null;
  for (const { object: model } of set.models) {
    const namespace = model.namespace ?? 'default';
    const resolved = resolveQuery(set, namespace, { model: model.name });
    if (isResolveError(resolved)) continue;
    const { rows } = explain(resolved.input);
    const ranked = rows.filter((row) => row.rank !== null);
    const second = ranked[1];
    const scoring = second?.entries.find((entry) => entry.isScoringEntry);
    if (second === undefined || scoring === undefined || (second.score ?? 0) <= 0) continue;
    if (best !== null && ranked.length <= best.ranked) continue;
    best = {
      model: model.name,
      namespace,
      rows: rows.length,
      ranked: ranked.length,
      runtime: second.name,
      entry: scoring.index + 1,
    };
  }
  if (best === null) throw new Error('no model in the generated cluster has two ranked runtimes');
  return { text, ...best };
}

async function startPreview(): Promise<ChildProcess> {
  const server = spawn(
    'npx',
    // `--outDir`: the folder to serve. `--bypass-lock`: Vite 8 refuses a second preview of the same
    // project otherwise, and an e2e run may be serving another build at the same time.
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
      '--outDir',
      DIST,
      '--bypass-lock',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopPreview(server);
  throw new Error(`vite preview did not start on port ${PORT}`);
}

function stopPreview(server: ChildProcess): void {
  // The server was started in its own process group (detached): end npx and vite together.
  if (server.pid !== undefined) process.kill(-server.pid);
}

/** What bench-ui-page.js puts on the page's window. */
interface PageBench {
  readonly longTasks: readonly { readonly start: number; readonly duration: number }[];
  readonly slowKeys: readonly { readonly start: number; readonly duration: number }[];
  readonly marks: Readonly<Record<string, number>>;
  changePriority(change: { label: string; runtime: string; value: number }): Promise<number>;
}
declare global {
  interface Window {
    __bench: PageBench;
  }
}

const median = (samples: readonly number[]): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (value: number | undefined): string =>
  value === undefined ? 'n/a' : `${value.toFixed(0)} ms`;

async function slowKeysSince(page: Page, since: number) {
  const keys = await page.evaluate(
    (from) => window.__bench.slowKeys.filter((k) => k.start >= from),
    since,
  );
  const durations = keys.map((k) => k.duration);
  return { count: keys.length, median: median(durations), max: Math.max(0, ...durations) };
}

async function longTasksSince(page: Page, since: number) {
  const tasks = await page.evaluate(
    (from) => window.__bench.longTasks.filter((t) => t.start >= from),
    since,
  );
  return { count: tasks.length, max: Math.max(0, ...tasks.map((t) => t.duration)) };
}

/** Opens the app and prints when its parts appeared, measured from navigation start. */
async function printLoad(title: string, page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.locator('table.ranking tr.runtime-row').first().waitFor({ timeout: 60_000 });
  await page.locator('.yaml-editor .monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  const load = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const bench = window.__bench;
    return {
      domContentLoaded: nav.domContentLoadedEventEnd,
      marks: bench.marks,
      longTasks: bench.longTasks.length,
      longest: Math.max(0, ...bench.longTasks.map((t) => t.duration)),
    };
  });
  console.log(`${title}, from navigation start`);
  console.log(`  DOMContentLoaded           ${ms(load.domContentLoaded)}`);
  console.log(`  text on screen             ${ms(load.marks.text)}`);
  console.log(`  first ranked table         ${ms(load.marks.table)}`);
  console.log(`  Monaco editor ready        ${ms(load.marks.editor)}`);
  console.log(`  long tasks during load     ${load.longTasks} (longest ${ms(load.longest)})\n`);
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`error: ${DIST}/index.html not found. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const subject = pickSubject();
  console.log(
    `ome-sim UI benchmark: ${RUNTIMES} runtimes, ${MODELS} models (${(subject.text.length / 1024).toFixed(0)} KiB of YAML)`,
  );
  console.log(
    `ranking ${subject.model} in ${subject.namespace}: ${subject.rows} rows, ${subject.ranked} ranked; editing ${subject.runtime} entry ${subject.entry}\n`,
  );

  const server = await startPreview();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const scenario = JSON.stringify({
      text: subject.text,
      target: { kind: 'model', name: subject.model },
      namespace: subject.namespace,
      omeVersion: '1.3',
    });
    // 1. Load: the worked example (a first visit), then the stored cluster.
    const example = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await example.addInitScript({ path: PAGE_SCRIPT });
    await printLoad('load of the worked example (first visit)', await example.newPage(), origin);
    await example.close();

    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      storageState: {
        cookies: [],
        origins: [{ origin, localStorage: [{ name: STORAGE_KEY, value: scenario }] }],
      },
    });
    await context.addInitScript({ path: PAGE_SCRIPT });
    const page = await context.newPage();
    await printLoad(`load of the cluster (${subject.rows} rows)`, page, origin);

    // 2. Priority changes.
    await page
      .getByRole('button', { name: `Breakdown of ${subject.runtime}`, exact: true })
      .click();
    const label = `${subject.runtime} entry ${subject.entry} priority`;
    await page.locator(`input[aria-label="${label}"]:enabled`).waitFor();
    const samples: number[] = [];
    const before = await page.evaluate(() => performance.now());
    for (let run = 0; run < RUNS; run++) {
      await page.locator(`input[aria-label="${label}"]:enabled`).waitFor();
      samples.push(
        await page.evaluate((a) => window.__bench.changePriority(a), {
          label,
          runtime: subject.runtime,
          value: 50 + run,
        }),
      );
      // Let autosave (300 ms after a change) finish, so runs don't overlap.
      await page.waitForTimeout(600);
    }
    const priorityTasks = await longTasksSince(page, before);
    console.log(`priority change → new score on screen (${RUNS} runs)`);
    console.log(
      `  median ${ms(median(samples))}, min ${ms(Math.min(...samples))}, max ${ms(Math.max(...samples))}`,
    );
    console.log(`  long tasks ${priorityTasks.count} (longest ${ms(priorityTasks.max)})\n`);

    // 3. Typing: a comment at the end of the first line (twice: 100 and 50 ms a key), then a
    //    value on a new line, where each space asks monaco-yaml for completions.
    await page.locator('.yaml-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.type(' #', { delay: 100 });
    await page.waitForTimeout(3000);
    const runs = [
      { what: 'a comment', delay: 100, before: '' },
      { what: 'a comment', delay: 50, before: '' },
      { what: 'a value', delay: 100, before: '\nx-bench-note: ' },
    ];
    for (const { what, delay, before } of runs) {
      if (before !== '') {
        await page.keyboard.type(before, { delay: 100 });
        await page.waitForTimeout(3000);
      }
      const typingStart = await page.evaluate(() => performance.now());
      await page.keyboard.type(TYPED, { delay });
      // Until the answer for the last keystroke is on screen.
      await page.waitForTimeout(3000);
      const typing = await longTasksSince(page, typingStart);
      const keys = await slowKeysSince(page, typingStart);
      console.log(`typing ${TYPED.length} characters into ${what} (${delay} ms apart)`);
      console.log(`  long tasks ${typing.count} (longest ${ms(typing.max)})`);
      // Event Timing reports a key press only when it took 16 ms or more to reach the screen (a
      // frame at 60 Hz is 16.7 ms), so the median is over those alone.
      console.log(
        `  key press → next frame: ${keys.count} of ${TYPED.length} took 16 ms or more; ` +
          `median of those ${ms(keys.median)}, longest ${ms(keys.max)}`,
      );
    }
    const failure = await page.locator('.note-stale, .note-error').allTextContents();
    if (failure.length > 0) console.log(`  note on screen: ${failure.join(' | ')}`);
  } finally {
    await browser.close();
    stopPreview(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:ui`: the built app at cluster scale, in Chromium. Prints figures; asserts nothing
 * (speed is measured here, never in tests).
 *
 * It builds nothing: run `npm run build` first (or pass `--dist DIR` for another build folder). It
 * serves that folder with `vite preview` on its own port (default 4177) and measures, all inside
 * the page, for the worked example and for each set of manifests:
 *   1. load: when the text is on screen, when the first ranked table appears, when Monaco is ready
 *      (the manifests stored as the autosaved scenario);
 *   2. a priority change in the table's PRIORITY field: from the input event to the frame in which
 *      the table shows the row's new score (median of 20, polled with requestAnimationFrame);
 *   3. a paste: the manifests pasted over the worked example in the editor, from the paste event to
 *      the frame that shows their first ranking (median of `--pastes` pages; with `--profile`,
 *      where the last one's time went: each thread's busy time, long tasks, kinds of work and
 *      hottest functions, from a Chromium trace, best read from a build without minification);
 *   4. typing 50 characters into the editor (the generated cluster only): into a comment one key
 *      every 100 ms and then every 50 ms (a fast typist), then into a value (where a space asks for
 *      completions): long tasks (PerformanceObserver 'longtask') from the first key until the last
 *      answer is on screen, and key presses that took 16 ms or more to reach the screen (Event
 *      Timing). `--no-typing` leaves this out.
 *
 * The manifests: a generated cluster (default 1,000 runtimes, 200 models; `--manifests DIR` reads
 * every .yaml/.yml under DIR instead), a stand-in for OME's whole catalog built from the real files
 * vendored in testdata/ome (207 runtimes, 207 models, see catalog-sized.ts), and, with
 * `--catalog DIR`, a real catalog folder (OME's `config/`: its runtimes/ and models/).
 *
 *   npm run bench:ui -- [--dist dist] [--port 4177] [--runtimes 1000] [--models 200] [--runs 20]
 *                       [--manifests DIR] [--catalog DIR] [--only generated|catalog]
 *                       [--pastes 3] [--profile] [--paste-only] [--no-typing]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { explain } from '../src/engine';
import { isResolveError, loadManifests, resolveQuery } from '../src/manifests';
import { splitDocuments } from '../src/yaml';
import { catalogFolderText, catalogSizedText, yamlFilesUnder } from './catalog-sized';
import { generateManifests } from './generate-manifests';
import { formatSummary, markTime, summarizeTrace, TRACE_CATEGORIES } from './trace-summary';

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
const MANIFESTS = option('--manifests', '');
const CATALOG = option('--catalog', '');
const ONLY = option('--only', '');
const PROFILE = args.includes('--profile');
const PASTE_ONLY = args.includes('--paste-only');
const PASTES = Number(option('--pastes', '3'));
const TYPING = !args.includes('--no-typing');
const TYPED = 'note typed by the benchmark, fifty characters long'; // 50 characters
const STORAGE_KEY = 'ome-sim:scenario:v1';
const HERE = dirname(fileURLToPath(import.meta.url));
const PAGE_SCRIPT = join(HERE, 'bench-ui-page.js');
const WORKED_EXAMPLE = readFileSync(join(HERE, '../src/examples/worked-example.yaml'), 'utf8');
const VENDORED_CATALOG = join(HERE, '../testdata/ome/config');
/** The worked example's runtime whose priority is changed (3 → 50…: it moves to rank 2). */
const EXAMPLE_EDIT = { runtime: 'srt-llama-large', entry: 1 };

interface Subject {
  readonly title: string;
  readonly kind: 'generated' | 'catalog';
  readonly text: string;
  /** The runtimes that the text defines. */
  readonly runtimes: readonly string[];
  readonly model: string;
  readonly namespace: string;
  readonly rows: number;
  readonly ranked: number;
  /** The runtime whose priority is changed (ranked second, so raising it reorders the table). */
  readonly runtime: string;
  /** 1-based number of the entry that sets its PRIORITY (and its score), as the field says it. */
  readonly entry: number;
}

/** What is measured: a generated cluster (or --manifests), the catalog stand-in, a real catalog. */
function subjectTexts(): { title: string; kind: 'generated' | 'catalog'; text: string }[] {
  const out: { title: string; kind: 'generated' | 'catalog'; text: string }[] = [];
  if (MANIFESTS !== '') {
    const files = yamlFilesUnder(MANIFESTS);
    const text = files.map((file) => readFileSync(file, 'utf8').trimEnd()).join('\n---\n');
    out.push({ title: `${MANIFESTS} (${files.length} files)`, kind: 'generated', text });
  } else {
    out.push({
      title: `${RUNTIMES} runtimes, ${MODELS} models`,
      kind: 'generated',
      text: generateManifests({ runtimes: RUNTIMES, models: MODELS, seed: 42 }),
    });
  }
  out.push({
    title: 'catalog stand-in (207 runtimes, 207 models from testdata/ome)',
    kind: 'catalog',
    text: catalogSizedText(VENDORED_CATALOG),
  });
  if (CATALOG !== '') {
    const { text, files } = catalogFolderText(CATALOG);
    out.push({ title: `catalog ${CATALOG} (${files} files)`, kind: 'catalog', text });
  }
  return ONLY === '' ? out : out.filter((s) => s.kind === ONLY);
}

/** The manifests, and the model with the most runtimes ranked (the busiest table). */
function pickSubject({ title, kind, text }: ReturnType<typeof subjectTexts>[number]): Subject {
  const set = loadManifests([{ name: 'bench.yaml', text }]);
  const runtimes = set.runtimes.map((r) => r.object.name);
  let best: Omit<Subject, 'text' | 'title' | 'runtimes' | 'kind'> | null = null;
  for (const { object: model } of set.models) {
    const namespace = model.namespace ?? 'default';
    const resolved = resolveQuery(set, namespace, { model: model.name });
    if (isResolveError(resolved)) continue;
    const { rows } = explain(resolved.input);
    const ranked = rows.filter((row) => row.rank !== null);
    const second = ranked[1];
    const scoring = second?.entries.find((entry) => entry.isScoringEntry && entry.isMatchingEntry);
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
  if (best === null) throw new Error(`no model in ${title} has two ranked runtimes`);
  return { title, kind, text, runtimes, ...best };
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
  armPaste(runtimes: readonly string[]): void;
  readonly pasteResult: Promise<{ ms: number; shown: 'table' | 'error' }>;
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
async function printLoad(
  title: string,
  subject: string,
  page: Page,
  origin: string,
): Promise<void> {
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
  record(subject, 'first ranked table (load)', ms(load.marks.table));
  record(subject, 'Monaco editor ready (load)', ms(load.marks.editor));
}

/** Changes a runtime's PRIORITY field `RUNS` times; prints the times to the new score on screen. */
async function printPriorityChanges(
  subject: string,
  page: Page,
  runtime: string,
  entry: number,
): Promise<void> {
  const label = `Priority of ${runtime}, entry ${entry}`;
  const field = page.locator(`input[aria-label="${label}"]:enabled`);
  await field.waitFor();
  const samples: number[] = [];
  const before = await page.evaluate(() => performance.now());
  for (let run = 0; run < RUNS; run++) {
    await field.waitFor();
    samples.push(
      await page.evaluate((a) => window.__bench.changePriority(a), {
        label,
        runtime,
        value: 50 + run,
      }),
    );
    // Let autosave (300 ms after a change) finish, so runs don't overlap.
    await page.waitForTimeout(600);
  }
  const tasks = await longTasksSince(page, before);
  console.log(`priority change of ${runtime} → new score on screen (${RUNS} runs)`);
  console.log(
    `  median ${ms(median(samples))}, min ${ms(Math.min(...samples))}, max ${ms(Math.max(...samples))}`,
  );
  console.log(`  long tasks ${tasks.count} (longest ${ms(tasks.max)})\n`);
  record(
    subject,
    'priority change → new score (median)',
    `${ms(median(samples))} (min ${Math.min(...samples).toFixed(0)}, max ${Math.max(...samples).toFixed(0)})`,
  );
}

/**
 * The worked example with the document of the model `subject` asks about added, so the question
 * stands through the paste (without it, the app would ask about the example's model, and after
 * the paste about whatever it picks from the pasted text).
 */
function exampleAsking(subject: Subject): string {
  const named = new RegExp(`\\n  name: ${subject.model}\\s`);
  const model = splitDocuments(subject.text)
    .map((chunk) => chunk.text.replace(/^---[^\n]*\n/, ''))
    .find((doc) => /\nkind: (Cluster)?BaseModel\s/.test(`\n${doc}`) && named.test(doc));
  if (model === undefined) throw new Error(`${subject.title}: no document for ${subject.model}`);
  return `${WORKED_EXAMPLE.trimEnd()}\n---\n${model.trimEnd()}\n`;
}

/** Figures for the closing summary, by subject title. */
const figures = new Map<string, Record<string, string>>();
const record = (title: string, measure: string, value: string) =>
  figures.set(title, { ...figures.get(title), [measure]: value });

/**
 * Pastes `subject`'s text over the whole editor of a fresh page, `PASTES` times; prints the time
 * to its first ranking, and with --profile where the main thread and the workers spent it (a
 * Chromium trace of the last paste).
 */
async function printPaste(open: () => Promise<Page>, subject: Subject): Promise<void> {
  console.log(
    `paste of ${subject.title} over the worked example (and ${subject.model}) → its first ranking on screen`,
  );
  const samples: number[] = [];
  for (let run = 1; run <= PASTES; run++) {
    const page = await open();
    const profile = PROFILE && run === PASTES;
    samples.push(await pasteOnce(page, subject, profile));
    await page.context().close();
  }
  if (samples.length > 1)
    console.log(
      `  median ${ms(median(samples))} of ${samples.length}: ${samples.map((t) => t.toFixed(0)).join(', ')} ms`,
    );
  record(
    subject.title,
    'paste → first ranking (median)',
    `${ms(median(samples))} (${samples.map((t) => t.toFixed(0)).join(', ')})`,
  );
  console.log('');
}

async function pasteOnce(page: Page, subject: Subject, profile: boolean): Promise<number> {
  await page.locator('.yaml-editor .monaco-editor .view-lines').waitFor({ timeout: 60_000 });
  // Let the load settle (the editor's own start-up, the first answers).
  await page.waitForTimeout(2000);
  await page.evaluate((text) => navigator.clipboard.writeText(text), subject.text);
  const own = subject.runtimes.filter((name) => !WORKED_EXAMPLE.includes(`name: ${name}\n`));
  await page.evaluate((names) => window.__bench.armPaste(names), own);
  await page.locator('.yaml-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  const browser = page.context().browser()!;
  if (profile) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const before = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+V');
  const took = await page.evaluate(() => window.__bench.pasteResult);
  const tasks = await longTasksSince(page, before);
  const what = took.shown === 'table' ? 'table' : "OME's error for the model asked about";
  console.log(`  ${ms(took.ms)} (${what}); long tasks ${tasks.count} (longest ${ms(tasks.max)})`);
  if (profile) {
    // A second more, to see what the page still does after the ranking is on screen.
    await page.waitForTimeout(1000);
    const raw = await browser.stopTracing();
    const file = join(tmpdir(), `ome-sim-bench-ui-paste-${figures.size}.json`);
    writeFileSync(file, raw);
    console.log(`  trace: ${file} (open in Chromium's Performance panel)`);
    printProfile(JSON.parse(raw.toString('utf8')));
  }
  return took.ms;
}

/** Where the paste's time went: until the ranking showed, and in the second after it. */
function printProfile(trace: Parameters<typeof summarizeTrace>[0]): void {
  const pasted = markTime(trace, 'bench:paste');
  const shown = markTime(trace, 'bench:pasted');
  if (pasted === null || shown === null) {
    console.log('  (the trace has no bench:paste/bench:pasted marks)');
    return;
  }
  console.log(`  profile, paste → ranking on screen (${ms(shown - pasted)}):`);
  for (const line of formatSummary(summarizeTrace(trace, { from: pasted, to: shown })))
    console.log(line);
  console.log('  profile, the second after:');
  for (const line of formatSummary(summarizeTrace(trace, { from: shown, to: shown + 1000 })))
    console.log(line);
}

/** Typing into the editor, see the module comment (4). */
async function printTyping(page: Page): Promise<void> {
  // A comment at the end of the first line (twice: 100 and 50 ms a key), then a value on a new
  // line, where each space asks monaco-yaml for completions.
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
}

const EXAMPLE_TITLE = 'worked example';

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error(`error: ${DIST}/index.html not found. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const subjects = subjectTexts().map(pickSubject);
  console.log('ome-sim UI benchmark');
  for (const subject of subjects) {
    console.log(`- ${subject.title}: ${(subject.text.length / 1024).toFixed(0)} KiB of YAML;`);
    console.log(
      `  ranking ${subject.model} in ${subject.namespace}: ${subject.rows} rows, ${subject.ranked} ranked; editing ${subject.runtime} entry ${subject.entry}`,
    );
  }
  console.log('');

  const server = await startPreview();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    const stored = (text: string, subject: Subject) => ({
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            {
              name: STORAGE_KEY,
              value: JSON.stringify({
                text,
                target: { kind: 'model', name: subject.model },
                namespace: subject.namespace,
                omeVersion: '1.3',
              }),
            },
          ],
        },
      ],
    });
    const viewport = { width: 1440, height: 900 };
    // The worked example (a first visit): load, then priority changes in the table.
    if (!PASTE_ONLY) {
      const example = await browser.newContext({ viewport });
      await example.addInitScript({ path: PAGE_SCRIPT });
      const page = await example.newPage();
      await printLoad('load of the worked example (first visit)', EXAMPLE_TITLE, page, origin);
      await printPriorityChanges(EXAMPLE_TITLE, page, EXAMPLE_EDIT.runtime, EXAMPLE_EDIT.entry);
      await example.close();
    }

    for (const subject of subjects) {
      // The manifests pasted over the worked example (plus the model asked about).
      await printPaste(async () => {
        const pasting = await browser.newContext({
          viewport,
          storageState: stored(exampleAsking(subject), subject),
          permissions: ['clipboard-read', 'clipboard-write'],
        });
        await pasting.addInitScript({ path: PAGE_SCRIPT });
        const page = await pasting.newPage();
        await page.goto(`${origin}/`);
        return page;
      }, subject);

      if (PASTE_ONLY) continue;
      // The manifests, stored: load, priority changes, typing.
      const context = await browser.newContext({
        viewport,
        storageState: stored(subject.text, subject),
      });
      await context.addInitScript({ path: PAGE_SCRIPT });
      const page = await context.newPage();
      await printLoad(
        `load of ${subject.title} (${subject.rows} rows)`,
        subject.title,
        page,
        origin,
      );
      await printPriorityChanges(subject.title, page, subject.runtime, subject.entry);
      if (TYPING && subject.kind === 'generated') await printTyping(page);
      await context.close();
    }
  } finally {
    await browser.close();
    stopPreview(server);
  }
  console.log('\nsummary');
  for (const [title, measures] of figures) {
    console.log(`  ${title}`);
    for (const [measure, value] of Object.entries(measures))
      console.log(`    ${measure.padEnd(38)} ${value}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

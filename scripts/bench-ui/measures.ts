/**
 * The measured scenarios of `npm run bench:ui` (see ../bench-ui.ts for what each one times): a
 * page's load, priority changes in the table, a paste over the editor (with `--profile`, where its
 * time went) and typing into the editor. Each prints its figures as it goes and records the main
 * ones for the summary.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatSummary, markTime, summarizeTrace, TRACE_CATEGORIES } from '../trace-summary';
import { longTasksSince, slowKeysSince } from './browser';
import type { Options } from './options';
import { median, ms, record, subjectsRecorded } from './report';
import { type Subject, WORKED_EXAMPLE } from './subjects';

const TYPED = 'note typed by the benchmark, fifty characters long'; // 50 characters

/** Opens the app and prints when its parts appeared, measured from navigation start. */
export async function printLoad(
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

/** Changes a runtime's PRIORITY field `runs` times; prints the times to the new score on screen. */
export async function printPriorityChanges(
  subject: string,
  page: Page,
  runtime: string,
  entry: number,
  runs: number,
): Promise<void> {
  const label = `Priority of ${runtime}, entry ${entry}`;
  const field = page.locator(`input[aria-label="${label}"]:enabled`);
  await field.waitFor();
  const samples: number[] = [];
  const before = await page.evaluate(() => performance.now());
  for (let run = 0; run < runs; run++) {
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
  console.log(`priority change of ${runtime} → new score on screen (${runs} runs)`);
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
 * Pastes `subject`'s text over the whole editor of a fresh page, `pastes` times; prints the time
 * to its first ranking, and with `profile` where the main thread and the workers spent it (a
 * Chromium trace of the last paste).
 */
export async function printPaste(
  open: () => Promise<Page>,
  subject: Subject,
  { pastes, profile }: Pick<Options, 'pastes' | 'profile'>,
): Promise<void> {
  console.log(
    `paste of ${subject.title} over the worked example (and ${subject.model}) → its first ranking on screen`,
  );
  const samples: number[] = [];
  for (let run = 1; run <= pastes; run++) {
    const page = await open();
    samples.push(await pasteOnce(page, subject, profile && run === pastes));
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
    const file = join(tmpdir(), `ome-sim-bench-ui-paste-${subjectsRecorded()}.json`);
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

/** Typing into the editor, see ../bench-ui.ts (4). */
export async function printTyping(page: Page): Promise<void> {
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

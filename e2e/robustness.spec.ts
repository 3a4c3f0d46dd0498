/**
 * Hostile and broken input, through the UI: each gets a clear message, the page keeps answering,
 * and nothing typed is lost. Plus the Content-Security-Policy the built app runs under.
 * (Syntax errors, `priority: high` and unknown model references are in problems.spec.ts.)
 */
import { generateManifests } from '../scripts/generate-manifests';
import { expect, test } from './fixtures';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import {
  CRASH_MARKER,
  HANG_MARKER,
  expectResponsive,
  recordViolations,
  useMisbehavingEngine,
} from './pages/robustness-helpers';

/** The 1-based line of the first line containing `text`. */
const lineOf = (source: string, text: string): number =>
  source.split('\n').findIndex((l) => l.includes(text)) + 1;

const runtime = (name: string, ...lines: string[]): string =>
  ['---', 'apiVersion: ome.io/v1beta1', 'kind: ClusterServingRuntime', 'metadata:', ...lines]
    .join('\n')
    .replace('NAME', name);

/**
 * Broken documents, one per row: `edit` is how the text is broken (`lines` lines of the worked
 * example, from the first one containing `replace`, replaced by `with`; or a document appended
 * after the example: appended documents are numbered 6, 7, … in order),
 * `document` the number the problems list must name, `at` a text on the line it must name, and
 * `message` what it must say.
 */
const BROKEN: readonly {
  readonly name: string;
  readonly edit:
    | { readonly replace: string; readonly lines: number; readonly with: string }
    | { readonly append: string };
  readonly document: number;
  readonly at: string;
  readonly message: string;
}[] = [
  {
    name: 'a quoted priority',
    edit: { replace: 'priority: 2', lines: 1, with: 'priority: "3"' },
    document: 3,
    at: 'priority: "3"',
    message: 'expected an integer, got "3" (a quoted string; write 3 without quotes)',
  },
  {
    name: 'a fractional weight',
    edit: { replace: 'weight: 2', lines: 1, with: 'weight: 1.5' },
    document: 3,
    at: 'weight: 1.5',
    message: 'expected an integer, got 1.5 (not a whole number)',
  },
  {
    name: 'a size range written as a size',
    edit: { replace: 'modelSizeRange:', lines: 3, with: 'modelSizeRange: 7B' },
    document: 4,
    at: 'modelSizeRange: 7B',
    message: 'expected a mapping (key: value lines), got 7B',
  },
  {
    name: 'a tab in the indentation',
    edit: { append: runtime('tabbed', '\tname: NAME') },
    document: 6,
    at: '\tname: tabbed',
    message: 'Tabs are not allowed as indentation',
  },
  {
    name: 'a duplicate key',
    edit: { append: runtime('twice', '  name: NAME', '  name: again', 'spec: {}') },
    document: 7,
    at: 'name: again',
    message: 'duplicate key: a key may appear only once in a mapping',
  },
  {
    name: 'an unknown kind',
    edit: {
      append: runtime('unknown', '  name: NAME').replace(
        'ClusterServingRuntime',
        'ServingRuntimeTemplate',
      ),
    },
    document: 8,
    at: 'kind: ServingRuntimeTemplate',
    message: 'kind ServingRuntimeTemplate plays no part in runtime selection; ignored',
  },
  {
    name: 'a document without a kind',
    edit: {
      append: runtime('kindless', '  name: NAME').replace(
        'v1beta1\nkind: ClusterServingRuntime',
        'v1beta1 # and no kind',
      ),
    },
    document: 9,
    // A missing field is reported where its document starts.
    at: '# and no kind',
    message: 'the document has no kind; expected one of ServingRuntime',
  },
  {
    // Empty documents (10 and 11) are skipped as kubectl skips them, but still counted.
    name: 'a broken document after empty ones',
    edit: {
      append: [
        '---',
        '---',
        '# nothing but a comment',
        runtime(
          'after-empty',
          '  name: NAME',
          'spec:',
          '  supportedModelFormats:',
          '    - modelFormat: {name: safetensors}',
          '      priority: 2.5',
        ),
      ].join('\n'),
    },
    document: 12,
    at: 'priority: 2.5',
    message: 'expected an integer, got 2.5 (not a whole number)',
  },
];

test('broken input: every problem is listed with its document and line', async ({ sim }) => {
  const keyboard = sim.page.keyboard;
  for (const { edit } of BROKEN) {
    if (!('replace' in edit)) continue;
    // From the match's first character to the end of its last line, replaced as typed.
    await sim.select(edit.replace);
    await keyboard.press('ArrowLeft');
    for (let line = 1; line < edit.lines; line++) await keyboard.press('Shift+ArrowDown');
    await keyboard.press('Shift+End');
    await keyboard.insertText(edit.with);
  }
  const appended = BROKEN.flatMap(({ edit }) => ('append' in edit ? [edit.append] : []));
  await sim.append(`${appended.join('\n')}\n`);

  const text = await sim.editorText();
  for (const row of BROKEN) {
    const where = `document ${row.document}, line ${lineOf(text, row.at)}`;
    await expect(sim.problem(where), `${row.name}: ${where}`).toContainText(row.message);
  }
  await expect(sim.problemItems()).toHaveCount(BROKEN.length);
  await expect(sim.problemItems().filter({ hasText: /document 1[01],/ })).toHaveCount(0);
  // The ranking still on screen is the last good one, marked as such; nothing typed was lost.
  await expect(sim.staleNote).toContainText('Out of date');
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  for (const row of BROKEN) expect(text).toContain(row.at);
});

/** A billion laughs: 9^11 strings if its aliases were ever expanded. */
function aliasBomb(): string {
  const anchors = ['    x-a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 12; i++) {
    const name = String.fromCharCode(97 + i);
    const previous = `*${String.fromCharCode(96 + i)}`;
    anchors.push(`    x-${name}: &${name} [${Array(9).fill(previous).join(',')}]`);
  }
  return [
    runtime('laughs', '  name: NAME', '  annotations:', ...anchors),
    'spec:',
    '  supportedModelFormats: *l',
  ].join('\n');
}

test('an alias bomb is refused without being expanded; the page keeps working', async ({ sim }) => {
  await sim.append(`${aliasBomb()}\n`);
  const text = await sim.editorText();
  // Its nine entries are read through the alias once, not expanded: each is reported where the
  // aliased sequence is written.
  const where = `document 6, line ${lineOf(text, 'x-k: &k')}`;
  await expect(
    sim.problem(where).filter({ hasText: 'expected a mapping for a supportedModelFormats entry' }),
  ).toHaveCount(9);
  await expect(sim.staleNote).toContainText('Out of date');
  await expectResponsive(sim.page, 'team-llama');

  // The engine still answers: remove the bomb and the ranking is current again.
  await sim.undo();
  await expect(sim.problems).toContainText('No problems');
  await expect(sim.staleNote).toBeHidden();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
});

test('deep nesting is refused with a message, flow or block', async ({ sim }) => {
  const flow = runtime('deep', '  name: NAME', `spec: ${'['.repeat(5000)}${']'.repeat(5000)}`);
  await sim.append(`${flow}\n`);
  const where = `document 6, line ${lineOf(await sim.editorText(), 'spec: [[[')}`;
  await expect(sim.problem(where)).toContainText(
    'nesting deeper than 200 levels; refused (a manifest is never this deep)',
  );
  await expect(sim.staleNote).toContainText('Out of date');
  await expectResponsive(sim.page, 'team-llama');
  await sim.undo();
  await expect(sim.problems).toContainText('No problems');

  // A thousand levels of indentation: parsed by the worker, refused with an error, page alive.
  const levels = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i + 1)}k${i}:`);
  await sim.append(`${runtime('indented', '  name: NAME', 'spec:', ...levels)} 1\n`);
  await expect(
    sim.problems.locator('.problem-error').filter({ hasText: 'document 6' }),
  ).toContainText('nesting too deep to parse; refused (a manifest is never this deep)');
  await expectResponsive(sim.page, 'vllm-llama');
});

test('HTML and script in names and reasons are shown as text, never run', async ({ sim, page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const name = '<img src=x onerror=alert(1)>';
  const format = '<script>alert(2)</script>';
  await sim.append(
    `${runtime(
      'x',
      `  name: "${name}"`,
      'spec:',
      '  supportedModelFormats:',
      `    - modelFormat: {name: "${format}"}`,
      '      modelFramework: {name: transformers}',
    )}\n`,
  );
  await expect(sim.runtimeNames().last()).toHaveText(name);
  await expect(sim.row(name).locator('.cell-reason')).toContainText(
    `format name mismatch (model=safetensors, runtime=${format})`,
  );
  await sim.openBreakdown(name);
  await expect(await sim.breakdown(name)).toContainText(format);

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('a 10 MB paste: the page stays responsive, says why it is slow, and keeps every line', async ({
  sim,
  page,
}) => {
  test.setTimeout(90_000);
  const big = `${generateManifests({ runtimes: 15_000, models: 20, inferenceServices: 0, seed: 5 })}# the last line of the paste\n`;
  expect(big.length).toBeGreaterThan(10_000_000);
  await sim.append(big);

  await expect(page.getByRole('status').filter({ hasText: 'Large manifests' })).toContainText(
    /Large manifests \(1\d\.\d MB\)/,
  );
  // Too large for localStorage: said, rather than silently restoring an older text on reload.
  await expect(page.getByRole('alert').filter({ hasText: 'Autosave is off' })).toBeVisible();
  await expectResponsive(page, 'team-llama');

  // Every line is there: the editor ends with the paste's last line.
  await sim.focusEditor();
  await page.keyboard.press('Control+End');
  await expect(sim.editor.locator('.view-lines')).toContainText('# the last line of the paste');
  await expectResponsive(page, 'team-llama');
});

test('a runaway ranking is stopped at the time limit and the engine restarted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await useMisbehavingEngine(page);
  const sim = new SimulatorPage(page);
  await sim.open();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);

  await sim.append(`${HANG_MARKER}\n`);
  await expectResponsive(page, 'team-llama');
  await expect(sim.staleNote).toContainText(
    'The ranking took longer than 5 s and was stopped. The engine was restarted',
    { timeout: 15_000 },
  );
  expect(await sim.editorText()).toContain(HANG_MARKER);

  await sim.undo();
  await expect(sim.staleNote).toBeHidden();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
});

test('a crashed engine is restarted with a message', async ({ page }) => {
  await useMisbehavingEngine(page);
  const sim = new SimulatorPage(page);
  await sim.open();

  await sim.append(`${CRASH_MARKER}\n`);
  await expect(sim.staleNote).toContainText('The ranking engine crashed');
  await expect(sim.staleNote).toContainText('simulated engine crash');
  await expectResponsive(page, 'team-llama');
  expect(await sim.editorText()).toContain(CRASH_MARKER);

  await sim.undo();
  await expect(sim.staleNote).toBeHidden();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
});

test('runs under a strict Content-Security-Policy: no violation while editing, hovering, ranking', async ({
  page,
}) => {
  const recorded = await recordViolations(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const sim = new SimulatorPage(page);
  await sim.open();

  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe-inline/);

  // A schema hover (monaco-yaml's worker), editing and completion (Monaco and its editor
  // worker), a priority change in the table (the engine worker).
  await sim.expectSchemaHover('modelParameterSize', 'Parameter count, e.g. 3.21B');
  await sim.replace('priority: 3', 'priority: 4');
  await sim.expectOrder(['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large']);
  await sim.append('---\napiVersion: ome.io/v1beta1\nkind: Cl');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget .monaco-list-row')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await sim.undo();
  await sim.openBreakdown('srt-llama-large');
  const score = await sim.cell('srt-llama-large', 'score').textContent();
  await sim.priorityInput('srt-llama-large').fill('9');
  await expect(sim.cell('srt-llama-large', 'score')).not.toHaveText(score ?? '');
  // Namespaced team-llama still comes first; srt-llama-large now leads the cluster runtimes.
  await expect(sim.runtimeNames().nth(1)).toHaveText('srt-llama-large');

  expect(workers.some((url) => /engine\.worker/.test(url))).toBe(true);
  expect(workers.some((url) => /yaml\.worker/.test(url))).toBe(true);
  expect(workers.some((url) => /editor\.worker/.test(url))).toBe(true);
  expect(await recorded.violations()).toEqual([]);
  expect(recorded.dialogs).toEqual([]);
});

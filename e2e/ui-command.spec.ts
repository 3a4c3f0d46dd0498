/**
 * `ome-sim ui`: the built app served from the CLI with the given manifests loaded and that
 * question asked, on 127.0.0.1 behind a random path; without a question, on one that ranks (on
 * OME's catalog from ../shared/data too). Needs `dist/` and `dist-cli/` (npm run build).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OME_CATALOG_TARBALL } from '../src/test-support/shared-paths';
import { tarballFiles } from '../src/test-support/tarball';
import { expect, test } from './fixtures';
import { ShareLinks } from './pages/share-links';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import {
  EXPLAIN_WORKED_QUESTION,
  runCli,
  startUi,
  WORKED_EXAMPLE,
  type RunningUi,
} from './pages/ui-command';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';

const EDITED_ORDER = ['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large'];
const WORKED = readFileSync(WORKED_EXAMPLE, 'utf8');

let ui: RunningUi | null = null;
test.afterEach(async () => {
  if (ui !== null) expect(await ui.stop(), 'Ctrl+C stops it cleanly').toBe(0);
  ui = null;
});

const notice = (sim: SimulatorPage) =>
  sim.page.getByRole('status').filter({ hasText: 'Opened the manifests from ome-sim ui' });

test('opens the page with the manifests from -f ranked and the question asked', async ({
  page,
}) => {
  ui = await startUi([
    '-f',
    WORKED_EXAMPLE,
    '--isvc',
    'nowhere',
    '-n',
    'llama-demo',
    '--port=4192',
  ]);
  expect(ui.url).toMatch(/^http:\/\/127\.0\.0\.1:4192\//);
  expect(ui.stdout()).toContain('Ctrl+C stops it');
  const sim = new SimulatorPage(page);
  await page.goto(ui.url);
  // The question asked on the command line, which the app would not ask by itself: kept as
  // asked, with OME's own answer (issue 10), not switched to what the manifests have.
  await expect(page.getByText('inferenceservices.ome.io "nowhere" not found')).toBeVisible();
  await expect(
    page.getByText('kubectl ome runtime explain --isvc nowhere -n llama-demo'),
  ).toBeVisible();
  await expect(sim.question).toHaveValue('nowhere (not in the manifests)');
  await expect(page.getByText(/is not in the manifests$/)).toHaveCount(0);
  expect(await sim.editorText()).toBe(WORKED);
  await ui.stop().then((code) => expect(code).toBe(0));
  ui = await startUi(['-f', WORKED_EXAMPLE, '--model', 'llama-3-2-3b-instruct', '--port', '0']);
  await sim.open(ui.url);
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.row('team-llama')).toHaveClass(/is-selected/);
});

test('--ome-version opens the page with that release, read as runtime explain reads it', async ({
  page,
}) => {
  ui = await startUi(['-f', WORKED_EXAMPLE, '--ome-version', 'v1.4.0-rc.1', '--port', '0']);
  const explain = await runCli([
    ...EXPLAIN_WORKED_QUESTION,
    '-f',
    WORKED_EXAMPLE,
    '--ome-version',
    'v1.4.0-rc.1',
  ]);
  // The note the explain command prints for a release newer than the known ones, on stderr.
  expect(explain.stderr).toMatch(/^note: OME v1\.4\.0-rc\.1 is newer than/);
  await expect.poll(() => ui?.stderr()).toBe(explain.stderr);
  const sim = new SimulatorPage(page);
  await sim.open(ui.url);
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.omeRelease).toHaveValue('v1.4.0-rc.1');
  await expect(page.locator('.release-message')).toContainText('newer than the releases');
  await ui.stop().then((code) => expect(code).toBe(0));

  ui = await startUi(['-f', WORKED_EXAMPLE, '--ome-version', '1.2.2', '--port', '0']);
  const older = new SimulatorPage(await page.context().newPage());
  await older.open(ui.url);
  await expect(older.omeRelease).toHaveValue('1.2.2');
  await expect(older.table.locator('caption')).toContainText('OME v1.2.2');

  // Not a release: the same error and exit code as runtime explain, and nothing is served.
  const wrong = await runCli(['ui', '-f', WORKED_EXAMPLE, '--ome-version', '1.x']);
  const wrongExplain = await runCli([
    ...EXPLAIN_WORKED_QUESTION,
    '-f',
    WORKED_EXAMPLE,
    '--ome-version',
    '1.x',
  ]);
  expect(wrong).toEqual({ code: 1, stdout: '', stderr: wrongExplain.stderr });
  expect(wrongExplain.code).toBe(1);
  expect(wrong.stderr).toBe(
    'error: unsupported --ome-version "1.x"; expected an OME release such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1\n',
  );
});

test('reads standard input (-f -) on a random port and keeps earlier work', async ({
  page,
  context,
}) => {
  test.slow(); // two pages with the editor, a reload and a restore
  const edited = WORKED.replace('priority: 3', 'priority: 4');
  ui = await startUi(['-f', '-', '--port', '0'], { stdin: edited });
  const sim = new SimulatorPage(page);
  await sim.open(ui.url);
  await sim.expectOrder(EDITED_ORDER);
  await expect(sim.row('team-llama')).toHaveClass(/is-selected/);
  expect(await sim.editorText()).toBe(edited);

  // Own edits survive a reload: the served file is opened once per tab.
  await sim.replace('autoSelect: true', 'autoSelect: false');
  await expect(sim.row('srt-llama-small')).toHaveClass(/is-selected/);
  await page.reload();
  await expect(sim.row('srt-llama-small')).toHaveClass(/is-selected/);

  // A new tab opens the served manifests again; the edited work is one click away.
  const second = new SimulatorPage(await context.newPage());
  await second.open(ui.url);
  await second.expectOrder(EDITED_ORDER);
  await expect(notice(second)).toContainText('Your previous work is kept.');
  await second.page.getByRole('button', { name: 'Back to my work' }).click();
  await expect(second.row('srt-llama-small')).toHaveClass(/is-selected/);
});

test('answers 404 off the printed path, and the manifests are served only under it', async ({
  request,
}) => {
  ui = await startUi(['-f', WORKED_EXAMPLE, '--port', '0']);
  const origin = new URL(ui.url).origin;
  const token = new URL(ui.url).pathname.split('/')[1]!;
  const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  for (const path of ['/', `/${wrong}/scenario.json`, '/index.html', '/assets/', `/${token}x/`])
    expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
  // Under an address of the same shape the app opens as built, without the manifests.
  const elsewhere = await request.get(`${origin}/${wrong}/`);
  expect(elsewhere.status()).toBe(200);
  expect(await elsewhere.text()).not.toContain('ome-sim-scenario');
  expect((await request.get(`${ui.url}../package.json`)).status()).toBe(404);
  const scenario = await request.get(`${ui.url}scenario.json`);
  expect(scenario.status()).toBe(200);
  expect((await scenario.json()).manifests).toBe(WORKED);
  // Another Host (a rebinding DNS name pointing here) gets nothing.
  const rebound = await request.get(ui.url, {
    headers: { Host: `example.com:${new URL(ui.url).port}` },
  });
  expect(rebound.status()).toBe(404);
});

test('a share link made under ome-sim ui opens after it restarts', async ({ page, context }) => {
  test.slow(); // two starts of ome-sim ui, two pages with the editor
  ui = await startUi(['-f', WORKED_EXAMPLE, '--model', 'llama-3-2-3b-instruct', '--port', '4194']);
  const sim = new SimulatorPage(page);
  await sim.open(ui.url);
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await sim.replace('priority: 3', 'priority: 4');
  await sim.expectOrder(EDITED_ORDER);
  const link = await new ShareLinks(page).share();
  expect(link.startsWith(ui.url)).toBe(true);
  await ui.stop().then((code) => expect(code).toBe(0));
  ui = await startUi(['-f', WORKED_EXAMPLE, '--port', '4194']);
  expect(link.startsWith(ui.url), 'a new start prints a new address').toBe(false);
  const later = new SimulatorPage(await context.newPage());
  await later.page.goto(link);
  await later.expectOrder(EDITED_ORDER);
  expect(await later.editorText()).toBe(WORKED.replace('priority: 3', 'priority: 4'));
});

test('prints problems in the files as runtime explain does, and still serves', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-ui-'));
  try {
    const file = join(dir, 'broken.yaml');
    writeFileSync(file, WORKED.replace('priority: 2', 'priority: high'));
    const explain = await runCli([...EXPLAIN_WORKED_QUESTION, '-f', file]);
    expect(explain.stderr).toMatch(/^error: .*broken\.yaml: document \d+, line \d+: /);
    ui = await startUi(['-f', file, '--port', '0']);
    await expect.poll(() => ui?.stderr()).toBe(explain.stderr);
    const sim = new SimulatorPage(page);
    await sim.open(ui.url);
    await expect(sim.problem(/expected an integer/)).toBeVisible();

    const missing = await runCli(['ui', '-f', join(dir, 'nope.yaml')]);
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: the path "${join(dir, 'nope.yaml')}" does not exist\n`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('says so when the manifests cannot be fetched, and shows the work as it was', async ({
  page,
}) => {
  ui = await startUi(['-f', '-', '--port', '0'], { stdin: 'kind: BaseModel\n' });
  // As if the server stopped between serving the page and its manifests.
  await page.route('**/scenario.json', (route) => route.fulfill({ status: 404 }));
  const sim = new SimulatorPage(page);
  await sim.open(ui.url);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The manifests from ome-sim ui' }),
  ).toHaveText(/^The manifests from ome-sim ui could not be loaded \(HTTP 404\)\.\s*Dismiss$/);
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
});

test('without a question, the worked example opens on its own, which ranks: no note', async ({
  page,
}) => {
  ui = await startUi(['-f', WORKED_EXAMPLE, '--port', '0']);
  const sim = new SimulatorPage(page);
  await sim.open(ui.url);
  await expect(sim.question).toHaveValue('llama-3-2-3b-instruct (BaseModel in llama-demo)');
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(page.locator('.retarget-note')).toBeEmpty();
});

const hasCatalog = sharedCatalogText() !== null;
if (!hasCatalog) console.log(SHARED_CATALOG_NOTE);

test.describe(
  hasCatalog
    ? "ome-sim ui -R -f on OME's catalog"
    : `ome-sim ui on OME's catalog: NOT RUN, ${SHARED_CATALOG_NOTE}`,
  () => {
    if (!hasCatalog) return;
    let dir = '';
    test.beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'ome-sim-ui-catalog-'));
      for (const file of tarballFiles(OME_CATALOG_TARBALL)) {
        mkdirSync(dirname(join(dir, file.path)), { recursive: true });
        writeFileSync(join(dir, file.path), file.text);
      }
    });
    test.afterAll(() => rmSync(dir, { recursive: true, force: true }));
    // 414 files read, served, loaded and ranked, twice.
    test.describe.configure({ timeout: 120_000 });

    test('without --model opens on a model OME picks a runtime for, and says so; --model is kept', async ({
      page,
      context,
    }) => {
      ui = await startUi(['-R', '-f', join(dir, 'config'), '--port', '0']);
      const sim = new SimulatorPage(page);
      await page.goto(ui.url);
      // The example's model is in the catalog, without the fields OME's model agent fills: its
      // answer would be an error. The first model that ranks is asked about instead.
      await expect(sim.question).toHaveValue('internvl2-5-8b (ClusterBaseModel)', {
        timeout: 30_000,
      });
      await expect(page.locator('.retarget-note')).toHaveText(
        'Now ranking internvl2-5-8b in default, the first OME picks a runtime for: ' +
          "OME's selection fails for llama-3-2-3b-instruct (no modelFormat)",
      );
      await expect(sim.table.locator('tr.runtime-row.is-selected')).toHaveAttribute(
        'data-runtime',
        'srt-internvl2-5-8b',
        { timeout: 30_000 },
      );
      await expect(page.locator('.ranking-status')).not.toContainText(
        'invalid model specification',
      );
      // Picking another question ends the note.
      await sim.pickQuestion('qwen2-5-72b-instruct (ClusterBaseModel)');
      await expect(page.locator('.retarget-note')).toBeEmpty();
      await ui.stop().then((code) => expect(code).toBe(0));

      // Asked on the command line, the example's model is kept, and OME's error is the answer.
      ui = await startUi([
        '-R',
        '-f',
        join(dir, 'config'),
        '--model',
        'llama-3-2-3b-instruct',
        '--port',
        '0',
      ]);
      const asked = new SimulatorPage(await context.newPage());
      await asked.page.goto(ui.url);
      await expect(asked.page.locator('.ranking-status')).toContainText(
        'invalid model specification: modelFormat.name: model format name is required',
        { timeout: 30_000 },
      );
      await expect(asked.question).toHaveValue('llama-3-2-3b-instruct (ClusterBaseModel)');
      await expect(asked.page.locator('.retarget-note')).toBeEmpty();
    });
  },
);

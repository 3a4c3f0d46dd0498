/**
 * `ome-sim ui`: the built app served from the CLI with the given manifests loaded and that
 * question asked, on 127.0.0.1 behind a random path. Needs `dist/` and `dist-cli/` (npm run build).
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { runCli, startUi, WORKED_EXAMPLE, type RunningUi } from './pages/ui-command';

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
  // The question asked on the command line reaches the page: it names an InferenceService the
  // manifests lack, so the app says so and ranks what is there instead (issue 9 point 1).
  await expect(page.getByText(/nowhere is not in the manifests/)).toBeVisible();
  expect(await sim.editorText()).toBe(WORKED);
  await ui.stop().then((code) => expect(code).toBe(0));
  ui = await startUi(['-f', WORKED_EXAMPLE, '--model', 'llama-3-2-3b-instruct', '--port', '0']);
  await sim.open(ui.url);
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.row('team-llama')).toHaveClass(/is-selected/);
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

test('answers 404 off the printed path, and the app is served only under it', async ({
  request,
}) => {
  ui = await startUi(['-f', WORKED_EXAMPLE, '--port', '0']);
  const origin = new URL(ui.url).origin;
  const token = new URL(ui.url).pathname.split('/')[1]!;
  const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  for (const path of ['/', `/${wrong}/`, `/${wrong}/scenario.json`, '/index.html', '/assets/'])
    expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
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

test('prints problems in the files as runtime explain does, and still serves', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-ui-'));
  const file = join(dir, 'broken.yaml');
  writeFileSync(file, WORKED.replace('priority: 2', 'priority: high'));
  const explain = await runCli([
    'runtime',
    'explain',
    '--model',
    'llama-3-2-3b-instruct',
    '-n',
    'llama-demo',
    '-f',
    file,
  ]);
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

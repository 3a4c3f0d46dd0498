/**
 * The package as a user installs it: `npm pack`, then `npm install --omit=dev` of the tarball in
 * an empty folder, offline (the package has no runtime dependencies). The installed `ome-sim`
 * prints the worked example's table and serves the app it ships, and `import ... from 'ome-sim'`
 * ranks it, typed by the .d.ts it ships. Packs what `npm run build` made (npm test builds before
 * the end-to-end tests), so packing runs no build of its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { EXPLAIN_WORKED_QUESTION, REPO, runCli, startUi, WORKED_EXAMPLE } from './pages/ui-command';

const npm = (args: readonly string[], cwd: string): string =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
  });

/** The table of scenarios/golden/worked-example.txt: its standard output part. */
function expectedTable(): string {
  const golden = readFileSync(join(REPO, 'scenarios/golden/worked-example.txt'), 'utf8');
  const lines = golden.split('\n');
  return `${lines.slice(1, lines.indexOf('--- stderr')).join('\n')}\n`;
}

let work = '';
let app = '';
let installed = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const built of ['dist/index.html', 'dist-cli/ome-sim.mjs', 'dist-api/index.js'])
    expect(existsSync(join(REPO, built)), `${built}: run npm run build first`).toBe(true);
  work = mkdtempSync(join(tmpdir(), 'ome-sim-pack-'));
  const [packed] = JSON.parse(
    npm(['pack', '--ignore-scripts', '--json', '--pack-destination', work], REPO),
  ) as { filename: string }[];
  app = join(work, 'app');
  execFileSync('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), '{ "private": true }\n');
  npm(['install', '--omit=dev', '--offline', join(work, packed!.filename)], app);
  installed = join(app, 'node_modules');
});

test.afterAll(() => {
  if (work !== '') rmSync(work, { recursive: true, force: true });
});

test('installs with no dependencies and no sources', () => {
  expect(readdirSync(installed).filter((name) => !name.startsWith('.'))).toEqual(['ome-sim']);
  const shipped = readdirSync(join(installed, 'ome-sim')).sort();
  expect(shipped).toEqual([
    'CHANGELOG.md',
    'README.md',
    'bin',
    'dist',
    'dist-api',
    'dist-cli',
    'docs',
    'package.json',
  ]);
  // The README's links to the docs work in an installed copy (the screenshots stay in the repo).
  expect(
    readdirSync(join(installed, 'ome-sim', 'docs')).every((name) => name.endsWith('.md')),
  ).toBe(true);
});

test('the installed ome-sim runtime explain prints the worked example table', async () => {
  const result = await runCli([...EXPLAIN_WORKED_QUESTION, '-f', WORKED_EXAMPLE], {
    bin: join(installed, '.bin', 'ome-sim'),
    cwd: join(installed, '..'),
  });
  expect(result).toEqual({ code: 0, stdout: expectedTable(), stderr: '' });
});

test('the installed ome-sim ui serves the app it ships', async ({ page }) => {
  const ui = await startUi(
    ['-f', WORKED_EXAMPLE, '--model', 'llama-3-2-3b-instruct', '--port', '0'],
    {
      bin: join(installed, '.bin', 'ome-sim'),
      cwd: join(installed, '..'),
    },
  );
  try {
    await page.goto(ui.url);
    const table = page.getByRole('table', { name: /^Serving runtimes for/ });
    await expect(table.locator('tr.runtime-row.is-selected')).toHaveAttribute(
      'data-runtime',
      'team-llama',
    );
  } finally {
    expect(await ui.stop()).toBe(0);
  }
});

/** A program of the user's: plain ES modules, importing the installed package by its name. */
const RANK_SCRIPT = `import { readFileSync } from 'node:fs';
import { explain, explainText, loadManifests } from 'ome-sim';

const manifests = loadManifests([{ name: 'worked-example.yaml', text: readFileSync(process.argv[2], 'utf8') }]);
const question = { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' };
const answer = explain(manifests, question);
process.stdout.write(JSON.stringify({
  selected: answer.ok ? answer.explanation.selected : answer.error,
  runtimes: answer.ok ? answer.explanation.rows.map((row) => row.runtime) : [],
  table: explainText(manifests, question).stdout,
}));
`;

test('import from ome-sim ranks the worked example, in a program of its own', () => {
  writeFileSync(join(app, 'rank.mjs'), RANK_SCRIPT);
  const output = execFileSync('node', ['rank.mjs', WORKED_EXAMPLE], { cwd: app, encoding: 'utf8' });
  expect(JSON.parse(output)).toEqual({
    selected: { name: 'team-llama', scope: 'Namespaced' },
    runtimes: ['team-llama', 'vllm-llama', 'srt-llama-small', 'srt-llama-large'],
    table: expectedTable(),
  });
});

/**
 * TypeScript code of the user's, checked against the shipped .d.ts alone: what the API gives has
 * its types (the `@ts-expect-error` lines must be errors, so nothing is `any`).
 */
const CONSUMER = `import {
  diff,
  explain,
  loadManifests,
  renderDiff,
  resolveOmeRelease,
  type Explanation,
  type ManifestSource,
} from 'ome-sim';

const sources: ManifestSource[] = [{ name: 'cluster.yaml', text: '' }];
const answer = explain(loadManifests(sources), { kind: 'isvc', name: 'chat', namespace: 'default' });
export const picked: string | null = answer.ok ? (answer.explanation.selected?.name ?? null) : answer.error.message;
export const rows: Explanation['rows'] = answer.ok ? answer.explanation.rows : [];
export const table: string = renderDiff(diff(sources, sources, { omeRelease: '1.3' }), 'markdown');
export const release = resolveOmeRelease('v1.3.0');

// @ts-expect-error a question is about a model or an InferenceService
explain(loadManifests(sources), { kind: 'pod', name: 'x', namespace: 'default' });
// @ts-expect-error the score of a row is a number or null
export const score: string = answer.ok ? answer.explanation.rows[0]!.score : '';
// @ts-expect-error manifests are texts with names
loadManifests(['kind: BaseModel']);
`;

test('the shipped types check a TypeScript consumer', () => {
  writeFileSync(join(app, 'consumer.mts'), CONSUMER);
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        types: [],
        lib: ['ES2022'],
      },
      files: ['consumer.mts'],
    }),
  );
  // The repository's TypeScript: the install has none (no dependencies at all).
  const tsc = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
  let output = '';
  try {
    execFileSync('node', [tsc, '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  expect(output).toBe('');
});

test('the installed API runs in a browser page too', async ({ page }) => {
  // A web console would bundle it; here the page imports the installed file as it is, served by
  // Playwright from a made-up origin (no server, no network).
  const api = readFileSync(join(installed, 'ome-sim', 'dist-api', 'index.js'), 'utf8');
  const html = '<!doctype html><title>console</title><script type="module" src="/app.js"></script>';
  const app = `import { explain, loadManifests } from './ome-sim.js';
const text = ${JSON.stringify(readFileSync(WORKED_EXAMPLE, 'utf8'))};
const answer = explain(loadManifests([{ name: 'cluster.yaml', text }]), {
  kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo',
});
document.title = answer.ok ? answer.explanation.selected.name : answer.error.message;`;
  const bodies: Record<string, [string, string]> = {
    '/': [html, 'text/html'],
    '/app.js': [app, 'text/javascript'],
    '/ome-sim.js': [api, 'text/javascript'],
  };
  await page.route('http://console.test/**', (route) => {
    const [body, contentType] = bodies[new URL(route.request().url()).pathname] ?? ['', ''];
    return body === ''
      ? route.fulfill({ status: 404 })
      : route.fulfill({ body, contentType, status: 200 });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://console.test/');
  await expect(page).toHaveTitle('team-llama');
  expect(errors).toEqual([]);
});

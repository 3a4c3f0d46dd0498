/**
 * The package as a user installs it: `npm pack`, then `npm install --omit=dev` of the tarball in
 * an empty folder, offline (the package has no runtime dependencies). The installed `ome-sim`
 * prints the worked example's table and serves the app it ships. Packs what `npm run build` made
 * (npm test builds before the end-to-end tests), so packing runs no build of its own.
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
let installed = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const built of ['dist/index.html', 'dist-cli/ome-sim.mjs'])
    expect(existsSync(join(REPO, built)), `${built}: run npm run build first`).toBe(true);
  work = mkdtempSync(join(tmpdir(), 'ome-sim-pack-'));
  const [packed] = JSON.parse(
    npm(['pack', '--ignore-scripts', '--json', '--pack-destination', work], REPO),
  ) as { filename: string }[];
  const app = join(work, 'app');
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

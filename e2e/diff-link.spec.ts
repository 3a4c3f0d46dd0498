/**
 * `ome-sim runtime diff --link`: the link from a CI comment opens the change with the state before
 * it pinned as the baseline, so the table shows at once what moved.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { load as parse } from 'js-yaml';
import { expect, test } from './features';
import { WhatIf } from './pages/what-if';
import { SimulatorPage } from './pages/simulator-page';
import { REPO } from './pages/ui-command';

const WORKED = (
  parse(readFileSync('scenarios/fixtures/rules-01-worked-example.yaml', 'utf8')) as {
    manifests: string;
  }
).manifests;

/** The link `runtime diff --link` prints for a change of the worked example. */
function diffLink(after: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-e2e-diff-'));
  writeFileSync(join(dir, 'before.yaml'), WORKED);
  writeFileSync(join(dir, 'after.yaml'), after);
  let stdout: string;
  try {
    // The built CLI, as a CI job runs it.
    stdout = execFileSync(
      process.execPath,
      [
        join(REPO, 'bin/ome-sim.mjs'),
        'runtime',
        'diff',
        '--before',
        join(dir, 'before.yaml'),
        '--after',
        join(dir, 'after.yaml'),
        '--link',
        '--app-url',
        '/',
      ],
      { encoding: 'utf8' },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const link = /^Open in ome-sim: (\S+)$/m.exec(stdout)?.[1];
  if (link === undefined) throw new Error(`no link in:\n${stdout}`);
  return link;
}

test('a diff link opens the change against its baseline', async ({ page }) => {
  // team-llama stops auto-selecting, and srt-llama-small's priority rises to 4.
  const after = WORKED.replace(
    'autoSelect: true\n    priority: 1',
    'autoSelect: false\n    priority: 1',
  ).replace(/(name: srt-llama-small[\s\S]*?priority: )3/, '$14');
  expect(after).not.toBe(WORKED);
  const link = diffLink(after);
  expect(link).toMatch(/^\/#s2\./);

  const sim = new SimulatorPage(page);
  const whatIf = new WhatIf(sim);
  await sim.open(link);
  await expect(whatIf.bar).toContainText('srt-llama-small is now selected instead of team-llama');
  await expect(whatIf.stateTag('srt-llama-small')).toHaveText('newly selected');
  await expect(whatIf.stateTag('team-llama')).toHaveText('newly rejected');
  await expect(sim.question).toHaveValue('llama-3-2-3b-instruct (BaseModel in llama-demo)');
});

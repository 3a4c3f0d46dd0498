/**
 * `ome-sim runtime diff --link`: the link from a CI comment opens the change with the state before
 * it pinned as the baseline, so the table shows at once what moved.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load as parse } from 'js-yaml';
import { runCli } from '../src/cli/run-cli';
import { expect, test } from './features';
import { WhatIf } from './pages/what-if';
import { SimulatorPage } from './pages/simulator-page';

const WORKED = (
  parse(readFileSync('scenarios/fixtures/rules-01-worked-example.yaml', 'utf8')) as {
    manifests: string;
  }
).manifests;

/** The link `runtime diff --link` prints for a change of the worked example. */
async function diffLink(after: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-e2e-diff-'));
  writeFileSync(join(dir, 'before.yaml'), WORKED);
  writeFileSync(join(dir, 'after.yaml'), after);
  const result = await runCli([
    'runtime',
    'diff',
    '--before',
    join(dir, 'before.yaml'),
    '--after',
    join(dir, 'after.yaml'),
    '--link',
    '--app-url',
    '/',
  ]).finally(() => rmSync(dir, { recursive: true, force: true }));
  const link = /^Open in ome-sim: (\S+)$/m.exec(result.stdout)?.[1];
  if (link === undefined) throw new Error(`no link in:\n${result.stdout}${result.stderr}`);
  return link;
}

test('a diff link opens the change against its baseline', async ({ page }) => {
  // team-llama stops auto-selecting, and srt-llama-small's priority rises to 4.
  const after = WORKED.replace(
    'autoSelect: true\n    priority: 1',
    'autoSelect: false\n    priority: 1',
  ).replace(/(name: srt-llama-small[\s\S]*?priority: )3/, '$14');
  expect(after).not.toBe(WORKED);
  const link = await diffLink(after);
  expect(link).toMatch(/^\/#s2\./);

  const sim = new SimulatorPage(page);
  const whatIf = new WhatIf(sim);
  await sim.open(link);
  await expect(whatIf.bar).toContainText('srt-llama-small is now selected instead of team-llama');
  await expect(whatIf.stateTag('srt-llama-small')).toHaveText('newly selected');
  await expect(whatIf.stateTag('team-llama')).toHaveText('newly rejected');
  await expect(sim.question).toHaveValue('llama-3-2-3b-instruct (BaseModel in llama-demo)');
});

/**
 * Golden files: the CLI's exact output for a few scenarios, kept in scenarios/golden/*.txt so a
 * reviewer can read the tables. `UPDATE_GOLDEN=1 npx vitest run src/cli/golden` rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { runCli } from '../test-support/run-cli';
import {
  ACCELERATOR_GOLDENS,
  EXPLAIN_GOLDENS,
  type ExplainGolden as GoldenCase,
} from '../test-support/golden-cases';
import { tempDirForFile } from '../test-support/temp-dir';

const scenarios = new URL('../../scenarios/', import.meta.url);
const dir = tempDirForFile('ome-sim-golden-');

/** The command's words before the golden's arguments. */
type Command = readonly ['runtime', 'explain'] | readonly ['accelerator', 'explain'];

async function transcript(golden: GoldenCase, words: Command): Promise<string> {
  const scenario = load(readFileSync(new URL(golden.scenario, scenarios), 'utf8')) as {
    manifests: string;
  };
  const file = join(dir, `${golden.name}.yaml`);
  writeFileSync(file, scenario.manifests);
  const result = await runCli([...words, ...golden.args, '-f', file]);
  const command = [
    `ome-sim ${words.join(' ')}`,
    ...golden.args,
    '-f',
    `<manifests of scenarios/${golden.scenario}>`,
  ].join(' ');
  // Problems name the file, written to a fresh temporary folder each run.
  const stderr = result.stderr.replaceAll(file, `${golden.name}.yaml`);
  return `$ ${command}\n${result.stdout}--- stderr\n${stderr}--- exit ${result.code}\n`;
}

const SUITES = [
  { words: ['runtime', 'explain'] as const, cases: EXPLAIN_GOLDENS },
  { words: ['accelerator', 'explain'] as const, cases: ACCELERATOR_GOLDENS },
];

describe.each(SUITES)('golden CLI output of $words', ({ words, cases }) => {
  for (const golden of cases) {
    it(golden.name, async () => {
      const path = new URL(`golden/${golden.name}.txt`, scenarios);
      const actual = await transcript(golden, words);
      if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(path, actual);
      expect(
        existsSync(path),
        `golden file ${path.pathname}; run with UPDATE_GOLDEN=1 to create it`,
      ).toBe(true);
      expect(actual).toBe(readFileSync(path, 'utf8'));
    });
  }
});

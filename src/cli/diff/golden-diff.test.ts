/**
 * Golden files for `runtime diff` in its three formats and `ome-sim test`, kept in
 * scenarios/golden/ beside explain's. `UPDATE_GOLDEN=1 npx vitest run src/cli/diff/golden`
 * rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test-support/run-cli';
import { DIFF_GOLDENS, diffSides } from '../../test-support/golden-cases';
import { tempDirForFile } from '../../test-support/temp-dir';

const root = new URL('../../../', import.meta.url).pathname;
const dir = tempDirForFile('ome-sim-golden-diff-');

/** Writes a diff scenario's two sides to files; returns the diff arguments for them. */
function sides(name: string): string[] {
  const scenario = diffSides(name);
  writeFileSync(join(dir, 'before.yaml'), scenario.before);
  writeFileSync(join(dir, 'after.yaml'), scenario.after);
  return ['--before', join(dir, 'before.yaml'), '--after', join(dir, 'after.yaml')];
}

const CASES: readonly { name: string; shown: string; args: () => string[] }[] = [
  ...DIFF_GOLDENS.map((golden) => ({
    name: golden.name,
    shown: [
      'ome-sim runtime diff --before <before> --after <after>',
      ...golden.args,
      `(scenarios/diff/${golden.scenario}.yaml)`,
    ].join(' '),
    args: () => ['runtime', 'diff', ...sides(golden.scenario), ...golden.args],
  })),
  {
    name: 'test-text',
    shown: 'ome-sim test scenarios/ome-sim-test',
    args: () => ['test', 'scenarios/ome-sim-test'],
  },
  {
    name: 'test-junit',
    shown: 'ome-sim test scenarios/ome-sim-test -o junit',
    args: () => ['test', 'scenarios/ome-sim-test', '-o', 'junit'],
  },
];

describe('golden diff and test output', () => {
  for (const golden of CASES) {
    it(golden.name, async () => {
      const cwd = process.cwd();
      process.chdir(root); // test paths print as given, relative to the repository
      let result;
      try {
        result = await runCli(golden.args());
      } finally {
        process.chdir(cwd);
      }
      const clean = (text: string) =>
        text.split(dir).join('<tmp>').split(relative('/', root)).join('<repo>');
      const actual = `$ ${golden.shown}\n${clean(result.stdout)}--- stderr\n${clean(result.stderr)}--- exit ${result.code}\n`;
      const path = join(root, `scenarios/golden/${golden.name}.txt`);
      if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(path, actual);
      expect(existsSync(path), `${path}; run with UPDATE_GOLDEN=1 to create it`).toBe(true);
      expect(actual).toBe(readFileSync(path, 'utf8'));
    });
  }
});

/**
 * Golden files: the CLI's exact output for a few scenarios, kept in scenarios/golden/*.txt so a
 * reviewer can read the tables. `UPDATE_GOLDEN=1 npx vitest run src/cli/golden` rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { runCli } from './run-cli';
import { tempDirForFile } from '../test-support/temp-dir';

interface GoldenCase {
  readonly name: string;
  readonly scenario: string;
  readonly args: readonly string[];
}

const CASES: readonly GoldenCase[] = [
  {
    name: 'worked-example',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'llama-demo'],
  },
  {
    name: 'worked-example-markdown',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'llama-demo', '-o', 'markdown'],
  },
  {
    name: 'worked-example-csv',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'llama-demo', '-o', 'csv'],
  },
  {
    name: 'explain-model-wrapped',
    scenario: 'fixtures/explain-docs-kubectl_ome_runtime-explain_model.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'team-a'],
  },
  {
    name: 'explain-model-unwrapped',
    scenario: 'fixtures/explain-docs-kubectl_ome_runtime-explain_model.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'team-a', '--width', '0'],
  },
  {
    name: 'isvc-pinned',
    scenario: 'fixtures/explain-docs-kubectl_ome_runtime-explain_isvc_pinned.yaml',
    args: ['--isvc', 'llama-chat', '-n', 'team-a'],
  },
  {
    name: 'troubleshoot-autoselect',
    scenario: 'fixtures/explain-docs-troubleshoot-step3_check_autoselect.yaml',
    args: ['--model', 'qwen2-5-7b', '-n', 'demo'],
  },
  {
    name: 'one-bound-ranges',
    scenario: 'fixtures/rules-09-one-bound-ranges.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'llama-demo'],
  },
  {
    name: 'one-bound-ranges-v1.2.2',
    scenario: 'fixtures/rules-09-one-bound-ranges.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'llama-demo', '--ome-version', '1.2.2'],
  },
  {
    name: 'deployment-mode',
    scenario: 'fixtures/explain-docs-deployment_mode-omenative_isvc_vs_multinode_runtime.yaml',
    args: ['--isvc', 'llama-3-70b', '-n', 'llama-demo'],
  },
  {
    name: 'every-field-wrong-type',
    scenario: 'invalid/every-field-wrong-type.yaml',
    args: ['--model', 'm-ok'],
  },
  {
    name: 'worked-example-narrow',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'llama-demo', '--width', '50'],
  },
];

const scenarios = new URL('../../scenarios/', import.meta.url);
const dir = tempDirForFile('ome-sim-golden-');

async function transcript(golden: GoldenCase): Promise<string> {
  const scenario = load(readFileSync(new URL(golden.scenario, scenarios), 'utf8')) as {
    manifests: string;
  };
  const file = join(dir, `${golden.name}.yaml`);
  writeFileSync(file, scenario.manifests);
  const result = await runCli(['runtime', 'explain', ...golden.args, '-f', file]);
  const command = [
    'ome-sim runtime explain',
    ...golden.args,
    '-f',
    `<manifests of scenarios/${golden.scenario}>`,
  ].join(' ');
  // Problems name the file, written to a fresh temporary folder each run.
  const stderr = result.stderr.replaceAll(file, `${golden.name}.yaml`);
  return `$ ${command}\n${result.stdout}--- stderr\n${stderr}--- exit ${result.code}\n`;
}

describe('golden CLI output', () => {
  for (const golden of CASES) {
    it(golden.name, async () => {
      const path = new URL(`golden/${golden.name}.txt`, scenarios);
      const actual = await transcript(golden);
      if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(path, actual);
      expect(
        existsSync(path),
        `golden file ${path.pathname}; run with UPDATE_GOLDEN=1 to create it`,
      ).toBe(true);
      expect(actual).toBe(readFileSync(path, 'utf8'));
    });
  }
});

/**
 * The golden transcripts (scenarios/golden/*.txt), listed once: the CLI's tests write and compare
 * them (src/cli/golden.test.ts, src/cli/diff/golden-diff.test.ts), and the library's run the same
 * cases through the API (src/api/api.test.ts), so both surfaces are held to the same bytes.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';

const SCENARIOS = new URL('../../scenarios/', import.meta.url);

/** `runtime explain` on a scenario file's manifests, with these arguments (before `-f`). */
export interface ExplainGolden {
  readonly name: string;
  /** The scenario file, under scenarios/. */
  readonly scenario: string;
  readonly args: readonly string[];
}

export const EXPLAIN_GOLDENS: readonly ExplainGolden[] = [
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
    name: 'isvc-accelerator-json',
    scenario: 'accelerator/explain/picked.yaml',
    args: ['--isvc', 'llama-chat', '-n', 'team-a', '-o', 'json'],
  },
  {
    name: 'worked-example-narrow',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    args: ['--model', 'llama-3-2-3b-instruct', '-n', 'llama-demo', '--width', '50'],
  },
];

/**
 * `accelerator explain` on a scenario file's manifests, as ExplainGolden; the scenario files are
 * accelerator decisions too (scenarios/accelerator/explain/), so the runner checks the same
 * decision the transcript shows.
 */
export const ACCELERATOR_GOLDENS: readonly ExplainGolden[] = [
  {
    name: 'accelerator-explain',
    scenario: 'accelerator/explain/picked.yaml',
    args: ['--isvc', 'llama-chat', '-n', 'team-a'],
  },
  {
    name: 'accelerator-explain-json',
    scenario: 'accelerator/explain/picked.yaml',
    args: ['--isvc', 'llama-chat', '-n', 'team-a', '-o', 'json'],
  },
  {
    name: 'accelerator-explain-no-policy',
    scenario: 'accelerator/explain/no-policy.yaml',
    args: ['--isvc', 'chat'],
  },
  {
    name: 'accelerator-explain-filtered',
    scenario: 'accelerator/explain/constraints-filter-all.yaml',
    args: ['--isvc', 'big-chat'],
  },
  {
    name: 'accelerator-explain-named-missing',
    scenario: 'accelerator/explain/named-class-missing.yaml',
    args: ['--isvc', 'chat', '-n', 'ml'],
  },
  {
    name: 'accelerator-explain-not-found',
    scenario: 'accelerator/explain/picked.yaml',
    args: ['--isvc', 'llama-chatt', '-n', 'team-a'],
  },
  {
    name: 'accelerator-explain-other-namespace',
    scenario: 'accelerator/explain/picked.yaml',
    args: ['--isvc', 'llama-chat', '-o', 'json'],
  },
];

/** `runtime diff` of a diff scenario's two sides (scenarios/diff/NAME.yaml). */
export interface DiffGolden {
  readonly name: string;
  readonly scenario: string;
  /** Arguments after the two sides. */
  readonly args: readonly string[];
}

export const DIFF_GOLDENS: readonly DiffGolden[] = [
  { name: 'diff-table', scenario: 'namespace-only', args: [] },
  { name: 'diff-json', scenario: 'starts-failing', args: ['-o', 'json'] },
  {
    name: 'diff-markdown',
    scenario: 'autoselect-flip',
    args: ['-o', 'markdown', '--exit-code'],
  },
];

/** A scenario file's manifests. */
export const scenarioManifests = (scenario: string): string =>
  (load(readFileSync(new URL(scenario, SCENARIOS), 'utf8')) as { manifests: string }).manifests;

/** A diff scenario's two sides. */
export const diffSides = (scenario: string): { before: string; after: string } =>
  load(readFileSync(new URL(`diff/${scenario}.yaml`, SCENARIOS), 'utf8')) as {
    before: string;
    after: string;
  };

/** A golden file's parts after its command line. */
export function goldenParts(name: string): { stdout: string; stderr: string; exitCode: number } {
  const [, ...lines] = readFileSync(new URL(`golden/${name}.txt`, SCENARIOS), 'utf8').split('\n');
  const [stdout, rest] = lines.join('\n').split('--- stderr\n') as [string, string];
  const [stderr, exit] = rest.split('--- exit ') as [string, string];
  return { stdout, stderr, exitCode: Number(exit.trim()) };
}

/**
 * The public API answers as the CLI does: explainText gives the golden files' exact bytes (the
 * kubectl table included), explain gives the `-o json` document, diff and renderDiff give
 * `runtime diff`'s golden output. The surface itself is pinned by api/ome-sim.api.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { tempDirForFile } from '../test-support/temp-dir';
import {
  diff,
  explain,
  explainText,
  lint,
  loadManifests,
  renderDiff,
  renderLint,
  resolveOmeRelease,
  type ExplainTextOptions,
  type Question,
} from '.';

const scenarios = new URL('../../scenarios/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, scenarios), 'utf8');
const manifestsOf = (scenario: string) => (load(read(scenario)) as { manifests: string }).manifests;

/** A golden file's parts after its command line. */
function golden(name: string) {
  const [, ...lines] = read(`golden/${name}.txt`).split('\n');
  const text = lines.join('\n');
  const [stdout, rest] = text.split('--- stderr\n') as [string, string];
  const [stderr, exit] = rest.split('--- exit ') as [string, string];
  return { stdout, stderr, exitCode: Number(exit.trim()) };
}

/** The explain golden cases of src/cli/golden.test.ts, as API calls. */
const EXPLAIN_CASES: readonly {
  name: string;
  scenario: string;
  question: Question;
  options?: ExplainTextOptions;
}[] = [
  {
    name: 'worked-example',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
  },
  {
    name: 'worked-example-markdown',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
    options: { output: 'markdown' },
  },
  {
    name: 'worked-example-csv',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
    options: { output: 'csv' },
  },
  {
    name: 'worked-example-narrow',
    scenario: 'fixtures/rules-01-worked-example.yaml',
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
    options: { width: 50 },
  },
  {
    name: 'explain-model-unwrapped',
    scenario: 'fixtures/explain-docs-kubectl_ome_runtime-explain_model.yaml',
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'team-a' },
    options: { width: 0 },
  },
  {
    name: 'isvc-pinned',
    scenario: 'fixtures/explain-docs-kubectl_ome_runtime-explain_isvc_pinned.yaml',
    question: { kind: 'isvc', name: 'llama-chat', namespace: 'team-a' },
  },
  {
    name: 'one-bound-ranges-v1.2.2',
    scenario: 'fixtures/rules-09-one-bound-ranges.yaml',
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
    options: { omeRelease: '1.2.2' },
  },
  {
    name: 'every-field-wrong-type',
    scenario: 'invalid/every-field-wrong-type.yaml',
    question: { kind: 'model', name: 'm-ok', namespace: 'default' },
  },
];

describe('explainText prints what ome-sim runtime explain prints', () => {
  it.each(EXPLAIN_CASES)('$name', ({ name, scenario, question, options }) => {
    // The golden files name the manifests `<case>.yaml`.
    const manifests = loadManifests([{ name: `${name}.yaml`, text: manifestsOf(scenario) }]);
    expect(explainText(manifests, question, options)).toEqual(golden(name));
  });
});

describe('explain gives the -o json document', () => {
  const dir = tempDirForFile('ome-sim-api-');
  it.each(EXPLAIN_CASES.filter((c) => c.options?.output === undefined))(
    '$name',
    async ({ name, scenario, question, options }) => {
      const file = join(dir, `${name}.yaml`);
      writeFileSync(file, manifestsOf(scenario));
      const cli = await runCli([
        'runtime',
        'explain',
        question.kind === 'model' ? '--model' : '--isvc',
        question.name,
        '-n',
        question.namespace,
        ...(options?.omeRelease === undefined ? [] : ['--ome-version', options.omeRelease]),
        '-o',
        'json',
        '-f',
        file,
      ]);
      const answer = explain(
        loadManifests([{ name: file, text: manifestsOf(scenario) }]),
        question,
        {
          ...(options?.omeRelease === undefined ? {} : { omeRelease: options.omeRelease }),
        },
      );
      expect(answer.ok).toBe(true);
      if (answer.ok) expect(answer.explanation).toEqual(JSON.parse(cli.stdout));
    },
  );

  it('the worked example: team-llama, in the table order', () => {
    const manifests = loadManifests([
      { name: 'worked-example.yaml', text: manifestsOf('fixtures/rules-01-worked-example.yaml') },
    ]);
    const answer = explain(manifests, {
      kind: 'model',
      name: 'llama-3-2-3b-instruct',
      namespace: 'llama-demo',
    });
    expect(answer.ok && answer.explanation.selected).toEqual({
      name: 'team-llama',
      scope: 'Namespaced',
    });
    expect(answer.ok && answer.explanation.rows.map((row) => row.runtime)).toEqual([
      'team-llama',
      'vllm-llama',
      'srt-llama-small',
      'srt-llama-large',
    ]);
  });

  it('objects say where they were written; a copy without one runtime ranks without it', () => {
    const manifests = loadManifests([
      { name: 'worked-example.yaml', text: manifestsOf('fixtures/rules-01-worked-example.yaml') },
    ]);
    const team = manifests.runtimes.find((r) => r.object.name === 'team-llama')!;
    expect(team.origin.source).toBe('worked-example.yaml');
    expect(team.origin.span?.start.line).toBeGreaterThan(1);
    const question: Question = {
      kind: 'model',
      name: 'llama-3-2-3b-instruct',
      namespace: 'llama-demo',
    };
    const without = { ...manifests, runtimes: manifests.runtimes.filter((r) => r !== team) };
    const answer = explain(without, question);
    expect(answer.ok && answer.explanation.selected).toEqual({
      name: 'vllm-llama',
      scope: 'Cluster',
    });
  });

  it('a name that does not resolve is an error with kubectl words, not an exception', () => {
    const manifests = loadManifests([{ name: 'empty.yaml', text: '' }]);
    expect(explain(manifests, { kind: 'model', name: 'nope', namespace: 'default' })).toEqual({
      ok: false,
      error: {
        code: 'model-not-found',
        name: 'nope',
        message: 'clusterbasemodels.ome.io "nope" not found',
      },
    });
  });

  it('a release newer than known is noted; one that is no release throws the CLI message', () => {
    const manifests = loadManifests([
      { name: 'w.yaml', text: manifestsOf('fixtures/rules-01-worked-example.yaml') },
    ]);
    const question: Question = {
      kind: 'model',
      name: 'llama-3-2-3b-instruct',
      namespace: 'llama-demo',
    };
    const newer = explain(manifests, question, { omeRelease: '1.9.0' });
    expect(newer.ok && newer.explanation.notes).toEqual([
      `note: ${(resolveOmeRelease('1.9.0') as { note: string }).note}`,
    ]);
    expect(newer.ok && newer.explanation.omeRelease).toBe('1.9.0');
    expect(() => explain(manifests, question, { omeRelease: 'banana' })).toThrow(
      new RangeError((resolveOmeRelease('banana') as { error: string }).error),
    );
  });
});

describe('diff and renderDiff print what ome-sim runtime diff prints', () => {
  const CASES = [
    ['diff-table', 'namespace-only', 'table'],
    ['diff-json', 'starts-failing', 'json'],
    ['diff-markdown', 'autoselect-flip', 'markdown'],
  ] as const;
  it.each(CASES)('%s', (name, scenario, output) => {
    const sides = load(read(`diff/${scenario}.yaml`)) as { before: string; after: string };
    const result = diff(
      [{ name: 'before.yaml', text: sides.before }],
      [{ name: 'after.yaml', text: sides.after }],
    );
    expect(renderDiff(result, output)).toBe(golden(name).stdout);
    expect(result.diagnostics).toEqual({ before: [], after: [] });
  });
});

describe('lint gives what ome-sim lint prints', () => {
  const dir = tempDirForFile('ome-sim-api-lint-');
  it.each(['catch-all', 'duplicate-object', 'admission', 'unknown-field', 'clean'])(
    'scenarios/lint/%s.yaml',
    async (name) => {
      const file = join(dir, `${name}.yaml`);
      const text = manifestsOf(`lint/${name}.yaml`);
      writeFileSync(file, text);
      // The CLI shows a file outside the working directory (this temp one) by its absolute path;
      // the API keeps the names it is given.
      const source = { name: file, text };
      const findings = lint(loadManifests([source]), [source]);
      for (const output of ['json', 'sarif', 'text'] as const) {
        const cli = await runCli(['lint', '-f', file, '-o', output]);
        expect(renderLint(findings, output), output).toBe(cli.stdout);
      }
      if (name !== 'clean') expect(findings.length).toBeGreaterThan(0);
    },
  );
});

/**
 * The CLI as a user runs it: arguments, files, stdin, output formats, errors and exit codes.
 * Ranking correctness lives in the scenarios; this checks the shell around the engine.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { runCli } from '../test-support/run-cli';
import { tempDirForFile } from '../test-support/temp-dir';

const scenario = (path: string) =>
  load(readFileSync(new URL(`../../scenarios/${path}`, import.meta.url), 'utf8')) as {
    manifests: string;
  };
const WORKED = scenario('fixtures/rules-01-worked-example.yaml').manifests;
const dir = tempDirForFile('ome-sim-cli-');
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const worked = file('worked.yaml', WORKED);
/** `ome-sim runtime explain` for the worked example's model and namespace, on `path`. */
const explainModelIn = (path: string, ...extra: string[]) =>
  runCli([
    'runtime',
    'explain',
    '--model',
    'llama-3-2-3b-instruct',
    '-n',
    'llama-demo',
    '-f',
    path,
    ...extra,
  ]);
const explainWorked = (...extra: string[]) => explainModelIn(worked, ...extra);
/** `ome-sim runtime explain --isvc chat -n llama-demo` on `path`. */
const explainIsvcIn = (path: string) =>
  runCli(['runtime', 'explain', '--isvc', 'chat', '-n', 'llama-demo', '-f', path]);

describe('ome-sim runtime explain', () => {
  it('prints the scoring page table for the worked example', async () => {
    const result = await explainWorked();
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n').map((l) => l.split(/\s+/)[0])).toEqual([
      'RUNTIME',
      'team-llama',
      'vllm-llama',
      'srt-llama-small',
      'srt-llama-large',
      '',
    ]);
  });

  it('reads standard input with -f - and merges several -f', async () => {
    const [model, ...runtimes] = WORKED.split('\n---\n');
    const runtimesFile = file('runtimes.yaml', runtimes.join('\n---\n'));
    const args = ['runtime', 'explain', '--model=llama-3-2-3b-instruct', '--namespace=llama-demo'];
    const result = await runCli([...args, '-f', '-', '-f', runtimesFile], model);
    expect(result).toEqual(await explainWorked());
  });

  it('reads a directory of manifests', async () => {
    const sub = mkdtempSync(join(dir, 'manifests-'));
    const [model, ...runtimes] = WORKED.split('\n---\n');
    writeFileSync(join(sub, 'a-model.yaml'), model!);
    writeFileSync(join(sub, 'b-runtimes.yml'), runtimes.join('\n---\n'));
    writeFileSync(join(sub, 'notes.txt'), 'not a manifest');
    const result = await explainModelIn(sub);
    expect(result.stdout).toBe((await explainWorked()).stdout);
  });

  it('writes JSON with the documented fields', async () => {
    const result = await explainWorked('-o', 'json');
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.namespace).toBe('llama-demo');
    expect(json.model).toEqual({ kind: 'BaseModel', name: 'llama-3-2-3b-instruct' });
    expect(json.selected).toEqual({ name: 'team-llama', scope: 'Namespaced' });
    expect(json.error).toBeNull();
    expect(json.rows.map((r: { runtime: string }) => r.runtime)).toEqual([
      'team-llama',
      'vllm-llama',
      'srt-llama-small',
      'srt-llama-large',
    ]);
    const vllm = json.rows[1];
    expect(vllm).toMatchObject({
      scope: 'Cluster',
      compatible: true,
      score: 6,
      priority: 2,
      weight: 6,
      reason: null,
      check: null,
      rank: 2,
    });
    expect(vllm.entries[0]).toMatchObject({
      formatTerm: 2,
      frameworkTerm: 1,
      priority: 2,
      score: 6,
      defaulted: ['modelFormat.operator', 'modelFramework.weight', 'modelFramework.operator'],
    });
    expect(json.rows[3].placementDetail).toBe('same score 6; size distance 69B vs 7B');
  });

  it('writes markdown and CSV with a score column, saying what they rank', async () => {
    const markdown = (await explainWorked('-o', 'markdown')).stdout;
    expect(markdown.split('\n').slice(0, 3)).toEqual([
      'Serving runtimes for BaseModel llama-3-2-3b-instruct in namespace llama-demo, OME v1.3',
      '',
      '| RANK | RUNTIME | SCOPE | COMPATIBLE | SCORE | PRIORITY | WEIGHT | REASON |',
    ]);
    expect(markdown).toContain('| 2 | vllm-llama | Cluster | Yes | 6 | 2 | 6 | - |');
    const csv = (await explainWorked('-o', 'csv')).stdout.split('\r\n');
    expect(csv[0]).toBe(
      'RANK,RUNTIME,SCOPE,COMPATIBLE,SCORE,PRIORITY,WEIGHT,REASON,MODEL,INFERENCESERVICE,NAMESPACE,OME_VERSION',
    );
    expect(csv[1]).toBe(
      '1,team-llama,Namespaced,Yes,2,1,2,-,BaseModel/llama-3-2-3b-instruct,-,llama-demo,1.3',
    );
  });

  it('reproduces v1.2.2 where it differs: a one-bound range fails the selection', async () => {
    const oneBound = file(
      'one-bound.yaml',
      scenario('fixtures/rules-09-one-bound-ranges.yaml').manifests,
    );
    const args = [
      'runtime',
      'explain',
      '--model',
      'llama-3-2-3b-instruct',
      '-n',
      'llama-demo',
      '-f',
      oneBound,
    ];
    expect((await runCli(args)).code).toBe(0);
    const compat = await runCli([...args, '--ome-version', '1.2.2']);
    expect(compat.code).toBe(1);
    expect(compat.stderr).toMatch(
      /^error: runtime error: invalid memory address or nil pointer dereference/,
    );
  });

  it('names the release as written in -o markdown and -o csv, beside its behaviour', async () => {
    const markdown = await explainWorked('-o', 'markdown', '--ome-version', '1.4.0-rc.1');
    expect(markdown.stdout.split('\n')[0]).toBe(
      'Serving runtimes for BaseModel llama-3-2-3b-instruct in namespace llama-demo, OME 1.4.0-rc.1 (v1.3 behaviour)',
    );
    const csv = await explainWorked('-o', 'csv', '--ome-version', 'v1.2.2');
    expect(csv.stdout.split('\r\n')[1]).toMatch(/,llama-demo,1\.2\.2$/);
  });

  it.each([
    [
      ['runtime', 'explain', '-f', 'x.yaml'],
      'error: exactly one of --model or --isvc is required\n',
    ],
    [
      ['runtime', 'explain', '--model', 'm', '--isvc', 'i', '-f', 'x'],
      'error: exactly one of --model or --isvc is required\n',
    ],
    [
      ['runtime', 'explain', '--model', 'm'],
      'error: at least one -f FILE is required (a YAML file, a directory, or - for standard input)\n',
    ],
    [
      ['runtime', 'explain', '--model', 'm', '-f', '/nope.yaml'],
      'error: the path "/nope.yaml" does not exist\n',
    ],
    [
      ['runtime', 'explain', '--model', 'm', '-f', 'x', '-o', 'yaml'],
      'error: unknown output format "yaml"; expected one of table, json, markdown, csv\n',
    ],
    // An empty -o is refused by every command alike, before any file is read.
    [
      ['runtime', 'explain', '--model', 'm', '-f', 'x', '-o', ''],
      'error: unknown output format ""; expected one of table, json, markdown, csv\n',
    ],
    [
      ['runtime', 'map', '--model', 'm', '-f', 'x', '-o', ''],
      'error: unknown output format ""; expected one of table, json\n',
    ],
    [
      ['accelerator', 'explain', '--isvc', 'i', '-f', 'x', '-o', ''],
      'error: unknown output format ""; expected one of table, json\n',
    ],
    [
      ['runtime', 'diff', '--before', 'a', '--after', 'b', '-o', ''],
      'error: unknown output format ""; expected one of table, json, markdown\n',
    ],
    [
      ['runtime', 'explain', '--model', 'm', '-f', 'x', '--ome-version', '2'],
      'error: unsupported --ome-version "2"; expected an OME release such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1\n',
    ],
    [
      ['runtime', 'explain', '--model', 'm', '-f', 'x', '--width', '-3'],
      'error: invalid --width "-3"; expected a whole number of columns (0 turns wrapping off)\n',
    ],
    [['runtime', 'explain', '--model', 'm', '--bogus'], 'error: unknown flag: --bogus\n'],
    [
      ['runtime', 'explain', 'extra', '--model', 'm'],
      'error: unknown command "extra" for "ome-sim runtime explain"\n',
    ],
  ])('rejects bad arguments: %j', async (argv, stderr) => {
    const result = await runCli(argv);
    expect(result).toEqual({ code: 1, stdout: '', stderr });
  });

  it("says kubectl's words for an unknown model or InferenceService", async () => {
    const unknown = await runCli([
      'runtime',
      'explain',
      '--model',
      'missing',
      '-n',
      'llama-demo',
      '-f',
      worked,
    ]);
    expect(unknown).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: clusterbasemodels.ome.io "missing" not found\n',
    });
    const isvc = await explainIsvcIn(worked);
    expect(isvc.stderr).toBe('error: inferenceservices.ome.io "chat" not found\n');
  });

  it("prints kubectl's own error for an InferenceService's unknown model", async () => {
    const isvc = file(
      'isvc.yaml',
      `${WORKED}\n---\napiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata:\n  name: chat\n  namespace: llama-demo\nspec:\n  model:\n    name: llama-4\n`,
    );
    const result = await explainIsvcIn(isvc);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('error: clusterbasemodels.ome.io "llama-4" not found\n');
  });

  it('reports a wrong type with file, document, line and field, and keeps the valid documents', async () => {
    const bad = file(
      'bad-priority.yaml',
      WORKED.replace(
        'priority: 3\n  modelSizeRange:\n    min: 1B\n    max: 8B',
        'priority: high\n  modelSizeRange:\n    min: 1B\n    max: 8B',
      ),
    );
    const result = await explainModelIn(bad);
    expect(result.code).toBe(1);
    const line = readFileSync(bad, 'utf8').split('\n').indexOf('    priority: high') + 1;
    expect(result.stderr).toBe(
      `error: ${bad}: document 4, line ${line}: spec.supportedModelFormats[0].priority: expected an integer, got high\n`,
    );
    // The three valid runtimes are still ranked.
    expect(result.stdout).toContain('team-llama');
    expect(result.stdout).toContain('srt-llama-large');
    expect(result.stdout).not.toContain('srt-llama-small');
  });

  it('reports a YAML syntax error with its line and still ranks the other documents', async () => {
    const bad = file(
      'syntax.yaml',
      `${WORKED}\n---\nkind: ClusterServingRuntime\nmetadata: {name: broken\n`,
    );
    const result = await explainModelIn(bad);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^error: ${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: document 6, line \\d+: `),
    );
    expect(result.stdout).toContain('srt-llama-small');
  });

  it('prints the explicit-runtime note and the no-runtime message on standard error', async () => {
    const pinned = file(
      'pinned.yaml',
      `${WORKED}\n---\napiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata: {name: chat, namespace: llama-demo}\nspec:\n  model: {name: llama-3-2-3b-instruct}\n  runtime: {name: vllm-llama}\n`,
    );
    const result = await explainIsvcIn(pinned);
    expect(result.stderr).toBe(
      'Note: spec.runtime is explicit; automatic selection below is hypothetical.\n',
    );
    expect(result.code).toBe(0);
    const modelOnly = file('model-only.yaml', WORKED.split('\n---\n')[0]!);
    const empty = await explainModelIn(modelOnly);
    expect(empty).toEqual({
      code: 0,
      stdout: '',
      stderr: 'No serving runtimes found in the selected namespace or at cluster scope.\n',
    });
  });

  it('wraps to --width and turns wrapping off with --width 0', async () => {
    const narrow = await explainWorked('--width', '60');
    expect(Math.max(...narrow.stdout.split('\n').map((l) => l.length))).toBeLessThanOrEqual(60);
    const unwrapped = await explainWorked('--width', '0');
    expect(unwrapped.stdout).toBe((await explainWorked()).stdout);
  });
});

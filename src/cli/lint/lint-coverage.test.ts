/**
 * `ome-sim lint`'s controls and what it says it did not check: `--rule ID=off`, the per-object
 * annotation, `--quiet`, and the "not checked" lines of the text, JSON and SARIF outputs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintIn as lint, validSarif } from '../../test-support/lint-cli';

const runtime = (
  name: string,
  priorities: readonly number[],
  annotations = '',
) => `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: ${name}${annotations}
spec:
  modelSizeRange: {min: 1B, max: 13B}
  supportedModelFormats:${priorities
    .map(
      (p) => `
    - name: llama
      modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.50.0"}
      modelArchitecture: LlamaForCausalLM
      autoSelect: true
      priority: ${p}`,
    )
    .join('')}
`;
const model = (name: string, format = true) => `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: ${name}
spec:
${format ? '  modelFormat: {name: safetensors, version: "1.0.0"}\n  modelFramework: {name: transformers, version: "4.50.0"}\n  modelArchitecture: LlamaForCausalLM\n' : ''}  modelParameterSize: 8B
`;
const service = (name: string, modelName: string, namespace: string) => `apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: ${name}
  namespace: ${namespace}
spec:
  model:
    name: ${modelName}
`;

describe('ome-sim lint: what it checks and what it says it did not', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ome-sim-lint-coverage-'));
    // A webhook conflict (an error), and b, which a outranks at every size (a warning).
    writeFileSync(
      join(dir, 'mixed.yaml'),
      [runtime('a', [1, 2]), runtime('b', [1]), model('llama-8b')].join('---\n'),
    );
    // Two models the agent has not filled in, one service on each, one on a missing model.
    writeFileSync(
      join(dir, 'unfilled.yaml'),
      [
        runtime('c', [1]),
        model('filled'),
        model('empty-1', false),
        model('empty-2', false),
        service('s1', 'empty-1', 'team-a'),
        service('s2', 'gone', 'team-b'),
      ].join('---\n'),
    );
    // One model and two tied runtimes, asked about in seven namespaces; ns-7 has its own runtime.
    writeFileSync(
      join(dir, 'spread.yaml'),
      [
        runtime('a', [1]),
        runtime('b', [1]),
        model('llama-8b'),
        ...[1, 2, 3, 4, 5, 6, 7].map((i) => service(`chat-${i}`, 'llama-8b', `ns-${i}`)),
        runtime('own', [1])
          .replace('ClusterServingRuntime', 'ServingRuntime')
          .replace('name: own', 'name: own\n  namespace: ns-7'),
      ].join('---\n'),
    );
    // The same conflict, switched off on the object itself.
    writeFileSync(
      join(dir, 'ignored.yaml'),
      [
        runtime(
          'a',
          [1, 2],
          '\n  annotations:\n    ome-sim.io/lint-ignore: "webhook-priority-conflict, overlap"',
        ),
        runtime('d', [1, 2]),
      ].join('---\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a model asked about in several namespaces once, naming them', async () => {
    const text = await lint(['-f', 'spread.yaml'], dir);
    const onModel = text.stdout.split('\n').filter((l) => l.includes('model llama-8b'));
    expect(onModel).toHaveLength(1);
    expect(onModel[0]).toContain(
      'model llama-8b in namespaces ns-1, ns-2, ns-3, ns-4, ns-5 and 1 more gets a, which ties b on score',
    );
    const json = await lint(['-f', 'spread.yaml', '-o', 'json'], dir);
    const ties = (
      JSON.parse(json.stdout).findings as { rule: string; object: string; namespaces: unknown }[]
    ).filter((f) => f.rule === 'ambiguous-tie' && f.object === 'ClusterBaseModel/llama-8b');
    expect(ties).toEqual([
      expect.objectContaining({ namespaces: ['ns-1', 'ns-2', 'ns-3', 'ns-4', 'ns-5', 'ns-6'] }),
    ]);
  });

  it('switches a rule off for the run with --rule ID=off', async () => {
    const all = await lint(['-f', 'mixed.yaml', '-o', 'json'], dir);
    const rules = (text: string) =>
      (JSON.parse(text).findings as { rule: string }[]).map((f) => f.rule);
    expect(rules(all.stdout)).toContain('webhook-priority-conflict');
    expect(all.code).toBe(1);
    const off = await lint(
      ['-f', 'mixed.yaml', '-o', 'json', '--rule', 'webhook-priority-conflict=off'],
      dir,
    );
    expect(rules(off.stdout)).not.toContain('webhook-priority-conflict');
    expect(rules(off.stdout)).toContain('unreachable');
    expect(off.code).toBe(0);
    const both = await lint(
      [
        '-f',
        'mixed.yaml',
        '-o',
        'json',
        '--rule=webhook-priority-conflict=off',
        '--rule',
        'unreachable=off',
      ],
      dir,
    );
    expect(rules(both.stdout)).toEqual([]);
  });

  it('refuses an unknown rule id, naming the nearest, and a setting other than off', async () => {
    expect(await lint(['-f', 'mixed.yaml', '--rule', 'ambigous-tie=off'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: unknown rule "ambigous-tie" in --rule ambigous-tie=off; did you mean ambiguous-tie? (the rules are listed in docs/lint.md)\n',
    });
    expect(await lint(['-f', 'mixed.yaml', '--rule', 'overlap=warn'], dir)).toMatchObject({
      code: 2,
      stderr:
        'error: invalid --rule overlap=warn; expected overlap=off (the one setting a rule takes)\n',
    });
  });

  it('switches rules off on one object with the ome-sim.io/lint-ignore annotation', async () => {
    const result = await lint(['-f', 'ignored.yaml', '-o', 'json'], dir);
    const conflicts = (JSON.parse(result.stdout).findings as { rule: string; object: string }[])
      .filter((f) => f.rule === 'webhook-priority-conflict')
      .map((f) => f.object);
    expect(conflicts).toEqual(['ClusterServingRuntime/d']);
  });

  it('shows errors only with --quiet, as ESLint does', async () => {
    const loud = await lint(['-f', 'mixed.yaml'], dir);
    expect(loud.stdout).toContain(' warning ');
    const quiet = await lint(['-f', 'mixed.yaml', '--quiet', '--max-warnings', '0'], dir);
    expect(quiet.stdout).not.toContain(' warning ');
    expect(quiet.stdout).toContain('1 problem (1 error, 0 warnings, 0 infos)');
    expect(quiet.stderr).toBe('');
    expect(quiet.code).toBe(1);
  });

  const UNFILLED =
    /^not checked: 2 models have no modelFormat, so no runtime is selected for them yet: OME's model agent fills it in from the model's files/m;

  it('says in text what it could not check and why, also when it found nothing', async () => {
    const result = await lint(['-f', 'unfilled.yaml'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(UNFILLED);
    expect(result.stdout).toContain(
      'not checked: 1 InferenceService uses a model without modelFormat',
    );
    expect(result.stdout).toContain(
      'not checked: 1 InferenceService names a model that is not in the manifests (spec.model.name)\n',
    );
  });

  it('lists what it could not check in JSON, with the objects', async () => {
    const result = await lint(['-f', 'unfilled.yaml', '-o', 'json'], dir);
    expect(JSON.parse(result.stdout).notChecked).toEqual([
      expect.objectContaining({
        kind: 'model',
        reason: 'no-model-format',
        count: 2,
        objects: ['ClusterBaseModel/empty-1', 'ClusterBaseModel/empty-2'],
      }),
      expect.objectContaining({
        kind: 'InferenceService',
        reason: 'no-model-format',
        objects: ['InferenceService/team-a/s1'],
      }),
      expect.objectContaining({
        kind: 'InferenceService',
        reason: 'model-not-found',
        objects: ['InferenceService/team-b/s2'],
      }),
    ]);
  });

  it('gives SARIF a run-level note for each, which the schema accepts', async () => {
    const result = await lint(['-f', 'unfilled.yaml', '-o', 'sarif'], dir);
    expect(validSarif(result.stdout)).toEqual([]);
    const notes = JSON.parse(result.stdout).runs[0].invocations[0].toolExecutionNotifications;
    expect(notes.map((n: { descriptor: { id: string } }) => n.descriptor.id)).toEqual([
      'not-checked/no-model-format',
      'not-checked/no-model-format',
      'not-checked/model-not-found',
    ]);
    expect(notes[0]).toMatchObject({
      level: 'note',
      message: { text: expect.stringMatching(/^Not checked: 2 models have no modelFormat/) },
    });
    const checkedAll = await lint(['-f', 'mixed.yaml', '-o', 'sarif'], dir);
    expect(JSON.parse(checkedAll.stdout).runs[0].invocations).toBeUndefined();
  });
});

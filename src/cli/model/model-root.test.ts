/**
 * `--model-root DIR` as a user runs it: a folder of models laid out as a Hugging Face download
 * (`org/name`) or as the node's models folder, and manifests whose models have empty agent
 * fields. Every command that loads manifests fills them the same way; --model-files wins.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test-support/run-cli';
import { writeQwen3Folder } from '../../test-support/qwen3-folder';
import { tempDirForFile } from '../../test-support/temp-dir';
import { readScenario } from '../ui/run-ui';
import { parseUiArgs } from '../ui/ui-args';
import { PassThrough } from 'node:stream';

const dir = tempDirForFile('ome-sim-model-root-');
const root = join(dir, 'models');

/** A Qwen3 model folder: its config and one shard of `params` parameters. */
function writeModel(path: string, params: number): void {
  writeQwen3Folder(path, [{ w: { dtype: 'BF16', shape: [params / 1000, 1000] } }]);
}
writeModel(join(root, 'example', 'qwen3-tiny'), 2_000_000); // by storageUri
writeModel(join(root, 'acme', 'qwen3-other'), 3_000_000); // by the path's last two parts
writeModel(join(dir, 'elsewhere'), 5_000_000);

const model = (name: string, storage: string) => `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: ${name}
spec:
  storage:
${storage}
`;
const manifests = join(dir, 'catalog.yaml');
writeFileSync(
  manifests,
  [
    model('qwen3-tiny', '    storageUri: hf://example/qwen3-tiny\n    path: /mnt/x/qwen3-tiny'),
    model(
      'qwen3-other',
      '    storageUri: oci://registry/other\n    path: /raid/models/acme/qwen3-other',
    ),
    model('qwen3-lost', '    storageUri: hf://nowhere/qwen3-lost'),
    `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: qwen3-small
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      modelArchitecture: Qwen3ForCausalLM
      autoSelect: true
  modelSizeRange: {min: 1M, max: 4M}
`,
    `apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: chat
spec:
  model:
    name: qwen3-other
`,
  ].join('---\n'),
);

const FILLED =
  "note: --model-root ROOT: filled the empty fields of 2 models from their files, as OME's model agent would: qwen3-tiny, qwen3-other";
const NOT_FOUND =
  'note: --model-root ROOT: no folder for 1 model with empty fields (looked up by spec.storage.path, then spec.storage.storageUri): qwen3-lost';
const notes = (stderr: string) => stderr.replaceAll(root, 'ROOT');

describe('--model-root DIR', () => {
  const explain = (name: string, ...extra: string[]) =>
    runCli(['runtime', 'explain', '--model', name, '-f', manifests, '-o', 'json', ...extra]);

  it('fills every model it finds, by storage path or URI; says which it did not find', async () => {
    const before = await explain('qwen3-tiny');
    expect(before.code).toBe(1);
    for (const name of ['qwen3-tiny', 'qwen3-other']) {
      const run = await explain(name, '--model-root', root);
      expect(run.code).toBe(0);
      expect(notes(run.stderr)).toBe(`${FILLED}\n${NOT_FOUND}\n`);
      expect((JSON.parse(run.stdout) as { selected: { name: string } }).selected.name).toBe(
        'qwen3-small',
      );
    }
    const lost = await explain('qwen3-lost', '--model-root', root);
    expect(lost.code).toBe(1);
  });

  it('--model-files names a folder of its own, which wins over the root', async () => {
    // 5M parameters: past the runtime's 4M, so nothing qualifies where the root's 2M would.
    const run = await explain(
      'qwen3-tiny',
      '--model-root',
      root,
      '--model-files',
      `qwen3-tiny=${join(dir, 'elsewhere')}`,
    );
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { selected: unknown };
    expect(json.selected).toBeNull();
    expect(notes(run.stderr)).toContain('filled the empty fields of 1 model from their files');
  });

  it('a DIR that is not a folder is an error naming it', async () => {
    const run = await explain('qwen3-tiny', '--model-root', join(dir, 'none'));
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error: --model-root ${join(dir, 'none')}: no such folder\n`);
  });

  it('map, accelerator explain, lint, test and ui fill the same models', async () => {
    const map = await runCli([
      'runtime',
      'map',
      '--model',
      'qwen3-other',
      '-f',
      manifests,
      '--model-root',
      root,
    ]);
    expect(map.code).toBe(0);
    expect(map.stdout).toContain('qwen3-small');
    const accelerator = (...extra: string[]) =>
      runCli(['accelerator', 'explain', '--isvc', 'chat', '-f', manifests, '-o', 'json', ...extra]);
    expect((await accelerator()).code).toBe(1);
    const filled = await accelerator('--model-root', root);
    expect(filled.code).toBe(0);
    expect(notes(filled.stderr)).toContain(FILLED);
    expect(filled.stdout).toContain('"qwen3-small"');
    const lintWith = await runCli(['lint', '-f', manifests, '-o', 'json', '--model-root', root]);
    expect(notes(lintWith.stderr)).toContain(FILLED);
    const testFile = join(dir, 'ome-sim-test.yaml');
    writeFileSync(
      testFile,
      'manifests: [catalog.yaml]\nexpect:\n  - model: qwen3-tiny\n    selected: qwen3-small\n',
    );
    expect((await runCli(['test', testFile])).code).toBe(1);
    const passed = await runCli(['test', testFile, '--model-root', root]);
    expect(passed.code).toBe(0);
    expect(notes(passed.stderr)).toContain(`note: ${testFile}: --model-root ROOT: filled`);
    const ui = parseUiArgs(['-f', manifests, '--model-root', root, '--model', 'qwen3-tiny']);
    if (ui.kind !== 'ui') throw new Error(ui.kind);
    const stderr = new PassThrough();
    const served = await readScenario(ui.args, {
      stdin: new PassThrough(),
      stdout: new PassThrough(),
      stderr,
    });
    expect(served).not.toBeNull();
    expect(JSON.stringify(served)).toContain('filled by ome-sim from');
  });

  it('runtime diff fills both sides from the same folder', async () => {
    const after = join(dir, 'after.yaml');
    writeFileSync(
      after,
      `${model('qwen3-tiny', '    storageUri: hf://example/qwen3-tiny')}---\napiVersion: ome.io/v1beta1\nkind: ClusterServingRuntime\nmetadata:\n  name: qwen3-small\nspec:\n  supportedModelFormats:\n    - modelFormat: {name: safetensors, version: "1.0.0"}\n      modelFramework: {name: transformers, version: "4.51.0"}\n      modelArchitecture: Qwen3ForCausalLM\n      autoSelect: true\n  modelSizeRange: {min: 1M, max: 1.5M}\n`,
    );
    const run = await runCli([
      'runtime',
      'diff',
      '--before',
      manifests,
      '--after',
      after,
      '--model-root',
      root,
      '-o',
      'json',
    ]);
    expect(notes(run.stderr)).toContain('note: before: --model-root ROOT: filled');
    expect(notes(run.stderr)).toContain(
      'note: after: --model-root ROOT: filled the empty fields of 1 model',
    );
    expect(run.stdout).toContain('qwen3-small');
  });
});

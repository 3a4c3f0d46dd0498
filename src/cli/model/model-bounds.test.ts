/**
 * Hostile model files through the commands: configs past the size read whole (sparse files, so
 * nothing that size is written), a safetensors header nested 200,000 levels deep, and numbers
 * beyond Go's 64-bit int. Each is a message naming the file, or the estimate with a note as the
 * app gives it; never an abort, a stack overflow or `Infinity` written into the YAML.
 */
import { mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { captureStream } from '../../test-support/captured-stream';
import { tempDirForFile } from '../../test-support/temp-dir';
import { runCli } from '../../test-support/run-cli';
import { qwen3Config } from '../../test-support/qwen3-folder';
import { runUi } from '../ui/run-ui';
import { MAX_FILES, nodeModelTree } from './node-tree';

const dir = tempDirForFile('ome-sim-model-bounds-');

const CONFIG = qwen3Config({ intermediate_size: 128, vocab_size: 1000 });

/** A model folder with config.json (`config` as text) and a model.safetensors of `header`. */
function modelFolder(name: string, config: string, header?: string): string {
  const folder = join(dir, name);
  mkdirSync(folder);
  writeFileSync(join(folder, 'config.json'), config);
  if (header !== undefined) {
    const json = Buffer.from(header);
    const length = Buffer.alloc(8);
    length.writeBigUInt64LE(BigInt(json.length));
    writeFileSync(join(folder, 'model.safetensors'), Buffer.concat([length, json]));
  }
  return folder;
}

const manifests = join(dir, 'm.yaml');
writeFileSync(
  manifests,
  `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: tiny
spec:
  storage:
    storageUri: hf://example/tiny
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: any-qwen3
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      modelArchitecture: Qwen3ForCausalLM
      autoSelect: true
`,
);

describe('a config past what is read whole', () => {
  it.each([
    ['600 MiB', 600 * 1024 ** 2, '600.0 MiB'],
    ['3 GiB', 3 * 1024 ** 3, '3.0 GiB'],
    ['5 GiB', 5 * 1024 ** 3, '5.0 GiB'],
  ])('%s: model inspect names the file, exit 1 (no abort, no stack)', async (_, size, shown) => {
    const config = join(dir, `config-${size}.json`);
    writeFileSync(config, '');
    truncateSync(config, size);
    const run = await runCli(['model', 'inspect', config]);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: ${config}: is ${shown}; a model's JSON files are read up to 64.0 MiB (a real one is kilobytes): not a config, or a damaged one\n`,
    });
  });
});

describe('a safetensors header nested 200,000 levels deep', () => {
  const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  const folder = modelFolder(
    'deep-header',
    JSON.stringify(CONFIG),
    `{"w": {"dtype": ${deep}, "shape": [3]}}`,
  );
  const note = `note: ${folder}/model.safetensors: the safetensors header nests deeper than 10000 levels, where Go's JSON reader (OME's) stops; OME falls back to its estimate from ${folder}/config.json, and so does this\n`;

  it('model inspect: the estimate, with a weights-unreadable note naming the file', async () => {
    const run = await runCli(['model', 'inspect', folder, '-o', 'json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(note);
    const [entry] = JSON.parse(run.stdout) as [{ notes: { code: string }[] }];
    expect(entry.notes.map((n) => n.code)).toContain('weights-unreadable');
  });

  it('runtime explain --model-files ranks with the estimate (it used to refuse to run)', async () => {
    const run = await runCli([
      'runtime',
      'explain',
      '--model',
      'tiny',
      '-f',
      manifests,
      '--model-files',
      `tiny=${folder}`,
      '-o',
      'json',
    ]);
    expect(run.stderr).toContain(note);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { selected: { name: string } }).selected.name).toBe(
      'any-qwen3',
    );
  });

  it('ui --model-files serves the model filled with the estimate', async () => {
    const appDir = join(dir, 'app');
    mkdirSync(appDir);
    writeFileSync(join(appDir, 'index.html'), '<html><head></head><body></body></html>\n');
    const stdout = captureStream();
    const stderr = captureStream();
    const stop = new AbortController();
    const stdin = new PassThrough();
    stdin.end();
    const exit = runUi(
      ['-f', manifests, '--model-files', `tiny=${folder}`, '--port', '0'],
      { stdin, stdout: stdout.stream, stderr: stderr.stream },
      { appDir, signal: stop.signal },
    );
    const url = await Promise.race([exit.then(() => undefined), stdout.when(/http:\/\/\S+\//)]);
    expect(url).toBeDefined();
    const scenario = (await (await fetch(`${url}scenario.json`)).json()) as { manifests: string };
    stop.abort();
    expect(await exit).toBe(0);
    expect(stderr.text()).toContain(note);
    expect(scenario.manifests).toContain("(parameter size: OME's estimate without the weights)");
  });
});

describe("numbers beyond OME's Go int", () => {
  it('a config int past 2^63: --model-files is an error naming the field, nothing is ranked', async () => {
    const folder = modelFolder(
      'huge-int',
      JSON.stringify({ ...CONFIG, hidden_size: 'N' }).replace('"N"', '1e30'),
    );
    const run = await runCli([
      'runtime',
      'explain',
      '--model',
      'tiny',
      '-f',
      manifests,
      '--model-files',
      `tiny=${folder}`,
    ]);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: --model-files tiny: ${folder}/config.json: expected "hidden_size" to be a whole number within Go's 64-bit int (as OME's Go struct reads it), got 1e+30\n`,
    });
  });

  it('an estimate past 64 bits is an error naming the fields, never InfinityT in the YAML', async () => {
    const folder = modelFolder(
      'huge-estimate',
      JSON.stringify({
        ...CONFIG,
        model_type: 'new-arch',
        hidden_size: 2 ** 50,
        num_hidden_layers: 2 ** 40,
      }),
    );
    const inspect = await runCli(['model', 'inspect', folder]);
    expect(inspect.code).toBe(1);
    expect(inspect.stdout).toBe('');
    expect(inspect.stderr).toContain(
      `error: ${folder}/config.json: OME's new-arch estimate of the parameter count from hidden_size 1125899906842624, num_hidden_layers 1099511627776, vocab_size 1000 is beyond a 64-bit integer`,
    );
    expect(inspect.stderr).not.toMatch(/Infinity|e\+\d+T/);
  });
});

describe('a folder with more files than a model has', () => {
  it(`is refused past MAX_FILES (${MAX_FILES.toLocaleString('en')}), naming the folder`, async () => {
    const folder = modelFolder('crowded', JSON.stringify(CONFIG));
    for (const name of ['a', 'b', 'c']) writeFileSync(join(folder, name), '');
    // Three files allowed here: the rule, without writing 100,001 files (14 s on a busy disk).
    await expect(nodeModelTree(folder, 3)).rejects.toThrow(
      `${folder}: more than 3 files; is this a model's folder?`,
    );
    await expect(nodeModelTree(folder, 4)).resolves.toMatchObject({ paths: expect.any(Array) });
  });
});

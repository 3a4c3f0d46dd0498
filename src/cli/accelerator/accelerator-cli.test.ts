/**
 * `ome-sim accelerator explain`: its help, its arguments' errors (worded as runtime explain's),
 * the manifests read as every command reads them, and its exit codes. What it prints for a
 * decision is pinned by the golden transcripts (src/cli/golden.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../test-support/run-cli';
import { scenarioManifests } from '../../test-support/golden-cases';
import { tempDirForFile } from '../../test-support/temp-dir';

const picked = scenarioManifests('accelerator/explain/picked.yaml');
const explain = (args: readonly string[], stdin = picked) =>
  runCli(['accelerator', 'explain', ...args], stdin);

describe('ome-sim accelerator explain: arguments', () => {
  it('--help starts with what the command does and lists its flags', async () => {
    for (const argv of [
      ['accelerator', '--help'],
      ['accelerator', 'explain', '-h'],
    ]) {
      const result = await runCli(argv);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        /^ome-sim accelerator explain: which AcceleratorClass each component of an InferenceService runs on, and why/,
      );
      for (const flag of [
        '--isvc NAME',
        '-n, --namespace NS',
        '-f, --filename PATH',
        '-R, --recursive',
        '-o, --output FORMAT',
        '--ome-version V',
        '--model-files NAME=PATH',
      ])
        expect(result.stdout).toContain(flag);
    }
  });

  it('ome-sim --help names the command', async () => {
    expect((await runCli(['--help'])).stdout).toContain('ome-sim accelerator explain --isvc NAME');
  });

  it.each([
    [[], '--isvc NAME is required'],
    [['--isvc', ''], '--isvc NAME is required'],
    [['--isvc', 'x'], 'at least one -f PATH is required'],
    [
      ['--isvc', 'x', '-f', '-', '-o', 'yaml'],
      'unknown output format "yaml"; expected one of table, json',
    ],
    [['--isvc', 'x', '-f', '-', '--model', 'm'], 'unknown flag: --model'],
    [
      ['--isvc', 'x', '-f', '-', 'extra'],
      'unknown command "extra" for "ome-sim accelerator explain"',
    ],
    [['--isvc', 'x', '-f', '-', '--ome-version', 'latest'], 'unsupported --ome-version "latest"'],
  ])('%j is refused: %s', async (args, message) => {
    const result = await explain(args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`error: ${message}`);
  });

  it('another verb than explain is refused, naming what is expected', async () => {
    for (const argv of [['accelerator'], ['accelerator', 'list']]) {
      const result = await runCli(argv);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^error: unknown command "accelerator.*"; expected "accelerator explain --isvc NAME -f PATH"/,
      );
    }
  });
});

describe('ome-sim accelerator explain: input and exit codes', () => {
  const dir = tempDirForFile('ome-sim-accelerator-');

  it('reads folders with -R, as every command does', async () => {
    const root = join(dir, 'nested');
    mkdirSync(join(root, 'classes'), { recursive: true });
    writeFileSync(join(root, 'classes', 'all.yaml'), picked);
    const flat = await runCli([
      'accelerator',
      'explain',
      '--isvc',
      'llama-chat',
      '-n',
      'team-a',
      '-f',
      root,
    ]);
    expect(flat.code).toBe(1);
    expect(flat.stderr).toContain('no objects passed');
    const deep = await runCli([
      'accelerator',
      'explain',
      '--isvc',
      'llama-chat',
      '-n',
      'team-a',
      '-R',
      '-f',
      root,
    ]);
    expect(deep.code).toBe(0);
    expect(deep.stdout).toContain('engine: nvidia-a100-40gb: picked by BestFit');
  });

  it('a file that is not there fails with its name', async () => {
    const result = await explain(['--isvc', 'x', '-f', join(dir, 'missing.yaml')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('missing.yaml');
  });

  it('invalid manifests fail the command, with the problem, after the answer', async () => {
    const broken = `${picked}\n---\napiVersion: ome.io/v1beta1\nkind: AcceleratorClass\nmetadata: {name: broken}\nspec: {capabilities: {}}\n`;
    const result = await explain(['--isvc', 'llama-chat', '-n', 'team-a', '-f', '-'], broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: .*spec\.discovery/m);
    expect(result.stdout).toContain('picked by BestFit');
  });

  it('an InferenceService without spec.model has no runtime to decide on', async () => {
    const text =
      'apiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata: {name: svc}\nspec: {engine: {}}\n';
    const result = await explain(['--isvc', 'svc', '-f', '-'], text);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'error: InferenceService "svc" has no spec.model: OME selects no runtime for it, so no component gets an accelerator class\n',
    });
  });

  it('an OME tag before v0.1.5 is noted: its class selection differs from the one shown', async () => {
    const result = await explain([
      '--isvc',
      'llama-chat',
      '-n',
      'team-a',
      '-f',
      '-',
      '--ome-version',
      'v0.1.3',
    ]);
    expect(result.stderr).toContain(
      'note: OME v0.1.3 has no accelerator class selection (it came in v0.1.4); ome-sim shows the decision of v0.1.5 and later',
    );
    const v014 = await explain([
      '--isvc',
      'llama-chat',
      '-n',
      'team-a',
      '-f',
      '-',
      '--ome-version',
      '0.1.4',
    ]);
    expect(v014.stderr).toContain('OME 0.1.4 picks an accelerator class only with FirstAvailable');
    const v015 = await explain([
      '--isvc',
      'llama-chat',
      '-n',
      'team-a',
      '-f',
      '-',
      '--ome-version',
      'v0.1.5',
    ]);
    expect(v015.stderr).not.toContain('accelerator class');
  });

  it('a named class that is missing gets the nearest defined name as a hint', async () => {
    const text = scenarioManifests('accelerator/explain/named-class-missing.yaml');
    const result = await explain(['--isvc', 'chat', '-n', 'ml', '-f', '-'], text);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('hint: did you mean AcceleratorClass "nvidia-h100-80gb"?');
  });

  it('a model that fails validation fails outright, as runtime explain does', async () => {
    // The model's modelFormat is the first in the text.
    const text = picked.replace('  modelFormat: {name: safetensors}\n', '');
    const result = await explain(['--isvc', 'llama-chat', '-n', 'team-a', '-f', '-'], text);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('no runtime (');
    expect(result.stderr).toMatch(/^error: /m);
  });
});

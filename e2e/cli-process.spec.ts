/**
 * The built CLI as a shell runs it: a reader that stops early (`ome-sim runtime explain … | head`)
 * ends it quietly, as it ends kubectl, with no stack trace; input past its limits is refused with
 * one line naming it: no abort, no endless read.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateManifests } from '../scripts/generate-manifests';
import { REPO } from './pages/ui-command';

test('a reader that stops after the first lines ends the CLI quietly (exit 141, like kubectl)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-pipe-'));
  try {
    // Several hundred kilobytes of table: more than a pipe holds, so the CLI is still writing.
    const file = join(dir, 'cluster.yaml');
    writeFileSync(file, generateManifests({ runtimes: 500, models: 5, seed: 3 }));
    const child = spawn(
      process.execPath,
      [join(REPO, 'bin/ome-sim.mjs'), 'runtime', 'explain', '--model', 'model-1', '-f', file],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const firstLine = await new Promise<string>((done) =>
      child.stdout.once('data', (chunk: Buffer) => {
        child.stdout.destroy();
        done(chunk.toString().split('\n')[0]!);
      }),
    );
    // 'close', not 'exit': stderr is then read to the end (see e2e/pages/ui-command.ts).
    const code = await new Promise<number | null>((done) => child.once('close', done));
    expect(firstLine).toMatch(/^RUNTIME +SCOPE +COMPATIBLE/);
    expect({ code, stderr }).toEqual({ code: 141, stderr: '' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Runs the built CLI with `stdin` opened from a file; its exit code and output. */
function runBuilt(args: readonly string[], stdinFile: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const input = openSync(stdinFile, 'r');
    const child = spawn(process.execPath, [join(REPO, 'bin/ome-sim.mjs'), ...args], {
      stdio: [input, 'pipe', 'pipe'],
    });
    closeSync(input);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

test('standard input that never ends (< /dev/zero) is read up to the limit, then refused', async () => {
  const run = await runBuilt(['runtime', 'explain', '--model', 'm', '-f', '-'], '/dev/zero');
  expect(run).toEqual({
    code: 1,
    stdout: '',
    stderr:
      'error: <stdin> is more than 64 MiB of manifests, the most ome-sim reads in one command (docs/cli.md#limits)\n',
  });
});

test('a 5 GiB config.json is refused naming it, without reading it (a sparse file)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ome-sim-huge-config-'));
  try {
    const config = join(dir, 'config.json');
    writeFileSync(config, '');
    truncateSync(config, 5 * 1024 ** 3);
    const run = await runBuilt(['model', 'inspect', config], '/dev/null');
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: ${config}: is 5.0 GiB; a model's JSON files are read up to 64.0 MiB (a real one is kilobytes): not a config, or a damaged one\n`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

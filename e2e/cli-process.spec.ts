/**
 * The built CLI as a shell runs it: a reader that stops early (`ome-sim runtime explain … | head`)
 * ends it quietly, as it ends kubectl, with no stack trace.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

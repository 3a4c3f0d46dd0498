/**
 * `npm test` runs beside `npm start`: Vite 8 refuses a second dev server of a project whose cache
 * folder holds a live one's lock (`<cacheDir>/lock`), so the end-to-end configs give their servers
 * their own cache (OME_SIM_VITE_CACHE, read by vite.config.ts). Two real dev servers show both
 * sides: the same cache refuses the second, another cache lets it start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import devConfig from '../playwright.dev.config';
import previewConfig from '../playwright.config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const caches = mkdtempSync(join(tmpdir(), 'ome-sim-vite-cache-'));
const started: ChildProcess[] = [];
afterAll(async () => {
  // The servers are stopped and gone before their caches are removed: a server still shutting
  // down could write into a cache already removed, and leave it behind.
  const running = started.filter((child) => child.exitCode === null && child.signalCode === null);
  const closed = running.map((child) => new Promise((done) => child.once('close', done)));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(closed);
  rmSync(caches, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Starts `vite` with its cache in `cache`; resolves to "ready" or the error it printed. */
async function devServer(cache: string): Promise<'ready' | string> {
  const port = await freePort();
  // Vite itself, not through npx, so that stopping the child stops the server.
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, OME_SIM_VITE_CACHE: cache },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((done) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready in/.test(output)) done('ready');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('close', () => done(output));
  });
}

it('the end-to-end servers have caches of their own', () => {
  const envOf = (c: typeof devConfig) =>
    (Array.isArray(c.webServer) ? undefined : c.webServer?.env)?.['OME_SIM_VITE_CACHE'];
  expect(envOf(devConfig)).toBe('node_modules/.vite-e2e-dev');
  expect(envOf(previewConfig)).toBe('node_modules/.vite-e2e');
});

it('a second dev server starts beside a running one when its cache is its own', async () => {
  const shared = join(caches, 'start');
  expect(await devServer(shared)).toBe('ready'); // `npm start`
  expect(await devServer(shared)).toMatch(/Found another Vite dev process for this project/);
  expect(await devServer(join(caches, 'e2e'))).toBe('ready');
}, 120_000);

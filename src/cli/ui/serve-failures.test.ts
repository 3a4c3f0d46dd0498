/**
 * The `ome-sim ui` server when the app's files misbehave: a file that vanishes between the
 * request and its read (as during `npm run build`), one that can't be opened, one whose read
 * fails midway, and links out of the app's folder. Each is a 404 or a 500, or an answer cut
 * short, and the server goes on serving. The file system's checks and reads are wrapped so each
 * failure happens on cue; everything else is the real file system.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDirForFile } from '../../test-support/temp-dir';
import { startUiServer, type UiServer } from './serve';

/** What happens to a file of this name: it vanishes once checked, can't be read, or fails midway. */
const faults = new Map<string, 'vanish' | 'unreadable' | 'read-fails'>();
const faultOf = (path: unknown) => faults.get(String(path).split('/').at(-1)!);

const denied = (path: unknown) =>
  Object.assign(new Error(`EACCES: permission denied, open '${String(path)}'`), {
    code: 'EACCES',
  });

/** A stream that gives a few bytes, then fails as a disk error would. */
function failingStream(): PassThrough {
  const stream = new PassThrough();
  stream.write('partial');
  setImmediate(() => stream.destroy(new Error('EIO: i/o error, read')));
  return stream;
}

// The checks a server may make (stat, realpath) remove a vanishing file once they have looked;
// the reads it may make (open, a read stream) fail for the other two. Everything else is real.
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const checked =
    <A extends unknown[], R>(check: (path: string, ...rest: A) => Promise<R>) =>
    async (path: string, ...rest: A): Promise<R> => {
      const result = await check(path, ...rest);
      if (faultOf(path) === 'vanish') rmSync(path, { force: true });
      return result;
    };
  const stat = checked(real.stat as (path: string) => Promise<import('node:fs').Stats>);
  const realpath = checked(real.realpath as (path: string) => Promise<string>);
  const open = async (path: string, flags?: number): Promise<FileHandle> => {
    if (faultOf(path) === 'unreadable') throw denied(path);
    const handle = await real.open(path, flags);
    if (faultOf(path) !== 'read-fails') return handle;
    return Object.assign(Object.create(handle) as FileHandle, {
      createReadStream: () => {
        void handle.close();
        return failingStream();
      },
    });
  };
  const mocked = { ...real, stat, realpath, open };
  return { ...mocked, default: mocked };
});
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const createReadStream = (path: string, ...rest: unknown[]) => {
    const fault = faultOf(path);
    if (fault === 'unreadable') {
      const stream = new PassThrough();
      setImmediate(() => stream.destroy(denied(path)));
      return stream;
    }
    if (fault === 'read-fails') return failingStream();
    return (real.createReadStream as (...args: unknown[]) => unknown)(path, ...rest);
  };
  const mocked = { ...real, createReadStream };
  return { ...mocked, default: mocked };
});

const root = tempDirForFile('ome-sim-serve-failures-');
const app = join(root, 'dist');
mkdirSync(join(app, 'assets'), { recursive: true });
writeFileSync(join(app, 'index.html'), '<html><head></head></html>\n');
for (const name of ['gone.js', 'locked.js', 'broken.js', 'fine.js'])
  writeFileSync(join(app, 'assets', name), `// ${name}\n`);
faults.set('gone.js', 'vanish');
faults.set('locked.js', 'unreadable');
faults.set('broken.js', 'read-fails');
// Links: one to a file outside dist/, one to a folder outside it, one that stays inside.
writeFileSync(join(root, 'secret.txt'), 'secret\n');
mkdirSync(join(root, 'outside'));
writeFileSync(join(root, 'outside', 'x.js'), 'outside\n');
symlinkSync(join(root, 'secret.txt'), join(app, 'assets', 'secret.js'));
symlinkSync(join(root, 'outside'), join(app, 'linked'));
symlinkSync(join(app, 'assets', 'fine.js'), join(app, 'assets', 'alias.js'));

/** GET `path`; the status and body, or 'cut' when the connection ends before the answer does. */
function get(url: string, path: string): Promise<{ status: number; body: string } | 'cut'> {
  const { hostname, port, host } = new URL(url);
  return new Promise((done) => {
    const req = request({ hostname, port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      res.on('error', () => done('cut'));
      res.on('aborted', () => done('cut'));
    });
    req.on('error', () => done('cut'));
    req.end();
  });
}

describe('ome-sim ui server, when files misbehave', () => {
  let server: UiServer;
  let prefix: string;
  beforeAll(async () => {
    server = await startUiServer({ appDir: app, scenario: null, port: 0 });
    prefix = new URL(server.url).pathname;
  });
  afterAll(() => server.close());

  const fine = async () =>
    expect(await get(server.url, `${prefix}assets/fine.js`)).toEqual({
      status: 200,
      body: '// fine.js\n',
    });

  it('a file that vanishes between the request and its read is a 404; the server goes on', async () => {
    expect(await get(server.url, `${prefix}assets/gone.js`)).toMatchObject({ status: 404 });
    await fine();
  });

  it('a file that cannot be opened is a 500; the server goes on', async () => {
    expect(await get(server.url, `${prefix}assets/locked.js`)).toEqual({
      status: 500,
      body: 'Cannot read this file\n',
    });
    await fine();
  });

  it('a read that fails midway cuts that answer short; the server goes on', async () => {
    const answer = await get(server.url, `${prefix}assets/broken.js`);
    expect(answer === 'cut' || (answer.status === 200 && answer.body === 'partial')).toBe(true);
    await fine();
  });

  it('serves only files whose real path is inside dist/: links out of it are a 404', async () => {
    expect(await get(server.url, `${prefix}assets/secret.js`)).toMatchObject({ status: 404 });
    expect(await get(server.url, `${prefix}linked/x.js`)).toMatchObject({ status: 404 });
    expect(await get(server.url, `${prefix}assets/alias.js`)).toEqual({
      status: 200,
      body: '// fine.js\n',
    });
  });
});

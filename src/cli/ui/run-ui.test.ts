/** `ome-sim ui` in-process: what it reads, serves and prints, its port choice, and stopping. */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorText, runUi } from './run-ui';
import { captureStream } from '../../test-support/captured-stream';
import { tempDirForFile } from '../../test-support/temp-dir';

const dir = tempDirForFile('ome-sim-run-ui-');
writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>\n');
const MODEL = 'kind: BaseModel\nmetadata:\n  name: m\n  namespace: ns\n';
const model = join(dir, 'model.yaml');
writeFileSync(model, MODEL);

/** Starts `ome-sim ui ARGV` in-process; resolves once it prints its address. */
async function start(argv: string[], stdinText = '', defaultPort?: number) {
  const stdin = new PassThrough();
  stdin.end(stdinText);
  const stdout = captureStream();
  const stderr = captureStream();
  const stop = new AbortController();
  const exit = runUi(
    argv,
    { stdin, stdout: stdout.stream, stderr: stderr.stream },
    { appDir: dir, signal: stop.signal, ...(defaultPort === undefined ? {} : { defaultPort }) },
  );
  // The address is printed once the server listens; a run that ends first prints none.
  const url = await Promise.race([exit.then(() => null), stdout.when(/http:\/\/\S+\//)]);
  return { url, stderr: stderr.text, stop: () => (stop.abort(), exit), exit };
}

describe('ome-sim ui', () => {
  let taken: Server;
  let takenPort = 0;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => taken.close(() => done())));

  it('serves standard input and files as one text, with the question asked', async () => {
    const ui = await start(
      ['-f', '-', '-f', model, '--model', 'm', '-n', 'ns', '--port', '0'],
      'kind: ClusterServingRuntime\n',
    );
    const scenario = await (await fetch(`${ui.url}scenario.json`)).json();
    expect(scenario).toEqual({
      manifests: `# <stdin>\nkind: ClusterServingRuntime\n---\n# ${model}\n${MODEL}`,
      target: { kind: 'model', name: 'm' },
      namespace: 'ns',
      omeRelease: null,
    });
    expect(await ui.stop()).toBe(0);
    await expect(fetch(ui.url!)).rejects.toThrow(); // stopped: nothing listens any more
  });

  it('serves --ome-version as written, with the note runtime explain prints', async () => {
    const ui = await start(['-f', model, '--ome-version', 'v1.4.0-rc.1', '--port', '0']);
    const scenario = await (await fetch(`${ui.url}scenario.json`)).json();
    expect(scenario).toMatchObject({ omeRelease: 'v1.4.0-rc.1' });
    expect(ui.stderr()).toBe(
      'note: OME v1.4.0-rc.1 is newer than the releases ome-sim knows (up to 1.3); reproducing 1.3 behaviour\n',
    );
    expect(await ui.stop()).toBe(0);
    const wrong = await start(['-f', model, '--ome-version', '1.x']);
    expect(await wrong.exit).toBe(1);
    expect(wrong.stderr()).toBe(
      'error: unsupported --ome-version "1.x"; expected an OME release such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1\n',
    );
  });

  it('keeps one file as it is written', () => {
    expect(editorText([{ name: 'a.yaml', text: MODEL }])).toBe(MODEL);
  });

  it('moves to a free port when the default one is taken, and says so', async () => {
    const ui = await start(['-f', model], '', takenPort);
    expect(ui.url).not.toContain(`:${takenPort}/`);
    expect(ui.stderr()).toBe(
      `note: port ${takenPort} is in use, so this runs on another one; work autosaved in the browser at port ${takenPort} is not shown there\n`,
    );
    expect(await ui.stop()).toBe(0);
  });

  it('refuses a --port that is taken, and a path that does not exist', async () => {
    const busy = await start(['-f', model, '--port', String(takenPort)]);
    expect(busy.url).toBeNull();
    expect(await busy.exit).toBe(1);
    expect(busy.stderr()).toBe(
      `error: port ${takenPort} is in use; pass another --port, or --port 0 for any free one\n`,
    );
    const missing = await start(['-f', join(dir, 'nope.yaml')]);
    expect(await missing.exit).toBe(1);
    expect(missing.stderr()).toBe(`error: the path "${join(dir, 'nope.yaml')}" does not exist\n`);
  });
});

/**
 * Reading manifests with a bound and with messages that name the real cause, as a user runs the
 * commands: standard input that never ends (`< /dev/zero`), files past the limit (sparse, so
 * nothing of that size is written), UTF-16, a loop of links, a link to nothing, `--base` outside
 * a git repository. Each is one `error:` line naming the file or `<stdin>`, exit 1, no stack.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureStream } from '../../test-support/captured-stream';
import { tempDirForFile } from '../../test-support/temp-dir';
import { main } from '../main';
import { runCli } from '../../test-support/run-cli';
import { MAX_MANIFEST_BYTES } from '.';

const dir = tempDirForFile('ome-sim-bounded-');

const MANIFESTS = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: tiny
spec:
  modelFormat: {name: safetensors, version: "1.0.0"}
  modelFramework: {name: transformers, version: "4.51.0"}
  modelParameterSize: 1B
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: only
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: "1.0.0"}
      autoSelect: true
`;
const good = join(dir, 'good.yaml');
writeFileSync(good, MANIFESTS);

/** Runs the CLI in-process with `stdin` as its standard input. */
async function runWithStdin(argv: readonly string[], stdin: NodeJS.ReadableStream) {
  const stdout = captureStream();
  const stderr = captureStream();
  const code = await main(argv, { stdin, stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const LIMIT = `is more than ${MAX_MANIFEST_BYTES / 1024 / 1024} MiB of manifests, the most ome-sim reads in one command (docs/cli.md#limits)`;

describe('manifests are read up to a limit', () => {
  it('-f - from a stream that never ends (< /dev/zero) stops at the limit, naming <stdin>', async () => {
    const stdin = createReadStream('/dev/zero');
    const run = await runWithStdin(['runtime', 'explain', '--model', 'tiny', '-f', '-'], stdin);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `error: <stdin> ${LIMIT}\n` });
    expect(stdin.destroyed).toBe(true);
  });

  it('-f /dev/zero (a file with no size) stops at the limit, naming it', async () => {
    const run = await runCli(['runtime', 'explain', '--model', 'tiny', '-f', '/dev/zero']);
    expect(run).toEqual({ code: 1, stdout: '', stderr: `error: /dev/zero ${LIMIT}\n` });
  });

  it('a file past the limit is refused by its size, unread: 3 GiB, as every command reads it', async () => {
    const huge = join(dir, 'huge.yaml');
    writeFileSync(huge, '');
    truncateSync(huge, 3 * 1024 ** 3);
    const expected = { code: 1, stdout: '', stderr: `error: ${huge} ${LIMIT}\n` };
    expect(await runCli(['runtime', 'explain', '--model', 'tiny', '-f', huge])).toEqual(expected);
    expect(await runCli(['runtime', 'map', '--model', 'tiny', '-f', huge])).toEqual(expected);
    const lint = await runCli(['lint', '-f', huge]);
    expect(lint.stderr).toContain(`${huge} ${LIMIT}`);
    expect(lint.code).toBe(2);
  });

  it('the limit is for all -f paths together: a file that takes the total past it is named', async () => {
    const big = join(dir, 'big.yaml');
    writeFileSync(big, '');
    truncateSync(big, MAX_MANIFEST_BYTES - 1024);
    const second = join(dir, 'second.yaml');
    writeFileSync(second, MANIFESTS.repeat(4));
    const run = await runCli(['runtime', 'explain', '--model', 'tiny', '-f', big, '-f', second]);
    expect(run.stderr).toBe(
      `error: ${second}, with the manifests read before it, is more than 64 MiB of manifests, the most ome-sim reads in one command (docs/cli.md#limits)\n`,
    );
    expect(run.code).toBe(1);
  });

  it('an ome-sim test file past the limit is a malformed file naming it', async () => {
    const test = join(dir, 'tests', 'ome-sim-test.yaml');
    mkdirSync(join(dir, 'tests'));
    writeFileSync(test, '');
    truncateSync(test, 2 * MAX_MANIFEST_BYTES);
    const run = await runCli(['test', join(dir, 'tests')]);
    expect(run.stderr).toBe(`error: ${test}: line 1: ${test} ${LIMIT}\n`);
    expect(run.code).toBe(1);
  });
});

describe('UTF-16, as kubectl reads it', () => {
  const ranked = async (file: string) =>
    runCli(['runtime', 'explain', '--model', 'tiny', '-f', file, '-o', 'json']);

  it.each([
    ['little-endian', 'utf16le', [0xff, 0xfe]],
    ['big-endian', 'utf16be', [0xfe, 0xff]],
  ] as const)(
    'with a byte-order mark (%s) it is read, as kubectl reads it, the same as UTF-8',
    async (label, encoding, mark) => {
      const file = join(dir, `bom-${label}.yaml`);
      const le = Buffer.from(MANIFESTS, 'utf16le');
      writeFileSync(
        file,
        Buffer.concat([Buffer.from(mark), encoding === 'utf16le' ? le : le.swap16()]),
      );
      const run = await ranked(file);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toBe((await ranked(good)).stdout);
    },
  );

  it('from standard input too', async () => {
    const file = join(dir, 'stdin-utf16.yaml');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(MANIFESTS, 'utf16le')]),
    );
    const run = await runWithStdin(
      ['runtime', 'explain', '--model', 'tiny', '-f', '-', '-o', 'json'],
      createReadStream(file),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe((await ranked(good)).stdout);
  });

  it('without a mark it is refused, saying it is UTF-16 and how to convert it (not "null byte")', async () => {
    const file = join(dir, 'no-bom.yaml');
    writeFileSync(file, Buffer.from(MANIFESTS, 'utf16le'));
    expect(await ranked(file)).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: ${file} is UTF-16 text without a byte-order mark, which kubectl does not read (it reads UTF-8, or UTF-16 that starts with a byte-order mark): convert it to UTF-8, e.g. iconv -f UTF-16LE -t UTF-8\n`,
    });
    writeFileSync(file, Buffer.from(MANIFESTS, 'utf16le').swap16());
    expect((await ranked(file)).stderr).toContain('iconv -f UTF-16BE -t UTF-8');
  });
});

describe('messages that name the real cause', () => {
  it('a loop of links given directly: a loop, not "does not exist"', async () => {
    const a = join(dir, 'loop-a.yaml');
    const b = join(dir, 'loop-b.yaml');
    symlinkSync(b, a);
    symlinkSync(a, b);
    expect(await runCli(['runtime', 'explain', '--model', 'tiny', '-f', a])).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: cannot read ${a}: a loop of symbolic links (each leads to the next, and back)\n`,
    });
  });

  it('a link to nothing given directly says so', async () => {
    const link = join(dir, 'dangling.yaml');
    symlinkSync(join(dir, 'nowhere.yaml'), link);
    expect((await runCli(['runtime', 'explain', '--model', 'tiny', '-f', link])).stderr).toBe(
      `error: cannot read ${link}: no such file (a link to nothing?)\n`,
    );
    // A path that is not there at all still does not exist.
    expect(
      (await runCli(['runtime', 'explain', '--model', 'tiny', '-f', join(dir, 'x')])).stderr,
    ).toBe(`error: the path "${join(dir, 'x')}" does not exist\n`);
  });

  it('--base outside a git repository says so, not "not a git revision here"', async () => {
    // The temp folder is outside any repository; GIT_CEILING_DIRECTORIES keeps git from looking
    // above it, should the temp folder sit inside one.
    const outside = join(dir, 'not-a-repo');
    mkdirSync(outside);
    writeFileSync(join(outside, 'm.yaml'), MANIFESTS);
    const before = process.env['GIT_CEILING_DIRECTORIES'];
    process.env['GIT_CEILING_DIRECTORIES'] = dir;
    try {
      const run = await runCli([
        'runtime',
        'diff',
        '--base',
        'HEAD',
        '-f',
        join(outside, 'm.yaml'),
      ]);
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr: `error: --base HEAD: ${join(outside, 'm.yaml')} is not inside a git repository; --base reads the -f paths as a git revision of their repository (run it in a checkout, or compare folders with --before and --after)\n`,
      });
    } finally {
      if (before === undefined) delete process.env['GIT_CEILING_DIRECTORIES'];
      else process.env['GIT_CEILING_DIRECTORIES'] = before;
    }
  });

  it('--base inside a repository, with a revision it lacks, still says that', async () => {
    const repo = join(dir, 'repo');
    mkdirSync(repo);
    writeFileSync(join(repo, 'm.yaml'), MANIFESTS);
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
    const run = await runCli(['runtime', 'diff', '--base', 'HEAD', '-f', join(repo, 'm.yaml')]);
    expect(run.stderr).toBe(
      'error: --base HEAD: not a git revision here (is the history checked out?)\n',
    );
  });

  it('--ome-version refuses a number past what a version holds, not reading it as 1.0.0', async () => {
    const run = await runCli([
      'runtime',
      'explain',
      '--model',
      'tiny',
      '-f',
      good,
      '--ome-version',
      '1.99999999999999999999',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: unsupported --ome-version "1\.99999999999999999999"/);
    expect(run.stderr).not.toContain('older');
  });
});

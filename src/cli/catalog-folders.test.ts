/**
 * OME's catalog as its repository keeps it: `config/runtimes/srt/<vendor>/*.yaml` and
 * `config/models/<vendor>/*.yaml`, nested folders only. Every command that takes -f reads it
 * with -R, says why it read nothing without -R, and skips an ome-sim test file kept beside it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithCatalog, unpackCatalog } from '../test-support/ome-catalog';
import { runCli } from '../test-support/run-cli';
import { readScenario } from './ui/run-ui';
import { parseUiArgs } from './ui/ui-args';

/** 414 files read, loaded and ranked several times per test: a loaded machine needs a while. */
const CATALOG_TIMEOUT = 120_000;

const NOT_READ =
  'has no manifest files of its own, and 414 manifest files in subfolders, not read: add -R (--recursive) to read them';

describeWithCatalog("OME's nested catalog folders, read with -R by every command", () => {
  let root = '';
  let remove = () => {};
  let config = '';
  beforeAll(() => {
    ({ root, remove } = unpackCatalog());
    config = join(root, 'config');
  }, CATALOG_TIMEOUT);
  afterAll(() => remove());

  it(
    'runtime explain reads them with -R, and names -R when it reads nothing without it',
    async () => {
      const withR = await runCli([
        'runtime',
        'explain',
        '--model',
        'qwen3-32b',
        '-R',
        '-f',
        config,
        '-o',
        'json',
      ]);
      expect(withR.code).toBe(0);
      const json = JSON.parse(withR.stdout) as { selected: { name: string }; rows: unknown[] };
      expect(json.selected.name).toBe('srt-qwen3-32b');
      expect(json.rows.length).toBe(203);
      expect(withR.stderr).not.toContain('note:');
      const without = await runCli(['runtime', 'explain', '--model', 'qwen3-32b', '-f', config]);
      expect(without.code).toBe(1);
      expect(without.stderr).toBe(
        `note: ${config} ${NOT_READ}\n` +
          `error: no objects passed: ${config} holds no ServingRuntime, ClusterServingRuntime, BaseModel, ClusterBaseModel, InferenceService or AcceleratorClass\n`,
      );
    },
    CATALOG_TIMEOUT,
  );

  it(
    'an ome-sim test file beside the manifests is skipped with a note, not read as broken',
    async () => {
      const testFile = join(config, 'ome-sim-test.yaml');
      writeFileSync(
        testFile,
        'manifests: [runtimes/, models/]\nexpect:\n  - model: qwen3-32b\n    selected: srt-qwen3-32b\n',
      );
      const explain = await runCli([
        'runtime',
        'explain',
        '--model',
        'qwen3-32b',
        '-R',
        '-f',
        config,
      ]);
      expect(explain.code).toBe(0);
      expect(explain.stderr).toContain(
        `note: skipped ${testFile}: an ome-sim test file, not manifests (run it with ome-sim test)\n`,
      );
      expect(explain.stderr).not.toMatch(/^error:/m);
      // `test` reads the folders its file lists: with -R it passes; without, it says why not.
      const passed = await runCli(['test', '-R', testFile]);
      expect(passed.stderr).toBe('');
      expect(passed.stdout).toMatch(/^PASS .*qwen3-32b.*srt-qwen3-32b/m);
      expect(passed.code).toBe(0);
      const notRead = await runCli(['test', testFile]);
      expect(notRead.code).toBe(1);
      expect(notRead.stderr).toContain(
        `note: ${testFile}: ${join(config, 'runtimes')} has no manifest files of its own, and 207 manifest files in subfolders, not read: add -R (--recursive) to read them\n`,
      );
      rmSync(testFile);
    },
    CATALOG_TIMEOUT,
  );

  it(
    'ui serves them with -R, and puts the note naming -R in the page without it',
    async () => {
      const io = (stderr: PassThrough, stdout = new PassThrough()) => ({
        stdin: new PassThrough(),
        stdout,
        stderr,
      });
      const parsed = parseUiArgs(['-R', '-f', config, '--model', 'qwen3-32b']);
      if (parsed.kind !== 'ui') throw new Error(parsed.kind);
      const scenario = await readScenario(parsed.args, io(new PassThrough()));
      expect(scenario).not.toBeNull();
      const text = (scenario as { manifests: string }).manifests;
      expect(text.match(/^kind: ClusterServingRuntime$/gm)?.length).toBe(207);
      expect(text.match(/^kind: ClusterBaseModel$/gm)?.length).toBe(207);
      const bare = parseUiArgs(['-f', config]);
      if (bare.kind !== 'ui') throw new Error(bare.kind);
      const stderr = new PassThrough();
      const empty = (await readScenario(bare.args, io(stderr))) as { manifests: string };
      // The note heads the editor as comment lines short enough to be seen whole.
      const lines = empty.manifests.trimEnd().split('\n');
      for (const line of lines) {
        expect(line).toMatch(/^# \S/);
        if (line.length > 36) expect(line.slice(2)).not.toContain(' '); // only a long word alone
      }
      expect(lines.map((line) => line.slice(2)).join(' ')).toBe(
        `ome-sim ui: ${config} ${NOT_READ}`,
      );
      expect(String(stderr.read())).toBe(`note: ${config} ${NOT_READ}\n`);
      // It says what it serves, and warns about a question the manifests lack, with the nearest name.
      const typo = parseUiArgs(['-R', '-f', config, '--model', 'qwen3-23b']);
      if (typo.kind !== 'ui') throw new Error(typo.kind);
      const [out, err] = [new PassThrough(), new PassThrough()];
      await readScenario(typo.args, io(err, out));
      expect(String(out.read())).toBe(
        'ome-sim ui: serving 414 files (203 runtimes, 207 models, 0 InferenceServices); asking about model qwen3-23b\n',
      );
      expect(String(err.read())).toContain(
        'warning: the page asks about something the manifests lack: clusterbasemodels.ome.io "qwen3-23b" not found\nhint: did you mean model "qwen3-32b"?\n',
      );
    },
    CATALOG_TIMEOUT,
  );

  it(
    'runtime diff --base reads both sides with -R in the same order',
    async () => {
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
          cwd: root,
          stdio: 'pipe',
        });
      git('init', '-q', '-b', 'main');
      git('add', '-A');
      git('commit', '-qm', 'catalog');
      const runtime = join(config, 'runtimes', 'srt', 'Qwen', 'Qwen3-32B-rt.yaml');
      const same = await runCli([
        'runtime',
        'diff',
        '--base',
        'HEAD',
        '-R',
        '-f',
        config,
        '-o',
        'json',
      ]);
      expect(same.code).toBe(0);
      expect(JSON.parse(same.stdout)).toMatchObject({ changes: [] });
      writeFileSync(
        runtime,
        readFileSync(runtime, 'utf8').replace(/autoSelect: true/g, 'autoSelect: false'),
      );
      const moved = await runCli(['runtime', 'diff', '--base', 'HEAD', '-R', '-f', config]);
      expect(moved.code).toBe(0);
      expect(moved.stdout).toContain('qwen3-32b');
      const without = await runCli(['runtime', 'diff', '--base', 'HEAD', '-f', config]);
      expect(without.stderr).toContain(`note: before: HEAD:${config} ${NOT_READ}\n`);
      expect(without.stderr).toContain(`note: after: ${config} ${NOT_READ}\n`);
    },
    CATALOG_TIMEOUT,
  );
});

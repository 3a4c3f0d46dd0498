/**
 * `-f` paths that hold no OME object are an error, as kubectl refuses "no objects passed to
 * apply": a command that checked nothing must not pass quietly (runtime explain, map, lint, each
 * side of runtime diff, the manifests an ome-sim test file names).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli';
import { tempDirForFile } from '../test-support/temp-dir';

const dir = tempDirForFile('ome-sim-empty-');
const WORKED = readFileSync(new URL('../examples/worked-example.yaml', import.meta.url), 'utf8');
const write = (path: string, text: string): string => {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  return full;
};

/** A folder whose manifests are all one level down: without -R it yields nothing. */
const nested = join(dir, 'catalog');
write('catalog/runtimes/all.yaml', WORKED);
const configMap = write(
  'configmap.yaml',
  'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
);
const worked = write('worked.yaml', WORKED);
const NONE =
  'ServingRuntime, ClusterServingRuntime, BaseModel, ClusterBaseModel, InferenceService or AcceleratorClass';

describe('paths that hold no OME object', () => {
  it.each([
    [
      'runtime explain',
      ['runtime', 'explain', '--model', 'llama-3-2-3b-instruct', '-f', nested],
      1,
    ],
    ['runtime map', ['runtime', 'map', '--model', 'llama-3-2-3b-instruct', '-f', nested], 1],
    ['lint (could not lint: 2, as ESLint)', ['lint', '-f', nested], 2],
  ])('%s: an error after the note naming -R', async (_, argv, code) => {
    const result = await runCli(argv);
    expect(result.code).toBe(code);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('add -R (--recursive) to read them');
    expect(result.stderr).toContain(`error: no objects passed: ${nested} holds no ${NONE}\n`);
  });

  it('a file of other kinds only, and empty standard input', async () => {
    const other = await runCli(['runtime', 'explain', '--model', 'm', '-f', configMap]);
    expect(other.code).toBe(1);
    // The skipped document is said first: it is why nothing is left.
    expect(other.stderr).toMatch(
      new RegExp(
        `^note: .*ConfigMap.*\nerror: no objects passed: ${configMap} holds no ${NONE}\n$`,
      ),
    );
    const stdin = await runCli(['runtime', 'explain', '--model', 'm', '-f', '-'], '');
    expect(stdin.code).toBe(1);
    expect(stdin.stderr).toBe(`error: no objects passed: standard input holds no ${NONE}\n`);
  });

  it('each side of runtime diff; a CI job no longer passes having checked nothing', async () => {
    const empty = await runCli(['runtime', 'diff', '--before', nested, '--after', nested]);
    expect(empty.code).toBe(1);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain(
      `error: before: no objects passed: ${nested} holds no ${NONE}\n`,
    );
    const after = await runCli(['runtime', 'diff', '--before', worked, '--after', configMap]);
    expect(after.code).toBe(1);
    expect(after.stderr).toContain(`error: after: no objects passed: ${configMap} holds no`);
    const read = await runCli(['runtime', 'diff', '-R', '--before', nested, '--after', worked]);
    expect(read.code).toBe(0);
  });

  it('the manifests of an ome-sim test file, on its manifests line', async () => {
    const test = write(
      'tests/ome-sim-test.yaml',
      `manifests: [../catalog]\nexpect:\n  - model: llama-3-2-3b-instruct\n    namespace: llama-demo\n    selected: team-llama\n`,
    );
    const result = await runCli(['test', test]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${test}: line 1: manifests: no objects passed: ../catalog holds no ${NONE}`,
    );
  });
});

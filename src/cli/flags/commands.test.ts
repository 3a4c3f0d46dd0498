/**
 * Every command reads its flags with the one parser: the same command line written in each of
 * kubectl's forms gives the same output, command by command, end to end.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scenarioManifests } from '../../test-support/golden-cases';
import { runCli } from '../../test-support/run-cli';
import { tempDirForFile } from '../../test-support/temp-dir';
import { parseUiArgs } from '../ui/ui-args';

const WORKED = fileURLToPath(new URL('../../examples/worked-example.yaml', import.meta.url));
const MODEL = 'llama-3-2-3b-instruct';
const dir = tempDirForFile('ome-sim-forms-');

/** Runs each spelling and expects one answer, with `code`. */
async function sameForEvery(spellings: string[][], code: number): Promise<void> {
  const [first, ...rest] = await Promise.all(spellings.map((argv) => runCli(argv)));
  expect(first!.code, first!.stderr).toBe(code);
  for (const [i, result] of rest.entries())
    expect(result, spellings[i + 1]!.join(' ')).toEqual(first);
}

describe('each command takes the same forms', () => {
  it('runtime explain', async () => {
    const explain = ['runtime', 'explain', '--model', MODEL];
    await sameForEvery(
      [
        [...explain, '-n', 'llama-demo', '-f', WORKED, '-o', 'json'],
        [...explain, '-n=llama-demo', '-f=' + WORKED, '-o=json'],
        [...explain, '-nllama-demo', '-f' + WORKED, '-ojson', '-R=false'],
        [...explain, '--namespace=llama-demo', '--filename', WORKED, '--output=json', '--'],
      ],
      0,
    );
  });

  it('runtime map', async () => {
    const map = ['runtime', 'map', '--model', MODEL, '-n', 'llama-demo'];
    await sameForEvery(
      [
        [...map, '-f', WORKED, '-o', 'json'],
        [...map, '-f=' + WORKED, '-ojson', '--recursive=F'],
        [...map, '-Rf', WORKED, '--output=json', '--'],
      ],
      0,
    );
  });

  it('accelerator explain', async () => {
    const file = join(dir, 'picked.yaml');
    writeFileSync(file, scenarioManifests('accelerator/explain/picked.yaml'));
    const explain = ['accelerator', 'explain'];
    await sameForEvery(
      [
        [...explain, '--isvc', 'llama-chat', '-n', 'team-a', '-f', file, '-o', 'json'],
        [...explain, '--isvc=llama-chat', '-nteam-a', '-f=' + file, '-ojson', '-R=false'],
        [
          ...explain,
          '--namespace=team-a',
          '--filename',
          file,
          '--output=json',
          '--isvc',
          'llama-chat',
          '--',
        ],
      ],
      0,
    );
  });

  it('runtime diff', async () => {
    const diff = ['runtime', 'diff', '--before', WORKED];
    await sameForEvery(
      [
        [...diff, '--after', WORKED, '-n', 'llama-demo', '-o', 'json', '--exit-code'],
        [...diff, '--after=' + WORKED, '-nllama-demo', '-ojson', '--exit-code=true'],
        [...diff, '--after', WORKED, '--namespace=llama-demo', '-o=json', '--exit-code=1', '--'],
      ],
      0,
    );
  });

  it('lint', async () => {
    await sameForEvery(
      [
        ['lint', '-f', WORKED, '-o', 'json', '--max-warnings', '-1'],
        ['lint', '-f=' + WORKED, '-ojson', '--max-warnings=-1', '-R=0'],
        ['lint', '-Rf' + WORKED, '--output=json', '--'],
      ],
      0,
    );
  });

  it('test and model inspect: -- lets an argument start with a dash', async () => {
    expect(await runCli(['test', '-o', 'junit', '--', '-missing'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: the path "-missing" does not exist\n',
    });
    expect(await runCli(['test', '-ojunit', '-R=false', '-missing'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: unknown flag: -missing for "ome-sim test"\n',
    });
    const inspect = await runCli(['model', 'inspect', '-ojson', '--', '-missing']);
    expect(inspect.code).toBe(1);
    expect(inspect.stderr).toBe('error: -missing: no such file or folder\n');
    expect(JSON.parse(inspect.stdout)).toEqual([
      { path: '-missing', error: '-missing: no such file or folder' },
    ]);
  });

  it('ui', () => {
    const plain = parseUiArgs(['-f', WORKED, '-n', 'llama-demo', '--model', MODEL, '-R']);
    expect(plain.kind).toBe('ui');
    for (const argv of [
      ['-f=' + WORKED, '-nllama-demo', '--model=' + MODEL, '--recursive=true'],
      ['-Rf', WORKED, '--namespace=llama-demo', '--model', MODEL, '--'],
    ])
      expect(parseUiArgs(argv), argv.join(' ')).toEqual(plain);
    expect(parseUiArgs(['-f', WORKED, '-R', '-R=false'])).toMatchObject({
      kind: 'ui',
      args: { recursive: false },
    });
  });
});

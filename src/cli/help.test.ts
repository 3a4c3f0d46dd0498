/**
 * Every command's --help is its own and starts with one line saying what the command does;
 * `ome-sim --help` lists them all.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../test-support/run-cli';

const COMMANDS = [
  ['runtime', 'explain'],
  ['accelerator', 'explain'],
  ['runtime', 'diff'],
  ['runtime', 'map'],
  ['test'],
  ['lint'],
  ['model', 'inspect'],
  ['ui'],
] as const;

describe('--help', () => {
  it.each(COMMANDS.map((c) => c.join(' ')))('%s starts with what it does', async (command) => {
    const { stdout, stderr, code } = await runCli([...command.split(' '), '--help']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const [first] = stdout.split('\n');
    expect(first).toMatch(new RegExp(`^ome-sim ${command}: \\S`));
    expect(stdout).toContain('Usage:');
  });

  it('runtime explain --help lists its own flags, not every command', async () => {
    const own = (await runCli(['runtime', 'explain', '--help'])).stdout;
    const top = (await runCli(['--help'])).stdout;
    expect(own).not.toBe(top);
    expect(own).toContain('--with-effective');
    expect(own).not.toContain('ome-sim lint -f PATH');
  });

  it('ome-sim --help names every command', async () => {
    const top = (await runCli(['--help'])).stdout;
    for (const command of COMMANDS) expect(top).toContain(`ome-sim ${command.join(' ')} `);
  });

  it('an unknown command names the ones there are', async () => {
    const { stderr, code } = await runCli(['runtime', 'pick']);
    expect(code).toBe(1);
    expect(stderr).toContain('expected runtime explain, accelerator explain, runtime diff');
  });
});

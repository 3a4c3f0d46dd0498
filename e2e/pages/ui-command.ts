/**
 * `ome-sim ui` as a user starts it: a child process given arguments (and maybe standard input),
 * whose printed address is opened; Ctrl+C (SIGINT) stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const WORKED_EXAMPLE = fileURLToPath(
  new URL('../../src/examples/worked-example.yaml', import.meta.url),
);

/** `ome-sim runtime explain` asking the worked example's question (add `-f FILE`). */
export const EXPLAIN_WORKED_QUESTION = [
  'runtime',
  'explain',
  '--model',
  'llama-3-2-3b-instruct',
  '-n',
  'llama-demo',
] as const;

export interface RunningUi {
  /** http://127.0.0.1:PORT/TOKEN/ as printed. */
  readonly url: string;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Sends Ctrl+C; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/** An installed command runs as itself (shebang and all); the checkout's through this Node. */
const commandLine = (bin: string | undefined): string[] =>
  bin === undefined ? [process.execPath, `${REPO}bin/ome-sim.mjs`] : [bin];

/**
 * The exit code once the process has exited AND its output has been read to the end ('close').
 * 'exit' can come first while stdout and stderr still hold data, more so on a loaded machine: a
 * caller that read the output then got it cut short.
 * Call it at spawn time, so a process that ends at once is not missed.
 */
const closed = (child: ChildProcess): Promise<number | null> =>
  new Promise((done) => child.once('close', (code) => done(code)));

/** Starts `ome-sim ui ARGS` (`bin`: an installed command; the checkout's by default); resolves once it prints its address. */
export function startUi(
  args: readonly string[],
  options: { stdin?: string; bin?: string; cwd?: string } = {},
): Promise<RunningUi> {
  const [command, ...pre] = commandLine(options.bin);
  const child = spawn(command!, [...pre, 'ui', ...args], {
    cwd: options.cwd ?? REPO,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(options.stdin ?? '');
  const exit = closed(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\/[A-Za-z0-9_-]+\//.exec(stdout)?.[0];
      if (url !== undefined)
        done({
          url,
          stdout: () => stdout,
          stderr: () => stderr,
          stop: () => {
            child.kill('SIGINT');
            return exit;
          },
        });
    });
    void exit.then((code) =>
      fail(new Error(`ome-sim ui exited (${code}) before serving:\n${stdout}${stderr}`)),
    );
  });
}

/** Runs the CLI to completion: `ome-sim ARGS`. */
export function runCli(
  args: readonly string[],
  options: { bin?: string; cwd?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [command, ...pre] = commandLine(options.bin);
  const child = spawn(command!, [...pre, ...args], {
    cwd: options.cwd ?? REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = closed(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return exit.then((code) => ({ code, stdout, stderr }));
}

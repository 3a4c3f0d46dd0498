/** Runs the CLI in-process with captured streams: for tests and golden files. */
import { PassThrough, Writable } from 'node:stream';
import { main } from './main';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

export async function runCli(argv: readonly string[], stdinText = ''): Promise<CliResult> {
  const stdin = new PassThrough();
  stdin.end(stdinText);
  const stdout = capture();
  const stderr = capture();
  const code = await main(argv, { stdin, stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

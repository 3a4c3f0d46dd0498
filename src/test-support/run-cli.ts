/** Runs the CLI in-process with captured streams: for tests and golden files. */
import { PassThrough } from 'node:stream';
import { captureStream } from './captured-stream';
import { main } from '../cli/main';

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(argv: readonly string[], stdinText = ''): Promise<CliResult> {
  const stdin = new PassThrough();
  stdin.end(stdinText);
  const stdout = captureStream();
  const stderr = captureStream();
  const code = await main(argv, { stdin, stdout: stdout.stream, stderr: stderr.stream });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

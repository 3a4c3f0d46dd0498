/**
 * The process's streams, as every command takes them (injected, so tests capture them), and the
 * one place a command's output is written to them.
 */
import { EXIT } from '../commands/exit-codes';
import type { CommandOutput } from '../commands/output';
import type { PiecePool } from '../render/byte-writer';
import { KUBECTL_WIDTH } from '../render/kubectl';
import { sanitizeCell } from '../render/width';
import { isArgsError, type ParsedArgs } from './flags/common';

export interface Streams {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /**
   * True when stdout is done with a chunk once its write callback fires (a file descriptor, as
   * `process.stdout`). Only then are the table's arrays reused: a stream that keeps the chunks it
   * is given (a PassThrough, a capture) holds views of them, which a later piece would overwrite.
   */
  readonly stdoutReleasesWrites?: boolean;
  /** The working directory paths are shown relative to (`ome-sim lint`); process.cwd() if unset. */
  readonly cwd?: string;
}

/** 80 columns, or a narrower terminal's, as kubectl's table (docs/selection-rules.md §E4.2). */
export function terminalWidth(stdout: Streams['stdout']): number {
  const columns = stdout.isTTY ? stdout.columns : undefined;
  return columns !== undefined && columns > 0 ? Math.min(KUBECTL_WIDTH, columns) : KUBECTL_WIDTH;
}

/**
 * Writes a command's output and resolves to its exit code: standard error first (notes, problems,
 * hints), then standard output piece by piece, each written out before the next is made, and its
 * array then given back to `pool` (when the stream lets go of it): a slow reader holds the table
 * back instead of it piling up in memory.
 */
export async function writeOutput(
  output: CommandOutput,
  io: Streams,
  pool?: PiecePool,
): Promise<number> {
  if (output.stderr !== '') io.stderr.write(output.stderr);
  for (const piece of output.stdout) {
    const failed = await new Promise<boolean>((resolve) =>
      io.stdout.write(piece, (error) => resolve(error != null)),
    );
    // The stream reports its own error (a reader gone: bin.ts); nothing more is written.
    if (failed) break;
    if (typeof piece !== 'string') pool?.giveBack(piece);
  }
  return output.exitCode;
}

/**
 * Writes an error line and gives the exit code (arguments the command could not take). The message
 * may quote what the user passed, so it is printed on one line, escaped (`sanitizeCell`).
 */
export function writeError(io: Streams, message: string, exitCode: number): number {
  io.stderr.write(`error: ${sanitizeCell(message)}\n`);
  return exitCode;
}

/**
 * A command's parsed arguments, or the exit status once the parser's other answers are printed:
 * `usage` for --help (status 0), the error (status `errorExit`).
 */
export function argsOrExit<Kind extends string, Args>(
  parsed: ParsedArgs<Kind, Args>,
  usage: string,
  io: Streams,
  errorExit: number = EXIT.failed,
): Args | number {
  if ('args' in parsed) return parsed.args;
  if (isArgsError(parsed)) return writeError(io, parsed.message, errorExit);
  io.stdout.write(usage);
  return EXIT.ok;
}

/**
 * What a command prints: standard output, standard error and the exit code. Every surface takes it
 * as it is: the CLI streams it, the library returns it joined, the tests compare it with the golden
 * transcripts. So `ome-sim …` and the library cannot print two different things.
 */
import { decodePieces } from '../render/byte-writer';
import { sanitizeCell } from '../render/width';

export interface CommandOutput {
  /**
   * Standard output in pieces, each written before the next is made: the explain table of a
   * 10,000-runtime cluster streams as UTF-8 pieces (render/byte-writer.ts); other outputs are
   * one string.
   */
  readonly stdout: Iterable<string | Uint8Array>;
  /** Standard error, whole: notes, problems, hints and errors, each line ending in `\n`. */
  readonly stderr: string;
  readonly exitCode: number;
}

/**
 * What a command prints, captured: standard output as one string, standard error and the exit
 * code (what the library returns and the tests compare).
 */
export interface CommandText {
  /** Standard output, whole. */
  readonly stdout: string;
  /** Standard error: notes, problems in the manifests, hints and errors, each line ending `\n`. */
  readonly stderr: string;
  /** The exit code: 0 when the command did its job; docs/cli.md lists each command's others. */
  readonly exitCode: number;
}

/**
 * Lines as standard error prints them: each ends with a newline. A line may quote the manifests
 * (a name, a path, a value), so each is made safe to print on one line (`sanitizeCell`): no
 * escape sequence or newline from a file reaches the reader's terminal.
 */
export const lines = (items: readonly string[]): string =>
  items.map((l) => `${sanitizeCell(l)}\n`).join('');

/** An output whose standard output is one text. */
export const textOutput = (stdout: string, stderr: string, exitCode: number): CommandOutput => ({
  stdout: stdout === '' ? [] : [stdout],
  stderr,
  exitCode,
});

/** Standard output joined into one string. */
export function joinOutput(output: CommandOutput): CommandText {
  let stdout = '';
  // The table's pieces end at row boundaries, so each decodes on its own.
  for (const piece of output.stdout)
    stdout += typeof piece === 'string' ? piece : decodePieces([piece]);
  return { stdout, stderr: output.stderr, exitCode: output.exitCode };
}

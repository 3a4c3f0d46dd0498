/**
 * `ome-sim runtime explain`: what `kubectl ome runtime explain` prints, from files, offline. The
 * arguments and the files are read here; the command itself is src/commands/explain.
 */
import { explainCommand } from '../../commands/explain';
import { printsHints } from '../../commands/hints';
import { PiecePool } from '../../render/byte-writer';
import { loadArgsInputs } from '../load-inputs';
import { argsOrExit, terminalWidth, writeOutput, type Streams } from '../streams';
import { EXPLAIN_USAGE } from '../usage';
import { parseExplainArgs, type ExplainArgs } from './explain-args';

/** The table width: --width, else the terminal's (`terminalWidth`). */
function tableWidth(args: ExplainArgs, stdout: Streams['stdout']): number {
  return args.width ?? terminalWidth(stdout);
}

/** `argv`: what follows `runtime explain`. */
export async function runExplain(argv: readonly string[], io: Streams): Promise<number> {
  const args = argsOrExit(parseExplainArgs(argv), EXPLAIN_USAGE, io);
  if (typeof args === 'number') return args;
  // The release note comes first, before anything is read (the pipeline prints it).
  const input = await loadArgsInputs(args, io.stdin);
  const pool = io.stdoutReleasesWrites === true ? new PiecePool() : undefined;
  const { output } = explainCommand(input, args.question, {
    release: args.omeRelease,
    output: args.output,
    width: tableWidth(args, io.stdout),
    withEffective: args.withEffective,
    hints: printsHints(args.output, io.stderr.isTTY === true),
    ...(pool === undefined ? {} : { pool }),
  });
  return writeOutput(output, io, pool);
}

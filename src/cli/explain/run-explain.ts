/**
 * `ome-sim runtime explain`: what `kubectl ome runtime explain` prints, from files, offline. The
 * arguments and the files are read here; the command itself is src/commands/explain.
 */
import { explainCommand } from '../../commands/explain';
import { EXIT } from '../../commands/exit-codes';
import { printsHints } from '../../commands/hints';
import { PiecePool } from '../../render/byte-writer';
import { loadInputs } from '../load-inputs';
import { terminalWidth, writeError, writeOutput, type Streams } from '../streams';
import { EXPLAIN_USAGE } from '../usage';
import { parseExplainArgs, type ExplainArgs } from './explain-args';

/** The table width: --width, else the terminal's (`terminalWidth`). */
function tableWidth(args: ExplainArgs, stdout: Streams['stdout']): number {
  return args.width ?? terminalWidth(stdout);
}

/** `argv`: what follows `runtime explain`. */
export async function runExplain(argv: readonly string[], io: Streams): Promise<number> {
  const parsed = parseExplainArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout.write(EXPLAIN_USAGE);
    return EXIT.ok;
  }
  if (parsed.kind === 'error') return writeError(io, parsed.message, EXIT.failed);
  const args = parsed.args;
  // The release note comes first, before anything is read (the pipeline prints it).
  const input = await loadInputs(args.files, {
    recursive: args.recursive,
    stdin: io.stdin,
    modelFiles: args.modelFiles,
    modelRoots: args.modelRoots,
  });
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

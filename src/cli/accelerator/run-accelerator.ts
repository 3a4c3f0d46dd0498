/**
 * `ome-sim accelerator explain`: the arguments and the files are read here; the command itself is
 * src/commands/accelerator.
 */
import { acceleratorCommand } from '../../commands/accelerator';
import { EXIT } from '../../commands/exit-codes';
import { loadInputs } from '../load-inputs';
import { terminalWidth, writeError, writeOutput, type Streams } from '../streams';
import { ACCELERATOR_USAGE, parseAcceleratorArgs } from './accelerator-args';

/** `argv`: what follows `accelerator`. */
export async function runAccelerator(argv: readonly string[], io: Streams): Promise<number> {
  const parsed = parseAcceleratorArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout.write(ACCELERATOR_USAGE);
    return EXIT.ok;
  }
  if (parsed.kind === 'error') return writeError(io, parsed.message, EXIT.failed);
  const args = parsed.args;
  const input = await loadInputs(args.files, {
    recursive: args.recursive,
    stdin: io.stdin,
    modelFiles: args.modelFiles,
  });
  const { isvc } = args;
  const { output } = acceleratorCommand(
    input,
    { name: isvc.name, ...(isvc.namespace === null ? {} : { namespace: isvc.namespace }) },
    { release: args.omeRelease, output: args.output, width: terminalWidth(io.stdout) },
  );
  return writeOutput(output, io);
}

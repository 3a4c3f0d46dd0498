/**
 * `ome-sim accelerator explain`: the arguments and the files are read here; the command itself is
 * src/commands/accelerator.
 */
import { acceleratorCommand } from '../../commands/accelerator';
import { loadArgsInputs } from '../load-inputs';
import { argsOrExit, terminalWidth, writeOutput, type Streams } from '../streams';
import { ACCELERATOR_USAGE, parseAcceleratorArgs } from './accelerator-args';

/** `argv`: what follows `accelerator`. */
export async function runAccelerator(argv: readonly string[], io: Streams): Promise<number> {
  const args = argsOrExit(parseAcceleratorArgs(argv), ACCELERATOR_USAGE, io);
  if (typeof args === 'number') return args;
  const input = await loadArgsInputs(args, io.stdin);
  const { isvc } = args;
  const { output } = acceleratorCommand(
    input,
    { name: isvc.name, ...(isvc.namespace === null ? {} : { namespace: isvc.namespace }) },
    { release: args.omeRelease, output: args.output, width: terminalWidth(io.stdout) },
  );
  return writeOutput(output, io);
}

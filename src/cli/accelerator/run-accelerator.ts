/**
 * `ome-sim accelerator explain`: the arguments and the files are read here; the command itself is
 * src/commands/accelerator.
 */
import { acceleratorCommand } from '../../commands/accelerator';
import { EXIT } from '../../commands/exit-codes';
import { KUBECTL_WIDTH } from '../../render/kubectl';
import { loadInputs } from '../load-inputs';
import { writeError, writeOutput, type Streams } from '../streams';
import { ACCELERATOR_USAGE, parseAcceleratorArgs } from './accelerator-args';

/** 80 columns, or a narrower terminal's, as the explain table. */
function tableWidth(stdout: Streams['stdout']): number {
  const columns = stdout.isTTY ? stdout.columns : undefined;
  return columns !== undefined && columns > 0 ? Math.min(KUBECTL_WIDTH, columns) : KUBECTL_WIDTH;
}

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
    { release: args.omeRelease, output: args.output, width: tableWidth(io.stdout) },
  );
  return writeOutput(output, io);
}

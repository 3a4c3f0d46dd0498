/**
 * `ome-sim lint`'s arguments and files; the command itself is src/commands/lint.ts. Paths are
 * shown as ESLint shows them.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { EXIT } from '../../commands/exit-codes';
import { lintCommand } from '../../commands/lint';
import { loadInputs } from '../load-inputs';
import { argsOrExit, writeOutput, type Streams } from '../streams';
import { LINT_USAGE, parseLintArgs } from './lint-args';

/**
 * A path as code scanning and editors want it, with `/`: relative to the working directory when it
 * is inside it, else absolute, as ESLint prints it (a `../../tmp/x.yaml` helps no one).
 */
function shown(name: string, cwd: string): string {
  if (name === '<stdin>') return name;
  const absolute = resolve(cwd, name);
  const rel = relative(cwd, absolute);
  const inside = rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
  return (inside ? rel : absolute).split(sep).join('/');
}

export async function runLint(argv: readonly string[], io: Streams): Promise<number> {
  const args = argsOrExit(parseLintArgs(argv), LINT_USAGE, io, EXIT.cannotLint);
  if (typeof args === 'number') return args;
  const cwd = io.cwd ?? process.cwd();
  // Paths as given, unless the caller runs us in another directory than the process's.
  const paths =
    io.cwd === undefined ? args.files : args.files.map((f) => (f === '-' ? f : resolve(cwd, f)));
  const input = await loadInputs(paths, {
    recursive: args.recursive,
    stdin: io.stdin,
    modelFiles: args.modelFiles,
    modelRoots: args.modelRoots,
    shown: (name) => shown(name, cwd),
  });
  const run = lintCommand(input, {
    release: args.omeRelease,
    output: args.output,
    maxWarnings: args.maxWarnings,
    off: args.off,
    quiet: args.quiet,
  });
  return writeOutput(run.output, io);
}

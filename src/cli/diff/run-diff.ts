/**
 * `ome-sim runtime diff`'s arguments and both sides' files (paths, or the same paths at a git
 * revision); the comparison and its output are src/commands/diff.ts.
 */
import { diffCommand, type DiffSides } from '../../commands/diff';
import type { FailedInput } from '../../commands/input';
import { fillModels, noteLines } from '../load-inputs';
import { readManifests, readManifestsAtRevision, type ReadResult } from '../read';
import { argsOrExit, writeOutput, type Streams } from '../streams';
import { DIFF_USAGE, parseDiffArgs, type DiffArgs } from './args';
import { diffLink } from './diff-link';

/** Both sides, through the one reader (src/cli/read), so they are walked in the same order. */
async function readSides(args: DiffArgs): Promise<DiffSides | FailedInput> {
  const { sides, recursive } = args;
  const failed = (error: string): FailedInput => ({ ok: false, notes: [], error });
  const before: ReadResult =
    sides.kind === 'git'
      ? await readManifestsAtRevision(sides.base, sides.paths, { recursive })
      : await readManifests(sides.before, { recursive });
  if ('error' in before) return failed(before.error);
  // With --base, a path the change deletes is an empty set now, as one it adds was before.
  const after = await readManifests(sides.kind === 'git' ? sides.paths : sides.after, {
    recursive,
    absentIsEmpty: sides.kind === 'git',
  });
  if ('error' in after) return failed(after.error);
  const nowhere = after.absent.find((path) => before.absent.includes(path));
  if (sides.kind === 'git' && nowhere !== undefined)
    return failed(`the path "${nowhere}" exists neither now nor at ${sides.base}`);
  // Each side's models filled from the same folders: a change of manifests, not of files.
  const beforeFilled = await fillModels(before.sources, { modelRoots: args.modelRoots });
  if ('error' in beforeFilled) return failed(beforeFilled.error);
  const afterFilled = await fillModels(after.sources, { modelRoots: args.modelRoots });
  if ('error' in afterFilled) return failed(afterFilled.error);
  const sideNotes = (side: string, notes: readonly string[]) =>
    notes.map((n) => n.replace(/^note: /, `note: ${side}: `));
  const notes = [
    ...noteLines(before.notes.map((n) => `before: ${n}`)),
    ...sideNotes('before', beforeFilled.notes),
    ...noteLines(after.notes.map((n) => `after: ${n}`)),
    ...sideNotes('after', afterFilled.notes),
  ];
  // With --base, a side whose paths are all absent there is empty on purpose.
  const paths =
    sides.kind === 'git'
      ? {
          before: before.absent.length === sides.paths.length ? null : sides.paths,
          after: after.absent.length === sides.paths.length ? null : sides.paths,
        }
      : { before: sides.before, after: sides.after };
  return { ok: true, before: beforeFilled.sources, after: afterFilled.sources, notes, paths };
}

export async function runDiff(argv: readonly string[], io: Streams): Promise<number> {
  const args = argsOrExit(parseDiffArgs(argv), DIFF_USAGE, io);
  if (typeof args === 'number') return args;
  const run = await diffCommand(await readSides(args), {
    release: args.omeRelease,
    namespaces: args.namespaces,
    output: args.output,
    always: args.always,
    exitCode: args.exitCode,
    ...(args.link
      ? { link: (sides, comparison) => diffLink(args.appUrl, sides, comparison, args.omeRelease) }
      : {}),
  });
  return writeOutput(run.output, io);
}

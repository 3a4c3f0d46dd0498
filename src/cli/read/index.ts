/**
 * The one reader of `-f` paths, for every command (`runtime explain`, `ui`, `runtime diff`,
 * `test`, and any new one): files, folders walked as kubectl walks them (walk.ts; subfolders only
 * with `-R`), `-` for standard input, or the same paths at a git revision. Notes say what was
 * left out: `ome-sim test` files, and subfolders' manifests unread without `-R`.
 *
 * A new command that takes `-f`: accept `-R`/`--recursive` and read them with `loadInputs`
 * (../load-inputs.ts), which gives the command's pipeline its input, notes included.
 */
import { resolve } from 'node:path';
import type { ManifestSource } from '../../manifests';
import {
  decodeManifest,
  InputError,
  readBoundedFile,
  readBoundedStream,
  ReadBudget,
} from './bounded';
import { sanitizeCell } from '../../render/width';
import { fileSystemTree } from './fs-tree';
import { walkPath, type FileTree } from './walk';

export { isTestFileName } from './walk';
export { MAX_MANIFEST_BYTES } from './bounded';

export interface ReadOptions {
  /** `-R, --recursive`: read subfolders too. */
  readonly recursive: boolean;
  /** Where `-` reads from; without it `-` is a path like any other. */
  readonly stdin?: NodeJS.ReadableStream;
  /**
   * A path that does not exist is an empty set rather than an error (the "after" side of
   * `--base`, where a change may delete a folder).
   */
  readonly absentIsEmpty?: boolean;
  /** `ome-sim test` files are expected among these manifests (`test`): skip them silently. */
  readonly besideTests?: boolean;
}

export interface ManifestRead {
  readonly sources: ManifestSource[];
  /** Paths that do not exist, read as empty sets (only with absentIsEmpty). */
  readonly absent: readonly string[];
  /** One line each, for standard error (without the `note: ` prefix). */
  readonly notes: readonly string[];
}

export type ReadResult = ManifestRead | { readonly error: string };

/** An error as printed: it may name a file whose name holds control characters. */
const failed = (error: string): { readonly error: string } => ({ error: sanitizeCell(error) });

/** Standard input as text, bounded and decoded as a file is. */
async function readStdin(stream: NodeJS.ReadableStream, budget: ReadBudget): Promise<string> {
  return decodeManifest(await readBoundedStream(stream, STDIN, budget), STDIN);
}

const STDIN = '<stdin>';

/**
 * One file named by its path, bounded and decoded as manifests are (`ome-sim test` files): its
 * text, or an error naming it.
 */
export async function readTextFile(path: string): Promise<string | { error: string }> {
  try {
    return decodeManifest(await readBoundedFile(path, path, new ReadBudget()), path);
  } catch (error) {
    return failed(readFailure(path, error));
  }
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Why a path can't be read, in plain words, from Node's error code; undefined for others. */
export const fileProblem = (code: string | undefined): string | undefined =>
  code === 'ENOENT'
    ? 'no such file (a link to nothing?)'
    : code === 'EISDIR'
      ? 'it is a folder (a link to a folder, named like a manifest file)'
      : code === 'EACCES'
        ? 'permission denied'
        : code === 'ELOOP'
          ? 'a loop of symbolic links (each leads to the next, and back)'
          : undefined;

/**
 * Node's words for a file that can't be read ("EISDIR: illegal operation…") made plain; a limit
 * or an encoding refused (bounded.ts) as its own message says.
 */
const readFailure = (file: string, error: unknown): string => {
  if (error instanceof InputError) return error.message;
  const why = fileProblem((error as NodeJS.ErrnoException).code) ?? (error as Error).message;
  return `cannot read ${file}: ${why}`;
};

/**
 * Reads what one path names from `tree`, appending sources and notes; false when absent, an
 * error when a file the walk found can't be read (kubectl stops there too).
 */
async function readPath(
  tree: FileTree,
  path: string,
  shown: string,
  options: ReadOptions,
  nameOf: (file: string) => string,
  out: { sources: ManifestSource[]; notes: string[]; budget: ReadBudget },
): Promise<boolean | { error: string }> {
  let walk;
  try {
    walk = await walkPath(tree, path, options.recursive);
  } catch (error) {
    return failed(readFailure(shown, error));
  }
  if (walk === null) return false;
  if (tree.readAll !== undefined) {
    let texts: string[];
    try {
      texts = await tree.readAll(walk.files, out.budget);
    } catch (error) {
      return failed((error as Error).message);
    }
    walk.files.forEach((file, i) => out.sources.push({ name: nameOf(file), text: texts[i]! }));
  } else {
    for (const file of walk.files) {
      let text: string;
      try {
        text = await tree.read(file, nameOf(file), out.budget);
      } catch (error) {
        return failed(readFailure(nameOf(file), error));
      }
      out.sources.push({ name: nameOf(file), text });
    }
  }
  for (const file of options.besideTests === true ? [] : walk.testFiles)
    out.notes.push(
      `skipped ${nameOf(file)}: an ome-sim test file, not manifests (run it with ome-sim test)`,
    );
  if (
    walk.folder &&
    walk.files.length === 0 &&
    walk.testFiles.length === 0 &&
    walk.unreadBelow === 0
  )
    // kubectl stops here ("recognized file extensions are [.json .yaml .yml]"); ome-sim reads on.
    out.notes.push(`${shown} holds no .json, .yaml or .yml files, in it or below it`);
  if (walk.unreadBelow > 0) {
    const own = walk.readAtTop === 0 ? 'has no manifest files of its own, and' : 'has';
    out.notes.push(
      `${shown} ${own} ${plural(walk.unreadBelow, 'manifest file')} in subfolders, not read: add -R (--recursive) to read them`,
    );
  }
  return true;
}

/** Reads `-f` paths from the working tree (or standard input). */
export async function readManifests(
  paths: readonly string[],
  options: ReadOptions,
): Promise<ReadResult> {
  const out = { sources: [] as ManifestSource[], notes: [] as string[], budget: new ReadBudget() };
  const absent: string[] = [];
  for (const path of paths) {
    if (path === '-' && options.stdin !== undefined) {
      try {
        out.sources.push({ name: STDIN, text: await readStdin(options.stdin, out.budget) });
      } catch (error) {
        return failed(readFailure(STDIN, error));
      }
      continue;
    }
    const found = await readPath(fileSystemTree, path, path, options, (f) => f, out);
    if (typeof found === 'object') return found;
    if (found) continue;
    if (options.absentIsEmpty !== true) return failed(`the path "${path}" does not exist`);
    absent.push(path);
  }
  return { sources: out.sources, notes: out.notes, absent };
}

/**
 * Why git can't read revisions where `cwd` is (no repository there, or no git at all), in words
 * for the user; null when it can.
 */
async function outsideRepository(
  git: (args: readonly string[], cwd: string) => Promise<string>,
  cwd: string,
): Promise<string | null> {
  try {
    await git(['rev-parse', '--git-dir'], cwd);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    if (/not a git repository/i.test(message))
      return 'is not inside a git repository; --base reads the -f paths as a git revision of their repository (run it in a checkout, or compare folders with --before and --after)';
    if (/ENOENT/.test(message))
      return 'cannot be read at a revision: git is not installed (not found on the PATH)';
    return `cannot be read at a revision: git says: ${message}`;
  }
}

/**
 * Reads `-f` paths as they were at git revision `ref` (`runtime diff --base`), in the same order
 * as readManifests reads them now. A path absent there is an empty set (the change adds it).
 * Source names are `REF:path` so messages say which side they come from.
 */
export async function readManifestsAtRevision(
  ref: string,
  paths: readonly string[],
  options: Pick<ReadOptions, 'recursive'>,
): Promise<ReadResult> {
  // Loaded only here, so `runtime explain` does not load git's process module (main.ts).
  const { existingFolder, git, gitPathTree } = await import('./git-tree');
  const out = { sources: [] as ManifestSource[], notes: [] as string[], budget: new ReadBudget() };
  const absent: string[] = [];
  for (const path of paths) {
    const absolute = resolve(path).replace(/\/+$/, '');
    const cwd = existingFolder(absolute);
    const outside = await outsideRepository(git, cwd);
    if (outside !== null) return failed(`--base ${ref}: ${path} ${outside}`);
    try {
      await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    } catch {
      return failed(`--base ${ref}: not a git revision here (is the history checked out?)`);
    }
    let read;
    try {
      read = await gitPathTree(ref, absolute, cwd);
    } catch (error) {
      return failed(`--base ${ref}: cannot list ${path}: ${(error as Error).message}`);
    }
    const { tree, root } = read;
    if (root === null) {
      absent.push(path);
      continue;
    }
    const given = path.replace(/\/+$/, '');
    const nameOf = (file: string): string =>
      `${ref}:${file === root ? given : `${given}/${root === '' ? file : file.slice(root.length + 1)}`}`;
    const found = await readPath(tree, root, `${ref}:${given}`, options, nameOf, out);
    if (typeof found === 'object') return found;
  }
  return { sources: out.sources, notes: out.notes, absent };
}

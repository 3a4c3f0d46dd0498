/**
 * Which files a `-f` path names, in the order kubectl reads them (docs/selection-rules.md, "Folders
 * as kubectl reads them"). kubectl walks a folder with Go's filepath.Walk: each folder's entries
 * sorted by name, byte for byte, a subfolder's files read where the subfolder's name falls in that
 * order (so `a/b.yaml` comes before `a.yaml`, where a full-path sort puts it after), subfolders
 * entered only with -R, and only .json, .yaml and .yml files taken from a folder (a file named on
 * the command line is read whatever its name). The walk runs over a FileTree, so the working tree
 * and a git revision (`runtime diff --base`) are read in the same order.
 */
import type { ReadBudget } from './bounded';

/** What a walk needs of a file system: the working tree's, or a git revision's. */
export interface FileTree {
  /** A folder, a file, or null when nothing is there. */
  kind(path: string): Promise<'dir' | 'file' | null>;
  /** A folder's entries, in any order. */
  list(dir: string): Promise<readonly TreeEntry[]>;
  /**
   * A file's text (bounded.ts: decoded as kubectl decodes it), its bytes taken from `budget`;
   * `name` is how messages name it.
   */
  read(file: string, name: string, budget: ReadBudget): Promise<string>;
  /** Several files at once, when the tree reads them faster so (a git revision). */
  readAll?(files: readonly string[], budget: ReadBudget): Promise<string[]>;
  /** `dir`'s entry `name` as a path of this tree. */
  join(dir: string, name: string): string;
}

export interface TreeEntry {
  readonly name: string;
  readonly dir: boolean;
}

/** kubectl's FileExtensions: what a folder's files must end in to be read. */
export const MANIFEST_EXTENSIONS = ['.json', '.yaml', '.yml'] as const;

/** Go's filepath.Ext: the suffix from the last dot of the last element. */
const extension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot);
};

export const hasManifestExtension = (name: string): boolean =>
  (MANIFEST_EXTENSIONS as readonly string[]).includes(extension(name));

/** A test file's name: `ome-sim-test.yaml`, `ome-sim-test.yml`, or `<anything>.ome-sim-test.yaml`. */
export const isTestFileName = (name: string): boolean => /(^|[./])ome-sim-test\.ya?ml$/.test(name);

/** Go's sort.Strings: by UTF-8 bytes (JavaScript's `<` compares UTF-16 units, which differs). */
export const byNameBytes = (a: TreeEntry, b: TreeEntry): number =>
  Buffer.compare(Buffer.from(a.name, 'utf8'), Buffer.from(b.name, 'utf8'));

export interface Walk {
  /** The manifest files, in kubectl's order. */
  readonly files: readonly string[];
  /** `ome-sim test` files met on the way: not manifests, skipped with a note each. */
  readonly testFiles: readonly string[];
  /** Without -R: how many manifest files (test files aside) sit in subfolders, unread. */
  readonly unreadBelow: number;
  /** Without -R: how many manifest files the folder itself has (0 with unreadBelow > 0: the note). */
  readonly readAtTop: number;
  /** The path is a folder (an empty one is worth a note: kubectl refuses it). */
  readonly folder: boolean;
}

async function countBelow(tree: FileTree, dir: string): Promise<number> {
  let count = 0;
  for (const entry of await tree.list(dir)) {
    if (entry.dir) count += await countBelow(tree, tree.join(dir, entry.name));
    // A test file below would be skipped even with -R: it is not a manifest left unread.
    else if (hasManifestExtension(entry.name) && !isTestFileName(entry.name)) count++;
  }
  return count;
}

/** The files `path` names (a file, or a folder walked as kubectl walks it); null: absent. */
export async function walkPath(
  tree: FileTree,
  path: string,
  recursive: boolean,
): Promise<Walk | null> {
  const kind = await tree.kind(path);
  if (kind === null) return null;
  if (kind === 'file') {
    const test = isTestFileName(path.split('/').at(-1) ?? path);
    return {
      files: test ? [] : [path],
      testFiles: test ? [path] : [],
      unreadBelow: 0,
      readAtTop: 1,
      folder: false,
    };
  }
  const files: string[] = [];
  const testFiles: string[] = [];
  let unreadBelow = 0;
  const visit = async (dir: string, top: boolean): Promise<void> => {
    const entries = [...(await tree.list(dir))].sort(byNameBytes);
    for (const entry of entries) {
      const child = tree.join(dir, entry.name);
      if (entry.dir) {
        if (recursive) await visit(child, false);
        else if (top) unreadBelow += await countBelow(tree, child);
      } else if (hasManifestExtension(entry.name)) {
        (isTestFileName(entry.name) ? testFiles : files).push(child);
      }
    }
  };
  await visit(path, true);
  return { files, testFiles, unreadBelow, readAtTop: files.length, folder: true };
}

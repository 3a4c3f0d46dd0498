/** The working tree as a FileTree: paths as the user wrote them, joined with `/`. */
import { lstat, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeManifest, readBoundedFile } from './bounded';
import type { FileTree, TreeEntry } from './walk';

export const fileSystemTree: FileTree = {
  /**
   * Nothing there is null; a path that can't be looked at (a loop of links, no permission, a
   * link to nothing) throws, so the message says why rather than that it does not exist.
   */
  async kind(path) {
    try {
      return (await stat(path)).isDirectory() ? 'dir' : 'file';
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      // A link whose target is missing is there, and says so; anything else is absent.
      if ((await lstat(path).catch(() => null))?.isSymbolicLink() === true) throw error;
      return null;
    }
  },
  async list(dir): Promise<TreeEntry[]> {
    // As filepath.Walk (lstat): a link to a folder is not entered; a link to a file is read.
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.map((e) => ({ name: e.name, dir: e.isDirectory() }));
  },
  read: async (file, name, budget) =>
    decodeManifest(await readBoundedFile(file, name, budget), name),
  join: (dir, name) => join(dir, name),
};

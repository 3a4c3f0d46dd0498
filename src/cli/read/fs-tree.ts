/** The working tree as a FileTree: paths as the user wrote them, joined with `/`. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileTree, TreeEntry } from './walk';

export const fileSystemTree: FileTree = {
  async kind(path) {
    try {
      return (await stat(path)).isDirectory() ? 'dir' : 'file';
    } catch {
      return null;
    }
  },
  async list(dir): Promise<TreeEntry[]> {
    // As filepath.Walk (lstat): a link to a folder is not entered; a link to a file is read.
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.map((e) => ({ name: e.name, dir: e.isDirectory() }));
  },
  read: (file) => readFile(file, 'utf8'),
  join: (dir, name) => join(dir, name),
};

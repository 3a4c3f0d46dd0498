/**
 * `-f` paths with `-R` (`ome-sim lint`, `runtime map`): directories become their manifest files,
 * in kubectl's order, before the shared reader (read-sources.ts) reads them.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isManifestName } from './diff/read-tree';

/**
 * The files of a directory in kubectl's order (each folder's entries by name; with `-R`, a
 * sub-folder is read where it sorts), leaving out `ome-sim test` files, which live beside the
 * manifests they check (as `runtime diff` and `test` do). To be replaced by the shared folder
 * reader when the commands get one.
 */
async function filesIn(dir: string, recursive: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const name of (await readdir(dir)).sort()) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) {
      if (recursive) out.push(...(await filesIn(path, recursive)));
    } else if (isManifestName(name)) out.push(path);
  }
  return out;
}

/** Directories become their files; files and `-` stay (readSources reports a missing path). */
export async function expandPaths(paths: readonly string[], recursive: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const path of paths) {
    const info = path === '-' ? null : await stat(path).catch(() => null);
    out.push(...(info?.isDirectory() ? await filesIn(path, recursive) : [path]));
  }
  return out;
}

/**
 * Reads manifest paths for `runtime diff` and `test`: a file as it is, a directory recursively
 * (its .yaml/.yml/.json files, in path order, test files left out), so a GitOps repository's
 * nested folders count.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ManifestSource } from '../../manifests';

export const MANIFEST_EXTENSIONS = ['.yaml', '.yml', '.json'];

/** A test file's name: `ome-sim-test.yaml`, `ome-sim-test.yml`, or `<anything>.ome-sim-test.yaml`. */
export const isTestFileName = (name: string): boolean => /(^|[./])ome-sim-test\.ya?ml$/.test(name);

/**
 * A manifest in a directory: .yaml, .yml or .json, except `ome-sim test` files, which live next
 * to the manifests they check.
 */
export const isManifestName = (name: string): boolean =>
  MANIFEST_EXTENSIONS.some((e) => name.endsWith(e)) && !isTestFileName(name);

export type TreeRead =
  | {
      readonly sources: ManifestSource[];
      /** Paths that do not exist, read as empty sets (only when asked: see readTree). */
      readonly absent: readonly string[];
    }
  | { readonly error: string };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (isManifestName(entry.name)) found.push(path);
  }
  return found;
}

/**
 * @param absentIsEmpty a path that does not exist is an empty set rather than an error (the
 *   "after" side of `--base`, where a change may delete a folder).
 */
export async function readTree(paths: readonly string[], absentIsEmpty = false): Promise<TreeRead> {
  const sources: ManifestSource[] = [];
  const absent: string[] = [];
  for (const path of paths) {
    let info;
    try {
      info = await stat(path);
    } catch {
      if (!absentIsEmpty) return { error: `the path "${path}" does not exist` };
      absent.push(path);
      continue;
    }
    const files = info.isDirectory() ? await filesUnder(path) : [path];
    for (const file of files) sources.push({ name: file, text: await readFile(file, 'utf8') });
  }
  return { sources, absent };
}

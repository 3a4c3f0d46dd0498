/**
 * Reads manifest paths as they were at a git revision (`runtime diff --base`), with `git ls-tree`
 * and `git show`: a path absent there is an empty set (the change adds it), a directory is read
 * recursively like read-tree.ts does for the working tree.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ManifestSource } from '../../manifests';
import { isManifestName, type TreeRead } from './read-tree';

function git(args: readonly string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile('git', args, { cwd, maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) fail(new Error(stderr.trim() || error.message));
      else done(stdout);
    });
  });
}

/** The closest folder of `path` that exists now: where git is run, so it finds the repository. */
function existingFolder(path: string): string {
  let dir = dirname(path);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

interface TreeEntry {
  readonly type: string;
  readonly name: string;
}

const entries = (listing: string): TreeEntry[] =>
  listing
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const tab = line.indexOf('\t');
      return { type: line.slice(0, tab).split(' ')[1]!, name: line.slice(tab + 1) };
    });

/** `-f` paths at `ref`; source names are `REF:path` so messages say which side they come from. */
export async function readAtRevision(ref: string, paths: readonly string[]): Promise<TreeRead> {
  const sources: ManifestSource[] = [];
  const absent: string[] = [];
  for (const path of paths) {
    const absolute = resolve(path).replace(/\/+$/, '');
    const cwd = existingFolder(absolute);
    try {
      await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    } catch {
      return { error: `--base ${ref}: not a git revision here (is the history checked out?)` };
    }
    let listing: TreeEntry[];
    try {
      listing = entries(await git(['ls-tree', '--full-name', ref, '--', absolute], cwd));
    } catch (error) {
      return { error: `--base ${ref}: cannot list ${path}: ${(error as Error).message}` };
    }
    const self = listing[0];
    if (self === undefined) {
      absent.push(path); // absent at the base: an empty set (the change adds it)
      continue;
    }
    let files: string[];
    if (self.type === 'tree') {
      const below = await git(['ls-tree', '-r', '--full-name', ref, '--', `${absolute}/`], cwd);
      files = entries(below)
        .filter((e) => e.type === 'blob' && isManifestName(e.name))
        .map((e) => e.name)
        .sort();
    } else {
      files = [self.name];
    }
    const top = (await git(['rev-parse', '--show-toplevel'], cwd)).trim();
    for (const file of files) {
      const text = await git(['show', `${ref}:${file}`], top);
      const shown =
        self.type === 'tree'
          ? `${path.replace(/\/+$/, '')}/${file.slice(self.name.length + 1)}`
          : path;
      sources.push({ name: `${ref}:${shown}`, text });
    }
  }
  return { sources, absent };
}

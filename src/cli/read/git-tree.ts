/**
 * A git revision as a FileTree (`runtime diff --base`): `git ls-tree` lists a path's files once,
 * `git show` reads them. Walked by walk.ts like the working tree, so both sides of a diff come in
 * kubectl's order (git's own listing sorts a folder `a` as `a/`, after `a.yaml`).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FileTree, TreeEntry } from './walk';

export function git(args: readonly string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    execFile('git', args, { cwd, maxBuffer: 512 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) fail(new Error(stderr.trim() || error.message));
      else done(stdout);
    });
  });
}

/**
 * The closest existing folder at or above `path`: where git is run, so it finds the repository
 * (`path` itself when it is a folder, so `-f .` at the top of a repository works).
 */
export function existingFolder(path: string): string {
  if (existsSync(path) && statSync(path).isDirectory()) return path;
  let dir = dirname(path);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** What `git cat-file --batch --follow-symlinks` says of an object that is not a file, in words. */
function unreadable(header: string): string {
  if (header.startsWith('dangling ')) return 'no such file (a link to nothing?)';
  if (header.startsWith('symlink ')) return 'a link out of the repository';
  if (header.startsWith('loop ')) return 'a loop of links';
  if (/^\S+ tree \d+$/.test(header))
    return 'it is a folder (a link to a folder, named like a manifest file)';
  return header;
}

/**
 * The blobs `names` (`REF:path` each) in one `git cat-file --batch`: one process for a catalog of
 * hundreds of files, where a `git show` each takes seconds. A link is followed to the file it
 * names (`--follow-symlinks`), as the working tree's read follows it; a link to nothing, to a
 * folder or out of the repository fails the read, naming the file.
 */
function catFiles(names: readonly string[], cwd: string): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = spawn('git', ['cat-file', '--batch', '--follow-symlinks'], {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(err.trim() || `git cat-file exited ${code}`));
      const all = Buffer.concat(out);
      const texts: string[] = [];
      let at = 0;
      for (const name of names) {
        const end = all.indexOf(10, at);
        const header = all.toString('utf8', at, end);
        const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
        if (size === undefined)
          return fail(new Error(`cannot read ${name}: ${unreadable(header)}`));
        texts.push(all.toString('utf8', end + 1, end + 1 + Number(size)));
        at = end + 1 + Number(size) + 1;
      }
      done(texts);
    });
    child.stdin.end(names.map((name) => `${name}\n`).join(''));
  });
}

interface Listed {
  readonly type: string;
  readonly name: string;
}

const listing = (text: string): Listed[] =>
  text
    .split('\0')
    .filter((line) => line !== '')
    .map((line) => {
      const tab = line.indexOf('\t');
      return { type: line.slice(0, tab).split(' ')[1]!, name: line.slice(tab + 1) };
    });

/**
 * One `-f` path at `ref`, as a tree whose paths are repository paths (`--full-name`). `root` is
 * the path's own repository path, or null when the path is absent at `ref`.
 */
export async function gitPathTree(
  ref: string,
  absolute: string,
  cwd: string,
): Promise<{ readonly tree: FileTree; readonly root: string | null }> {
  const top = (await git(['rev-parse', '--show-toplevel'], cwd)).trim();
  // `ls-tree REF -- PATH` lists PATH itself, except for the top folder, whose entries it lists.
  const self: Listed | undefined =
    absolute === top
      ? { type: 'tree', name: '' }
      : listing(await git(['ls-tree', '-z', '--full-name', ref, '--', absolute], cwd))[0];
  const folders = new Map<string, TreeEntry[]>();
  if (self?.type === 'tree') {
    const below = await git(
      ['ls-tree', '-r', '-t', '-z', '--full-name', ref, '--', `${absolute}/`],
      cwd,
    );
    folders.set(self.name, []);
    for (const entry of listing(below)) {
      const slash = entry.name.lastIndexOf('/');
      const parent = slash < 0 ? '' : entry.name.slice(0, slash);
      const dir = entry.type === 'tree';
      if (dir) folders.set(entry.name, folders.get(entry.name) ?? []);
      if (dir || entry.type === 'blob') {
        const siblings = folders.get(parent) ?? [];
        siblings.push({ name: entry.name.slice(slash + 1), dir });
        folders.set(parent, siblings);
      }
    }
  }
  const tree: FileTree = {
    kind: async (path) =>
      self === undefined ? null : folders.has(path) ? 'dir' : path === self.name ? 'file' : null,
    list: async (dir) => folders.get(dir) ?? [],
    read: async (file) => (await catFiles([`${ref}:${file}`], top))[0]!,
    readAll: (files) =>
      catFiles(
        files.map((file) => `${ref}:${file}`),
        top,
      ),
    join: (dir, name) => (dir === '' ? name : `${dir}/${name}`),
  };
  return { tree, root: self?.name ?? null };
}

/**
 * A git revision as a FileTree (`runtime diff --base`): `git ls-tree` lists a path's files once,
 * `git show` reads them. Walked by walk.ts like the working tree, so both sides of a diff come in
 * kubectl's order (git's own listing sorts a folder `a` as `a/`, after `a.yaml`).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { decodeManifest, type ReadBudget } from './bounded';
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

/** Runs `git cat-file` with `args`, `input` on its standard input; its standard output. */
function catFile(args: readonly string[], input: string, cwd: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    const child = spawn('git', ['cat-file', ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code !== 0) fail(new Error(err.trim() || `git cat-file exited ${code}`));
      else done(Buffer.concat(out));
    });
    child.stdin.end(input);
  });
}

/**
 * The blobs `names` (`REF:path` each) in one `git cat-file --batch`: one process for a catalog of
 * hundreds of files, where a `git show` each takes seconds. A link is followed to the file it
 * names (`--follow-symlinks`), as the working tree's read follows it; a link to nothing, to a
 * folder or out of the repository fails the read, naming the file. Their sizes are asked first
 * (`--batch-check`), so blobs past the budget are refused before git writes them out.
 */
async function catFiles(
  names: readonly string[],
  cwd: string,
  budget: ReadBudget,
): Promise<string[]> {
  const input = names.map((name) => `${name}\n`).join('');
  const flags = ['--follow-symlinks'];
  const headers = (await catFile(['--batch-check', ...flags], input, cwd))
    .toString('utf8')
    .split('\n');
  names.forEach((name, i) => {
    const header = headers[i] ?? '';
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) throw new Error(`cannot read ${name}: ${unreadable(header)}`);
    budget.take(name, Number(size));
  });
  const all = await catFile(['--batch', ...flags], input, cwd);
  const texts: string[] = [];
  let at = 0;
  for (const name of names) {
    const end = all.indexOf(10, at);
    const size = Number(/^\S+ blob (\d+)$/.exec(all.toString('utf8', at, end))?.[1]);
    texts.push(decodeManifest(all.subarray(end + 1, end + 1 + size), name));
    at = end + 1 + size + 1;
  }
  return texts;
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
    read: async (file, _name, budget) => (await catFiles([`${ref}:${file}`], top, budget))[0]!,
    readAll: (files, budget) =>
      catFiles(
        files.map((file) => `${ref}:${file}`),
        top,
        budget,
      ),
    join: (dir, name) => (dir === '' ? name : `${dir}/${name}`),
  };
  return { tree, root: self?.name ?? null };
}

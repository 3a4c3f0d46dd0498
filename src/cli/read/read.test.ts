/**
 * The one reader of `-f` paths: kubectl's order (each folder's entries by name, a subfolder read
 * where its name falls), subfolders only with -R, the note naming -R, test files skipped with a
 * note, and a git revision read in the same order as the working tree.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifests, readManifestsAtRevision, type ManifestRead } from '.';

const root = mkdtempSync(join(tmpdir(), 'ome-sim-read-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text = 'kind: ClusterBaseModel\n') => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
// `a/` sorts before `a.yaml` per folder ("a" < "a.yaml"), after it in a full-path sort ("/" > ".").
write('repo/a.yaml');
write('repo/a/b.yaml');
write('repo/a/c/d.yml');
write('repo/B.json');
write('repo/notes.txt');
write('repo/ome-sim-test.yaml', 'manifests: [a/]\nexpect: []\n');
write('nested/only/x.yaml');
write('nested/only/deeper/y.yaml');
write('empty/notes/readme.txt', 'not a manifest');
// A test file below is not a manifest left unread: -R would skip it too.
write('tested/a.yaml');
write('tested/sub/ome-sim-test.yaml', 'manifests: [../a.yaml]\nexpect: []\n');

const names = (read: Awaited<ReturnType<typeof readManifests>>): string[] =>
  (read as ManifestRead).sources.map((s) => s.name.slice(root.length + 1));

describe('the -f reader', () => {
  it('walks folders in kubectl order with -R: each folder by name, subfolders in place', async () => {
    const read = await readManifests([join(root, 'repo')], { recursive: true });
    expect(names(read)).toEqual(['repo/B.json', 'repo/a/b.yaml', 'repo/a/c/d.yml', 'repo/a.yaml']);
  });

  it("reads only a folder's own files without -R, and says how many it left below", async () => {
    const read = (await readManifests([join(root, 'repo')], { recursive: false })) as ManifestRead;
    expect(names(read)).toEqual(['repo/B.json', 'repo/a.yaml']);
    expect(read.notes).toEqual([
      `skipped ${join(root, 'repo/ome-sim-test.yaml')}: an ome-sim test file, not manifests (run it with ome-sim test)`,
      `${join(root, 'repo')} has 2 manifest files in subfolders, not read: add -R (--recursive) to read them`,
    ]);
  });

  it('does not count test files below as manifests left unread', async () => {
    const read = (await readManifests([join(root, 'tested')], {
      recursive: false,
    })) as ManifestRead;
    expect(names(read)).toEqual(['tested/a.yaml']);
    expect(read.notes).toEqual([]);
  });

  it('says which file it cannot read: a link to nothing, a link to a folder named .yaml', async () => {
    write('links/a.yaml');
    symlinkSync('nowhere.yaml', join(root, 'links/broken.yaml'));
    expect(await readManifests([join(root, 'links')], { recursive: false })).toEqual({
      error: `cannot read ${join(root, 'links/broken.yaml')}: no such file (a link to nothing?)`,
    });
    write('folder-link/a.yaml');
    symlinkSync(join(root, 'repo'), join(root, 'folder-link/b.yaml'));
    expect(await readManifests([join(root, 'folder-link')], { recursive: true })).toEqual({
      error: `cannot read ${join(root, 'folder-link/b.yaml')}: it is a folder (a link to a folder, named like a manifest file)`,
    });
  });

  it('notes a folder whose manifests sit only in subfolders, naming -R', async () => {
    const read = (await readManifests([join(root, 'nested')], {
      recursive: false,
    })) as ManifestRead;
    expect(read.sources).toEqual([]);
    expect(read.notes).toEqual([
      `${join(root, 'nested')} has no manifest files of its own, and 2 manifest files in subfolders, not read: add -R (--recursive) to read them`,
    ]);
    const all = (await readManifests([join(root, 'nested')], { recursive: true })) as ManifestRead;
    expect(names(all)).toEqual(['nested/only/deeper/y.yaml', 'nested/only/x.yaml']);
    expect(all.notes).toEqual([]);
  });

  it('notes a folder with no manifests at any depth (kubectl refuses one)', async () => {
    for (const recursive of [true, false]) {
      const read = (await readManifests([join(root, 'empty')], { recursive })) as ManifestRead;
      expect(read.sources).toEqual([]);
      expect(read.notes).toEqual([
        `${join(root, 'empty')} holds no .json, .yaml or .yml files, in it or below it`,
      ]);
    }
  });

  it('reads a file named on the command line whatever its name; a test file is skipped', async () => {
    const read = (await readManifests(
      [join(root, 'repo/notes.txt'), join(root, 'repo/ome-sim-test.yaml')],
      { recursive: false },
    )) as ManifestRead;
    expect(names(read)).toEqual(['repo/notes.txt']);
    expect(read.notes).toHaveLength(1);
    expect(await readManifests([join(root, 'nowhere')], { recursive: true })).toEqual({
      error: `the path "${join(root, 'nowhere')}" does not exist`,
    });
  });

  it('reads a git revision in the same order as the working tree', async () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: join(root, 'repo'),
        stdio: 'pipe',
      });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    for (const recursive of [true, false]) {
      const now = (await readManifests([join(root, 'repo')], { recursive })) as ManifestRead;
      const then = (await readManifestsAtRevision('HEAD', [join(root, 'repo')], {
        recursive,
      })) as ManifestRead;
      expect(then.sources.map((s) => s.name)).toEqual(now.sources.map((s) => `HEAD:${s.name}`));
      expect(then.notes).toEqual(now.notes.map((n) => n.replaceAll(root, `HEAD:${root}`)));
    }
  });

  it('reads a link to a file at a git revision as its target, as in the working tree', async () => {
    write('linked/real/w.yaml', 'kind: ClusterBaseModel\nmetadata: {name: w}\n');
    mkdirSync(join(root, 'linked/m'), { recursive: true });
    symlinkSync('../real/w.yaml', join(root, 'linked/m/link.yaml'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: join(root, 'linked'),
        stdio: 'pipe',
      });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'base');
    const now = (await readManifests([join(root, 'linked/m')], {
      recursive: false,
    })) as ManifestRead;
    const then = (await readManifestsAtRevision('HEAD', [join(root, 'linked/m')], {
      recursive: false,
    })) as ManifestRead;
    expect(then.sources.map((s) => s.text)).toEqual(now.sources.map((s) => s.text));
    expect(then.sources.map((s) => s.text)).toEqual([
      'kind: ClusterBaseModel\nmetadata: {name: w}\n',
    ]);
    mkdirSync(join(root, 'linked/dangling'));
    symlinkSync('nowhere.yaml', join(root, 'linked/dangling/broken.yaml'));
    git('add', '-A');
    git('commit', '-qm', 'a link to nothing');
    expect(
      await readManifestsAtRevision('HEAD', [join(root, 'linked/dangling')], { recursive: false }),
    ).toEqual({
      // Named as git names it (the repository's path), which `git show` takes as it is.
      error: 'cannot read HEAD:dangling/broken.yaml: no such file (a link to nothing?)',
    });
  });
});

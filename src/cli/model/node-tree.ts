/**
 * A model's files on disk as a ModelFileTree: a folder (walked, symlinks followed, as OME's agent
 * sees a downloaded model) or one config file (with the weights beside it, whatever its name, as
 * OME looks for them; a model_index.json with its folder). Reads are byte ranges: a shard's
 * header, never its weights.
 */
import { open, readdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ModelFileTree } from '../../modelfiles';

/** Enough for any model folder; a walk that goes past it is somewhere else (a home directory). */
export const MAX_FILES = 100_000;

async function walk(
  root: string,
  maxFiles: number,
): Promise<Map<string, { file: string; size: number }>> {
  const files = new Map<string, { file: string; size: number }>();
  const seen = new Set<string>();
  const visit = async (dir: string, rel: string): Promise<void> => {
    const real = await stat(dir);
    const key = `${real.dev}:${real.ino}`;
    if (seen.has(key)) return; // a symlink loop
    seen.add(key);
    for (const name of (await readdir(dir)).sort()) {
      if (files.size >= maxFiles)
        throw new Error(`${root}: more than ${maxFiles} files; is this a model's folder?`);
      const full = join(dir, name);
      const info = await stat(full).catch(() => null);
      if (info === null) continue; // a dangling symlink
      const path = rel === '' ? name : `${rel}/${name}`;
      if (info.isDirectory()) await visit(full, path);
      else if (info.isFile()) files.set(path, { file: full, size: info.size });
    }
  };
  await visit(root, '');
  return files;
}

async function readRange(file: string, start: number, end: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(Math.max(0, end - start));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const WEIGHTS_BESIDE = (name: string) =>
  name.endsWith('.safetensors') || name === 'model.safetensors.index.json';

/**
 * The tree at `path`, or an Error saying why it can't be read. `maxFiles`: the most files a folder
 * is walked for (tests give a small one, rather than write 100,001 files).
 */
export async function nodeModelTree(path: string, maxFiles = MAX_FILES): Promise<ModelFileTree> {
  const info = await stat(path).catch(() => null);
  if (info === null) throw new Error(`${path}: no such file or folder`);
  let files: Map<string, { file: string; size: number }>;
  let display: (rel: string) => string;
  if (info.isDirectory() || basename(path) === 'model_index.json') {
    // A model_index.json is read with its folder: its components' weights are in subfolders, and
    // the folder's own model_index.json is the one OME's agent parses first.
    const root = info.isDirectory() ? path : dirname(path);
    files = await walk(root, maxFiles);
    display = (rel) => (rel === '' ? root : join(root, rel));
  } else {
    // The given file is the config, whatever its name; the weights beside it count, as OME's
    // FindAndParseSafetensors looks in the config's own folder (docs/model-files.md).
    files = new Map([['config.json', { file: path, size: info.size }]]);
    const dir = dirname(path);
    for (const name of (await readdir(dir)).filter(WEIGHTS_BESIDE).sort()) {
      const s = await stat(join(dir, name)).catch(() => null);
      if (s?.isFile() === true) files.set(name, { file: join(dir, name), size: s.size });
    }
    display = (rel) => (rel === '' || rel === 'config.json' ? path : join(dir, rel));
  }
  return {
    paths: [...files.keys()],
    size: (rel) => files.get(rel)?.size ?? 0,
    read: (rel, start, end) => {
      const entry = files.get(rel);
      return entry === undefined
        ? Promise.resolve(new Uint8Array())
        : readRange(entry.file, start, end);
    },
    display,
  };
}

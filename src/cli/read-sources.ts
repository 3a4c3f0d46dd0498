/** Reads `-f` arguments: files, directories of manifests (as kubectl -f does), or `-` for stdin. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ManifestSource } from '../manifests';

const MANIFEST_EXTENSIONS = ['.yaml', '.yml', '.json'];

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export type ReadResult = { readonly sources: ManifestSource[] } | { readonly error: string };

export async function readSources(
  paths: readonly string[],
  stdin: NodeJS.ReadableStream,
): Promise<ReadResult> {
  const sources: ManifestSource[] = [];
  for (const path of paths) {
    if (path === '-') {
      sources.push({ name: '<stdin>', text: await readStream(stdin) });
      continue;
    }
    let info;
    try {
      info = await stat(path);
    } catch {
      return { error: `the path "${path}" does not exist` };
    }
    if (info.isDirectory()) {
      const names = (await readdir(path))
        .filter((n) => MANIFEST_EXTENSIONS.some((e) => n.endsWith(e)))
        .sort();
      for (const name of names)
        sources.push({ name: join(path, name), text: await readFile(join(path, name), 'utf8') });
    } else {
      sources.push({ name: path, text: await readFile(path, 'utf8') });
    }
  }
  return { sources };
}

/**
 * OME's whole shipped catalog (../shared/data/ome-catalog/ome-catalog.tar.gz: 207 runtime files,
 * 207 models), read straight from the archive (no temp files). The archive sits beside the
 * project, not in it: specs that use it call `sharedCatalogText()` and say plainly when it is
 * absent (see `SHARED_CATALOG_NOTE`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export const SHARED_CATALOG = join(
  import.meta.dirname,
  '..',
  '..',
  'shared',
  'data',
  'ome-catalog',
  'ome-catalog.tar.gz',
);

export const SHARED_CATALOG_NOTE = `OME's catalog is not at ${SHARED_CATALOG}: these tests need ../shared/data`;

/** Every regular file in a (ustar) tar archive: path → contents. */
function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (at + 512 <= archive.length) {
    const header = archive.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (from: number, length: number) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix === '' ? field(0, 100) : `${prefix}/${field(0, 100)}`;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    if (type === '0' || type === '') files.set(name, archive.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/**
 * The catalog as one paste: every runtime file, then every model file, in path order, one
 * document after another. Null when the archive is absent.
 */
export function sharedCatalogText(): string | null {
  if (!existsSync(SHARED_CATALOG)) return null;
  const files = untar(gunzipSync(readFileSync(SHARED_CATALOG)));
  const texts = (folder: string) =>
    [...files.keys()]
      .filter((path) => path.includes(`config/${folder}/`) && /\.ya?ml$/.test(path))
      .sort()
      .map((path) => files.get(path)!.toString('utf8').trimEnd());
  return [...texts('runtimes'), ...texts('models')].join('\n---\n');
}

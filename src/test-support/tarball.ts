/**
 * The regular files of a gzipped ustar archive (OME's catalog is packed so: see
 * ../shared/data/ome-catalog/README.md), read in memory, for vitest and Playwright alike.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface ArchiveFile {
  readonly path: string;
  readonly text: string;
}

const field = (header: Buffer, at: number, length: number): string =>
  header.toString('utf8', at, at + length).replace(/\0.*$/s, '');

/** Every regular file of the `.tar.gz` at `path`, in the archive's order. */
export function tarballFiles(path: string): ArchiveFile[] {
  const tar = gunzipSync(readFileSync(path));
  const files: ArchiveFile[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const header = tar.subarray(at, at + 512);
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1);
    const filePath = prefix === '' ? name : `${prefix}/${name}`;
    if (type === '0' || type === '')
      files.push({ path: filePath, text: tar.toString('utf8', at + 512, at + 512 + size) });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

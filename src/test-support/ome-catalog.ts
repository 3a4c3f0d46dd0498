/**
 * OME's shipped catalog (../shared/data/ome-catalog, see its README) for tests: read in memory from
 * the tarball, or unpacked into a temporary folder for the CLI, which reads files. Tests that use
 * it run only when the tarball is there (a clone alone has no ../shared) and say so otherwise.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, it } from 'vitest';

export const CATALOG_TARBALL = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'shared',
  'data',
  'ome-catalog',
  'ome-catalog.tar.gz',
);

export const hasCatalog = (): boolean => existsSync(CATALOG_TARBALL);

/**
 * `describe(title, body)` when the catalog is there; otherwise a suite whose title and only test
 * say plainly that it is not (no test is skipped: a clone alone passes and the report says why).
 */
export function describeWithCatalog(title: string, body: () => void): void {
  if (hasCatalog()) {
    describe(title, body);
    return;
  }
  describe(`${title}: not run, OME's catalog is not at ${CATALOG_TARBALL}`, () => {
    it('needs ../shared/data/ome-catalog', () => {
      console.warn(`note: ${title}: OME's catalog is absent (${CATALOG_TARBALL})`);
    });
  });
}

export interface CatalogFile {
  readonly path: string;
  readonly text: string;
}

const field = (header: Buffer, at: number, length: number): string =>
  header.toString('utf8', at, at + length).replace(/\0.*$/s, '');

/** The regular files of the tarball (ustar, as the README says it is packed), in its order. */
export function catalogFiles(): CatalogFile[] {
  const tar = gunzipSync(readFileSync(CATALOG_TARBALL));
  const files: CatalogFile[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const header = tar.subarray(at, at + 512);
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1);
    const path = prefix === '' ? name : `${prefix}/${name}`;
    if (type === '0' || type === '')
      files.push({ path, text: tar.toString('utf8', at + 512, at + 512 + size) });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** Unpacks the catalog into a new temporary folder; call the returned `remove` when done. */
export function unpackCatalog(): { readonly root: string; readonly remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'ome-sim-catalog-'));
  for (const file of catalogFiles()) {
    const path = join(root, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

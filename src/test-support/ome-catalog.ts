/**
 * OME's shipped catalog (../shared/data/ome-catalog, see its README) for tests: read in memory from
 * the tarball, or unpacked into a temporary folder for the CLI, which reads files. Tests that use
 * it run only when the tarball is there (a clone alone has no ../shared) and say so otherwise.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'vitest';
import { tarballFiles, type ArchiveFile } from './tarball';

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

export type CatalogFile = ArchiveFile;

/** The regular files of the tarball, in its order. */
export const catalogFiles = (): CatalogFile[] => tarballFiles(CATALOG_TARBALL);

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

/**
 * OME's shipped catalog (../shared/data/ome-catalog, see its README) for tests: read in memory from
 * the tarball, or unpacked into a temporary folder for the CLI, which reads files. Tests that use
 * it run only when the tarball is there (a clone alone has no ../shared) and say so otherwise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeWithData } from './shared-data';
import { OME_CATALOG_TARBALL } from './shared-paths';
import { tarballFiles, type ArchiveFile } from './tarball';

/** A suite over the catalog, or one that says plainly the catalog is absent. */
export const describeWithCatalog = (title: string, body: () => void): void =>
  describeWithData(OME_CATALOG_TARBALL, title, body);

export type CatalogFile = ArchiveFile;

/** The regular files of the tarball, in its order. */
export const catalogFiles = (): CatalogFile[] => tarballFiles(OME_CATALOG_TARBALL);

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

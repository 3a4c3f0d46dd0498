/**
 * OME's whole shipped catalog (../shared/data/ome-catalog/ome-catalog.tar.gz: 207 runtime files,
 * 207 models), read straight from the archive (no temp files). The archive sits beside the
 * project, not in it: specs that use it call `sharedCatalogText()` and say plainly when it is
 * absent (see `SHARED_CATALOG_NOTE`).
 */
import { existsSync } from 'node:fs';
import { OME_CATALOG_TARBALL } from '../src/test-support/shared-paths';
import { tarballFiles } from '../src/test-support/tarball';

export const SHARED_CATALOG_NOTE = `OME's catalog is not at ${OME_CATALOG_TARBALL}: these tests need ../shared/data`;

/**
 * The catalog as one paste: every runtime file, then every model file, in path order, one
 * document after another. Null when the archive is absent.
 */
export function sharedCatalogText(): string | null {
  if (!existsSync(OME_CATALOG_TARBALL)) return null;
  const files = tarballFiles(OME_CATALOG_TARBALL);
  const texts = (folder: string) =>
    files
      .filter((file) => file.path.includes(`config/${folder}/`) && /\.ya?ml$/.test(file.path))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
      .map((file) => file.text.trimEnd());
  return [...texts('runtimes'), ...texts('models')].join('\n---\n');
}

/**
 * Where OME's data sits beside the project (../shared/data: CI has it, a clone alone does not),
 * spelled once for vitest, Playwright and the benchmarks.
 */
import { join } from 'node:path';

export const SHARED_DATA = join(import.meta.dirname, '..', '..', '..', 'shared', 'data');

/** OME's shipped catalog, packed (see ../shared/data/ome-catalog/README.md). */
export const OME_CATALOG_TARBALL = join(SHARED_DATA, 'ome-catalog', 'ome-catalog.tar.gz');

/** The model configs OME's own parser is tested on. */
export const OME_HF_CONFIGS = join(SHARED_DATA, 'ome-hf-configs');

/**
 * A temporary folder for one test file, removed when the file's tests end: tests leave nothing
 * behind in the system's temp folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Makes `<tmp>/<prefix>XXXXXX` now and removes it, with all it holds, after the file's tests. */
export function tempDirForFile(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The import dialog's file reading: up to MAX_IMPORT_BYTES, past it a message naming the file. */
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, readManifestFile } from './read-file';

describe('readManifestFile', () => {
  it('reads a file up to the limit', async () => {
    const file = new File(['kind: ClusterBaseModel\n'], 'm.yaml');
    expect(await readManifestFile(file)).toEqual({
      ok: true,
      text: 'kind: ClusterBaseModel\n',
      fileName: 'm.yaml',
    });
  });

  it('refuses a file past the limit, unread, naming it and its size', async () => {
    const file = new File([new Uint8Array(MAX_IMPORT_BYTES + 1)], 'dump.yaml');
    expect(await readManifestFile(file)).toEqual({
      ok: false,
      message: 'dump.yaml is 10.0 MB; files up to 10 MB can be imported.',
    });
  });
});

/** Reading a chosen or dropped file as text (the worker parses it once it is in the editor). */

/** Larger files are refused: the editor and the ranking are meant for manifests, not archives. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export type ReadResult =
  | { readonly ok: true; readonly text: string; readonly fileName: string }
  | { readonly ok: false; readonly message: string };

export async function readManifestFile(file: File): Promise<ReadResult> {
  if (file.size > MAX_IMPORT_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return { ok: false, message: `${file.name} is ${mb} MB; files up to 10 MB can be imported.` };
  }
  try {
    return { ok: true, text: await file.text(), fileName: file.name };
  } catch {
    return { ok: false, message: `${file.name} could not be read.` };
  }
}

/**
 * Files dropped on the page, folders included (walked through the entries API), each with its
 * path inside what was dropped. Bounded: the walk stops one file past MAX_PICKED_FILES, which is
 * enough for the reader to refuse the drop as too big (pickedFilesError) without listing it all.
 */
import { MAX_PICKED_FILES, type PickedFile } from '../../state';

const MAX_FILES = MAX_PICKED_FILES + 1;

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** One directory's entries: readEntries answers in batches, and an empty batch is the end. */
async function entriesOf(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0 || all.length + batch.length > MAX_FILES) return all.concat(batch);
    all.push(...batch);
  }
}

async function collect(entry: FileSystemEntry, prefix: string, out: PickedFile[]): Promise<void> {
  if (out.length >= MAX_FILES) return;
  const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
  if (entry.isFile) out.push({ path, file: await fileOf(entry as FileSystemFileEntry) });
  else if (entry.isDirectory)
    for (const child of await entriesOf(entry as FileSystemDirectoryEntry))
      await collect(child, path, out);
}

export async function droppedFiles(data: DataTransfer): Promise<PickedFile[]> {
  const entries = [...data.items].map((item) => item.webkitGetAsEntry()).filter((e) => e !== null);
  if (entries.length === 0) return [...data.files].map((file) => ({ path: file.name, file }));
  const out: PickedFile[] = [];
  for (const entry of entries) await collect(entry, '', out);
  return out;
}

/** Files from an <input type="file">, a folder pick keeping each file's path inside the folder. */
export const inputFiles = (list: FileList): PickedFile[] =>
  [...list].map((file) => ({ path: file.webkitRelativePath || file.name, file }));

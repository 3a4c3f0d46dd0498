/**
 * Where each model of a folder of models is (model-root-fill.ts): the picked files by their path
 * inside the picked folder, sorted, so each of a catalog's models finds its subfolder in a
 * binary search instead of a pass over thousands of files; then each model's first candidate
 * folder (the order `--model-root` tries them) that holds files.
 */
import type { ModelFolderTarget } from '../worker/protocol';
import { insidePicked, pickedRoot, type PickedFile } from './model-files';

/** The files of a picked folder by their path inside it, sorted, to find a subfolder's quickly. */
export class PickedFolder {
  /** The picked folder's own name ("" for several things dropped at once). */
  readonly root: string;
  private readonly paths: readonly string[];
  private readonly files: ReadonlyMap<string, File>;

  constructor(picked: readonly PickedFile[]) {
    this.root = pickedRoot(picked);
    const files = new Map<string, File>();
    for (const { path, file } of picked) files.set(insidePicked(this.root, path), file);
    this.files = files;
    this.paths = [...files.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** How a folder inside is named to the user: with the picked folder's name in front. */
  shown(folder: string): string {
    return this.root === '' ? folder : `${this.root}/${folder}`;
  }

  /** The first path at or after `prefix` in sorted order: paths under a folder sit together. */
  private firstFrom(prefix: string): number {
    let low = 0;
    let high = this.paths.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.paths[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Whether `folder` (relative, `/`-separated) holds any picked file. */
  has(folder: string): boolean {
    return this.paths[this.firstFrom(`${folder}/`)]?.startsWith(`${folder}/`) ?? false;
  }

  /** The files under `folder`, by their path inside it. */
  filesUnder(folder: string): Map<string, File> {
    const prefix = `${folder}/`;
    const out = new Map<string, File>();
    for (let i = this.firstFrom(prefix); i < this.paths.length; i++) {
      const path = this.paths[i]!;
      if (!path.startsWith(prefix)) break;
      out.set(path.slice(prefix.length), this.files.get(path)!);
    }
    return out;
  }
}

export interface ModelRootMatch {
  /** Each model found, with the first of its candidate folders that the pick holds. */
  readonly found: readonly { readonly model: string; readonly folder: string }[];
  /** Models with empty fields and no folder here, with where they were looked for. */
  readonly notFound: readonly { readonly model: string; readonly candidates: readonly string[] }[];
  /** Models OME's agent skips (skip-config-parsing): not looked for. */
  readonly skipped: readonly string[];
}

/** Where each model is under the picked folder: its first candidate folder that holds files. */
export function matchModelFolders(
  folder: PickedFolder,
  targets: readonly ModelFolderTarget[],
): ModelRootMatch {
  const found: { model: string; folder: string }[] = [];
  const notFound: { model: string; candidates: readonly string[] }[] = [];
  const skipped: string[] = [];
  for (const { model, candidates, agentSkips } of targets) {
    if (agentSkips) {
      skipped.push(model);
      continue;
    }
    const at = candidates.find((c) => folder.has(c));
    if (at === undefined) notFound.push({ model, candidates });
    else found.push({ model, folder: at });
  }
  return { found, notFound, skipped };
}

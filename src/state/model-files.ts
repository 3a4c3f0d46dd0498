/**
 * "Fill from the model's files" in the app: the files the user picked or dropped as a
 * ModelFileTree read through File.slice (a 140 GB model costs a few header reads, and nothing
 * leaves the browser), and the edit that writes what OME's agent would derive into the model.
 */
import type { TextEdit } from '../manifests';
import {
  fieldValues,
  hasConfigAtTop,
  inspectModelFiles,
  isEstimate,
  type InspectResult,
  type ModelFileTree,
} from '../modelfiles';
import { modelFixEdit } from './model-fix';
import type { AppState } from './store';

/** A picked or dropped file with its path inside what was picked ("Llama/config.json"). */
export interface PickedFile {
  readonly path: string;
  readonly file: File;
}

/**
 * The most files one pick or drop may hold: far more than a model has, and more than a catalog's
 * worth of models laid out as downloads (OME's 207 would be a few thousand). Past it the pick is
 * refused (`pickedFilesError`) rather than read in part: a model cut off mid-folder would read
 * as another model (shards missing, a different config found).
 */
export const MAX_PICKED_FILES = 100_000;

/** Why the picked files are not read, or null: more of them than `MAX_PICKED_FILES`. */
export const pickedFilesError = (count: number): string | null =>
  count <= MAX_PICKED_FILES
    ? null
    : `More than ${MAX_PICKED_FILES.toLocaleString('en')} files were picked, more than ome-sim reads at once: pick a folder nearer the models (one organisation’s, or one model’s).`;

/**
 * The picked folder's own name, which starts every picked path ("Llama/config.json"), or "" when
 * the paths share none (a lone file, or several files and folders dropped at once).
 */
export function pickedRoot(picked: readonly PickedFile[]): string {
  const first = picked[0]?.path ?? '';
  const slash = first.indexOf('/');
  return slash > 0 && picked.every((p) => p.path.startsWith(first.slice(0, slash + 1)))
    ? first.slice(0, slash)
    : '';
}

/** A path inside the picked folder (the folder's own name taken off). */
export const insidePicked = (root: string, path: string): string =>
  root === '' ? path : path.slice(root.length + 1);

/** Files by their path in a folder, as a ModelFileTree read through File.slice. */
export function fileTree(
  files: ReadonlyMap<string, File>,
  display: (path: string) => string,
): ModelFileTree {
  return {
    paths: [...files.keys()],
    size: (path) => files.get(path)?.size ?? 0,
    read: async (path, start, end) => {
      const file = files.get(path);
      return file === undefined
        ? new Uint8Array()
        : new Uint8Array(await file.slice(start, end).arrayBuffer());
    },
    display,
  };
}

/** The picked files as a tree rooted at the picked folder (or at the lone file's place). */
export function pickedTree(picked: readonly PickedFile[]): ModelFileTree {
  const root = pickedRoot(picked);
  const files = new Map<string, File>();
  for (const { path, file } of picked) files.set(insidePicked(root, path), file);
  // One JSON file picked alone is the config, whatever its name (as `model inspect` reads it).
  const only = picked.length === 1 ? picked[0]! : null;
  if (
    only !== null &&
    root === '' &&
    /\.json$/i.test(only.path) &&
    only.path !== 'model_index.json'
  ) {
    files.clear();
    files.set('config.json', only.file);
  }
  const shown = (path: string) => (path === 'config.json' && only !== null ? only.file.name : path);
  return fileTree(files, (path) =>
    root === '' ? shown(path) || 'the picked files' : path === '' ? root : `${root}/${path}`,
  );
}

/**
 * Whether the picked files are one model's (a lone file, or a folder whose config is where OME's
 * agent looks first) rather than a folder of models (model-root-fill.ts).
 */
export function isOneModel(picked: readonly PickedFile[]): boolean {
  if (picked.length <= 1) return true;
  const root = pickedRoot(picked);
  return hasConfigAtTop(picked.map((p) => insidePicked(root, p.path)));
}

/** What OME's agent would derive from the picked files (throws a ModelFileError naming the file). */
export const inspectPicked = (picked: readonly PickedFile[]): Promise<InspectResult> =>
  inspectModelFiles(pickedTree(picked));

/**
 * Whether OME's model agent skips the ranked model (`ome.oracle.com/skip-config-parsing: "true"`):
 * it will never fill the fields itself, so whatever is written is written by hand.
 */
export const agentSkipsRankedModel = (state: AppState): boolean =>
  state.ranked?.result.agentSkipsModel === true;

/** The comment above the written fields: which file they came from, and how the size was had. */
export function filledComment(result: InspectResult, agentSkips: boolean): string {
  const size = isEstimate(result)
    ? "OME's estimate without the weights"
    : 'from the safetensors headers';
  const how = agentSkips
    ? "as OME's model agent would, though it skips this model (skip-config-parsing)"
    : "as OME's model agent would";
  return `filled from ${result.configFile} ${how} (parameter size: ${size})`;
}

/** The one edit writing the derived fields into the ranked model, with a comment naming the source. */
export function modelFilesEdit(state: AppState, result: InspectResult): TextEdit | null {
  return modelFixEdit(state, {
    ...fieldValues(result.fields),
    comment: filledComment(result, agentSkipsRankedModel(state)),
  });
}

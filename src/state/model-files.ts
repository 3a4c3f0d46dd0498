/**
 * "Fill from the model's files" in the app: the files the user picked or dropped as a
 * ModelFileTree read through File.slice (a 140 GB model costs a few header reads, and nothing
 * leaves the browser), and the edit that writes what OME's agent would derive into the model.
 */
import type { TextEdit } from '../manifests';
import {
  fieldValues,
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

/** The picked files as a tree rooted at the picked folder (or at the lone file's place). */
export function pickedTree(picked: readonly PickedFile[]): ModelFileTree {
  const first = picked[0]?.path ?? '';
  const slash = first.indexOf('/');
  const root =
    slash > 0 && picked.every((p) => p.path.startsWith(first.slice(0, slash + 1)))
      ? first.slice(0, slash)
      : '';
  const files = new Map<string, File>();
  for (const { path, file } of picked)
    files.set(root === '' ? path : path.slice(root.length + 1), file);
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
  return {
    paths: [...files.keys()],
    size: (path) => files.get(path)?.size ?? 0,
    read: async (path, start, end) => {
      const file = files.get(path);
      return file === undefined
        ? new Uint8Array()
        : new Uint8Array(await file.slice(start, end).arrayBuffer());
    },
    display: (path) =>
      root === '' ? shown(path) || 'the picked files' : path === '' ? root : `${root}/${path}`,
  };
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

/** The one edit writing the derived fields into the ranked model, with a comment naming the source. */
export function modelFilesEdit(state: AppState, result: InspectResult): TextEdit | null {
  const size = isEstimate(result)
    ? "OME's estimate without the weights"
    : 'from the safetensors headers';
  const how = agentSkipsRankedModel(state)
    ? "as OME's model agent would, though it skips this model (skip-config-parsing)"
    : "as OME's model agent would";
  return modelFixEdit(state, {
    ...fieldValues(result.fields),
    comment: `filled from ${result.configFile} ${how} (parameter size: ${size})`,
  });
}

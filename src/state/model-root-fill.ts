/**
 * "Fill from the model's files" with a folder that holds many models, as the CLI's
 * `--model-root DIR` (docs/model-files.md, "A folder of models"): every model of the manifests
 * whose agent fields are empty is looked for under the picked folder where its storage says
 * (the query worker names the models and the folders, from the same code as the CLI), each one
 * found is read as a model's folder is, and all of them are written in one edit of the text, so
 * one undo takes it back. A model whose folder cannot be read is reported with the reason; the
 * others are still filled.
 */
import { combineEdits, placesEdits, type TextEdit } from '../manifests';
import { fieldValues, inspectModelFiles, type InspectResult } from '../modelfiles';
import type { ModelFolderTarget } from '../worker/protocol';
import { fileTree, filledComment, pickedFilesError, type PickedFile } from './model-files';
import { matchModelFolders, PickedFolder, type ModelRootMatch } from './model-root-match';

/** One model's folder as read: what OME's agent would write, or why it can't be read. */
export type FolderReading =
  | { readonly model: string; readonly folder: string; readonly result: InspectResult }
  | { readonly model: string; readonly folder: string; readonly error: string };

/** Reads each found model's folder in turn (config files and safetensors headers only). */
export async function readModelFolders(
  folder: PickedFolder,
  found: ModelRootMatch['found'],
  progress?: (done: number, total: number) => void,
): Promise<FolderReading[]> {
  const readings: FolderReading[] = [];
  for (const { model, folder: at } of found) {
    progress?.(readings.length, found.length);
    const shown = folder.shown(at);
    const tree = fileTree(folder.filesUnder(at), (path) =>
      path === '' ? shown : `${shown}/${path}`,
    );
    try {
      readings.push({ model, folder: shown, result: await inspectModelFiles(tree) });
    } catch (error) {
      // A ModelFileError names the file; a file that vanished or can't be read since the pick
      // fails its File.slice with a DOMException, which says so.
      readings.push({ model, folder: shown, error: (error as Error).message });
    }
  }
  return readings;
}

/** What the one edit does for each model read. */
export interface ModelRootEdit {
  /** All the fields written, as one edit of the text (null when nothing is to be written). */
  readonly edit: TextEdit | null;
  readonly written: ReadonlySet<string>;
  /** Models whose spec can't take the fields (flow style, or no spec). */
  readonly refused: ReadonlySet<string>;
}

/** The one edit of `text` writing every model's read fields where its objects lack them. */
export function modelRootEdit(
  text: string,
  targets: readonly ModelFolderTarget[],
  readings: readonly FolderReading[],
): ModelRootEdit {
  const places = new Map(targets.map((t) => [t.model, t.places]));
  const edits: TextEdit[] = [];
  const written = new Set<string>();
  const refused = new Set<string>();
  for (const reading of readings) {
    if (!('result' in reading)) continue;
    const values = {
      ...fieldValues(reading.result.fields),
      comment: filledComment(reading.result, false),
    };
    const outcome = placesEdits(places.get(reading.model) ?? [], values, () => text);
    if (outcome.edits.length > 0) written.add(reading.model);
    else if (outcome.refused) refused.add(reading.model);
    edits.push(...outcome.edits.map((e) => e.edit));
  }
  return { edit: combineEdits(text, edits), written, refused };
}

/** What a fill from a folder of models did, model by model, as the app lists it. */
export interface ModelRootReport {
  /** The picked folder's name, or "the dropped folders". */
  readonly root: string;
  /** Models whose fields were written, with the folder they came from. */
  readonly filled: readonly {
    readonly model: string;
    readonly folder: string;
    readonly result: InspectResult;
  }[];
  /** Models found but not filled: the folder (null when not looked for) and why. */
  readonly notFilled: readonly {
    readonly model: string;
    readonly folder: string | null;
    readonly reason: string;
  }[];
  /** Models with empty fields that have no folder here. */
  readonly notFound: ModelRootMatch['notFound'];
}

const SKIPPED =
  'OME’s model agent skips it (annotated ome.oracle.com/skip-config-parsing: "true"), so it is not looked for';
const REFUSED = 'its spec is written in flow style ({…}) or absent, so the fields are not written';

/** A model read from its folder whose objects took nothing: the text changed meanwhile. */
const UNCHANGED =
  'the manifests changed while its files were read, and none of its objects lacks the fields now';

function reportOf(
  folder: PickedFolder,
  match: ModelRootMatch,
  readings: readonly FolderReading[],
  done: ModelRootEdit,
): ModelRootReport {
  const filled: ModelRootReport['filled'][number][] = [];
  const notFilled: ModelRootReport['notFilled'][number][] = [];
  for (const reading of readings) {
    const { model, folder: at } = reading;
    if (!('result' in reading)) notFilled.push({ model, folder: at, reason: reading.error });
    else if (done.written.has(model)) filled.push({ model, folder: at, result: reading.result });
    else if (done.refused.has(model)) notFilled.push({ model, folder: at, reason: REFUSED });
    else notFilled.push({ model, folder: at, reason: UNCHANGED });
  }
  for (const model of match.skipped) notFilled.push({ model, folder: null, reason: SKIPPED });
  return {
    root: folder.root === '' ? 'the dropped folders' : folder.root,
    filled,
    notFilled,
    notFound: match.notFound,
  };
}

/** What the fill needs from the app: the worker's answer, the editor's text, its edit command. */
export interface ModelRootDeps {
  /** The models to fill in `text` and their places (the query worker); null when it failed. */
  targets(text: string): Promise<{
    readonly asked: string;
    readonly models: readonly ModelFolderTarget[];
  } | null>;
  /** The editor's text now. */
  text(): string;
  /** Applies the edit as one undoable step; false when the editor can't. */
  apply(edit: TextEdit): boolean;
  /** Called before each model's folder is read. */
  progress?(done: number, total: number): void;
}

/** How often the fill asks again for the text's places when it changed while files were read. */
const RETRIES = 3;

const ENGINE_FAILED =
  'The manifests could not be read for their models (the engine failed); try again.';

/**
 * Fills every model of the manifests with empty fields whose folder the pick holds, in one edit;
 * throws an Error with a message for the user when nothing could be done (too many files, the
 * engine failed, the editor refused the edit).
 */
export async function fillFromModelRoot(
  picked: readonly PickedFile[],
  deps: ModelRootDeps,
): Promise<ModelRootReport> {
  const tooMany = pickedFilesError(picked.length);
  if (tooMany !== null) throw new Error(tooMany);
  const folder = new PickedFolder(picked);
  let plan = await deps.targets(deps.text());
  if (plan === null) throw new Error(ENGINE_FAILED);
  const match = matchModelFolders(folder, plan.models);
  const readings = await readModelFolders(folder, match.found, deps.progress);
  // The places are offsets in the text they were found in: typing while the files were read
  // moved them, so they are asked again for the text as it is now.
  for (let retry = 0; plan.asked !== deps.text(); retry++) {
    if (retry === RETRIES)
      throw new Error('The text kept changing while the files were read; pick the folder again.');
    plan = await deps.targets(deps.text());
    if (plan === null) throw new Error(ENGINE_FAILED);
  }
  const done = modelRootEdit(plan.asked, plan.models, readings);
  if (done.edit !== null && !deps.apply(done.edit))
    throw new Error('The editor could not take the fields just now; pick the folder again.');
  return reportOf(folder, match, readings, done);
}

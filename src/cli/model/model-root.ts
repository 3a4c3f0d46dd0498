/**
 * `--model-root DIR`: the agent's fields of every model whose fields are empty, filled from its
 * files under DIR, as `--model-files NAME=PATH` fills one (docs/model-files.md, "A folder of
 * models"). Which models, and where each is looked for, is the manifests layer's answer
 * (`modelRootTargets`), the one the app's fill from a folder of models uses too; what
 * was filled and what was not found is said in notes. A model whose folder is found but cannot
 * be read is a note, not an error: one broken folder must not stop a catalog's answer.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  fillModelFields,
  loadManifests,
  modelRootTargets,
  type ManifestSource,
  type ModelFill,
} from '../../manifests';
import { sanitizeCell } from '../../render/width';
import type { ApplyResult } from './apply-model-files';
import { inspectFill } from './apply-model-files';

export const MODEL_ROOT_FLAG = '--model-root';

/** How many names a note lists before "and N more". */
const LISTED = 8;

const listed = (names: readonly string[]): string =>
  names.length <= LISTED
    ? names.join(', ')
    : `${names.slice(0, LISTED).join(', ')} and ${names.length - LISTED} more`;

const isFolder = async (path: string): Promise<boolean> =>
  (await stat(path).catch(() => null))?.isDirectory() ?? false;

/** The first candidate folder under one of `roots` that exists, or null. */
async function folderOf(roots: readonly string[], candidates: readonly string[]) {
  for (const root of roots)
    for (const candidate of candidates) {
      const path = join(root, ...candidate.split('/'));
      if (await isFolder(path)) return path;
    }
  return null;
}

export async function applyModelRoots(
  sources: readonly ManifestSource[],
  roots: readonly string[],
): Promise<ApplyResult> {
  if (roots.length === 0) return { sources, notes: [] };
  for (const root of roots)
    if (!(await isFolder(root)))
      return { notes: [], error: sanitizeCell(`${MODEL_ROOT_FLAG} ${root}: no such folder`) };
  const where = roots.join(', ');
  const notes: string[] = [];
  const fills: ModelFill[] = [];
  const notFound: string[] = [];
  for (const target of modelRootTargets(sources, loadManifests(sources))) {
    if (target.agentSkips) continue;
    const folder = await folderOf(roots, target.candidates);
    if (folder === null) {
      notFound.push(target.model);
      continue;
    }
    try {
      const inspected = await inspectFill(target.model, folder);
      notes.push(...inspected.notes);
      fills.push(inspected.fill);
    } catch (error) {
      notes.push(
        `note: ${sanitizeCell(`${MODEL_ROOT_FLAG} ${target.model}: ${(error as Error).message}; its fields stay as written`)}`,
      );
    }
  }
  const outcome = fillModelFields(sources, fills);
  const filled = outcome.filled.filter((f) => f.objects > 0).map((f) => f.model);
  if (filled.length > 0)
    notes.push(
      `note: ${sanitizeCell(`${MODEL_ROOT_FLAG} ${where}: filled the empty fields of ${filled.length} model${filled.length === 1 ? '' : 's'} from their files, as OME's model agent would: ${listed(filled)}`)}`,
    );
  if (notFound.length > 0)
    notes.push(
      `note: ${sanitizeCell(`${MODEL_ROOT_FLAG} ${where}: no folder for ${notFound.length} model${notFound.length === 1 ? '' : 's'} with empty fields (looked up by spec.storage.path, then spec.storage.storageUri): ${listed(notFound)}`)}`,
    );
  return { sources: outcome.sources, notes };
}

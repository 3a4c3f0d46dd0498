/**
 * Where a model's files are, for `--model-root DIR` (docs/model-files.md, "A folder of models"):
 * OME's agent reads a model from `spec.storage.path` on the node, downloaded there from
 * `spec.storage.storageUri`. Under DIR the same model is looked for by that path (DIR standing
 * for the node's root), then by the URI's repository (`hf://org/name` → `org/name`, as a
 * Hugging Face download or a copy of the node's models folder lays it out), then by the path's
 * last two parts and its last part.
 */
import type { BaseModel } from '../engine';
import { readObjectField } from './object-field';
import type { ManifestSource, ObjectOrigin } from './types';

export interface ModelStorage {
  /** `spec.storage.path`, as written. */
  readonly path: string | null;
  /** `spec.storage.storageUri`, as written. */
  readonly storageUri: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export function modelStorage(
  sources: readonly ManifestSource[],
  origin: ObjectOrigin,
): ModelStorage {
  return {
    path: text(readObjectField(sources, origin, ['spec', 'storage', 'path'])),
    storageUri: text(readObjectField(sources, origin, ['spec', 'storage', 'storageUri'])),
  };
}

/** The fields OME's model agent writes; a model missing any of them is one it would fill. */
export function lacksAgentFields(model: BaseModel): boolean {
  return (
    model.modelFormat.name === '' ||
    model.modelFramework === null ||
    model.modelArchitecture === null ||
    model.modelParameterSize === null
  );
}

/** A path's parts, or null when one of them would leave the folder it is looked up in. */
function safeParts(path: string): string[] | null {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  return parts.length === 0 || parts.includes('..') ? null : parts;
}

/** `hf://org/name` (a revision after `@` dropped) → `org/name`; null for another scheme. */
function huggingFaceRepository(uri: string): string | null {
  const match = /^hf:\/\/([^@?#]+)/.exec(uri);
  return match === null ? null : match[1]!.replace(/\/+$/, '');
}

/**
 * The folders under DIR the model's files may be in, relative and `/`-separated, in the order
 * they are tried, without repeats; none that would leave DIR.
 */
export function modelFolderCandidates(storage: ModelStorage): readonly string[] {
  const out: string[] = [];
  const add = (parts: readonly string[] | null) => {
    if (parts === null || parts.length === 0) return;
    const joined = parts.join('/');
    if (!out.includes(joined)) out.push(joined);
  };
  const pathParts = storage.path === null ? null : safeParts(storage.path);
  add(pathParts);
  const repository = storage.storageUri === null ? null : huggingFaceRepository(storage.storageUri);
  add(repository === null ? null : safeParts(repository));
  if (pathParts !== null) {
    add(pathParts.slice(-2));
    add(pathParts.slice(-1));
  }
  return out;
}

/**
 * The CLI's side of a command's input: `-f` paths read from files, folders or standard input
 * (read/), models filled from their files (`--model-files`), then loaded: a CommandInput for the
 * command's pipeline (src/commands), which prints the notes and the failure.
 */
import { holdsObjects, inputOfSources, noObjectsError, type CommandInput } from '../commands/input';
import { printedProblems } from '../commands/diagnostics';
import type { ManifestSource } from '../manifests';
import { sanitizeCell } from '../render/width';
import { applyModelFiles, type ApplyResult } from './model/apply-model-files';
import { applyModelRoots } from './model/model-root';
import { readManifests, type ReadOptions } from './read';

export interface LoadOptions extends ReadOptions {
  /** `--model-files NAME=PATH`, as given. */
  readonly modelFiles?: readonly string[];
  /** `--model-root DIR`, as given: every model with empty fields, filled from its folder there. */
  readonly modelRoots?: readonly string[];
  /** How each source is named in messages (`ome-sim lint` shows paths as ESLint does). */
  readonly shown?: (name: string) => string;
}

/** The reader's notes as printed. */
export const noteLines = (notes: readonly string[]): string[] =>
  notes.map((n) => `note: ${sanitizeCell(n)}`);

/**
 * The models' empty fields filled from their files: first those `--model-files` names (the
 * user's own choice of folder wins), then every other one found under `--model-root`.
 */
export async function fillModels(
  sources: readonly ManifestSource[],
  options: Pick<LoadOptions, 'modelFiles' | 'modelRoots'>,
): Promise<ApplyResult> {
  const named = await applyModelFiles(sources, options.modelFiles ?? []);
  if ('error' in named) return named;
  const found = await applyModelRoots(named.sources, options.modelRoots ?? []);
  return { ...found, notes: [...named.notes, ...found.notes] };
}

/** The sources read and filled, with their notes; or why they could not be read. */
export async function readInputs(
  paths: readonly string[],
  options: LoadOptions,
): Promise<
  | { readonly sources: readonly ManifestSource[]; readonly notes: readonly string[] }
  | {
      readonly notes: readonly string[];
      readonly error: string;
    }
> {
  const read = await readManifests(paths, options);
  if ('error' in read) return { notes: [], error: read.error };
  const notes = noteLines(read.notes);
  const filled = await fillModels(read.sources, options);
  if ('error' in filled) return { notes: [...notes, ...filled.notes], error: filled.error };
  const shown = options.shown;
  const sources =
    shown === undefined
      ? filled.sources
      : filled.sources.map((s) => ({ ...s, name: shown(s.name) }));
  return { sources, notes: [...notes, ...filled.notes] };
}

/** What a command's arguments say to read: `-f`, `-R`, `--model-files`, `--model-root`. */
export interface ManifestArgs {
  /** `-f PATH`, as given: files, folders, or - for standard input. */
  readonly files: readonly string[];
  /** `-R, --recursive`: folders given with -f are read with their subfolders. */
  readonly recursive: boolean;
  /** `--model-files NAME=PATH`, as given (applied by model/apply-model-files.ts). */
  readonly modelFiles: readonly string[];
  /** `--model-root DIR`, as given (applied by model/model-root.ts); absent where not taken. */
  readonly modelRoots?: readonly string[];
}

/** `loadInputs` for what a command's arguments name, standard input being `stdin`. */
export function loadArgsInputs(
  args: ManifestArgs,
  stdin: NodeJS.ReadableStream,
): Promise<CommandInput> {
  const { files, recursive, modelFiles, modelRoots } = args;
  return loadInputs(files, { recursive, stdin, modelFiles, ...(modelRoots && { modelRoots }) });
}

/**
 * The manifests at `paths`, loaded for a command. Loaded with positions found only for objects
 * with a problem (the table shows none), which is what the pipelines print.
 */
export async function loadInputs(
  paths: readonly string[],
  options: LoadOptions,
): Promise<CommandInput> {
  const read = await readInputs(paths, options);
  if ('error' in read) return { ok: false, notes: read.notes, error: read.error };
  const input = inputOfSources(read.sources, read.notes);
  // As kubectl refuses to apply nothing: a command that checked nothing must not pass.
  if (!holdsObjects(input.set)) {
    // What was skipped (documents of other kinds) says why nothing is left.
    const skipped = printedProblems(input.set.diagnostics).lines;
    return { ok: false, notes: [...read.notes, ...skipped], error: noObjectsError(paths) };
  }
  return input;
}

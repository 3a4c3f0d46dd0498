/**
 * Flags several commands take, spelled once (name, shorthand, kind): a command's table adds the
 * help its --help prints, so `-f` cannot mean one thing to `runtime explain` and another to `lint`.
 * Then what the commands' parsers share in reading them: the answer's shape, `-f`, `-o`.
 */
import { DEFAULT_NAMESPACE, type Question } from '../../engine';
import type { ArgsError } from './parse-flags';

export const FILENAME = { name: 'filename', short: 'f', kind: 'repeated' } as const;
export const RECURSIVE = { name: 'recursive', short: 'R', kind: 'bool' } as const;
export const OUTPUT = { name: 'output', short: 'o', kind: 'string', value: 'FORMAT' } as const;
export const OME_VERSION = { name: 'ome-version', kind: 'string', value: 'V' } as const;
export const NAMESPACE = { name: 'namespace', short: 'n', kind: 'string', value: 'NS' } as const;
export const MODEL = { name: 'model', kind: 'string', value: 'NAME' } as const;
export const ISVC = { name: 'isvc', kind: 'string', value: 'NAME' } as const;

/** `--model-files NAME=PATH` (model/apply-model-files.ts). */
export const MODEL_FILES = { name: 'model-files', kind: 'repeated', value: 'NAME=PATH' } as const;

/** The help of `--model-files` where MODEL_FILE_FLAGS give it. */
const MODEL_FILES_HELP: readonly string[] = [
  "fill model NAME's empty fields (modelFormat, modelFramework,",
  'modelArchitecture, modelParameterSize, quantization) from its',
  "files, as OME's model agent would, before ranking; PATH is a",
  'model folder or a config.json (see ome-sim model --help); repeat',
  'for several models',
];

/** `--model-root DIR` (model/model-root.ts). */
export const MODEL_ROOT = { name: 'model-root', kind: 'repeated', value: 'DIR' } as const;

/** The help of `--model-root`, in every command that loads manifests. */
export const MODEL_ROOT_HELP: readonly string[] = [
  'fill every model whose agent fields are empty from its files under DIR,',
  'as --model-files does for one: found by spec.storage.path (DIR as the',
  "node's root), then storageUri (hf://org/name → DIR/org/name); repeatable",
];

/**
 * `--model-files` and `--model-root` as `lint`, `runtime map` and `accelerator explain` list them
 * (runtime explain and ui word `--model-files` for themselves).
 */
export const MODEL_FILE_FLAGS = [
  { ...MODEL_FILES, help: MODEL_FILES_HELP },
  { ...MODEL_ROOT, help: MODEL_ROOT_HELP },
] as const;

/**
 * The question `--model NAME` or `--isvc NAME` asks in `-n NAMESPACE` (kubectl's `default` when
 * none is given). The caller has checked that exactly one of the two names is given.
 */
export function questionOfFlags(
  model: string | null,
  isvc: string | null,
  namespace: string | null,
): Question {
  const where = namespace || DEFAULT_NAMESPACE;
  return model
    ? { kind: 'model', name: model, namespace: where }
    : { kind: 'isvc', name: isvc ?? '', namespace: where };
}

/** What a command's argument parser returns: its arguments (as `kind`), help, or an error. */
export type ParsedArgs<Kind extends string, Args> =
  { readonly kind: Kind; readonly args: Args } | { readonly kind: 'help' } | ArgsError;

export const isArgsError = (value: unknown): value is ArgsError =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'error';

/**
 * The `-f` paths given; a command that reads manifests needs one at least. `placeholder` is what
 * the command's help calls a path (`FILE` or `PATH`).
 */
export function requiredFiles(
  files: readonly string[],
  placeholder: 'FILE' | 'PATH',
): readonly string[] | ArgsError {
  return files.length > 0
    ? files
    : {
        kind: 'error',
        message: `at least one -f ${placeholder} is required (a YAML file, a directory, or - for standard input)`,
      };
}

/**
 * `-o FORMAT` when it is one of the command's `formats`; without `-o`, `fallback`. An empty
 * `-o ''` is refused as any other unknown format, by every command alike.
 */
export function readFormat<F extends string>(
  written: string | null,
  formats: readonly F[],
  fallback: F,
): F | ArgsError {
  if (written === null) return fallback;
  return (formats as readonly string[]).includes(written)
    ? (written as F)
    : {
        kind: 'error',
        message: `unknown output format "${written}"; expected one of ${formats.join(', ')}`,
      };
}

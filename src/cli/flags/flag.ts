/**
 * Flags several commands take, spelled once (name, shorthand, kind); a command's table adds the
 * help its --help prints, so `-f` cannot mean one thing to `runtime explain` and another to `lint`.
 * Read as a vocabulary: `import * as flag from '../flags/flag'`, then `{ ...flag.FILENAME, help }`.
 */
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

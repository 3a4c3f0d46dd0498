/**
 * What the commands' argument parsers share in reading the flags of flag.ts: the answer's shape,
 * the question, `-f` and `-o`.
 */
import { DEFAULT_NAMESPACE, type Question } from '../../engine';
import type { ArgsError } from './parse-flags';

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

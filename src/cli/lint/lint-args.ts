/**
 * Arguments of `ome-sim lint`, kubectl- and ESLint-style: repeated `-f`, `-R`, `-o`,
 * `--ome-version`, `--max-warnings N` (-1, the default, is no limit).
 */
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine/ome-release';
import { readFlags } from '../diff/flags';
import { MODEL_FILES_HELP } from '../model/apply-model-files';

export const LINT_OUTPUTS = ['text', 'json', 'sarif'] as const;
export type LintOutput = (typeof LINT_OUTPUTS)[number];

export interface LintArgs {
  readonly files: readonly string[];
  readonly recursive: boolean;
  readonly output: LintOutput;
  readonly omeRelease: OmeRelease;
  /** Warnings allowed before the exit code is 1; -1 for no limit. */
  readonly maxWarnings: number;
  /** `--model-files NAME=PATH`, as given (applied by model/apply-model-files.ts). */
  readonly modelFiles: readonly string[];
}

export const LINT_USAGE = `ome-sim lint: what is wrong with a catalog of OME manifests (offline).

Usage:
  ome-sim lint -f PATH [-f PATH ...] [-R] [-o text|json|sarif] [--ome-version RELEASE]
               [--max-warnings N] [--model-files NAME=PATH ...]

Flags:
  -f, --filename PATH   manifests: a YAML file, a directory of them, or - for standard input;
                        repeat to lint several together
  -R, --recursive       read the directories given with -f recursively (kubectl's order)
  -o, --output FORMAT   text (default), json, or sarif (SARIF 2.1.0 for GitHub code scanning)
      --ome-version V   the OME release whose behaviour to check (default 1.3)
      --max-warnings N  exit 1 when there are more than N warnings (default -1: no limit);
                        errors always make the exit code 1
${MODEL_FILES_HELP}
  -h, --help            show this help

Every finding has a rule id, a severity, a message and the file, line and column of the object
or entry it is about. The rules are listed in docs/lint.md. Exit codes, as ESLint's: 0 no errors
and no more warnings than --max-warnings (infos never count); 1 errors, or more warnings than
--max-warnings; 2 bad arguments or a path that cannot be read.
`;

export type ParsedLintArgs =
  | { readonly kind: 'lint'; readonly args: LintArgs }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

const VALUE_FLAGS: Record<string, string> = {
  '-f': 'files',
  '--filename': 'files',
  '-o': 'output',
  '--output': 'output',
  '--ome-version': 'omeVersion',
  '--max-warnings': 'maxWarnings',
  '--model-files': 'modelFiles',
};

export function parseLintArgs(argv: readonly string[]): ParsedLintArgs {
  if (argv.includes('-h') || argv.includes('--help')) return { kind: 'help' };
  const read = readFlags(
    argv,
    { values: VALUE_FLAGS, switches: { '-R': 'recursive', '--recursive': 'recursive' } },
    'ome-sim lint',
  );
  if ('error' in read) return { kind: 'error', message: read.error };
  if (read.positional.length > 0)
    return {
      kind: 'error',
      message: `unexpected argument "${read.positional[0]}"; give manifests with -f (see ome-sim lint --help)`,
    };
  const values = read.values;
  const recursive = read.switches.has('recursive');
  const last = (key: string) => values[key]?.at(-1) ?? null;
  const files = values['files'] ?? [];
  if (files.length === 0)
    return {
      kind: 'error',
      message:
        'at least one -f PATH is required (a YAML file, a directory, or - for standard input)',
    };
  const output = last('output') ?? 'text';
  if (!(LINT_OUTPUTS as readonly string[]).includes(output))
    return {
      kind: 'error',
      message: `unknown output format "${output}"; expected one of ${LINT_OUTPUTS.join(', ')}`,
    };
  const omeRelease = resolveOmeRelease(last('omeVersion') ?? '1.3');
  if (isOmeReleaseError(omeRelease)) return { kind: 'error', message: omeRelease.error };
  const maxText = last('maxWarnings') ?? '-1';
  const maxWarnings = /^(-1|\d+)$/.test(maxText) ? Number(maxText) : NaN;
  if (!Number.isSafeInteger(maxWarnings))
    return {
      kind: 'error',
      message: `invalid --max-warnings "${maxText}"; expected a whole number (-1 for no limit)`,
    };
  return {
    kind: 'lint',
    args: {
      files,
      recursive,
      output: output as LintOutput,
      omeRelease,
      maxWarnings,
      modelFiles: values['modelFiles'] ?? [],
    },
  };
}

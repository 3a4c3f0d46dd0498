/**
 * Argument parsing for `ome-sim runtime explain`, kubectl-style: `--flag value`, `--flag=value`,
 * repeated `-f`, and cobra's wording where kubectl's is known (docs/selection-rules.md §E1, §E8).
 */
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../engine/ome-release';

export const OUTPUT_FORMATS = ['table', 'json', 'markdown', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface ExplainArgs {
  readonly model: string | null;
  readonly isvc: string | null;
  readonly namespace: string;
  readonly files: readonly string[];
  readonly output: OutputFormat;
  /** The OME release asked for (`--ome-version`), with the selection behaviour it has. */
  readonly omeRelease: OmeRelease;
  /** `--with-effective`: append the effective-runtime context (docs/selection-rules.md §E6). */
  readonly withEffective: boolean;
  /** `--ome-namespace`: OME's control-plane namespace, read only by `--with-effective`. */
  readonly omeNamespace: string;
  /** null: 80, or a narrower terminal; 0: no wrapping. */
  readonly width: number | null;
  /** `--model-files NAME=PATH`, as given (applied by model/apply-model-files.ts). */
  readonly modelFiles: readonly string[];
  /** `-R, --recursive`: folders given with -f are read with their subfolders. */
  readonly recursive: boolean;
}

export type ParsedArgs =
  | { readonly kind: 'explain'; readonly args: ExplainArgs }
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'error'; readonly message: string };

export const USAGE = `ome-sim: which serving runtime will OME pick for a model, and why (offline).

Usage:
  ome-sim runtime explain (--model NAME | --isvc NAME) [-n NAMESPACE] -f FILE [-f FILE ...]
                          [-R] [-o table|json|markdown|csv] [--ome-version RELEASE] [--width N]
                          [--with-effective [--ome-namespace NS]] [--model-files NAME=PATH ...]
  ome-sim runtime diff --before PATH --after PATH | --base REF -f PATH [-R] (see --help there)
  ome-sim runtime map (--model NAME | --isvc NAME) -f PATH ... [-R]       (see --help there)
  ome-sim test FILE|DIR ... [-R]                                          (see --help there)
  ome-sim lint -f PATH ... [-R] [-o text|json|sarif] [--max-warnings N]   (see --help there)
  ome-sim model inspect PATH ... [-o yaml|json]
                          the BaseModel fields OME's model agent would write, from a model's
                          own files (see ome-sim model --help)
  ome-sim ui [-f FILE ... [-R]] [--model NAME | --isvc NAME] [-n NAMESPACE] [--port N]
                          the simulator in your browser (see ome-sim ui --help)

Flags:
      --model NAME          BaseModel or ClusterBaseModel to rank runtimes for
      --isvc NAME           InferenceService to rank for (its spec.model, accelerator class
                            and deployment modes apply)
  -n, --namespace NS        the InferenceService's namespace (default "default")
  -f, --filename FILE       manifests: a YAML file, a directory of them, or - for standard
                            input; repeat to merge several
  -R, --recursive           read the folders given with -f and their subfolders, in the
                            order kubectl reads them (without it, a folder's own files only)
  -o, --output FORMAT       table (default; what kubectl ome runtime explain prints), json,
                            markdown or csv
      --ome-version V       the OME release whose behaviour to reproduce (default 1.3):
                            any release such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1; 1.2.x
                            behaves as 1.2.2, 1.3.x as 1.3, newer releases as the newest
                            known (with a note)
      --width N             wrap the table to N columns (default 80; 0 turns wrapping off)
      --with-effective      append the effective-runtime context (needs --isvc); offline,
                            there is no live cluster to observe, so it says so as OME does
      --ome-namespace NS    OME's control-plane namespace, for --with-effective (default "ome")
      --model-files NAME=PATH
                            fill model NAME's empty fields (modelFormat, modelFramework,
                            modelArchitecture, modelParameterSize, quantization) from its
                            files as OME's model agent would, before ranking; PATH is a model
                            folder or a config.json (see ome-sim model --help); repeatable
      --context, --kubeconfig, --cluster, --user
                            kubectl's connection flags: accepted and ignored (ome-sim reads
                            files, not a cluster)
  -h, --help                show this help
`;

/**
 * The flags that ask a question of manifests, as `runtime explain` spells them; commands that ask
 * the same (`runtime map`) take these too, so they cannot drift apart.
 */
export const QUESTION_FLAGS: Readonly<Record<string, string>> = {
  '--model': 'model',
  '--isvc': 'isvc',
  '-n': 'namespace',
  '--namespace': 'namespace',
  '-f': 'files',
  '--filename': 'files',
  '-o': 'output',
  '--output': 'output',
  '--ome-version': 'omeVersion',
  '--model-files': 'modelFiles',
};

const VALUE_FLAGS: Record<string, string> = {
  ...QUESTION_FLAGS,
  '--width': 'width',
  '--ome-namespace': 'omeNamespace',
  // kubectl's connection flags: accepted so that a copied kubectl command line runs, then unused.
  '--context': 'ignored',
  '--kubeconfig': 'ignored',
  '--cluster': 'ignored',
  '--user': 'ignored',
};

/** Flags without a value (cobra bools; `--with-effective=false` is accepted too). */
const BOOLEAN_FLAGS: Record<string, string> = {
  '--with-effective': 'withEffective',
  '-R': 'recursive',
  '--recursive': 'recursive',
};

/** cobra's bool parsing (strconv.ParseBool). */
function parseBool(text: string): boolean | null {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(text)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(text)) return false;
  return null;
}

/** Splits `--flag=value` and `-fvalue`-free kubectl forms into a flag and its value. */
function splitFlag(token: string): [string, string | null] {
  const eq = token.indexOf('=');
  if (token.startsWith('-') && eq > 0) return [token.slice(0, eq), token.slice(eq + 1)];
  return [token, null];
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  if (argv.includes('-h') || argv.includes('--help') || argv.length === 0) return { kind: 'help' };
  if (argv[0] === '--version' || argv[0] === 'version') return { kind: 'version' };
  if (argv[0] !== 'runtime' || argv[1] !== 'explain') {
    return {
      kind: 'error',
      message: `unknown command "${argv.join(' ')}"; expected "runtime explain" (see ome-sim --help)`,
    };
  }
  const values: Record<string, string[]> = {};
  const booleans: Record<string, boolean> = {};
  const rest = argv.slice(2);
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = splitFlag(rest[i]!);
    const booleanKey = BOOLEAN_FLAGS[flag];
    if (booleanKey !== undefined) {
      const value = inline === null ? true : parseBool(inline);
      if (value === null) {
        return {
          kind: 'error',
          message: `invalid argument "${inline}" for "${flag}" flag: strconv.ParseBool: parsing "${inline}": invalid syntax`,
        };
      }
      booleans[booleanKey] = value;
      continue;
    }
    const key = VALUE_FLAGS[flag];
    if (key === undefined) {
      if (flag.startsWith('-') && flag !== '-')
        return { kind: 'error', message: `unknown flag: ${flag}` };
      return { kind: 'error', message: `unknown command "${flag}" for "ome-sim runtime explain"` };
    }
    const value = inline ?? rest[++i];
    if (value === undefined) return { kind: 'error', message: `flag needs an argument: ${flag}` };
    (values[key] ??= []).push(value);
  }
  const last = (key: string): string | null => values[key]?.at(-1) ?? null;
  const model = last('model');
  const isvc = last('isvc');
  if ((model === null || model === '') === (isvc === null || isvc === '')) {
    return { kind: 'error', message: 'exactly one of --model or --isvc is required' };
  }
  const withEffective = booleans['withEffective'] ?? false;
  if (withEffective && (isvc === null || isvc === '')) {
    return { kind: 'error', message: '--with-effective requires --isvc' };
  }
  const files = values['files'] ?? [];
  if (files.length === 0) {
    return {
      kind: 'error',
      message:
        'at least one -f FILE is required (a YAML file, a directory, or - for standard input)',
    };
  }
  const output = last('output') ?? 'table';
  if (!(OUTPUT_FORMATS as readonly string[]).includes(output)) {
    return {
      kind: 'error',
      message: `unknown output format "${output}"; expected one of ${OUTPUT_FORMATS.join(', ')}`,
    };
  }
  const omeRelease = resolveOmeRelease(last('omeVersion') ?? '1.3');
  if (isOmeReleaseError(omeRelease)) return { kind: 'error', message: omeRelease.error };
  const widthText = last('width');
  const width = widthText === null ? null : Number(widthText);
  if (width !== null && (!Number.isInteger(width) || width < 0)) {
    return {
      kind: 'error',
      message: `invalid --width "${widthText}"; expected a whole number of columns (0 turns wrapping off)`,
    };
  }
  return {
    kind: 'explain',
    args: {
      model: model || null,
      isvc: isvc || null,
      namespace: last('namespace') || 'default',
      files,
      output: output as OutputFormat,
      omeRelease,
      width,
      withEffective,
      omeNamespace: last('omeNamespace') || 'ome',
      modelFiles: values['modelFiles'] ?? [],
      recursive: booleans['recursive'] ?? false,
    },
  };
}

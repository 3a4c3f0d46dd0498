/**
 * Argument parsing for `ome-sim runtime explain`, kubectl-style: `--flag value`, `--flag=value`,
 * repeated `-f`, and cobra's error wording where kubectl's is known (explain-contract.md §1, §8).
 */
import { OME_VERSIONS, type OmeVersion } from '../engine';

export const OUTPUT_FORMATS = ['table', 'json', 'markdown', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface ExplainArgs {
  readonly model: string | null;
  readonly isvc: string | null;
  readonly namespace: string;
  readonly files: readonly string[];
  readonly output: OutputFormat;
  readonly omeVersion: OmeVersion;
  /** null: 80, or a narrower terminal; 0: no wrapping. */
  readonly width: number | null;
}

export type ParsedArgs =
  | { readonly kind: 'explain'; readonly args: ExplainArgs }
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'error'; readonly message: string };

export const USAGE = `ome-sim: which serving runtime will OME pick for a model, and why (offline).

Usage:
  ome-sim runtime explain (--model NAME | --isvc NAME) [-n NAMESPACE] -f FILE [-f FILE ...]
                          [-o table|json|markdown|csv] [--ome-version 1.3|1.2.2] [--width N]
  ome-sim ui [-f FILE ...] [--model NAME | --isvc NAME] [-n NAMESPACE] [--port N]
                          the simulator in your browser (see ome-sim ui --help)

Flags:
      --model NAME          BaseModel or ClusterBaseModel to rank runtimes for
      --isvc NAME           InferenceService to rank for (its spec.model, accelerator class
                            and deployment modes apply)
  -n, --namespace NS        the InferenceService's namespace (default "default")
  -f, --filename FILE       manifests: a YAML file, a directory of them, or - for standard
                            input; repeat to merge several
  -o, --output FORMAT       table (default; what kubectl ome runtime explain prints), json,
                            markdown or csv
      --ome-version V       OME behaviour to reproduce: 1.3 (default) or 1.2.2
      --width N             wrap the table to N columns (default 80; 0 turns wrapping off)
  -h, --help                show this help
`;

const VALUE_FLAGS: Record<string, string> = {
  '--model': 'model',
  '--isvc': 'isvc',
  '-n': 'namespace',
  '--namespace': 'namespace',
  '-f': 'files',
  '--filename': 'files',
  '-o': 'output',
  '--output': 'output',
  '--ome-version': 'omeVersion',
  '--width': 'width',
};

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
  const rest = argv.slice(2);
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = splitFlag(rest[i]!);
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
  const omeVersion = last('omeVersion') ?? '1.3';
  if (!(OME_VERSIONS as readonly string[]).includes(omeVersion)) {
    return {
      kind: 'error',
      message: `unsupported --ome-version "${omeVersion}"; expected 1.3 or 1.2.2`,
    };
  }
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
      omeVersion: omeVersion as OmeVersion,
      width,
    },
  };
}

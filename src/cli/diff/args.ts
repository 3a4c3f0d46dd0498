/** Arguments of `ome-sim runtime diff` (docs/cli.md "runtime diff"). */
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine';
import { readFlags } from './flags';

export const DIFF_FORMATS = ['table', 'json', 'markdown'] as const;
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** Where the app opens when `--link` is given and `--app-url` is not: `npm start`'s address. */
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173/';

export type DiffSides =
  | {
      readonly kind: 'paths';
      readonly before: readonly string[];
      readonly after: readonly string[];
    }
  | { readonly kind: 'git'; readonly base: string; readonly paths: readonly string[] };

export interface DiffArgs {
  readonly sides: DiffSides;
  readonly namespaces: readonly string[];
  readonly output: DiffFormat;
  /** The release asked for (`--ome-version`), and the behaviour it maps to. */
  readonly omeRelease: OmeRelease;
  readonly exitCode: boolean;
  /** Markdown: print the comment even when nothing changed. */
  readonly always: boolean;
  readonly link: boolean;
  readonly appUrl: string;
  /** `-R, --recursive`: folders are read with their subfolders, on both sides. */
  readonly recursive: boolean;
}

export const DIFF_USAGE = `Usage:
  ome-sim runtime diff --before PATH [--before PATH ...] --after PATH [--after PATH ...]
  ome-sim runtime diff --base GIT_REF -f PATH [-f PATH ...]
      [-R] [-n NAMESPACE ...] [-o table|json|markdown] [--ome-version V] [--exit-code]
      [--always] [--link [--app-url URL]]

Compares the runtime OME picks for every InferenceService, and every model in each namespace,
before and after a change of manifests.

Flags:
      --before PATH      manifests before: a file or a directory
      --after PATH       manifests after
      --base GIT_REF     before = the -f paths at this git revision, after = as they are now
  -f, --filename PATH    with --base: the paths to compare
  -R, --recursive        read directories with their subfolders, in the order kubectl reads
                         them, on both sides (without it, a directory's own files only)
  -n, --namespace NS     ask only in this namespace (repeatable; default: every namespace used)
  -o, --output FORMAT    table (default), json or markdown (a pull-request comment)
      --ome-version V    the OME release whose behaviour to reproduce (1.3, v1.3.0, 1.2.2,
                         1.4.0-rc.1; default 1.3)
      --exit-code        exit 2 when any answer changed
      --always           markdown: print the comment even when nothing changed
      --link             also print a link that opens the change in the app, the before state
                         pinned as the baseline (when the manifests fit in a link)
      --app-url URL      where the app is served, for --link (default ${DEFAULT_APP_URL})
`;

export type ParsedDiff =
  | { readonly kind: 'diff'; readonly args: DiffArgs }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

export function parseDiffArgs(argv: readonly string[]): ParsedDiff {
  if (argv.includes('-h') || argv.includes('--help')) return { kind: 'help' };
  const read = readFlags(
    argv,
    {
      values: {
        '--before': 'before',
        '--after': 'after',
        '--base': 'base',
        '-f': 'files',
        '--filename': 'files',
        '-n': 'namespace',
        '--namespace': 'namespace',
        '-o': 'output',
        '--output': 'output',
        '--ome-version': 'omeVersion',
        '--app-url': 'appUrl',
      },
      switches: {
        '--exit-code': 'exitCode',
        '--always': 'always',
        '--link': 'link',
        '-R': 'recursive',
        '--recursive': 'recursive',
      },
    },
    'ome-sim runtime diff',
  );
  if ('error' in read) return { kind: 'error', message: read.error };
  const error = (message: string): ParsedDiff => ({ kind: 'error', message });
  if (read.positional.length > 0)
    return error(`unexpected argument "${read.positional[0]}" for "ome-sim runtime diff"`);
  const list = (key: string): readonly string[] => read.values[key] ?? [];
  const last = (key: string): string | null => list(key).at(-1) ?? null;
  const base = last('base');
  let sides: DiffSides;
  if (base !== null) {
    if (list('before').length > 0 || list('after').length > 0)
      return error('use either --base with -f, or --before and --after, not both');
    if (base === '') return error('--base needs a git revision (a branch, tag or commit)');
    if (list('files').length === 0) return error('--base needs at least one -f PATH to compare');
    sides = { kind: 'git', base, paths: list('files') };
  } else {
    if (list('files').length > 0)
      return error('-f is used with --base; otherwise give --before and --after');
    if (list('before').length === 0 || list('after').length === 0)
      return error('give --before PATH and --after PATH (or --base GIT_REF with -f PATH)');
    sides = { kind: 'paths', before: list('before'), after: list('after') };
  }
  const output = last('output') ?? 'table';
  if (!(DIFF_FORMATS as readonly string[]).includes(output))
    return error(`unknown output format "${output}"; expected one of ${DIFF_FORMATS.join(', ')}`);
  const omeRelease = resolveOmeRelease(last('omeVersion') ?? '1.3');
  if (isOmeReleaseError(omeRelease)) return error(omeRelease.error);
  const namespaces = list('namespace');
  if (namespaces.some((n) => n === '')) return error('-n needs a namespace name');
  return {
    kind: 'diff',
    args: {
      sides,
      namespaces,
      output: output as DiffFormat,
      omeRelease,
      exitCode: read.switches.has('exitCode'),
      always: read.switches.has('always'),
      link: read.switches.has('link'),
      appUrl: last('appUrl') ?? DEFAULT_APP_URL,
      recursive: read.switches.has('recursive'),
    },
  };
}

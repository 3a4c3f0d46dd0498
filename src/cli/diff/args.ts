/** Arguments of `ome-sim runtime diff` (docs/cli.md "runtime diff"). */
import { DIFF_FORMATS, type DiffFormat } from '../../commands/diff';
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine';
import { readFormat, isArgsError, type ParsedArgs } from '../flags/common';
import * as flag from '../flags/flag';
import { flagHelp } from '../flags/flag-help';
import { defineFlags, parseFlags } from '../flags/parse-flags';

/** Where the app opens when `--link` is given and `--app-url` is not: `npm start`'s address. */
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173/';

/** Where the two sides are read from: paths on disk, or the same paths at a git revision. */
export type DiffPaths =
  | {
      readonly kind: 'paths';
      readonly before: readonly string[];
      readonly after: readonly string[];
    }
  | { readonly kind: 'git'; readonly base: string; readonly paths: readonly string[] };

export interface DiffArgs {
  readonly sides: DiffPaths;
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
  /** `--model-root DIR`: both sides' models with empty fields filled from their folders there. */
  readonly modelRoots: readonly string[];
}

/** `runtime diff`'s flags: what it parses and what its --help lists. */
const DIFF_FLAGS = defineFlags({
  command: 'ome-sim runtime diff',
  wording: 'ome-sim',
  positionals: 'collect',
  helpColumn: 25,
  flags: [
    {
      name: 'before',
      kind: 'repeated',
      value: 'PATH',
      help: ['manifests before: a file or a directory'],
    },
    { name: 'after', kind: 'repeated', value: 'PATH', help: ['manifests after'] },
    {
      name: 'base',
      kind: 'string',
      value: 'GIT_REF',
      help: ['before = the -f paths at this git revision, after = as they are now'],
    },
    { ...flag.FILENAME, value: 'PATH', help: ['with --base: the paths to compare'] },
    {
      ...flag.RECURSIVE,
      help: [
        'read directories with their subfolders, in the order kubectl reads',
        "them, on both sides (without it, a directory's own files only)",
      ],
    },
    {
      ...flag.MODEL_ROOT,
      help: [
        'fill every model whose agent fields are empty, on both sides, from',
        "its files under DIR, as OME's model agent would (see ome-sim",
        'runtime explain --help); repeatable',
      ],
    },
    {
      ...flag.NAMESPACE,
      kind: 'repeated',
      help: ['ask only in this namespace (repeatable; default: every namespace used)'],
    },
    { ...flag.OUTPUT, help: ['table (default), json or markdown (a pull-request comment)'] },
    {
      ...flag.OME_VERSION,
      help: [
        'the OME release whose behaviour to reproduce (1.3, v1.3.0, 1.2.2,',
        "1.4.0-rc.1, or one of OME's tags v0.1.0 to v0.1.5; default 1.3;",
        'docs/selection-rules.md §0.1 says what each tag has)',
      ],
    },
    { name: 'exit-code', kind: 'bool', help: ['exit 2 when any answer changed'] },
    {
      name: 'always',
      kind: 'bool',
      help: ['markdown: print the comment even when nothing changed'],
    },
    {
      name: 'link',
      kind: 'bool',
      help: [
        'also print a link that opens the change in the app, the before state',
        'pinned as the baseline (when the manifests fit in a link)',
      ],
    },
    {
      name: 'app-url',
      kind: 'string',
      value: 'URL',
      help: [`where the app is served, for --link (default ${DEFAULT_APP_URL})`],
    },
  ],
});

export const DIFF_USAGE = `ome-sim runtime diff: which runtime selections a change of manifests moves, and why (offline).

Usage:
  ome-sim runtime diff --before PATH [--before PATH ...] --after PATH [--after PATH ...]
  ome-sim runtime diff --base GIT_REF -f PATH [-f PATH ...]
      [-R] [-n NAMESPACE ...] [-o table|json|markdown] [--ome-version V] [--exit-code]
      [--always] [--link [--app-url URL]] [--model-root DIR ...]

Compares the runtime OME picks for every InferenceService, and every model in each namespace,
before and after a change of manifests.

Flags:
${flagHelp(DIFF_FLAGS)}`;

export type ParsedDiff = ParsedArgs<'diff', DiffArgs>;

export function parseDiffArgs(argv: readonly string[]): ParsedDiff {
  const parsed = parseFlags(argv, DIFF_FLAGS);
  if (parsed.kind !== 'flags') return parsed;
  const flags = parsed.flags;
  const error = (message: string): ParsedDiff => ({ kind: 'error', message });
  if (flags.positional.length > 0)
    return error(`unexpected argument "${flags.positional[0]}" for "ome-sim runtime diff"`);
  const before = flags.values('before');
  const after = flags.values('after');
  const files = flags.values('filename');
  const base = flags.value('base');
  let sides: DiffPaths;
  if (base !== null) {
    if (before.length > 0 || after.length > 0)
      return error('use either --base with -f, or --before and --after, not both');
    if (base === '') return error('--base needs a git revision (a branch, tag or commit)');
    if (files.length === 0) return error('--base needs at least one -f PATH to compare');
    sides = { kind: 'git', base, paths: files };
  } else {
    if (files.length > 0)
      return error('-f is used with --base; otherwise give --before and --after');
    if (before.length === 0 || after.length === 0)
      return error('give --before PATH and --after PATH (or --base GIT_REF with -f PATH)');
    sides = { kind: 'paths', before: before, after: after };
  }
  const output = readFormat(flags.value('output'), DIFF_FORMATS, 'table');
  if (isArgsError(output)) return output;
  const omeRelease = resolveOmeRelease(flags.value('ome-version') ?? '1.3');
  if (isOmeReleaseError(omeRelease)) return error(omeRelease.error);
  const namespaces = flags.values('namespace');
  if (namespaces.some((n) => n === '')) return error('-n needs a namespace name');
  return {
    kind: 'diff',
    args: {
      sides,
      namespaces,
      output,
      omeRelease,
      exitCode: flags.on('exit-code'),
      always: flags.on('always'),
      link: flags.on('link'),
      appUrl: flags.value('app-url') ?? DEFAULT_APP_URL,
      recursive: flags.on('recursive'),
      modelRoots: flags.values('model-root'),
    },
  };
}

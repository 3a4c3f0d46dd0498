/**
 * Arguments of `ome-sim ui`, in the same kubectl style as `runtime explain`: `--flag value`,
 * `--flag=value`, repeated `-f`. Manifests and the question are optional: without them the app
 * opens on the browser's own autosaved work.
 */
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine/ome-release';
import type { ServedScenario } from '../../share/served';

/** What the page ranks first: the served scenario's own target shape. */
type RankTarget = NonNullable<ServedScenario['target']>;

export interface UiArgs {
  readonly files: readonly string[];
  /** null: DEFAULT_UI_PORT, or any free port when it is taken; 0: any free port. */
  readonly port: number | null;
  readonly target: RankTarget | null;
  readonly namespace: string | null;
  /** `--ome-version`, read as `runtime explain` reads it; absent: the page keeps its own. */
  readonly omeRelease?: OmeRelease;
  /** `--model-files NAME=PATH`, as given (applied by model/apply-model-files.ts). */
  readonly modelFiles?: readonly string[];
  /** `-R, --recursive`: folders given with -f are read with their subfolders. */
  readonly recursive: boolean;
}

export type ParsedUiArgs =
  | { readonly kind: 'ui'; readonly args: UiArgs }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

export const UI_USAGE = `ome-sim ui: the simulator in your browser, served from this machine, with your manifests loaded.

Usage:
  ome-sim ui [-f FILE|DIR|- ... [-R]] [--model NAME | --isvc NAME] [-n NAMESPACE]
             [--ome-version RELEASE] [--model-files NAME=PATH ...] [--port N]

Flags:
  -f, --filename FILE       manifests to open: a YAML file, a directory of them, or - for
                            standard input; repeat to merge several
  -R, --recursive           read the folders given with -f and their subfolders, in the
                            order kubectl reads them (without it, a folder's own files only)
      --model NAME          BaseModel or ClusterBaseModel to rank runtimes for
      --isvc NAME           InferenceService to rank for
  -n, --namespace NS        the namespace to rank in
      --ome-version V       the OME release whose behaviour the page reproduces, as in
                            runtime explain: any release such as 1.3, v1.3.0, 1.2.2 or
                            1.4.0-rc.1 (without it, the page keeps the one it has)
      --model-files NAME=PATH
                            fill model NAME's empty fields from its files (a model folder
                            or a config.json) as OME's model agent would, before the page
                            ranks; repeatable (see ome-sim model --help)
      --port N              the port on 127.0.0.1 (default 7373, or any free one when that
                            is taken; 0: any free port). The browser keeps your work per
                            port, so the same port finds it again
  -h, --help                show this help

The page is served on 127.0.0.1 only, at a random path printed on start; other paths answer 404.
Ctrl+C stops the server.
`;

const VALUE_FLAGS: Record<
  string,
  'files' | 'model' | 'isvc' | 'namespace' | 'port' | 'omeVersion' | 'modelFiles'
> = {
  '-f': 'files',
  '--filename': 'files',
  '--model': 'model',
  '--isvc': 'isvc',
  '-n': 'namespace',
  '--namespace': 'namespace',
  '--port': 'port',
  '--ome-version': 'omeVersion',
  '--model-files': 'modelFiles',
};

const MAX_PORT = 65535;

/** The same address each time, so the browser finds the work autosaved there before. */
export const DEFAULT_UI_PORT = 7373;

function parsePort(text: string | null): number | null | string {
  if (text === null) return null;
  const port = Number(text);
  return /^\d+$/.test(text) && port <= MAX_PORT
    ? port
    : `invalid --port "${text}"; expected a number from 0 to ${MAX_PORT} (0: any free port)`;
}

export function parseUiArgs(argv: readonly string[]): ParsedUiArgs {
  if (argv.includes('-h') || argv.includes('--help')) return { kind: 'help' };
  const values: Partial<Record<(typeof VALUE_FLAGS)[string], string[]>> = {};
  let recursive = false;
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '-R' || token === '--recursive') {
      recursive = true;
      continue;
    }
    const eq = token.startsWith('-') ? token.indexOf('=') : -1;
    const flag = eq > 0 ? token.slice(0, eq) : token;
    const key = VALUE_FLAGS[flag];
    if (key === undefined) {
      return flag.startsWith('-') && flag !== '-'
        ? { kind: 'error', message: `unknown flag: ${flag}` }
        : { kind: 'error', message: `unknown command "${flag}" for "ome-sim ui"` };
    }
    const value = eq > 0 ? token.slice(eq + 1) : argv[++i];
    if (value === undefined) return { kind: 'error', message: `flag needs an argument: ${flag}` };
    (values[key] ??= []).push(value);
  }
  const last = (key: (typeof VALUE_FLAGS)[string]): string | null => values[key]?.at(-1) || null;
  const model = last('model');
  const isvc = last('isvc');
  if (model !== null && isvc !== null)
    return { kind: 'error', message: 'at most one of --model or --isvc may be given' };
  const files = values.files ?? [];
  if (files.length === 0 && (model ?? isvc ?? last('namespace')) !== null) {
    return {
      kind: 'error',
      message: '--model, --isvc and -n ask about manifests: give them with -f FILE',
    };
  }
  // As runtime explain reads it: an empty value is a release that does not read, not none.
  const written = values.omeVersion?.at(-1) ?? null;
  const omeRelease = written === null ? null : resolveOmeRelease(written);
  if (omeRelease !== null && isOmeReleaseError(omeRelease))
    return { kind: 'error', message: omeRelease.error };
  if (files.length === 0 && omeRelease !== null) {
    return {
      kind: 'error',
      message: '--ome-version goes with the manifests it ranks: give them with -f FILE',
    };
  }
  const port = parsePort(last('port'));
  if (typeof port === 'string') return { kind: 'error', message: port };
  const target: RankTarget | null =
    model !== null
      ? { kind: 'model', name: model }
      : isvc !== null
        ? { kind: 'isvc', name: isvc }
        : null;
  const modelFiles = values.modelFiles ?? [];
  if (files.length === 0 && modelFiles.length > 0) {
    return {
      kind: 'error',
      message: '--model-files fills models in the manifests: give them with -f FILE',
    };
  }
  if (files.length === 0 && recursive)
    return { kind: 'error', message: '-R reads the folders given with -f: give them with -f DIR' };
  const base: UiArgs = { files, port, target, namespace: last('namespace'), recursive };
  const args = modelFiles.length === 0 ? base : { ...base, modelFiles };
  return { kind: 'ui', args: omeRelease === null ? args : { ...args, omeRelease } };
}

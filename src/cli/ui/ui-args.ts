/**
 * Arguments of `ome-sim ui`, in the same kubectl style as `runtime explain`: `--flag value`,
 * `--flag=value`, repeated `-f`. Manifests and the question are optional: without them the app
 * opens on the browser's own autosaved work.
 */
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine/ome-release';
import type { ServedScenario } from '../../share/served';
import type { ParsedArgs } from '../flags/common';
import * as flag from '../flags/flag';
import { flagHelp } from '../flags/flag-help';
import { kubectlFlags, parseFlags, type IntReading } from '../flags/parse-flags';

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
  /** `--model-root DIR`, as given. */
  readonly modelRoots?: readonly string[];
  /** `-R, --recursive`: folders given with -f are read with their subfolders. */
  readonly recursive: boolean;
}

export type ParsedUiArgs = ParsedArgs<'ui', UiArgs>;

/** `ui`'s flags: what it parses and what its --help lists. */
const UI_FLAGS = kubectlFlags('ome-sim ui', 28, [
  {
    ...flag.FILENAME,
    value: 'FILE',
    help: [
      'manifests to open: a YAML file, a directory of them, or - for',
      'standard input; repeat to merge several',
    ],
  },
  {
    ...flag.RECURSIVE,
    help: [
      'read the folders given with -f and their subfolders, in the',
      "order kubectl reads them (without it, a folder's own files only)",
    ],
  },
  { ...flag.MODEL, help: ['BaseModel or ClusterBaseModel to rank runtimes for'] },
  { ...flag.ISVC, help: ['InferenceService to rank for'] },
  { ...flag.NAMESPACE, help: ['the namespace to rank in'] },
  {
    ...flag.OME_VERSION,
    help: [
      'the OME release whose behaviour the page reproduces, as in',
      'runtime explain: any release such as 1.3, v1.3.0, 1.2.2 or',
      "1.4.0-rc.1, or one of OME's tags v0.1.0 to v0.1.5 (without it,",
      'the page keeps the one it has)',
    ],
  },
  {
    ...flag.MODEL_FILES,
    help: [
      "fill model NAME's empty fields from its files (a model folder",
      "or a config.json) as OME's model agent would, before the page",
      'ranks; repeatable (see ome-sim model --help)',
    ],
  },
  { ...flag.MODEL_ROOT, help: flag.MODEL_ROOT_HELP },
  {
    name: 'port',
    kind: 'int',
    value: 'N',
    help: [
      'the port on 127.0.0.1 (default 7373, or any free one when that',
      'is taken; 0: any free port). The browser keeps your work per',
      'port, so the same port finds it again',
    ],
    readInt: readPort,
  },
]);

export const UI_USAGE = `ome-sim ui: the simulator in your browser, served from this machine, with your manifests loaded.

Usage:
  ome-sim ui [-f FILE|DIR|- ... [-R]] [--model NAME | --isvc NAME] [-n NAMESPACE]
             [--ome-version RELEASE] [--model-files NAME=PATH ...] [--port N]

Flags:
${flagHelp(UI_FLAGS)}
The page is served on 127.0.0.1 only, at a random path printed on start; other paths answer 404.
Ctrl+C stops the server.
`;

const MAX_PORT = 65535;

/** The same address each time, so the browser finds the work autosaved there before. */
export const DEFAULT_UI_PORT = 7373;

/** `--port`: 0 to 65535 in digits; empty is no port given. */
function readPort(text: string): IntReading {
  if (text === '') return null;
  return /^\d+$/.test(text) && Number(text) <= MAX_PORT
    ? Number(text)
    : {
        error: `invalid --port "${text}"; expected a number from 0 to ${MAX_PORT} (0: any free port)`,
      };
}

export function parseUiArgs(argv: readonly string[]): ParsedUiArgs {
  const parsed = parseFlags(argv, UI_FLAGS);
  if (parsed.kind !== 'flags') return parsed;
  const flags = parsed.flags;
  const recursive = flags.on('recursive');
  const last = (name: 'model' | 'isvc' | 'namespace'): string | null => flags.value(name) || null;
  const model = last('model');
  const isvc = last('isvc');
  if (model !== null && isvc !== null)
    return { kind: 'error', message: 'at most one of --model or --isvc may be given' };
  const files = flags.values('filename');
  if (files.length === 0 && (model ?? isvc ?? last('namespace')) !== null) {
    return {
      kind: 'error',
      message: '--model, --isvc and -n ask about manifests: give them with -f FILE',
    };
  }
  // As runtime explain reads it: an empty value is a release that does not read, not none.
  const written = flags.value('ome-version');
  const omeRelease = written === null ? null : resolveOmeRelease(written);
  if (omeRelease !== null && isOmeReleaseError(omeRelease))
    return { kind: 'error', message: omeRelease.error };
  if (files.length === 0 && omeRelease !== null) {
    return {
      kind: 'error',
      message: '--ome-version goes with the manifests it ranks: give them with -f FILE',
    };
  }
  const port = flags.int('port');
  if (port !== null && typeof port !== 'number') return { kind: 'error', message: port.error };
  const target: RankTarget | null =
    model !== null
      ? { kind: 'model', name: model }
      : isvc !== null
        ? { kind: 'isvc', name: isvc }
        : null;
  const modelFiles = flags.values('model-files');
  const modelRoots = flags.values('model-root');
  if (files.length === 0 && modelFiles.length + modelRoots.length > 0) {
    const flag = modelFiles.length > 0 ? '--model-files' : '--model-root';
    return {
      kind: 'error',
      message: `${flag} fills models in the manifests: give them with -f FILE`,
    };
  }
  if (files.length === 0 && recursive)
    return { kind: 'error', message: '-R reads the folders given with -f: give them with -f DIR' };
  const base: UiArgs = { files, port, target, namespace: last('namespace'), recursive };
  const args: UiArgs = {
    ...base,
    ...(modelFiles.length === 0 ? {} : { modelFiles }),
    ...(modelRoots.length === 0 ? {} : { modelRoots }),
  };
  return { kind: 'ui', args: omeRelease === null ? args : { ...args, omeRelease } };
}

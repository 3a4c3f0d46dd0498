/**
 * `ome-sim ui`: reads the manifests as `runtime explain` does (same `-f` forms, same problem
 * lines on standard error), serves the built app with them loaded and the question asked, prints
 * the address, and runs until Ctrl+C.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isResolveError,
  loadManifests,
  resolveErrorText,
  resolveQuestion,
  type ManifestSet,
  type ManifestSource,
} from '../../manifests';
import { printedProblems } from '../../commands/diagnostics';
import { EXIT } from '../../commands/exit-codes';
import { missingRuntimeLines, resolveHintLines } from '../../commands/hints';
import { lines } from '../../commands/output';
import { DEFAULT_NAMESPACE } from '../../engine';
import type { ServedScenario } from '../../share/served';
import { readInputs } from '../load-inputs';
import { argsOrExit, writeError, type Streams } from '../streams';
import { startUiServer } from './serve';
import { DEFAULT_UI_PORT, parseUiArgs, UI_USAGE, type UiArgs } from './ui-args';

export interface UiOptions {
  /** The built app; found beside the CLI when not given. */
  readonly appDir?: string;
  /** Stops the server (tests); otherwise Ctrl+C (SIGINT) or SIGTERM does. */
  readonly signal?: AbortSignal;
  /** The port without --port (tests). */
  readonly defaultPort?: number;
}

/**
 * Where the built app is: `dist/` at the root of the package (or checkout) this file is in,
 * found by walking up, since the file sits in dist-cli/ once bundled and in src/cli/ui/ in source.
 */
function findAppDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')))
      return existsSync(join(dir, 'dist', 'index.html')) ? join(dir, 'dist') : null;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Words as YAML comment lines of at most COMMENT_WIDTH columns, so the editor shows them whole. */
function commentLines(text: string): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= COMMENT_WIDTH)
      lines[last] += ` ${word}`;
    else lines.push(`# ${word}`);
  }
  return lines.map((line) => `${line}\n`).join('');
}

const COMMENT_WIDTH = 36; // a phone shows about this much of the editor

/**
 * One editor text from several sources: each keeps its name in a comment above it. The reader's
 * notes (a folder whose manifests sit in subfolders, unread without -R) head the text as
 * comments, so the page says why it is empty too.
 */
export function editorText(
  sources: readonly ManifestSource[],
  notes: readonly string[] = [],
): string {
  const head = notes.map((note) => commentLines(`ome-sim ui: ${note}`)).join('');
  if (sources.length === 1) return head + sources[0]!.text;
  return (
    head +
    sources
      .map((s) => `# ${s.name}\n${s.text.endsWith('\n') ? s.text : `${s.text}\n`}`)
      .join('---\n')
  );
}

function served(
  args: UiArgs,
  sources: readonly ManifestSource[],
  notes: readonly string[],
): ServedScenario | null {
  if (args.files.length === 0) return null;
  return {
    manifests: editorText(sources, notes),
    target: args.target,
    namespace: args.namespace,
    omeRelease: args.omeRelease?.written ?? null,
  };
}

const count = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the page opens on: how much was read, and the question it asks. */
function servingLine(args: UiArgs, sources: readonly ManifestSource[], set: ManifestSet): string {
  const read =
    `${count(sources.length, 'file')} (${count(set.runtimes.length, 'runtime')}, ` +
    `${count(set.models.length, 'model')}, ${count(set.inferenceServices.length, 'InferenceService')})`;
  const asked =
    args.target === null
      ? 'no question asked (the page picks one)'
      : `asking about ${args.target.kind === 'model' ? 'model' : 'InferenceService'} ${args.target.name}` +
        (args.namespace === null ? '' : ` in namespace ${args.namespace}`);
  return `ome-sim ui: serving ${read}; ${asked}`;
}

/**
 * The question the page is asked, checked against the manifests: a model or InferenceService
 * they lack (with the nearest name), or a runtime the InferenceService names that is not there.
 * The page still opens on the question as asked, and shows OME's "not found" there too.
 */
function questionWarnings(args: UiArgs, set: ManifestSet): string[] {
  if (args.target === null) return [];
  const namespace = args.namespace ?? DEFAULT_NAMESPACE;
  const resolved = resolveQuestion(set, { ...args.target, namespace });
  if (isResolveError(resolved)) {
    return [
      `warning: the page asks about something the manifests lack: ${resolveErrorText(resolved)}`,
      ...resolveHintLines(resolved),
    ];
  }
  return missingRuntimeLines(set, resolved).map((line) => line.replace(/^hint:/, 'warning:'));
}

/**
 * What `ui` serves for these arguments, read by the one reader (src/cli/read); its notes and the
 * manifests' problems go to standard error, as `runtime explain` prints them.
 */
export async function readScenario(
  args: UiArgs,
  io: Pick<Streams, 'stdin' | 'stdout' | 'stderr'>,
): Promise<ServedScenario | null | { readonly error: string }> {
  const read = await readInputs(args.files, {
    recursive: args.recursive,
    stdin: io.stdin,
    modelFiles: args.modelFiles ?? [],
    modelRoots: args.modelRoots ?? [],
  });
  io.stderr.write(lines(read.notes));
  if ('error' in read) return read;
  const { sources } = read;
  // The page shows the same problems on their lines; here they are printed as explain prints them.
  const set = loadManifests(sources);
  io.stderr.write(lines(printedProblems(set.diagnostics).lines));
  if (args.files.length > 0) {
    io.stdout.write(`${servingLine(args, sources, set)}\n`);
    io.stderr.write(lines(questionWarnings(args, set)));
  }
  const unreadFolders = read.notes
    .filter((note) => note.includes('-R (--recursive)'))
    .map((note) => note.replace(/^note: /, ''));
  return served(args, sources, unreadFolders);
}

const inUse = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';

function untilStopped(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((done) => {
    if (signal !== undefined) {
      signal.addEventListener('abort', () => done(), { once: true });
      return;
    }
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export async function runUi(
  argv: readonly string[],
  io: Streams,
  options: UiOptions = {},
): Promise<number> {
  const args = argsOrExit(parseUiArgs(argv), UI_USAGE, io);
  if (typeof args === 'number') return args;
  // As `runtime explain` says it: the release is outside the known ones.
  const note = args.omeRelease?.note ?? null;
  if (note !== null) io.stderr.write(`note: ${note}\n`);
  const appDir = options.appDir ?? findAppDir();
  if (appDir === null)
    return writeError(
      io,
      'the built app is missing; run `npm run build` in this checkout',
      EXIT.failed,
    );
  const scenario = await readScenario(args, io);
  if (scenario !== null && 'error' in scenario) return writeError(io, scenario.error, EXIT.failed);
  const port = args.port ?? options.defaultPort ?? DEFAULT_UI_PORT;
  let server;
  try {
    server = await startUiServer({ appDir, scenario, port }).catch((error: unknown) => {
      if (!inUse(error) || args.port !== null) throw error;
      io.stderr.write(
        `note: port ${port} is in use, so this runs on another one; work autosaved in the browser at port ${port} is not shown there\n`,
      );
      return startUiServer({ appDir, scenario, port: 0 });
    });
  } catch (error) {
    const why = inUse(error)
      ? `port ${port} is in use; pass another --port, or --port 0 for any free one`
      : (error as Error).message;
    return writeError(io, why, EXIT.failed);
  }
  io.stdout.write(`ome-sim ui: open ${server.url} in your browser. Ctrl+C stops it.\n`);
  await untilStopped(options.signal);
  await server.close();
  return EXIT.ok;
}

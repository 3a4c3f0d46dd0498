/**
 * `ome-sim runtime explain`: prints what `kubectl ome runtime explain` prints, from files, offline.
 * A thin shell: arguments → manifests → engine → renderer. Streams are injected for tests.
 */
import { explainRanking, explainRankingVerdicts } from '../engine';
import {
  EXPLICIT_RUNTIME_NOTE,
  KUBECTL_WIDTH,
  kubectlChunks,
  kubectlSource,
} from '../render/kubectl';
import { PiecePool } from '../render/byte-writer';
import { renderJson } from '../render/json';
import { renderCsv, renderMarkdown } from '../render/markdown';
import { isResolveError, loadManifests, resolveErrorText, resolveQuestion } from '../manifests';
import { parseArgs, USAGE, type ExplainArgs } from './args';
import {
  modelHintLines,
  pinnedRuntimeHintLines,
  printsHints,
  resolveHintLines,
  writeLines,
} from './hints';
import { readManifests } from './read';
import { reportDiagnostics, reportNotes } from './report-diagnostics';

export interface Streams {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /**
   * True when stdout is done with a chunk once its write callback fires (a file descriptor, as
   * `process.stdout`). Only then are the table's arrays reused: a stream that keeps the chunks it
   * is given (a PassThrough, a capture) holds views of them, which a later piece would overwrite.
   */
  readonly stdoutReleasesWrites?: boolean;
  /** The working directory paths are shown relative to (`ome-sim lint`); process.cwd() if unset. */
  readonly cwd?: string;
}

const DEFAULT_WIDTH = KUBECTL_WIDTH;

/** The table width: --width, else 80 or a narrower terminal (docs/selection-rules.md §E4.2). */
function tableWidth(args: ExplainArgs, stdout: Streams['stdout']): number {
  if (args.width !== null) return args.width;
  const columns = stdout.isTTY ? stdout.columns : undefined;
  return columns !== undefined && columns > 0 ? Math.min(DEFAULT_WIDTH, columns) : DEFAULT_WIDTH;
}

/**
 * The table's UTF-8 pieces, written as they come: the wrapped layout comes in pieces of about
 * 64 KB as it is made (byte-writer.ts); the unwrapped (`--width 0`) and stacked ones come whole.
 * Each piece is written out before the next is made, and its array then holds a later piece
 * (`pool`, when the stream lets go of it: `Streams.stdoutReleasesWrites`): a slow reader holds
 * the table back instead of it piling up in memory.
 */
async function writePieces(
  pieces: Iterable<Uint8Array>,
  stream: NodeJS.WritableStream,
  pool: PiecePool | undefined,
): Promise<void> {
  for (const piece of pieces) {
    const failed = await new Promise<boolean>((resolve) =>
      stream.write(piece, (error) => resolve(error != null)),
    );
    // The stream reports its own error (a reader gone: bin.ts); nothing more is written.
    if (failed) return;
    pool?.giveBack(piece);
  }
}

async function runExplain(args: ExplainArgs, io: Streams): Promise<number> {
  if (args.omeRelease.note !== null) io.stderr.write(`note: ${args.omeRelease.note}\n`);
  const read = await readManifests(args.files, { recursive: args.recursive, stdin: io.stdin });
  if ('error' in read) {
    io.stderr.write(`error: ${read.error}\n`);
    return 1;
  }
  reportNotes(read.notes, io.stderr);
  if (args.modelFiles.length > 0) {
    // Loaded only when asked for: explain without it reads no model files.
    const { applyModelFiles } = await import('./model/apply-model-files');
    const filled = await applyModelFiles(read.sources, args.modelFiles, io.stderr);
    if ('error' in filled) {
      io.stderr.write(`error: ${filled.error}\n`);
      return 1;
    }
    read.sources.splice(0, read.sources.length, ...filled.sources);
  }
  // The table shows no positions: problems carry theirs, found again only for those objects.
  const set = loadManifests(read.sources, { positionsOnDemand: true });
  const invalidInput = reportDiagnostics(set, io.stderr);
  const hints = printsHints(args.output, io.stderr);
  const resolved = resolveQuestion(set, args.question, args.omeRelease.behaviour);
  if (isResolveError(resolved)) {
    // kubectl prints the API server's error as it is (docs/selection-rules.md §E8); a hint of
    // ours follows only where it can't be mistaken for OME's output (hints.ts).
    io.stderr.write(`error: ${resolveErrorText(resolved)}\n`);
    if (hints) writeLines(io.stderr, resolveHintLines(resolved));
    return 1;
  }
  const notes = resolved.inferenceService?.object.runtime != null ? [EXPLICIT_RUNTIME_NOTE] : [];
  // Ours, after OME's lines: a runtime the InferenceService names that OME's lookup can't find.
  const pinnedHints = hints ? pinnedRuntimeHintLines(set, resolved) : [];
  if (args.output === 'table') {
    // The table prints verdicts only: no breakdowns or findings to build for every runtime.
    const pool = io.stdoutReleasesWrites === true ? new PiecePool() : undefined;
    const output = kubectlChunks(
      kubectlSource(explainRankingVerdicts(resolved.input)),
      notes.length > 0,
      tableWidth(args, io.stdout),
      args.withEffective,
      pool,
    );
    io.stderr.write(output.stderr);
    if (hints) writeLines(io.stderr, [...pinnedHints, ...modelHintLines(resolved.input)]);
    await writePieces(output.stdout, io.stdout, pool);
    return output.exitCode !== 0 || invalidInput ? 1 : 0;
  }
  const explanation = explainRanking(resolved.input);
  const hardError = explanation.ranking.error !== null;
  if (args.output === 'json') {
    for (const note of notes) io.stderr.write(`${note}\n`);
    const releaseNotes = args.omeRelease.note === null ? [] : [`note: ${args.omeRelease.note}`];
    io.stdout.write(
      renderJson(explanation, {
        notes: [...releaseNotes, ...notes],
        omeRelease: args.omeRelease.written,
        withEffective: args.withEffective,
      }),
    );
    if (hardError) io.stderr.write(`error: ${explanation.error}\n`);
    writeLines(io.stderr, pinnedHints);
    return hardError || invalidInput ? 1 : 0;
  }
  if (hardError) {
    io.stderr.write(`error: ${explanation.error}\n`);
    writeLines(io.stderr, modelHintLines(resolved.input));
    return 1;
  }
  for (const note of notes) io.stderr.write(`${note}\n`);
  writeLines(io.stderr, pinnedHints);
  io.stdout.write(
    args.output === 'markdown'
      ? renderMarkdown({ ...explanation, omeRelease: args.omeRelease.written })
      : renderCsv({ ...explanation, omeRelease: args.omeRelease.written }),
  );
  return invalidInput ? 1 : 0;
}

/** Runs the CLI; resolves to the process exit code. */
export async function main(argv: readonly string[], io: Streams): Promise<number> {
  // Loaded only when asked for, so `runtime explain` pays neither for the web server nor for
  // the Git and process modules that `diff` and `test` use.
  if (argv[0] === 'ui') return (await import('./ui/run-ui')).runUi(argv.slice(1), io);
  if (argv[0] === 'runtime' && argv[1] === 'map')
    return (await import('./map/run-map')).runMap(argv.slice(2), io);
  if (argv[0] === 'runtime' && argv[1] === 'diff')
    return (await import('./diff/run-diff')).runDiff(argv.slice(2), io);
  if (argv[0] === 'test')
    return (await import('./test-command/run-test')).runTests(argv.slice(1), io);
  if (argv[0] === 'model') return (await import('./model/run-model')).runModel(argv.slice(1), io);
  if (argv[0] === 'lint') return (await import('./lint/run-lint')).runLint(argv.slice(1), io);
  const parsed = parseArgs(argv);
  switch (parsed.kind) {
    case 'help':
      io.stdout.write(USAGE);
      return 0;
    case 'version':
      io.stdout.write('ome-sim 0.1.0 (OME runtime selection v1.3, v1.2.2 compatibility)\n');
      return 0;
    case 'error':
      io.stderr.write(`error: ${parsed.message}\n`);
      return 1;
    case 'explain':
      return runExplain(parsed.args, io);
  }
}

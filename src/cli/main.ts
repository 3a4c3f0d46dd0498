/**
 * `ome-sim runtime explain`: prints what `kubectl ome runtime explain` prints, from files, offline.
 * A thin shell: arguments → manifests → engine → renderer. Streams are injected for tests.
 */
import { explain } from '../engine';
import {
  EXPLICIT_RUNTIME_NOTE,
  KUBECTL_WIDTH,
  kubectlOutput,
  kubectlSource,
} from '../explain/kubectl';
import { renderJson } from '../explain/json';
import { renderCsv, renderMarkdown } from '../explain/markdown';
import {
  diagnosticText,
  isResolveError,
  loadManifests,
  resolveErrorText,
  resolveQuery,
} from '../manifests';
import { parseArgs, USAGE, type ExplainArgs } from './args';
import { readSources } from './read-sources';
import { runDiff } from './diff/run-diff';
import { runTests } from './test/run-test';

export interface Streams {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  readonly stderr: NodeJS.WritableStream;
}

const DEFAULT_WIDTH = KUBECTL_WIDTH;

/** The table width: --width, else 80 or a narrower terminal (explain-contract.md §4.2). */
function tableWidth(args: ExplainArgs, stdout: Streams['stdout']): number {
  if (args.width !== null) return args.width;
  const columns = stdout.isTTY ? stdout.columns : undefined;
  return columns !== undefined && columns > 0 ? Math.min(DEFAULT_WIDTH, columns) : DEFAULT_WIDTH;
}

async function runExplain(args: ExplainArgs, io: Streams): Promise<number> {
  const read = await readSources(args.files, io.stdin);
  if ('error' in read) {
    io.stderr.write(`error: ${read.error}\n`);
    return 1;
  }
  const set = loadManifests(read.sources);
  let invalidInput = false;
  for (const d of set.diagnostics) {
    if (d.severity === 'info') continue;
    invalidInput ||= d.severity === 'error';
    io.stderr.write(`${d.severity}: ${diagnosticText(d)}\n`);
  }
  const query = args.model !== null ? { model: args.model } : { isvc: args.isvc ?? '' };
  const resolved = resolveQuery(set, args.namespace, query, args.omeVersion);
  if (isResolveError(resolved)) {
    // kubectl prints the API server's error as it is (explain-contract.md §8), with no hint of ours.
    io.stderr.write(`error: ${resolveErrorText(resolved)}\n`);
    return 1;
  }
  const explanation = explain(resolved.input);
  const notes = resolved.inferenceService?.object.runtime != null ? [EXPLICIT_RUNTIME_NOTE] : [];
  const hardError = explanation.ranking.error !== null;
  if (args.output === 'json') {
    for (const note of notes) io.stderr.write(`${note}\n`);
    io.stdout.write(renderJson(explanation, { notes }));
    if (hardError) io.stderr.write(`error: ${explanation.error}\n`);
    return hardError || invalidInput ? 1 : 0;
  }
  if (args.output === 'table') {
    const output = kubectlOutput(
      kubectlSource(explanation),
      notes.length > 0,
      tableWidth(args, io.stdout),
    );
    io.stderr.write(output.stderr);
    io.stdout.write(output.stdout);
    return output.exitCode !== 0 || invalidInput ? 1 : 0;
  }
  if (hardError) {
    io.stderr.write(`error: ${explanation.error}\n`);
    return 1;
  }
  for (const note of notes) io.stderr.write(`${note}\n`);
  io.stdout.write(
    args.output === 'markdown' ? renderMarkdown(explanation) : renderCsv(explanation),
  );
  return invalidInput ? 1 : 0;
}

/** Runs the CLI; resolves to the process exit code. */
export async function main(argv: readonly string[], io: Streams): Promise<number> {
  if (argv[0] === 'runtime' && argv[1] === 'diff') return runDiff(argv.slice(2), io);
  if (argv[0] === 'test') return runTests(argv.slice(1), io);
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

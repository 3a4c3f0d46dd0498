/**
 * `ome-sim lint`: every finding over the manifests given (docs/lint.md). A thin shell: arguments →
 * sources (the same reader as the other commands) → manifests → src/lint → a renderer.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { countFindings, lintManifests } from '../../lint';
import { renderJson, renderSarif, renderText } from '../../render/lint-report';
import { loadManifests } from '../../manifests';
import type { Streams } from '../main';
import { applyModelFiles } from '../model/apply-model-files';
import { readManifests } from '../read';
import { reportNotes } from '../report-diagnostics';
import { LINT_USAGE, parseLintArgs, type LintArgs } from './lint-args';

const VERSION = '0.1.0';
/** ESLint's exit code when linting could not run (bad arguments, unreadable paths). */
const CANNOT_LINT = 2;
/**
 * A path as code scanning and editors want it, with `/`: relative to the working directory when it
 * is inside it, else absolute, as ESLint prints it (a `../../tmp/x.yaml` helps no one).
 */
function shown(name: string, cwd: string): string {
  if (name === '<stdin>') return name;
  const absolute = resolve(cwd, name);
  const rel = relative(cwd, absolute);
  const inside = rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
  return (inside ? rel : absolute).split(sep).join('/');
}

async function lint(args: LintArgs, io: Streams): Promise<number> {
  if (args.omeRelease.note !== null) io.stderr.write(`note: ${args.omeRelease.note}\n`);
  const cwd = io.cwd ?? process.cwd();
  // Paths as given, unless the caller runs us in another directory than the process's.
  const paths =
    io.cwd === undefined ? args.files : args.files.map((f) => (f === '-' ? f : resolve(cwd, f)));
  const read = await readManifests(paths, { recursive: args.recursive, stdin: io.stdin });
  if ('error' in read) {
    io.stderr.write(`error: ${read.error}\n`);
    return CANNOT_LINT;
  }
  reportNotes(read.notes, io.stderr);
  const filled = await applyModelFiles(read.sources, args.modelFiles, io.stderr);
  if ('error' in filled) {
    io.stderr.write(`error: ${filled.error}\n`);
    return CANNOT_LINT;
  }
  const sources = filled.sources.map((s) => ({ ...s, name: shown(s.name, cwd) }));
  const set = loadManifests(sources, { positionsOnDemand: true });
  const findings = lintManifests(set, sources, { omeVersion: args.omeRelease.behaviour });
  const render = { text: renderText, json: renderJson, sarif: renderSarif }[args.output];
  io.stdout.write(render(findings, { version: VERSION }));
  const { errors, warnings } = countFindings(findings);
  if (errors > 0) return 1;
  if (args.maxWarnings >= 0 && warnings > args.maxWarnings) {
    io.stderr.write(`error: ${warnings} warnings, more than --max-warnings ${args.maxWarnings}\n`);
    return 1;
  }
  return 0;
}

export async function runLint(argv: readonly string[], io: Streams): Promise<number> {
  const parsed = parseLintArgs(argv);
  switch (parsed.kind) {
    case 'help':
      io.stdout.write(LINT_USAGE);
      return 0;
    case 'error':
      io.stderr.write(`error: ${parsed.message}\n`);
      return CANNOT_LINT;
    case 'lint':
      return lint(parsed.args, io);
  }
}

/**
 * `ome-sim runtime diff`: reads both sides, compares every answer (src/review/compare.ts) and
 * prints the changes. Exit 0 done; 1 bad arguments or invalid input; 2 with --exit-code when an
 * answer changed.
 */
import { createManifestCache, loadManifests, type ManifestSource } from '../../manifests';
import { compareSelections } from '../../review/compare';
import { renderDiffJson, renderDiffMarkdown, renderDiffTable } from '../../review/render-diff';
import type { Streams } from '../main';
import { DIFF_USAGE, parseDiffArgs, type DiffArgs } from './args';
import { diffLink } from './diff-link';
import { readManifests, readManifestsAtRevision, type ReadResult } from '../read';
import { diagnosticLine, reportNotes } from '../report-diagnostics';

interface Sides {
  readonly before: ManifestSource[];
  readonly after: ManifestSource[];
  readonly notes: readonly string[];
}

/** Both sides, through the one reader (src/cli/read), so they are walked in the same order. */
async function readSides(args: DiffArgs): Promise<Sides | { error: string }> {
  const { sides, recursive } = args;
  const before: ReadResult =
    sides.kind === 'git'
      ? await readManifestsAtRevision(sides.base, sides.paths, { recursive })
      : await readManifests(sides.before, { recursive });
  if ('error' in before) return before;
  // With --base, a path the change deletes is an empty set now, as one it adds was before.
  const after = await readManifests(sides.kind === 'git' ? sides.paths : sides.after, {
    recursive,
    absentIsEmpty: sides.kind === 'git',
  });
  if ('error' in after) return after;
  const nowhere = after.absent.find((path) => before.absent.includes(path));
  if (sides.kind === 'git' && nowhere !== undefined)
    return { error: `the path "${nowhere}" exists neither now nor at ${sides.base}` };
  const notes = [
    ...before.notes.map((n) => `before: ${n}`),
    ...after.notes.map((n) => `after: ${n}`),
  ];
  return { before: before.sources, after: after.sources, notes };
}

export async function runDiff(argv: readonly string[], io: Streams): Promise<number> {
  const parsed = parseDiffArgs(argv);
  if (parsed.kind === 'help') {
    io.stdout.write(DIFF_USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.stderr.write(`error: ${parsed.message}\n`);
    return 1;
  }
  const args = parsed.args;
  if (args.omeRelease.note !== null) io.stderr.write(`note: ${args.omeRelease.note}\n`);
  const read = await readSides(args);
  if ('error' in read) {
    io.stderr.write(`error: ${read.error}\n`);
    return 1;
  }
  reportNotes(read.notes, io.stderr);
  // One cache: unchanged documents become the same objects on both sides (compareSelections).
  const cache = createManifestCache();
  const before = loadManifests(read.before, {}, cache);
  const after = loadManifests(read.after, {}, cache);
  let invalid = false;
  for (const [side, set] of [
    ['before', before],
    ['after', after],
  ] as const) {
    for (const d of set.diagnostics) {
      if (d.severity === 'info') continue;
      invalid ||= d.severity === 'error';
      io.stderr.write(diagnosticLine(d, `${side}: `));
    }
  }
  const comparison = compareSelections(before, after, {
    omeVersion: args.omeRelease.behaviour,
    namespaces: args.namespaces,
  });
  let link: string | null = null;
  if (args.link) {
    const made = await diffLink(args.appUrl, read.before, read.after, comparison, args.omeRelease);
    if ('url' in made) link = made.url;
    else
      io.stderr.write(
        `note: no link: it would be ${made.tooLong.toLocaleString('en')} characters long; open the manifests with ome-sim ui instead\n`,
      );
  }
  if (args.output === 'json') io.stdout.write(renderDiffJson(comparison, link));
  else if (args.output === 'markdown')
    io.stdout.write(renderDiffMarkdown(comparison, { always: args.always, link }));
  else io.stdout.write(renderDiffTable(comparison, link));
  if (invalid) return 1;
  return args.exitCode && comparison.changes.length > 0 ? 2 : 0;
}

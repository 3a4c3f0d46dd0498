/**
 * `ome-sim runtime diff`: reads both sides, compares every answer (src/review/compare.ts) and
 * prints the changes. Exit 0 done; 1 bad arguments or invalid input; 2 with --exit-code when an
 * answer changed.
 */
import {
  createManifestCache,
  diagnosticText,
  loadManifests,
  type ManifestSource,
} from '../../manifests';
import { compareSelections } from '../../review/compare';
import { renderDiffJson, renderDiffMarkdown, renderDiffTable } from '../../review/render-diff';
import type { Streams } from '../main';
import { DIFF_USAGE, parseDiffArgs, type DiffArgs } from './args';
import { diffLink } from './diff-link';
import { readAtRevision } from './git-tree';
import { readTree, type TreeRead } from './read-tree';

async function readSides(
  args: DiffArgs,
): Promise<{ before: ManifestSource[]; after: ManifestSource[] } | { error: string }> {
  const sides = args.sides;
  const before: TreeRead =
    sides.kind === 'git'
      ? await readAtRevision(sides.base, sides.paths)
      : await readTree(sides.before);
  if ('error' in before) return before;
  // With --base, a path the change deletes is an empty set now, as one it adds was before.
  const after = await readTree(
    sides.kind === 'git' ? sides.paths : sides.after,
    sides.kind === 'git',
  );
  if ('error' in after) return after;
  const nowhere = after.absent.find((path) => before.absent.includes(path));
  if (sides.kind === 'git' && nowhere !== undefined)
    return { error: `the path "${nowhere}" exists neither now nor at ${sides.base}` };
  return { before: before.sources, after: after.sources };
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
      io.stderr.write(`${d.severity}: ${side}: ${diagnosticText(d)}\n`);
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

/**
 * `ome-sim runtime diff`: every question asked of two sets of manifests (before and after a
 * change), the answers that differ and why (review/compare.ts), printed as a table, JSON or a
 * pull-request comment. Exit 1 on invalid input; 2 with `--exit-code` when an answer changed.
 */
import type { OmeRelease } from '../engine';
import {
  createManifestCache,
  loadManifests,
  type Diagnostic,
  type ManifestSet,
  type ManifestSource,
} from '../manifests';
import { compareSelections, type Comparison } from '../review/compare';
import { renderDiffJson, renderDiffMarkdown, renderDiffTable } from '../review/render-diff';
import { printedProblems } from './diagnostics';
import { EXIT } from './exit-codes';
import { releaseNotes } from './explain/notes';
import { holdsObjects, noObjectsError, type FailedInput } from './input';
import { lines, textOutput, type CommandOutput } from './output';

/** `runtime diff -o`'s formats. */
export const DIFF_FORMATS = ['table', 'json', 'markdown'] as const;
/**
 * How a comparison is printed: `table` for a terminal, `json` (the stable document of docs/cli.md)
 * or `markdown`, a pull-request comment (empty when nothing changed).
 */
export type DiffFormat = (typeof DIFF_FORMATS)[number];

/** Both sides as read: their texts, and what reading them had to say (`note: before: …`). */
export interface DiffSides {
  readonly ok: true;
  readonly before: readonly ManifestSource[];
  readonly after: readonly ManifestSource[];
  readonly notes: readonly string[];
  /**
   * The paths of each side, for the error when a side holds no OME object; null for a side that
   * may be empty (with `--base`, every path absent there: the change adds or deletes them).
   */
  readonly paths?: {
    readonly before: readonly string[] | null;
    readonly after: readonly string[] | null;
  };
}

/** A link that opens the change in the app, or how long it would have been (too long to print). */
export type DiffLink = { readonly url: string } | { readonly tooLong: number };

export interface DiffOptions {
  readonly release: OmeRelease;
  /** Ask only in these namespaces (`-n`); empty: every namespace either side uses. */
  readonly namespaces: readonly string[];
  readonly output: DiffFormat;
  /** `--always`: the Markdown comment also when nothing changed. */
  readonly always: boolean;
  /** `--exit-code`: exit 2 when an answer changed. */
  readonly exitCode: boolean;
  /** `--link`: makes the link (the share-link codec lives beside the surfaces, not here). */
  readonly link?: (sides: DiffSides, comparison: Comparison) => Promise<DiffLink>;
}

/** Both sides loaded and compared: the answers that changed, and each side's problems. */
export interface Compared extends Comparison {
  /** Each side's problems in the manifests (see `Manifests.diagnostics`). */
  readonly diagnostics: {
    readonly before: readonly Diagnostic[];
    readonly after: readonly Diagnostic[];
  };
  /** Whether each side holds anything OME reads (commands/input.ts `holdsObjects`). */
  readonly holdsObjects: { readonly before: boolean; readonly after: boolean };
}

/**
 * Loads both sides through one cache, so documents the change left alone are read once and their
 * runtimes ranked once, then asks every question of both.
 */
export function compareSides(
  before: readonly ManifestSource[],
  after: readonly ManifestSource[],
  release: OmeRelease,
  namespaces: readonly string[],
): Compared {
  const cache = createManifestCache();
  const was: ManifestSet = loadManifests(before, {}, cache);
  const now: ManifestSet = loadManifests(after, {}, cache);
  const comparison = compareSelections(was, now, {
    omeVersion: release.behaviour,
    ...(namespaces.length === 0 ? {} : { namespaces }),
  });
  return {
    ...comparison,
    diagnostics: { before: was.diagnostics, after: now.diagnostics },
    holdsObjects: { before: holdsObjects(was), after: holdsObjects(now) },
  };
}

/** A comparison as `runtime diff` prints it, with the link when there is one. */
export function printComparison(
  comparison: Comparison,
  output: DiffFormat,
  options: { readonly always?: boolean; readonly link?: string | null } = {},
): string {
  const link = options.link ?? null;
  switch (output) {
    case 'json':
      return renderDiffJson(comparison, link);
    case 'markdown':
      return renderDiffMarkdown(comparison, { always: options.always ?? false, link });
    case 'table':
      return renderDiffTable(comparison, link);
  }
}

/**
 * The error for a side whose paths hold no OME object: a diff of nothing against something asks
 * no question, and "nothing changed" would let a CI job pass having checked nothing.
 */
function emptySide(input: DiffSides, compared: Compared): string | null {
  for (const side of ['before', 'after'] as const) {
    const paths = input.paths?.[side];
    if (paths !== undefined && paths !== null && !compared.holdsObjects[side])
      return `${side}: ${noObjectsError(paths)}`;
  }
  return null;
}

export interface DiffRun {
  readonly compared: Compared | null;
  readonly output: CommandOutput;
}

export async function diffCommand(
  input: DiffSides | FailedInput,
  options: DiffOptions,
): Promise<DiffRun> {
  const notes = [...releaseNotes(options.release), ...input.notes];
  if (!input.ok) {
    const stderr = lines([...notes, `error: ${input.error}`]);
    return { compared: null, output: textOutput('', stderr, EXIT.failed) };
  }
  const compared = compareSides(input.before, input.after, options.release, options.namespaces);
  const empty = emptySide(input, compared);
  if (empty !== null) {
    const stderr = lines([...notes, `error: ${empty}`]);
    return { compared, output: textOutput('', stderr, EXIT.failed) };
  }
  const before = printedProblems(compared.diagnostics.before, 'before: ');
  const after = printedProblems(compared.diagnostics.after, 'after: ');
  const problems = [...before.lines, ...after.lines];
  let link: string | null = null;
  const linkNotes: string[] = [];
  if (options.link !== undefined) {
    const made = await options.link(input, compared);
    if ('url' in made) link = made.url;
    else
      linkNotes.push(
        `note: no link: it would be ${made.tooLong.toLocaleString('en')} characters long; open the manifests with ome-sim ui instead`,
      );
  }
  const stdout = printComparison(compared, options.output, { always: options.always, link });
  const exitCode =
    before.invalid || after.invalid
      ? EXIT.failed
      : options.exitCode && compared.changes.length > 0
        ? EXIT.changed
        : EXIT.ok;
  return {
    compared,
    output: textOutput(stdout, lines([...notes, ...problems, ...linkNotes]), exitCode),
  };
}

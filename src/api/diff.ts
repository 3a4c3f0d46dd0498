/**
 * The API's diff: every question asked of two sets of manifests (before and after a change), and
 * the answers that differ, as `ome-sim runtime diff` compares and prints them (src/commands/diff).
 */
import {
  compareSides,
  diffCommand,
  printComparison,
  type Compared as DiffResult,
  type DiffFormat,
} from '../commands/diff';
import { joinOutput, type CommandText as CommandOutput } from '../commands/output';
import type { ManifestSource } from '../manifests';
import type { Comparison } from '../review/compare';
import { releaseOf, type ReleaseOption } from './options';

/** How `diff` asks: the OME release, and which namespaces. */
export interface DiffOptions extends ReleaseOption {
  /** Ask only in these namespaces (`-n`); default: every namespace either side uses. */
  readonly namespaces?: readonly string[];
}

/**
 * Compares OME's answers for two sets of manifests: for every InferenceService and every model in
 * each namespace where it can be used, the runtime OME picks (or why none) before and after, and
 * for each answer that changed, why. The texts are read here, through one cache, so documents the
 * change left alone are read once and their runtimes ranked once.
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export function diff(
  before: readonly ManifestSource[],
  after: readonly ManifestSource[],
  options: DiffOptions = {},
): DiffResult {
  return compareSides(before, after, releaseOf(options), options.namespaces ?? []);
}

/**
 * A comparison as `ome-sim runtime diff` prints it: `table` for terminals, `json` (the stable
 * document of docs/cli.md), or `markdown` for a pull-request comment (empty when nothing changed).
 */
export function renderDiff(result: Comparison, output: DiffFormat): string {
  return printComparison(result, output);
}

/** How `diffText` writes: `ome-sim runtime diff`'s `-o`, `--always` and `--exit-code`. */
export interface DiffTextOptions extends DiffOptions {
  /** Default `table`. */
  readonly output?: DiffFormat;
  /** Markdown: the comment also when nothing changed. */
  readonly always?: boolean;
  /** Exit code 2 when an answer changed. */
  readonly exitCode?: boolean;
}

/**
 * What `ome-sim runtime diff` prints for two sets of manifests, its output captured: the
 * comparison in the chosen format, each side's problems on standard error, and the exit code
 * (1 for invalid manifests; 2 with `exitCode` when an answer changed).
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export async function diffText(
  before: readonly ManifestSource[],
  after: readonly ManifestSource[],
  options: DiffTextOptions = {},
): Promise<CommandOutput> {
  const run = await diffCommand(
    { ok: true, before, after, notes: [] },
    {
      release: releaseOf(options),
      namespaces: options.namespaces ?? [],
      output: options.output ?? 'table',
      always: options.always ?? false,
      exitCode: options.exitCode ?? false,
    },
  );
  return joinOutput(run.output);
}

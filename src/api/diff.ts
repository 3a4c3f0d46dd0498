/**
 * The API's diff: every question asked of two sets of manifests (before and after a change), and
 * the answers that differ, as `ome-sim runtime diff` compares them (src/review/compare.ts).
 */
import {
  createManifestCache,
  loadManifests as loadSources,
  type Diagnostic,
  type ManifestSource,
} from '../manifests';
import { compareSelections, type Comparison } from '../review/compare';
import { renderDiffJson, renderDiffMarkdown, renderDiffTable } from '../review/render-diff';
import { releaseOf, type ReleaseOption } from './options';

export interface DiffOptions extends ReleaseOption {
  /** Ask only in these namespaces (`-n`); default: every namespace either side uses. */
  readonly namespaces?: readonly string[];
}

export interface DiffResult extends Comparison {
  /** Problems in each side's manifests; objects with an error are left out of that side. */
  readonly diagnostics: {
    readonly before: readonly Diagnostic[];
    readonly after: readonly Diagnostic[];
  };
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
  const release = releaseOf(options);
  const cache = createManifestCache();
  const was = loadSources(before, {}, cache);
  const now = loadSources(after, {}, cache);
  const comparison = compareSelections(was, now, {
    omeVersion: release.behaviour,
    ...(options.namespaces === undefined ? {} : { namespaces: options.namespaces }),
  });
  return { ...comparison, diagnostics: { before: was.diagnostics, after: now.diagnostics } };
}

/**
 * A comparison as `ome-sim runtime diff` prints it: `table` for terminals, `json` (the stable
 * document of docs/cli.md), or `markdown` for a pull-request comment (empty when nothing changed).
 */
export function renderDiff(result: Comparison, output: 'table' | 'json' | 'markdown'): string {
  switch (output) {
    case 'table':
      return renderDiffTable(result);
    case 'json':
      return renderDiffJson(result);
    case 'markdown':
      return renderDiffMarkdown(result);
  }
}

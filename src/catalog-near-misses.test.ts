/**
 * Nearest first on OME's own catalog: for a model nothing selects, the runtime written for it
 * (its entry matches; only `autoSelect: false` stops it) leads the failed-selection summary,
 * ahead of the many runtimes one framework version away whose names sort earlier.
 */
import { expect, it } from 'vitest';
import { explainRanking, rejectionSummary } from './engine';
import { isResolveError, loadManifests, resolveQuestion } from './manifests';
import { catalogFiles, describeWithCatalog } from './test-support/ome-catalog';

describeWithCatalog("nearest rejected runtimes on OME's catalog", () => {
  it('hermes-2-pro-llama-3-8b: its own runtime comes first among the one-field misses', () => {
    const set = loadManifests(catalogFiles().map((f) => ({ name: f.path, text: f.text })));
    const resolved = resolveQuestion(set, {
      kind: 'model',
      name: 'hermes-2-pro-llama-3-8b',
      namespace: 'default',
    });
    if (isResolveError(resolved)) throw new Error('unresolved');
    const rows = explainRanking(resolved.input).rows;
    const summary = rejectionSummary(rows)!;
    expect(summary.rejected).toBe(rows.length);
    expect(summary.nearest[0]!.name).toBe('srt-hermes-2-pro-llama-3-8b');
    // Runtimes one framework version away are as few fields off, but OME stopped them earlier.
    const versionOnly = rows.filter(
      (r) =>
        r.nearMiss?.distance === 1 && r.nearMiss.differences[0]!.field === 'modelFramework.version',
    );
    expect(versionOnly.length).toBeGreaterThan(0);
    expect(summary.nearest.every((r) => r.check !== 'format-mismatch')).toBe(true);
  });
});

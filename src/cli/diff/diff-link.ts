/**
 * `runtime diff --link`: a share link that opens the after state, with the before state pinned as
 * the baseline, asking the first changed question (so the table shows the moves at once).
 */
import type { DiffLink, DiffSides } from '../../commands/diff';
import type { OmeRelease } from '../../engine';
import type { ManifestSource } from '../../manifests';
import type { Comparison } from '../../review/compare';
import { encodeScenario } from '../../share/codec';

/**
 * Longest link printed. Browsers take far longer ones, but chat tools, CI logs and comment
 * renderers cut or refuse them well before; past this, `ome-sim ui` is the way to look.
 */
export const MAX_DIFF_LINK = 8_192;

/** All sources as one multi-document text, as the app's editor holds manifests. */
export const joinSources = (sources: readonly ManifestSource[]): string =>
  sources.map((s) => `# ${s.name}\n${s.text.replace(/\n*$/, '\n')}`).join('---\n');

export async function diffLink(
  appUrl: string,
  { before, after }: DiffSides,
  comparison: Comparison,
  release: OmeRelease,
): Promise<DiffLink> {
  const first = comparison.changes[0]?.question ?? null;
  const fragment = await encodeScenario({
    manifests: joinSources(after),
    baseline: joinSources(before),
    target: first === null ? null : { kind: first.kind, name: first.name },
    namespace: first?.namespace ?? null,
    // The release as written, so the app shows what the CI job asked for.
    omeRelease: release.written,
  });
  const url = `${appUrl.replace(/#.*$/, '')}#${fragment}`;
  return url.length > MAX_DIFF_LINK ? { tooLong: url.length } : { url };
}

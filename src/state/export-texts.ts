/**
 * The ranking as text — exactly what `kubectl ome runtime explain` prints, and `-o markdown` /
 * `-o csv` — rendered from a worker answer only when someone copies, exports or opens the preview.
 * Memoised per answer, so opening the preview twice renders once.
 */
import { kubectlOutput, kubectlTranscript } from '../render/kubectl';
import { renderCsv, renderMarkdown } from '../render/markdown';
import type { RankingResult } from '../worker/protocol';

function memoised(render: (result: RankingResult) => string): (result: RankingResult) => string {
  const cache = new WeakMap<RankingResult, string>();
  return (result) => {
    let text = cache.get(result);
    if (text === undefined) {
      text = render(result);
      cache.set(result, text);
    }
    return text;
  };
}

/** Standard error then standard output, as the terminal shows them, at kubectl's 80 columns. */
export const kubectlText = memoised((result) =>
  kubectlTranscript(
    kubectlOutput(
      {
        rows: result.explanation.rows,
        error: result.explanation.error,
        selectionFailed: result.selectionFailed,
        candidateCount: result.candidateCount,
      },
      result.explicitRuntime,
    ),
  ),
);
/**
 * Markdown and CSV name the OME release as the user wrote it (`release`, see `releaseFor`): one
 * answer serves several spellings of a release, so these are memoised per answer and release.
 */
function memoisedWithRelease(
  render: (question: Parameters<typeof renderMarkdown>[0]) => string,
): (result: RankingResult, release: string | null) => string {
  const cache = new WeakMap<RankingResult, Map<string | null, string>>();
  return (result, release) => {
    let texts = cache.get(result);
    if (texts === undefined) cache.set(result, (texts = new Map()));
    let text = texts.get(release);
    if (text === undefined) {
      text = render({ ...result.explanation, omeRelease: release });
      texts.set(release, text);
    }
    return text;
  };
}

export const markdownText = memoisedWithRelease(renderMarkdown);
export const csvText = memoisedWithRelease(renderCsv);

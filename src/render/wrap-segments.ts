/**
 * How wrapping sees a cell before it cuts it (docs/selection-rules.md §E4.4): a leading indent,
 * alternating runs of white space and words, a tree branch that travels with its first word, and
 * the identifier delimiters a word may break after. Counted in grapheme clusters (width.ts), so
 * this serves any text; wrap-ascii.ts scans printable ASCII for the same shapes by index.
 */
import { displayClusters, isSpaceCluster } from './width';

/** A maximal run of white space or of non-white-space clusters, with its display width. */
export interface Run {
  readonly value: string;
  readonly space: boolean;
  readonly width: number;
}

/** Spaces at the start of a cell: kept as an indent on every line the cell wraps to. */
export function leadingSpaces(value: string): number {
  let count = 0;
  while (value.charCodeAt(count) === 0x20) count++;
  return count;
}

export const withIndent = (prefix: string, segments: readonly string[]): string[] =>
  segments.map((segment) => prefix + segment);

// Tree output (`kubectl ome` elsewhere) draws branches as "`-- name"; the branch must not be
// left alone on a line, so it travels with the first word.
const TREE_BRANCHES: readonly string[] = ['`--', '|--'];

export const startsWithTreeBranch = (value: string): boolean =>
  value.startsWith(TREE_BRANCHES[0]!) || value.startsWith(TREE_BRANCHES[1]!);

/** Splits `value` into alternating runs of white space and of everything else. */
export function whitespaceRuns(value: string): Run[] {
  const runs: Run[] = [];
  let current: { value: string; space: boolean; width: number } | undefined;
  for (const cluster of displayClusters(value)) {
    const space = isSpaceCluster(cluster.value);
    if (current === undefined || current.space !== space) {
      current = { value: '', space, width: 0 };
      runs.push(current);
    }
    current.value += cluster.value;
    current.width += cluster.width;
  }
  return runs;
}

/** Glues a leading tree branch, its space and the next word into one run. */
export function joinTreeBranch(runs: readonly Run[]): readonly Run[] {
  const [branch, gap, word] = runs;
  if (branch === undefined || gap === undefined || word === undefined) return runs;
  if (branch.space || !gap.space || word.space || !TREE_BRANCHES.includes(branch.value)) {
    return runs;
  }
  const joined: Run = {
    value: branch.value + gap.value + word.value,
    space: false,
    width: branch.width + gap.width + word.width,
  };
  return [joined, ...runs.slice(3)];
}

const IDENTIFIER_DELIMITERS = new Set(['-', '_', '/', '.', ':']);

/**
 * `IDENTIFIER_DELIMITERS` by character code, for the ASCII scans: comparisons, not a set lookup,
 * because they run once per character of every long word of a 10,000-row table.
 */
export const isIdentifierDelimiterCode = (code: number): boolean =>
  code === 0x2d || code === 0x5f || code === 0x2f || code === 0x2e || code === 0x3a;

/**
 * Splits a word after each identifier delimiter (`-` `_` `/` `.` `:`, kept at the end of the
 * left part); a leading tree branch and its space belong to the first segment.
 */
export function identifierSegments(value: string): string[] {
  const branch = TREE_BRANCHES.map((b) => `${b} `).find((prefix) => value.startsWith(prefix));
  const segments: string[] = [];
  let segment = branch ?? '';
  for (const cluster of displayClusters(value.slice(branch?.length ?? 0))) {
    segment += cluster.value;
    if (IDENTIFIER_DELIMITERS.has(cluster.value)) {
      segments.push(segment);
      segment = '';
    }
  }
  if (segment !== '') segments.push(segment);
  return segments;
}

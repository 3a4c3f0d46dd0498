/**
 * Cell wrapping for the adaptive table renderer (docs/selection-rules.md §E4.4): words first, then
 * identifier delimiters, then grapheme clusters. Widths are display widths (width.ts). Every
 * function returns at least one segment, and no segment is wider than the requested width.
 */
import { displayClusters, displayWidth, hex, isPrintableAscii, isSpaceCluster } from './width';
import {
  asciiHardWrap,
  asciiIdentifierSegments,
  asciiWrapIdentifier,
  asciiWrapWords,
} from './wrap-ascii';

/** A maximal run of white space or of non-white-space clusters. */
export interface Run {
  readonly value: string;
  readonly space: boolean;
  readonly width: number;
}

const NO_RUN: Run = { value: '', space: true, width: 0 };
const IDENTIFIER_DELIMITERS = new Set(['-', '_', '/', '.', ':']);
// Tree output (`kubectl ome` elsewhere) draws branches as "`-- name"; the branch must not be
// left alone on a line, so it travels with the first word.
const TREE_BRANCHES: readonly string[] = ['`--', '|--'];

/**
 * Wraps one cell to `width` columns. Leading spaces are kept as an indent on every segment;
 * text with spaces wraps at words; a single word wraps at identifier delimiters.
 */
export function wrapCell(value: string, width: number): string[] {
  return isPrintableAscii(value) ? wrapAsciiCell(value, width) : wrapClusterCell(value, width);
}

/**
 * `wrapCell` for a value the caller knows is printable ASCII: lengths are widths, and no step
 * tests the text again (a 10,000-row table wraps hundreds of thousands of words).
 */
export function wrapAsciiCell(value: string, width: number): string[] {
  const w = Math.max(1, width);
  if (value.length <= w) return [value];
  const indent = leadingSpaces(value);
  if (indent > 0 && indent < value.length && indent < w) {
    return withIndent(value.slice(0, indent), wrapAsciiCell(value.slice(indent), w - indent));
  }
  if (startsWithTreeBranch(value)) return wrapRuns(value, w);
  return indent < value.length && value.includes(' ')
    ? asciiWrapWords(value, w)
    : asciiWrapIdentifier(value, w);
}

function wrapClusterCell(value: string, width: number): string[] {
  const w = Math.max(1, width);
  if (displayWidth(value) <= w) return [value];
  const indent = leadingSpaces(value);
  if (indent > 0 && indent < value.length && indent < w) {
    return withIndent(value.slice(0, indent), wrapCell(value.slice(indent), w - indent));
  }
  return wrapRuns(value, w);
}

const startsWithTreeBranch = (value: string): boolean =>
  value.startsWith(TREE_BRANCHES[0]!) || value.startsWith(TREE_BRANCHES[1]!);

function leadingSpaces(value: string): number {
  let count = 0;
  while (value.charCodeAt(count) === 0x20) count++;
  return count;
}

const withIndent = (prefix: string, segments: readonly string[]): string[] =>
  segments.map((segment) => prefix + segment);

/** The general path: words when there are several runs, else one identifier. */
function wrapRuns(value: string, width: number): string[] {
  const runs = splitWhitespaceRuns(value);
  if (runs.length > 1) return wrapWords(joinTreeBranch(runs), width);
  return wrapIdentifier(value, width);
}

/** Splits `value` into alternating runs of white space and of everything else. */
export function splitWhitespaceRuns(value: string): Run[] {
  return isPrintableAscii(value) ? asciiWhitespaceRuns(value) : clusterWhitespaceRuns(value);
}

/** The runs of printable ASCII, where the space is the only white space and width is length. */
export function asciiWhitespaceRuns(value: string): Run[] {
  const runs: Run[] = [];
  let start = 0;
  while (start < value.length) {
    const space = value.charCodeAt(start) === 0x20;
    let end = start + 1;
    while (end < value.length && (value.charCodeAt(end) === 0x20) === space) end++;
    runs.push({ value: value.slice(start, end), space, width: end - start });
    start = end;
  }
  return runs;
}

export function clusterWhitespaceRuns(value: string): Run[] {
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
function joinTreeBranch(runs: readonly Run[]): readonly Run[] {
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

/** Finished lines plus the line being filled, with its display width. */
class LineBuffer {
  readonly lines: string[] = [];
  text = '';
  width = 0;

  append(text: string, width = displayWidth(text)): void {
    this.text += text;
    this.width += width;
  }

  /** Emits the current line, even when empty. */
  emit(): void {
    this.lines.push(this.text);
    this.restart('');
  }

  /** Emits the current line only if it has content. */
  flush(): void {
    if (this.text !== '') this.emit();
  }

  restart(text: string): void {
    this.text = text;
    this.width = displayWidth(text);
  }

  /** Emits all pieces but the last, which becomes the current line. */
  spill(pieces: readonly string[]): void {
    this.lines.push(...pieces.slice(0, -1));
    this.restart(pieces.at(-1) ?? '');
  }
}

/**
 * Greedy word wrap. The white space before a word that starts a new line loses its first
 * cluster (so a single space disappears at the break); longer gaps keep the rest as indent.
 * A word that does not fit even on a fresh line is split by wrapIdentifier.
 */
export function wrapWords(runs: readonly Run[], width: number): string[] {
  const buffer = new LineBuffer();
  let pending = NO_RUN;
  for (const run of runs) {
    if (run.space) {
      pending = run;
      continue;
    }
    if (buffer.width + pending.width + run.width <= width) {
      buffer.append(pending.value + run.value, pending.width + run.width);
      pending = NO_RUN;
      continue;
    }
    const hadLine = buffer.text !== '';
    buffer.flush();
    buffer.restart(hadLine ? dropFirstCluster(pending.value) : pending.value);
    pending = NO_RUN;
    if (buffer.width >= width) startAfterLongGap(buffer, width);
    let available = width - buffer.width;
    if (available === 0) {
      buffer.flush();
      available = width;
    }
    const parts = wrapIdentifier(run.value, available);
    buffer.append(parts[0] ?? '');
    if (parts.length > 1) {
      buffer.emit();
      buffer.spill(parts.slice(1));
    }
  }
  appendTrailingSpace(buffer, pending, width);
  if (buffer.text !== '' || buffer.lines.length === 0) buffer.emit();
  return buffer.lines;
}

/** A gap at least a line wide is hard-split; a remainder exactly a line wide is emitted too. */
function startAfterLongGap(buffer: LineBuffer, width: number): void {
  const pieces = hardWrap(buffer.text, width);
  if (displayWidth(pieces.at(-1) ?? '') === width) {
    buffer.lines.push(...pieces);
    buffer.restart('');
  } else {
    buffer.spill(pieces);
  }
}

/** White space after the last word stays on its line if it fits, else it wraps on its own. */
function appendTrailingSpace(buffer: LineBuffer, pending: Run, width: number): void {
  if (pending.value === '') return;
  if (buffer.width + pending.width <= width) {
    buffer.append(pending.value, pending.width);
    return;
  }
  buffer.flush();
  buffer.spill(hardWrap(pending.value, width));
}

function dropFirstCluster(value: string): string {
  if (isPrintableAscii(value)) return value.slice(1);
  const first = displayClusters(value)[0];
  return first === undefined ? value : value.slice(first.value.length);
}

/**
 * Wraps one word at identifier delimiters (`-` `_` `/` `.` `:`, kept at the end of the left
 * part), so `srt-mistral-7b-instruct` breaks after a dash rather than mid-name. A part wider
 * than the line is hard-wrapped; its last piece continues the line.
 */
export function wrapIdentifier(value: string, width: number): string[] {
  if (displayWidth(value) <= width) return [value];
  const segments = splitIdentifier(value);
  if (segments.length === 1) return hardWrap(value, width);
  const buffer = new LineBuffer();
  for (const segment of segments) {
    const segmentWidth = displayWidth(segment);
    if (segmentWidth > width) {
      buffer.flush();
      buffer.spill(hardWrap(segment, width));
    } else if (buffer.text === '' || buffer.width + segmentWidth <= width) {
      buffer.append(segment, segmentWidth);
    } else {
      buffer.emit();
      buffer.restart(segment);
    }
  }
  buffer.flush();
  return buffer.lines;
}

/** Splits after each delimiter; a leading tree branch belongs to the first segment. */
export function splitIdentifier(value: string): string[] {
  const branch = TREE_BRANCHES.map((b) => `${b} `).find((prefix) => value.startsWith(prefix));
  const rest = value.slice(branch?.length ?? 0);
  return isPrintableAscii(rest)
    ? asciiIdentifierSegments(branch ?? '', rest)
    : clusterIdentifierSegments(branch ?? '', rest);
}

export function clusterIdentifierSegments(branch: string, rest: string): string[] {
  const segments: string[] = [];
  let segment = branch;
  for (const cluster of displayClusters(rest)) {
    segment += cluster.value;
    if (IDENTIFIER_DELIMITERS.has(cluster.value)) {
      segments.push(segment);
      segment = '';
    }
  }
  if (segment !== '') segments.push(segment);
  return segments;
}

/**
 * Greedy split per grapheme cluster. A cluster wider than the whole line (a wide character at
 * width 1) cannot be shown, so it is replaced by its ASCII escape, which is then split.
 */
export function hardWrap(value: string, width: number): string[] {
  const w = Math.max(1, width);
  if (isPrintableAscii(value)) return asciiHardWrap(value, w);
  const buffer = new LineBuffer();
  for (const cluster of displayClusters(value)) {
    if (cluster.width > w) {
      buffer.flush();
      buffer.lines.push(...hardWrap(quoteToASCII(cluster.value), w));
      continue;
    }
    if (buffer.width > 0 && buffer.width + cluster.width > w) buffer.emit();
    buffer.append(cluster.value, cluster.width);
  }
  if (buffer.text !== '' || buffer.lines.length === 0) buffer.emit();
  return buffer.lines;
}

const SHORT_ESCAPES: ReadonlyMap<string, string> = new Map([
  ['\x07', '\\a'],
  ['\b', '\\b'],
  ['\f', '\\f'],
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t'],
  ['\v', '\\v'],
  ['\\', '\\\\'],
  ['"', '\\"'],
]);

/** Go's `strconv.QuoteToASCII` without the surrounding quotes. */
export function quoteToASCII(value: string): string {
  let result = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const short = SHORT_ESCAPES.get(char);
    if (short !== undefined) result += short;
    else if (code >= 0x20 && code < 0x7f) result += char;
    else if (code < 0x20 || code === 0x7f) result += `\\x${hex(code, 2)}`;
    else if (code >= 0xd800 && code <= 0xdfff)
      result += '\\ufffd'; // Go sees invalid UTF-8
    else if (code < 0x10000) result += `\\u${hex(code, 4)}`;
    else result += `\\U${hex(code, 8)}`;
  }
  return result;
}

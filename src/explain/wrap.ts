/**
 * Cell wrapping for the adaptive table renderer (explain-contract.md §4.4): words first, then
 * identifier delimiters, then grapheme clusters. Widths are display widths (width.ts). Every
 * function returns at least one segment, and no segment is wider than the requested width.
 */
import { displayClusters, displayWidth, hex, isPrintableAscii, isSpaceCluster } from './width';

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

/**
 * `wrapWords` for printable ASCII, by index. Every line greedy wrapping makes is a slice of the
 * text (a dropped space only moves a line's start), so lines are sliced once, when finished,
 * instead of being built up word by word: a 10,000-row table wraps several times faster.
 */
export function asciiWrapWords(value: string, width: number): string[] {
  const lines: string[] = [];
  // The line being filled is value[lineStart, lineEnd); white space pending, value[gapStart, gapEnd).
  // Plain locals, no closures over them: V8 keeps a variable a closure writes in a heap context,
  // and this loop runs over every character of every reason in a 10,000-row table.
  let lineStart = 0;
  let lineEnd = 0;
  let gapStart = 0;
  let gapEnd = 0;
  let at = 0;
  while (at < value.length) {
    if (value.charCodeAt(at) === 0x20) {
      gapStart = at;
      while (at < value.length && value.charCodeAt(at) === 0x20) at++;
      gapEnd = at;
      continue;
    }
    const wordStart = at;
    while (at < value.length && value.charCodeAt(at) !== 0x20) at++;
    const wordEnd = at;
    const gap = gapEnd - gapStart;
    if (lineEnd - lineStart + gap + (wordEnd - wordStart) <= width) {
      if (lineEnd === lineStart) lineStart = gap > 0 ? gapStart : wordStart;
      lineEnd = wordEnd;
      gapStart = gapEnd = wordEnd;
      continue;
    }
    const hadLine = lineEnd > lineStart;
    if (hadLine) lines.push(value.slice(lineStart, lineEnd));
    // The new line starts with the gap, less the one space the break replaces.
    lineStart = hadLine && gap > 0 ? gapStart + 1 : gapStart;
    lineEnd = gapEnd;
    gapStart = gapEnd = wordEnd;
    // A gap of a line or more is hard-split, which leaves less than a line of it.
    if (lineEnd - lineStart >= width)
      lineStart = spillHardWrapped(value, lineStart, lineEnd, width, lines);
    if (lineEnd === lineStart) lineStart = lineEnd = wordStart;
    const available = width - (lineEnd - lineStart);
    if (wordEnd - wordStart <= available) {
      lineEnd = wordEnd;
      continue;
    }
    const parts = asciiWrapIdentifier(value.slice(wordStart, wordEnd), available);
    if (parts.length === 1) {
      lineEnd = wordEnd;
      continue;
    }
    lineEnd = wordStart + parts[0]!.length;
    lines.push(value.slice(lineStart, lineEnd));
    let partStart = lineEnd;
    for (let i = 1; i < parts.length - 1; i++) {
      lines.push(parts[i]!);
      partStart += parts[i]!.length;
    }
    lineStart = partStart;
    lineEnd = wordEnd;
  }
  const gap = gapEnd - gapStart;
  if (gap > 0) {
    // Trailing white space stays on its line if it fits, else it wraps on its own.
    if (lineEnd - lineStart + gap <= width) {
      if (lineEnd === lineStart) lineStart = gapStart;
      lineEnd = gapEnd;
    } else {
      if (lineEnd > lineStart) lines.push(value.slice(lineStart, lineEnd));
      lineStart = gapStart;
      lineEnd = gapEnd;
      if (gap > width) lineStart = spillHardWrapped(value, gapStart, gapEnd, width, lines);
    }
  }
  if (lineEnd > lineStart || lines.length === 0) lines.push(value.slice(lineStart, lineEnd));
  return lines;
}

/**
 * A line of `value[from, to)`, at least `width` long: its full-width pieces go to `lines`, and
 * the rest (shorter than a line) starts at the returned offset.
 */
function spillHardWrapped(
  value: string,
  from: number,
  to: number,
  width: number,
  lines: string[],
): number {
  for (let at = from; at + width <= to; at += width) lines.push(value.slice(at, at + width));
  return to - ((to - from) % width);
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

/**
 * `wrapIdentifier` for a printable-ASCII word with no space (so no tree branch either): lengths
 * are widths, and the line is a string rather than a `LineBuffer` that measures what it holds.
 */
export function asciiWrapIdentifier(value: string, width: number): string[] {
  if (value.length <= width) return [value];
  const w = Math.max(1, width);
  // One segment (no delimiter before the last character): a plain hard wrap.
  let cut = 0;
  while (cut < value.length - 1 && !isDelimiterCode(value.charCodeAt(cut))) cut++;
  if (cut >= value.length - 1) return asciiHardWrap(value, w);
  // Segments run to just after each delimiter; the line being filled is value[lineStart, lineEnd).
  const lines: string[] = [];
  let lineStart = 0;
  let lineEnd = 0;
  let segmentStart = 0;
  while (segmentStart < value.length) {
    let segmentEnd = segmentStart;
    while (segmentEnd < value.length && !isDelimiterCode(value.charCodeAt(segmentEnd)))
      segmentEnd++;
    if (segmentEnd < value.length) segmentEnd++;
    const length = segmentEnd - segmentStart;
    if (length > width) {
      if (lineEnd > lineStart) lines.push(value.slice(lineStart, lineEnd));
      // Full-width pieces; the last piece (at most a line) starts the next line.
      const last = segmentStart + Math.floor((length - 1) / w) * w;
      for (let at = segmentStart; at < last; at += w) lines.push(value.slice(at, at + w));
      lineStart = last;
    } else if (lineEnd > lineStart && lineEnd - lineStart + length > width) {
      lines.push(value.slice(lineStart, lineEnd));
      lineStart = segmentStart;
    } else if (lineEnd === lineStart) {
      lineStart = segmentStart;
    }
    lineEnd = segmentEnd;
    segmentStart = segmentEnd;
  }
  if (lineEnd > lineStart) lines.push(value.slice(lineStart, lineEnd));
  return lines;
}

/** Splits after each delimiter; a leading tree branch belongs to the first segment. */
export function splitIdentifier(value: string): string[] {
  const branch = TREE_BRANCHES.map((b) => `${b} `).find((prefix) => value.startsWith(prefix));
  const rest = value.slice(branch?.length ?? 0);
  return isPrintableAscii(rest)
    ? asciiIdentifierSegments(branch ?? '', rest)
    : clusterIdentifierSegments(branch ?? '', rest);
}

/** `splitIdentifier` for printable ASCII: cuts after each delimiter by index. */
export function asciiIdentifierSegments(branch: string, rest: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i < rest.length; i++) {
    if (!isDelimiterCode(rest.charCodeAt(i))) continue;
    segments.push((start === 0 ? branch : '') + rest.slice(start, i + 1));
    start = i + 1;
  }
  const last = (start === 0 ? branch : '') + rest.slice(start);
  if (last !== '') segments.push(last);
  return segments;
}

/** `IDENTIFIER_DELIMITERS` by character code: `-` `_` `/` `.` `:`. */
const isDelimiterCode = (code: number): boolean =>
  code === 0x2d || code === 0x5f || code === 0x2f || code === 0x2e || code === 0x3a;

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

/** `hardWrap` for printable ASCII: every character is one cell, so lines are fixed slices. */
export function asciiHardWrap(value: string, width: number): string[] {
  if (value === '') return [''];
  const lines: string[] = [];
  for (let at = 0; at < value.length; at += width) lines.push(value.slice(at, at + width));
  return lines;
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

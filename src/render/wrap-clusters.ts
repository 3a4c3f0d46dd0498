/**
 * Cell wrapping for the adaptive table renderer (docs/selection-rules.md §E4.4), over grapheme
 * clusters: words first, then identifier delimiters, then clusters. Widths are display widths
 * (width.ts). It wraps any text, and it is the reference the printable-ASCII fast path
 * (wrap-ascii.ts) is held to, so it never takes that path itself. Every function returns at
 * least one segment, and no segment is wider than the requested width.
 */
import { displayClusters, displayWidth, hex } from './width';
import {
  identifierSegments,
  joinTreeBranch,
  leadingSpaces,
  type Run,
  whitespaceRuns,
  withIndent,
} from './wrap-segments';

const NO_RUN: Run = { value: '', space: true, width: 0 };

/**
 * Wraps one cell to `width` columns. Leading spaces are kept as an indent on every segment;
 * text with spaces wraps at words; a single word wraps at identifier delimiters.
 */
export function wrapClusterCell(value: string, width: number): string[] {
  const w = Math.max(1, width);
  if (displayWidth(value) <= w) return [value];
  const indent = leadingSpaces(value);
  if (indent > 0 && indent < value.length && indent < w) {
    return withIndent(value.slice(0, indent), wrapClusterCell(value.slice(indent), w - indent));
  }
  const runs = whitespaceRuns(value);
  if (runs.length > 1) return wrapWords(joinTreeBranch(runs), w);
  return wrapIdentifier(value, w);
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
  const first = displayClusters(value)[0];
  return first === undefined ? value : value.slice(first.value.length);
}

/**
 * Wraps one word at identifier delimiters, so `srt-mistral-7b-instruct` breaks after a dash
 * rather than mid-name. A part wider than the line is hard-wrapped; its last piece continues
 * the line.
 */
export function wrapIdentifier(value: string, width: number): string[] {
  if (displayWidth(value) <= width) return [value];
  const segments = identifierSegments(value);
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
 * Greedy split per grapheme cluster. A cluster wider than the whole line (a wide character at
 * width 1) cannot be shown, so it is replaced by its ASCII escape, which is then split.
 */
export function hardWrap(value: string, width: number): string[] {
  const w = Math.max(1, width);
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

/**
 * The printable-ASCII fast path of cell wrapping: every character is one cell and the space is
 * the only white space, so text is cut by index and each line sliced once. It exists only for
 * speed (a 10,000-row table is nearly all ASCII, and wraps several times faster this way) and
 * must cut exactly where the grapheme-cluster path, wrap-clusters.ts, cuts: wrap-ascii.test.ts
 * holds it to that reference.
 */
import { wrapClusterCell } from './wrap-clusters';
import {
  isIdentifierDelimiterCode,
  leadingSpaces,
  startsWithTreeBranch,
  withIndent,
} from './wrap-segments';

/**
 * `wrapClusterCell` for a value the caller knows is printable ASCII: lengths are widths, and no
 * step tests the text again (a 10,000-row table wraps hundreds of thousands of words).
 */
export function wrapAsciiCell(value: string, width: number): string[] {
  const w = Math.max(1, width);
  if (value.length <= w) return [value];
  const indent = leadingSpaces(value);
  if (indent > 0 && indent < value.length && indent < w) {
    return withIndent(value.slice(0, indent), wrapAsciiCell(value.slice(indent), w - indent));
  }
  // A tree branch is glued to its first word. ome-sim's own tables draw none, so that rare
  // shape is left to the general path rather than given a scan of its own.
  if (startsWithTreeBranch(value)) return wrapClusterCell(value, w);
  return indent < value.length && value.includes(' ')
    ? asciiWrapWords(value, w)
    : asciiWrapIdentifier(value, w);
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
    // The word's end by a native search: a long reason is mostly words, and a loop of
    // charCodeAt over a string built by concatenation goes through its indirection per character.
    const space = value.indexOf(' ', at);
    at = space < 0 ? value.length : space;
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

/**
 * `wrapIdentifier` for a printable-ASCII word with no space (so no tree branch either): lengths
 * are widths, and the line is a string rather than a `LineBuffer` that measures what it holds.
 */
export function asciiWrapIdentifier(value: string, width: number): string[] {
  if (value.length <= width) return [value];
  const w = Math.max(1, width);
  // One segment (no delimiter before the last character): a plain hard wrap.
  let cut = 0;
  while (cut < value.length - 1 && !isIdentifierDelimiterCode(value.charCodeAt(cut))) cut++;
  if (cut >= value.length - 1) return asciiHardWrap(value, w);
  // Segments run to just after each delimiter; the line being filled is value[lineStart, lineEnd).
  const lines: string[] = [];
  let lineStart = 0;
  let lineEnd = 0;
  let segmentStart = 0;
  while (segmentStart < value.length) {
    let segmentEnd = segmentStart;
    while (segmentEnd < value.length && !isIdentifierDelimiterCode(value.charCodeAt(segmentEnd)))
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

/** `hardWrap` for printable ASCII: every character is one cell, so lines are fixed slices. */
export function asciiHardWrap(value: string, width: number): string[] {
  if (value === '') return [''];
  const lines: string[] = [];
  for (let at = 0; at < value.length; at += width) lines.push(value.slice(at, at + width));
  return lines;
}

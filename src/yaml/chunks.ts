/**
 * A source cut into its documents before parsing (README.md, invariant 6): each chunk parses
 * alone, so a syntax error costs only its own document, and a reader can cache a chunk's result by
 * its text and move its positions to where the chunk sits now.
 */
import type { SourcePosition, SourceSpan } from './positions';

export interface Chunk {
  readonly text: string;
  /** 0-based offset and 1-based line where the chunk starts in its source. */
  readonly offset: number;
  readonly line: number;
}

/**
 * Cuts at lines that start a document (`---` alone or followed by a space). A document marker
 * must start at column 0, and block scalar content can't sit there, so this agrees with the
 * YAML parser for manifests.
 */
export function splitDocuments(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let start = 0;
  let startLine = 1;
  // Lines are counted only up to each cut, and the search jumps from marker to marker: a
  // 10,000-document source is 300,000 lines, almost none of which start a document.
  let line = 1;
  let counted = 0;
  for (let found = text.indexOf('\n---'); found >= 0; found = text.indexOf('\n---', found + 1)) {
    const at = found + 1;
    const after = text[at + 3];
    if (after !== undefined && after !== '\n' && after !== ' ' && after !== '\t' && after !== '\r')
      continue;
    line += newlinesBetween(text, counted, at);
    counted = at;
    chunks.push({ text: text.slice(start, at), offset: start, line: startLine });
    start = at;
    startLine = line;
  }
  chunks.push({ text: text.slice(start), offset: start, line: startLine });
  return chunks;
}

function newlinesBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', from); at >= 0 && at < to; at = text.indexOf('\n', at + 1))
    count++;
  return count;
}

const movePosition = (p: SourcePosition, chunk: Chunk): SourcePosition => ({
  line: p.line + chunk.line - 1,
  column: p.column,
  offset: p.offset + chunk.offset,
});

export const moveSpan = (span: SourceSpan | null, chunk: Chunk): SourceSpan | null =>
  span === null
    ? null
    : { start: movePosition(span.start, chunk), end: movePosition(span.end, chunk) };

/**
 * Incremental loading: a source is cut into its documents before parsing, and each document's
 * decoded result is cached by its text. Editing one runtime in a 1,000-runtime paste re-parses
 * that one document; the others come from the cache with their positions moved.
 */
import type {
  Diagnostic,
  EntryLocation,
  Located,
  ObjectOrigin,
  SourcePosition,
  SourceSpan,
} from './types';

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
  let line = 1;
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const lineEnd = end < 0 ? text.length : end;
    if (at > start && text.startsWith('---', at)) {
      const after = text[at + 3];
      if (at + 3 === lineEnd || after === ' ' || after === '\t' || after === '\r') {
        chunks.push({ text: text.slice(start, at), offset: start, line: startLine });
        start = at;
        startLine = line;
      }
    }
    if (end < 0) break;
    at = end + 1;
    line++;
  }
  chunks.push({ text: text.slice(start), offset: start, line: startLine });
  return chunks;
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

function moveEntry(entry: EntryLocation, chunk: Chunk): EntryLocation {
  return {
    span: moveSpan(entry.span, chunk),
    priority: moveSpan(entry.priority, chunk),
    keyColumn: entry.keyColumn,
    endOffset: entry.endOffset + chunk.offset,
  };
}

/**
 * Defines `key` on `target` as computed on first read, then kept. Enumerable, so spreading or
 * serialising the object still sees it.
 */
function defineOnFirstRead<T>(target: object, key: string, compute: () => T): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, { value, enumerable: true });
      return value;
    },
  });
}

/**
 * Places a chunk-local object in its source: file name, document number and positions. An edit
 * near the top of a large paste moves every object below it, and most of their field and entry
 * positions are never read, so those are moved only when first asked for.
 */
export function relocateObject<T>(
  located: Located<T>,
  source: string,
  documentBase: number,
  chunk: Chunk,
): Located<T> {
  const { fields, entries, ...origin } = located.origin;
  const moved = {
    ...origin,
    source,
    document: origin.document + documentBase,
    span: moveSpan(origin.span, chunk),
    nameSpan: moveSpan(origin.nameSpan, chunk),
  };
  defineOnFirstRead(moved, 'fields', () => {
    const out: Record<string, SourceSpan> = {};
    for (const [path, span] of Object.entries(fields)) out[path] = moveSpan(span, chunk)!;
    return out;
  });
  defineOnFirstRead(moved, 'entries', () => entries.map((e) => moveEntry(e, chunk)));
  return { object: located.object, origin: moved as ObjectOrigin };
}

export function relocateDiagnostic(
  diagnostic: Diagnostic,
  source: string,
  documentBase: number,
  chunk: Chunk,
): Diagnostic {
  return {
    ...diagnostic,
    source,
    document: diagnostic.document + documentBase,
    span: moveSpan(diagnostic.span, chunk),
  };
}

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

function moveEntry(entry: EntryLocation, chunk: Chunk): EntryLocation {
  return {
    span: moveSpan(entry.span, chunk),
    priority: moveSpan(entry.priority, chunk),
    keyColumn: entry.keyColumn,
    endOffset: entry.endOffset + chunk.offset,
    sharedAnchor: entry.sharedAnchor,
  };
}

/** Where a chunk's objects go: their source, its document count so far, and the load order. */
export interface Placement {
  readonly source: string;
  readonly documentBase: number;
  readonly loaded: number;
}

/**
 * A chunk-local origin placed in its source: file name, document number and positions. An edit
 * near the top of a large paste moves every object below it, and most of their positions are
 * never read, so each is moved when first read, then kept. A class with getters
 * on its prototype: an object literal with its own getters is many times slower to create.
 */
class PlacedOrigin implements ObjectOrigin {
  readonly source: string;
  readonly document: number;
  readonly item?: number;
  readonly loaded: number;
  readonly #local: ObjectOrigin;
  readonly #chunk: Chunk;
  #span: SourceSpan | null | undefined;
  #nameSpan: SourceSpan | null | undefined;
  #fields: Readonly<Record<string, SourceSpan>> | null = null;
  #entries: readonly EntryLocation[] | null = null;

  constructor(local: ObjectOrigin, placement: Placement, chunk: Chunk) {
    this.source = placement.source;
    this.document = local.document + placement.documentBase;
    if (local.item !== undefined) this.item = local.item;
    this.loaded = placement.loaded;
    this.#local = local;
    this.#chunk = chunk;
  }

  get span(): SourceSpan | null {
    if (this.#span === undefined) this.#span = moveSpan(this.#local.span, this.#chunk);
    return this.#span;
  }

  get nameSpan(): SourceSpan | null {
    if (this.#nameSpan === undefined) this.#nameSpan = moveSpan(this.#local.nameSpan, this.#chunk);
    return this.#nameSpan;
  }

  get fields(): Readonly<Record<string, SourceSpan>> {
    if (this.#fields === null) {
      const moved: Record<string, SourceSpan> = {};
      for (const [path, span] of Object.entries(this.#local.fields))
        moved[path] = moveSpan(span, this.#chunk)!;
      this.#fields = moved;
    }
    return this.#fields;
  }

  get entries(): readonly EntryLocation[] {
    return (this.#entries ??= this.#local.entries.map((e) => moveEntry(e, this.#chunk)));
  }
}

/** Places a chunk-local object in its source (see `PlacedOrigin`). */
export function relocateObject<T>(
  located: Located<T>,
  placement: Placement,
  chunk: Chunk,
): Located<T> {
  return { object: located.object, origin: new PlacedOrigin(located.origin, placement, chunk) };
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

/**
 * A chunk's decoded objects and diagnostics placed in their source: a cached chunk's results,
 * whose positions count from the chunk's start, moved to where the chunk sits now
 * (src/yaml/README.md, invariant 6).
 */
import { moveSpan, type Chunk } from '../yaml';
import type { Diagnostic, EntryLocation, Located, ObjectOrigin, SourceSpan } from './types';

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
  readonly loadOrder: number;
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
  readonly loadOrder: number;
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
    this.loadOrder = placement.loadOrder;
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

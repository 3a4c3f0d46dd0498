/**
 * Where a decoded object is in its chunk (positions local to the chunk; `chunks.ts` places them
 * in the source). Two kinds: one that reads positions from the YAML tree it was decoded from,
 * and one that keeps no tree and parses its document again when a position is first asked for.
 */
import { entryLocation } from './decode-runtime';
import type { MapNode, NodeReader } from './reader';
import type { EntryLocation, ObjectOrigin, SourceRef, SourceSpan } from './types';
import type { YamlNode } from './yaml-nodes';

/**
 * Positions from the tree the object was decoded from. Spans are made on first read, then kept:
 * most objects are never pointed at, and a span needs the chunk's line index. (A class: an
 * object literal with a getter is slow to create.)
 */
export class LocalOrigin implements ObjectOrigin {
  readonly source: string;
  readonly document: number;
  readonly item?: number;
  /** Set when the chunk is placed in its source (relocateObject). */
  readonly loaded = 0;
  readonly #reader: NodeReader;
  readonly #root: MapNode;
  readonly #entryNodes: readonly YamlNode[];
  #span: SourceSpan | null | undefined;
  #nameSpan: SourceSpan | null | undefined;
  #fields: Readonly<Record<string, SourceSpan>> | null = null;
  #entries: readonly EntryLocation[] | null = null;

  constructor(ref: SourceRef, r: NodeReader, root: MapNode, entryNodes: readonly YamlNode[]) {
    this.source = ref.source;
    this.document = ref.document;
    if (ref.item !== undefined) this.item = ref.item;
    this.#reader = r;
    this.#root = root;
    this.#entryNodes = entryNodes;
  }

  get span(): SourceSpan | null {
    if (this.#span === undefined) this.#span = this.#reader.span(this.#root);
    return this.#span;
  }

  get nameSpan(): SourceSpan | null {
    if (this.#nameSpan === undefined) {
      this.#nameSpan = this.#reader.fieldSpan('metadata.name') ?? this.span;
    }
    return this.#nameSpan;
  }

  get fields(): Readonly<Record<string, SourceSpan>> {
    return (this.#fields ??= this.#reader.fieldSpans());
  }

  get entries(): readonly EntryLocation[] {
    return (this.#entries ??= this.#entryNodes.map((node) => entryLocation(this.#reader, node)));
  }
}

/**
 * Positions found by decoding the object's chunk again, alone, on first read. A `LocalOrigin`
 * keeps its document's YAML tree alive, and with it the events of the whole parse: for 10,000
 * runtimes that is most of a 250 MB heap, copied by every garbage collection while the CLI runs,
 * which then points at nothing unless an object has a problem (see `LoadOptions`).
 */
export class ReparsedOrigin implements ObjectOrigin {
  readonly source: string;
  readonly document: number;
  readonly item?: number;
  readonly loaded = 0;
  readonly #reparse: (ref: SourceRef) => ObjectOrigin;
  #found: ObjectOrigin | null = null;

  /** `reparse` decodes the chunk again and returns the origin of the object at `ref` in it. */
  constructor(ref: SourceRef, reparse: (ref: SourceRef) => ObjectOrigin) {
    this.source = ref.source;
    this.document = ref.document;
    if (ref.item !== undefined) this.item = ref.item;
    this.#reparse = reparse;
  }

  get #origin(): ObjectOrigin {
    return (this.#found ??= this.#reparse(this));
  }

  get span(): SourceSpan | null {
    return this.#origin.span;
  }

  get nameSpan(): SourceSpan | null {
    return this.#origin.nameSpan;
  }

  get fields(): Readonly<Record<string, SourceSpan>> {
    return this.#origin.fields;
  }

  get entries(): readonly EntryLocation[] {
    return this.#origin.entries;
  }
}

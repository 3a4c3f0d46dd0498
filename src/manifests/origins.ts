/**
 * Where a decoded object is in its chunk (positions local to the chunk; `placed-origin.ts` places
 * them in the source). Two kinds: one that reads positions from the YAML tree it was decoded from,
 * and one that keeps no tree and parses its document again when a position is first asked for.
 */
import { entryLocation } from './decode-runtime';
import type { NodeReader } from './node-reader';
import type { SourceSpan, YamlMap, YamlNode } from '../yaml';
import type { EntryLocation, Located, ObjectOrigin, SourceRef } from './types';

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
  readonly loadOrder = 0;
  readonly #reader: NodeReader;
  readonly #root: YamlMap;
  readonly #entryNodes: readonly YamlNode[];
  #span: SourceSpan | null | undefined;
  #nameSpan: SourceSpan | null | undefined;
  #fields: Readonly<Record<string, SourceSpan>> | null = null;
  #entries: readonly EntryLocation[] | null = null;

  constructor(ref: SourceRef, r: NodeReader, root: YamlMap, entryNodes: readonly YamlNode[]) {
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
  readonly loadOrder = 0;
  readonly #chunk: ReparsedChunk;
  /** Where the object's mapping starts in its chunk: with `document` and `item`, it names it. */
  readonly #start: number;
  #found: ObjectOrigin | null = null;

  constructor(ref: SourceRef, chunk: ReparsedChunk, start: number) {
    this.source = ref.source;
    this.document = ref.document;
    if (ref.item !== undefined) this.item = ref.item;
    this.#chunk = chunk;
    this.#start = start;
  }

  get #origin(): ObjectOrigin {
    return (this.#found ??= this.#chunk.originAt(this, this.#start));
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

/** How the objects of a chunk get their origins (see `LoadOptions.positionsOnDemand`). */
export interface Origins {
  /** Whether origins read field spans from the reader: only then does it record them. */
  readonly recordsFields: boolean;
  /** The origin of an object decoded by `r` from `root` (a runtime's entries as written). */
  of(ref: SourceRef, r: NodeReader, root: YamlMap, entryNodes: readonly YamlNode[]): ObjectOrigin;
}

/** Origins in the tree the objects were decoded from. */
export const originsInTree: Origins = {
  recordsFields: true,
  of: (ref, r, root, entryNodes) => new LocalOrigin(ref, r, root, entryNodes),
};

/** The objects of a chunk decoded again, alone, with origins in its tree. */
export interface Redecoded {
  readonly runtimes: readonly Located<unknown>[];
  readonly models: readonly Located<unknown>[];
  readonly inferenceServices: readonly Located<unknown>[];
  readonly acceleratorClasses: readonly Located<unknown>[];
}

/** An origin with no positions, for an object its document no longer decodes to (never expected). */
const NOWHERE = { span: null, nameSpan: null, fields: {}, entries: [] } as const;

/**
 * Origins that decode their chunk again (`redecode(text)`, once for all of them) when asked where
 * their object is. One object per chunk and one per object, no closures: 10,000 objects keep
 * these for as long as the CLI runs, and every garbage collection copies them.
 */
export class ReparsedChunk implements Origins {
  readonly recordsFields = false;
  #again: Redecoded | null = null;

  constructor(
    private readonly text: string,
    private readonly redecode: (text: string) => Redecoded,
  ) {}

  of(ref: SourceRef, r: NodeReader, root: YamlMap): ObjectOrigin {
    return new ReparsedOrigin(ref, this, r.localOffset(root.start));
  }

  /**
   * The origin of the object at `ref` whose mapping starts at `start` in the chunk, decoded again:
   * the item alone does not name it (the items of a List inside a List count from 0 again).
   */
  originAt(ref: SourceRef, start: number): ObjectOrigin {
    const again = (this.#again ??= this.redecode(this.text));
    const same = ({ origin }: Located<unknown>) =>
      origin.document === ref.document &&
      origin.item === ref.item &&
      origin.span?.start.offset === start;
    const found =
      again.runtimes.find(same) ??
      again.models.find(same) ??
      again.inferenceServices.find(same) ??
      again.acceleratorClasses.find(same);
    return found?.origin ?? { ...ref, loadOrder: 0, ...NOWHERE };
  }
}

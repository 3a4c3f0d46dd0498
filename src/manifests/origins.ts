/**
 * Where a decoded object is in its chunk (positions local to the chunk; `chunks.ts` places them
 * in the source). Two kinds: one that reads positions from the YAML tree it was decoded from,
 * and one that keeps no tree and parses its document again when a position is first asked for.
 */
import { entryLocation } from './decode-runtime';
import type { MapNode, NodeReader } from './reader';
import type { EntryLocation, Located, ObjectOrigin, SourceRef, SourceSpan } from './types';
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

/** Makes the origin of an object decoded by `r` from `root` (a runtime's entries as written). */
export type OriginFactory = (
  ref: SourceRef,
  r: NodeReader,
  root: MapNode,
  entryNodes: readonly YamlNode[],
) => ObjectOrigin;

export const originInTree: OriginFactory = (ref, r, root, entryNodes) =>
  new LocalOrigin(ref, r, root, entryNodes);

/** The objects of a chunk decoded again, alone, with origins in its tree. */
interface Redecoded {
  readonly runtimes: readonly Located<unknown>[];
  readonly models: readonly Located<unknown>[];
  readonly inferenceServices: readonly Located<unknown>[];
}

/** An origin with no positions, for an object its document no longer decodes to (never expected). */
const NOWHERE = { span: null, nameSpan: null, fields: {}, entries: [] } as const;

/**
 * Origins that decode their chunk again (`decodeAgain`, once for all of them) when asked where
 * their object is. The object is found by its document, List item and where its mapping starts:
 * the item alone does not name it (the items of a List inside a List count from 0 again).
 */
export function reparsedOrigins(decodeAgain: () => Redecoded): OriginFactory {
  let again: Redecoded | null = null;
  const reparse = (ref: SourceRef, start: number): ObjectOrigin => {
    again ??= decodeAgain();
    const { runtimes, models, inferenceServices } = again;
    const same = ({ origin }: Located<unknown>) =>
      origin.document === ref.document &&
      origin.item === ref.item &&
      origin.span?.start.offset === start;
    const found = runtimes.find(same) ?? models.find(same) ?? inferenceServices.find(same);
    return found?.origin ?? { ...ref, loaded: 0, ...NOWHERE };
  };
  return (ref, r, root) => {
    const start = r.localOffset(root.start);
    return new ReparsedOrigin(ref, (at) => reparse(at, start));
  };
}

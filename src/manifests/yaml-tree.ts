/**
 * Builds the positioned YAML tree (yaml-nodes.ts) from js-yaml's event stream (`parseEvents`).
 * js-yaml's own constructors give plain values without positions; its events give every node's
 * source offsets but no end offsets for collections, no duplicate-key check and no alias lookup.
 * One pass over the events adds exactly those:
 *
 * - a collection ends where its last child ends (block) or after its closing bracket (flow);
 * - a key that repeats in its mapping is reported, as kubectl does;
 * - an alias keeps a reference to its anchored node and is never expanded (an alias bomb costs
 *   one object per alias written), with at most `MAX_ALIASES` per document.
 *
 * The pass makes no node: what it finds goes into typed arrays indexed by event. A collection's
 * children become nodes when something first reads its `items`, and scalar values are resolved
 * when read. Decoding reads a few fields of each object, so the rest of a real runtime (hundreds
 * of lines of engineConfig, four fifths of OME's catalog) never becomes nodes at all.
 */
import {
  COLLECTION_STYLE,
  EVENT_ID,
  SCALAR_STYLE,
  type AliasEvent,
  type Event,
  type MappingEvent,
  type ScalarEvent,
  type SequenceEvent,
} from 'js-yaml';
import {
  MAX_ALIASES,
  UNREAD,
  flowClose,
  keyIdentity,
  resolveScalar,
  scalarEnd,
  scalarStart,
  type NodeProblem,
  type YamlAlias,
  type YamlDocument,
  type YamlMap,
  type YamlNode,
  type YamlScalar,
  type YamlSeq,
} from './yaml-nodes';
import { NO_IDENTITY, OpenCollections, PlainValues } from './yaml-open-collections';

/** The events of one parse with what the pass found about each, shared by their nodes. */
class EventTree {
  /** Per event: its node's start and end offsets. */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** Per collection event: the index of the POP event that closes it. */
  readonly closes: Int32Array;
  /**
   * Nodes that must keep one identity: aliases (listed per document) and the nodes they point
   * at, which an alias may read before their parent's items are made.
   */
  readonly shared = new Map<number, YamlNode>();
  /**
   * Per key event: a number for what the key reads as (its identity, see `keyIdentity`), the
   * same for every key that reads the same; 0 for a key that is never compared (an alias, a
   * collection). Looking a key up compares these numbers, not texts or values.
   */
  readonly #keyIds: Int32Array;
  readonly #idOfKey = new Map<unknown, number>();
  /** What plain scalars read as, by text: for keys in the pass, for values when nodes are made. */
  readonly plainValues = new PlainValues();

  constructor(
    readonly events: readonly Event[],
    readonly text: string,
  ) {
    this.starts = new Int32Array(events.length);
    this.ends = new Int32Array(events.length);
    this.closes = new Int32Array(events.length);
    this.#keyIds = new Int32Array(events.length);
  }

  /** Records that key event `index` reads as `identity` (by the pass). */
  noteKey(index: number, identity: unknown): void {
    let id = this.#idOfKey.get(identity);
    if (id === undefined) this.#idOfKey.set(identity, (id = this.#idOfKey.size + 1));
    this.#keyIds[index] = id;
  }

  /** The node of event `index` (a scalar, collection or alias event). */
  nodeAt(index: number): YamlNode {
    const known = this.shared.get(index);
    if (known !== undefined) return known;
    const node = this.makeNode(index);
    const e = this.events[index]!;
    if (e.type !== EVENT_ID.POP && e.type !== EVENT_ID.DOCUMENT && e.anchorStart >= 0)
      this.shared.set(index, node);
    return node;
  }

  /** The nodes of a collection's children, in order. */
  children(index: number): YamlNode[] {
    const items: YamlNode[] = [];
    const close = this.closes[index]!;
    for (let i = index + 1; i < close; i = this.next(i)) items.push(this.nodeAt(i));
    return items;
  }

  /** See `YamlMap.entryValue`: the entries of mapping `index` are walked by their key numbers. */
  entryValue(index: number, key: string): YamlNode | undefined {
    const id = this.#idOfKey.get(key);
    if (id === undefined) return undefined;
    const close = this.closes[index]!;
    for (let i = index + 1; i < close;) {
      const value = this.next(i);
      if (this.#keyIds[i] === id) return value < close ? this.nodeAt(value) : undefined;
      i = value < close ? this.next(value) : close;
    }
    return undefined;
  }

  /**
   * The event after node `index` and everything inside it. Only a collection has a closing
   * event, always after it (a collection never closed is in a refused document, never read).
   */
  private next(index: number): number {
    const close = this.closes[index]!;
    return close > index ? close + 1 : index + 1;
  }

  private makeNode(index: number): YamlNode {
    const e = this.events[index]!;
    const start = this.starts[index]!;
    const end = this.ends[index]!;
    switch (e.type) {
      case EVENT_ID.MAPPING:
        return new LazyMap(this, index, start, end, e.style === COLLECTION_STYLE.FLOW);
      case EVENT_ID.SEQUENCE:
        return new LazySeq(this, index, start, end, e.style === COLLECTION_STYLE.FLOW);
      case EVENT_ID.SCALAR:
        return scalarNode(e, start, end, this.text, this.plainValues);
      default:
        // Aliases are made by the pass and kept in `shared`; nothing else is a node.
        throw new Error(`event ${index} is not a node`);
    }
  }
}

const scalarNode = (
  e: ScalarEvent,
  start: number,
  end: number,
  text: string,
  plainValues: PlainValues,
): YamlScalar => ({
  kind: 'scalar',
  start,
  end,
  event: e.valueStart < 0 ? null : e,
  tag: e.tagStart < 0 ? null : text.slice(e.tagStart, e.tagEnd),
  // A plain scalar as written is read now, through the tree's memo: a node is made to be read.
  value:
    e.style === SCALAR_STYLE.PLAIN && e.fast && e.tagStart < 0 && e.valueStart >= 0
      ? plainValues.of(text.slice(e.valueStart, e.valueEnd))
      : UNREAD,
});

/** A collection whose children become nodes on first read. */
abstract class LazyCollection {
  #items: readonly YamlNode[] | null = null;

  constructor(
    protected readonly tree: EventTree,
    protected readonly index: number,
    readonly start: number,
    readonly end: number,
    readonly flow: boolean,
  ) {}

  get items(): readonly YamlNode[] {
    return (this.#items ??= this.tree.children(this.index));
  }
}

class LazyMap extends LazyCollection implements YamlMap {
  readonly kind = 'map';

  entryValue(key: string): YamlNode | undefined {
    return this.tree.entryValue(this.index, key);
  }
}

class LazySeq extends LazyCollection implements YamlSeq {
  readonly kind = 'seq';
}

/**
 * A document of the tree. Its root node is made when read, not by the pass: by the time a large
 * text is decoded, whatever the pass made has been moved to the old generation, and every node
 * decoding then caches in an old root would live until a full collection (an old object's
 * references are roots for the young one). A 10,000-runtime text spent more time in garbage
 * collection than in decoding. Each read makes a new root (anchored ones excepted): read once.
 */
class TreeDocument implements YamlDocument {
  constructor(
    private readonly tree: EventTree,
    private readonly rootIndex: number,
    readonly problems: readonly NodeProblem[],
    readonly aliases: readonly YamlAlias[],
  ) {}

  get root(): YamlNode | null {
    return this.rootIndex < 0 ? null : this.tree.nodeAt(this.rootIndex);
  }
}

class TreeAlias implements YamlAlias {
  readonly kind = 'alias';

  constructor(
    private readonly tree: EventTree,
    private readonly targetIndex: number,
    readonly name: string,
    readonly start: number,
    readonly end: number,
  ) {}

  get target(): YamlNode {
    return this.tree.nodeAt(this.targetIndex);
  }
}

// --- the pass --------------------------------------------------------------------------------

type CollectionEvent = MappingEvent | SequenceEvent;

interface DocumentState {
  rootIndex: number;
  readonly problems: NodeProblem[];
  /** Anchor names to the index of the event they are on. */
  readonly anchors: Map<string, number>;
  readonly aliases: YamlAlias[];
}

const DUPLICATE_KEY = 'duplicate key: a key may appear only once in a mapping (kubectl rejects it)';

/** Builds the documents of one text from its events. Never throws for valid event streams. */
export function buildDocuments(events: readonly Event[], text: string): YamlDocument[] {
  const tree = new EventTree(events, text);
  const { starts, ends, closes } = tree;
  const documents: YamlDocument[] = [];
  const open = new OpenCollections();
  const isMap = (index: number) => events[index]!.type === EVENT_ID.MAPPING;
  let doc: DocumentState | null = null;
  /** Where the last node ended: the position of an empty scalar, the end of a block collection. */
  let lastEnd = 0;

  /**
   * Counts node `index` as a child of the open collection (or the document's root); a key that
   * repeats one of its mapping (identity `key`, NO_IDENTITY when not compared) is reported.
   */
  const attach = (index: number, key: unknown): void => {
    if (open.depth === 0) {
      doc!.rootIndex = index;
      return;
    }
    open.addChild();
    if (key !== NO_IDENTITY) tree.noteKey(index, key);
    if (key !== NO_IDENTITY && open.repeats(key))
      doc!.problems.push({
        code: 'yaml-duplicate-key',
        message: DUPLICATE_KEY,
        start: starts[index]!,
        end: ends[index]!,
      });
  };

  /** A scalar key's identity: the value it resolves to (a plain key's through the tree's memo). */
  const scalarKey = (e: ScalarEvent): unknown => {
    if (e.style === SCALAR_STYLE.PLAIN && e.fast && e.tagStart < 0 && e.valueStart >= 0)
      return keyIdentity(tree.plainValues.of(text.slice(e.valueStart, e.valueEnd)));
    const tag = e.tagStart < 0 ? null : text.slice(e.tagStart, e.tagEnd);
    return keyIdentity(resolveScalar(e.valueStart < 0 ? null : e, tag, text));
  };

  const anchor = (e: { anchorStart: number; anchorEnd: number }, index: number): void => {
    if (e.anchorStart >= 0) doc!.anchors.set(text.slice(e.anchorStart, e.anchorEnd), index);
  };

  // An index loop: `for…of` here allocated an iterator result per event (35 MB for 10,000 runtimes).
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case EVENT_ID.DOCUMENT:
        doc = { rootIndex: -1, problems: [], anchors: new Map(), aliases: [] };
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE:
        starts[i] = e.start;
        anchor(e, i);
        attach(i, NO_IDENTITY);
        open.open(i);
        lastEnd = e.start + (e.style === COLLECTION_STYLE.FLOW ? 1 : 0);
        break;
      case EVENT_ID.SCALAR: {
        const empty = e.valueStart < 0;
        starts[i] = empty ? lastEnd : scalarStart(e, text);
        ends[i] = empty ? lastEnd : scalarEnd(e);
        anchor(e, i);
        attach(i, open.nextIsKey(isMap) ? scalarKey(e) : NO_IDENTITY);
        lastEnd = ends[i]!;
        break;
      }
      case EVENT_ID.ALIAS:
        if (!addAlias(tree, doc!, e, i)) return refuse(documents, doc!);
        attach(i, NO_IDENTITY);
        lastEnd = e.anchorEnd;
        break;
      case EVENT_ID.POP: {
        const index = open.close();
        if (index < 0) {
          documents.push(new TreeDocument(tree, doc!.rootIndex, doc!.problems, doc!.aliases));
          doc = null;
          break;
        }
        closes[index] = i;
        const flow = (events[index] as CollectionEvent).style === COLLECTION_STYLE.FLOW;
        ends[index] = flow ? flowClose(text, Math.max(lastEnd, starts[index]! + 1)) : lastEnd;
        lastEnd = ends[index]!;
        break;
      }
    }
  }
  return documents;
}

/**
 * Makes the node of alias event `index` (an alias, or a placeholder after a problem); false when
 * the document has more aliases than anything reads.
 */
function addAlias(tree: EventTree, doc: DocumentState, e: AliasEvent, index: number): boolean {
  const text = tree.text;
  const name = text.slice(e.anchorStart, e.anchorEnd);
  const start = e.anchorStart - 1;
  tree.starts[index] = start;
  tree.ends[index] = e.anchorEnd;
  if (doc.aliases.length >= MAX_ALIASES) {
    doc.problems.push({
      code: 'yaml-too-complex',
      message: `more than ${MAX_ALIASES} aliases in one document; refused (a manifest never needs this many)`,
      start,
      end: e.anchorEnd,
    });
    return false;
  }
  const target = doc.anchors.get(name);
  if (target === undefined) {
    doc.problems.push({
      code: 'yaml-syntax',
      message: `alias *${name} has no anchor &${name} before it`,
      start,
      end: e.anchorEnd,
    });
    // A placeholder keeps keys and values paired; the document is not decoded anyway.
    const placeholder: YamlScalar = {
      kind: 'scalar',
      start,
      end: e.anchorEnd,
      event: null,
      tag: null,
      value: null,
    };
    tree.shared.set(index, placeholder);
    return true;
  }
  const alias = new TreeAlias(tree, target, name, start, e.anchorEnd);
  tree.shared.set(index, alias);
  doc.aliases.push(alias);
  return true;
}

/** Ends the build at a refusal: the document is kept with its problem, the rest is dropped. */
function refuse(documents: YamlDocument[], doc: DocumentState): YamlDocument[] {
  documents.push({ root: null, problems: doc.problems, aliases: [] });
  return documents;
}

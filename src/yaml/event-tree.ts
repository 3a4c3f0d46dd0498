/**
 * The tree the pass of build-documents.ts leaves: js-yaml's events with what the pass found about
 * each (ends, closing events, key numbers) in typed arrays, and the nodes made from them when read.
 * Decoding reads a few fields of each object: a collection's children become nodes when its `items`
 * are first read, and a field can be read from its event without a node at all (`entryScalar`).
 */
import { COLLECTION_STYLE, EVENT_ID, SCALAR_STYLE, type Event, type ScalarEvent } from 'js-yaml';
import { scalarEnd, scalarStart } from './extents';
import {
  UNRESOLVED,
  type NodeProblem,
  type YamlAlias,
  type YamlDocument,
  type YamlMap,
  type YamlNode,
  type YamlScalar,
  type YamlSeq,
} from './nodes';
import { PlainValues } from './plain-values';
import { startsAsText } from './scalars';

/**
 * Slots of `EventTree`'s recent word keys and looked-up keys (sizes well above a cluster's keys).
 * A short text gets fewer word slots (one per 8 characters, a power of two, at least 16): a text
 * read one document at a time keeps a tree per document, and 1,024 slots (12 KB) would outweigh
 * a small document's own tree many times over.
 */
const WORD_SLOTS = 1024;
const LOOKUP_SLOTS = 64;

function wordSlotsFor(length: number): number {
  let slots = 16;
  while (slots < WORD_SLOTS && slots * 8 < length) slots *= 2;
  return slots;
}

/** The events of one parse with what the pass found about each, shared by their nodes. */
export class EventTree {
  /**
   * Per collection event: its node's end offset; per empty scalar (`key:`), where it sits. The
   * rest of each node's extent is read from its event when the node is made: a scalar's from its
   * offsets, a collection's start from its own. (Every array here is as long as the events, and
   * each is 3 MB for 10,000 runtimes: fresh memory costs a page fault per 4 KB first written.)
   */
  readonly ends: Int32Array;
  /** Per collection event: the index of the POP event that closes it. */
  readonly closes: Int32Array;
  /**
   * Nodes that must keep one identity: aliases (listed per document) and the nodes they point
   * at, which an alias may read before their parent's items are made.
   */
  readonly shared = new Map<number, YamlNode>();
  /** Per alias event with an anchor before it: the event of the anchored node. */
  readonly aliasTargets = new Map<number, number>();
  /**
   * Per mapping event that has merge keys (merge-keys.ts): their events, in order. Most texts
   * have none, and a mapping without merges costs nothing more.
   */
  readonly merges = new Map<number, number[]>();
  /**
   * Per key event: a number for what the key reads as (its identity, see `keyIdentity`), the
   * same for every key that reads the same; 0 for a key that is never compared (an alias, a
   * collection). Looking a key up compares these numbers, not texts or values.
   */
  readonly #keyIds: Int32Array;
  readonly #idOfKey = new Map<unknown, number>();
  /**
   * The words of the text met last (plain keys and values that read as their own text, see
   * `startsAsText`), by a slot from their length and first and last characters, each with its
   * key number once it is met as a key (0 before). A word met again is recognised by comparing it
   * in place: no slice and no lookup, and the `pytorch` of every runtime is one string.
   */
  readonly #wordSlots: number;
  readonly #recentWords: (string | undefined)[];
  readonly #recentWordIds: Int32Array;
  /** The numbers of the keys decoders look up, by a slot from the key (see `#lookupNumber`). */
  readonly #lookupKeys: (string | undefined)[] = new Array<string | undefined>(LOOKUP_SLOTS);
  readonly #lookupIds = new Int32Array(LOOKUP_SLOTS);
  /**
   * What plain scalars read as, by text: for keys in the pass, for values read by `entryScalar`
   * or when nodes are made.
   */
  readonly plainValues = new PlainValues();

  constructor(
    readonly events: readonly Event[],
    readonly text: string,
  ) {
    this.ends = new Int32Array(events.length);
    this.closes = new Int32Array(events.length);
    this.#keyIds = new Int32Array(events.length);
    this.#wordSlots = wordSlotsFor(text.length);
    this.#recentWords = new Array<string | undefined>(this.#wordSlots);
    this.#recentWordIds = new Int32Array(this.#wordSlots);
  }

  /**
   * Records that key event `index` reads as `identity` (by the pass); returns its number. Map
   * compares as SameValueZero, so every NaN key gets one number, as kubectl sees one key.
   */
  keyNumber(index: number, identity: unknown): number {
    let id = this.#idOfKey.get(identity);
    if (id === undefined) this.#idOfKey.set(identity, (id = this.#idOfKey.size + 1));
    this.#keyIds[index] = id;
    return id;
  }

  #wordSlot(start: number, end: number): number {
    const text = this.text;
    return (
      ((end - start) * 31 + text.charCodeAt(start) * 7 + text.charCodeAt(end - 1)) % this.#wordSlots
    );
  }

  #isRecent(word: string | undefined, start: number, end: number): word is string {
    return word !== undefined && word.length === end - start && this.text.startsWith(word, start);
  }

  /** The plain scalar `text[start, end)`, which reads as its own text: a recent word's string. */
  word(start: number, end: number): string {
    const slot = this.#wordSlot(start, end);
    const recent = this.#recentWords[slot];
    if (this.#isRecent(recent, start, end)) return recent;
    const word = this.text.slice(start, end);
    this.#recentWords[slot] = word;
    this.#recentWordIds[slot] = 0;
    return word;
  }

  /** `keyNumber` for a plain key `text[start, end)` that reads as its own text. */
  wordKeyNumber(index: number, start: number, end: number): number {
    const slot = this.#wordSlot(start, end);
    const recent = this.#recentWords[slot];
    const known = this.#isRecent(recent, start, end) ? this.#recentWordIds[slot]! : -1;
    if (known > 0) {
      this.#keyIds[index] = known;
      return known;
    }
    const word = known === 0 ? recent! : this.text.slice(start, end);
    const id = this.keyNumber(index, word);
    this.#recentWords[slot] = word;
    this.#recentWordIds[slot] = id;
    return id;
  }

  /** What a plain scalar without a tag reads as (YAML 1.1, as kubectl). */
  plainValue(start: number, end: number): unknown {
    return startsAsText(this.text.charCodeAt(start))
      ? this.word(start, end)
      : this.plainValues.of(this.text.slice(start, end));
  }

  /**
   * The number of `key` (0 when no key of the text reads as it). Decoders look up a few dozen
   * literal keys hundreds of thousands of times: a slot compares them by reference.
   */
  #lookupNumber(key: string): number {
    // `charCodeAt(0)` of the empty key is NaN, which would make the slot NaN: a property that
    // the typed array of numbers drops, so a second lookup of '' found no number.
    const slot = key === '' ? 0 : (key.length * 31 + key.charCodeAt(0)) % LOOKUP_SLOTS;
    if (this.#lookupKeys[slot] === key) return this.#lookupIds[slot]!;
    const id = this.#idOfKey.get(key) ?? 0;
    this.#lookupKeys[slot] = key;
    this.#lookupIds[slot] = id;
    return id;
  }

  /** The node of event `index` (a scalar, collection or alias event). */
  nodeAt(index: number): YamlNode {
    // Most texts have no anchor: no lookup then.
    const known = this.shared.size === 0 ? undefined : this.shared.get(index);
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

  /** See `YamlMap.entryValue`. */
  entryValue(index: number, key: string): YamlNode | undefined {
    const value = this.#entryValueIndex(index, key);
    return value < 0 ? undefined : this.nodeAt(value);
  }

  /** See `YamlMap.entryScalar`: a plain or simply quoted scalar's value, read from its event. */
  entryScalar(index: number, key: string): unknown {
    const value = this.#entryValueIndex(index, key);
    if (value < 0) return undefined;
    const e = this.events[value]!;
    if (e.type !== EVENT_ID.SCALAR || e.tagStart >= 0) return UNRESOLVED;
    if (e.valueStart < 0) return null;
    if (!e.fast) return UNRESOLVED;
    if (e.style === SCALAR_STYLE.PLAIN) return this.plainValue(e.valueStart, e.valueEnd);
    const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
    return quoted ? this.text.slice(e.valueStart, e.valueEnd) : UNRESOLVED;
  }

  /**
   * The event of the value of `key` in mapping `index`, or -1: the entries are walked by their
   * key numbers. Read after the pass, which numbers every key: the numbers no longer change.
   */
  #entryValueIndex(index: number, key: string): number {
    const id = this.#lookupNumber(key);
    if (id === 0) return -1;
    if (this.merges.size > 0 && this.merges.has(index))
      return this.#mergedValueIndex(index, id, new Set());
    return this.#ownValueIndex(index, id);
  }

  /** The value event of key number `id` written in mapping `index` itself, or -1. */
  #ownValueIndex(index: number, id: number): number {
    const close = this.closes[index]!;
    for (let i = index + 1; i < close;) {
      const value = this.next(i);
      if (this.#keyIds[i] === id) return value < close ? value : -1;
      i = value < close ? this.next(value) : close;
    }
    return -1;
  }

  /**
   * The value event of key number `id` in mapping `index` with its merges applied, as
   * merge-keys.ts's `mergedValue` finds it on nodes: the last entry that sets it, each merge's
   * sources searched so that the earlier wins; each mapping searched once per lookup (`visited`).
   */
  #mergedValueIndex(index: number, id: number, visited: Set<number>): number {
    visited.add(index);
    const merges = this.merges.get(index);
    if (merges === undefined) return this.#ownValueIndex(index, id);
    const close = this.closes[index]!;
    const keys: number[] = [];
    for (let i = index + 1; i < close;) {
      keys.push(i);
      const value = this.next(i);
      i = value < close ? this.next(value) : close;
    }
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k]!;
      const value = this.next(key);
      if (value >= close) continue;
      if (merges.includes(key)) {
        for (const source of this.mergeSources(value)) {
          if (visited.has(source)) continue;
          const found = this.#mergedValueIndex(source, id, visited);
          if (found >= 0) return found;
        }
      } else if (this.#keyIds[key] === id) return value;
    }
    return -1;
  }

  /** The mapping events a merge key's value `index` merges, in the order written. */
  mergeSources(index: number): number[] {
    const asMapping = (i: number): number => {
      const target = this.events[i]!.type === EVENT_ID.ALIAS ? this.aliasTargets.get(i) : i;
      return target !== undefined && this.events[target]!.type === EVENT_ID.MAPPING ? target : -1;
    };
    // A list of sources is written in place: an alias of a list is not one (go-yaml refuses it).
    if (this.events[index]!.type === EVENT_ID.SEQUENCE) {
      const sources: number[] = [];
      for (let i = index + 1; i < this.closes[index]!; i = this.next(i)) {
        const source = asMapping(i);
        if (source >= 0) sources.push(source);
      }
      return sources;
    }
    const source = asMapping(index);
    return source >= 0 ? [source] : [];
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
    switch (e.type) {
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const flow = e.style === COLLECTION_STYLE.FLOW;
        const end = this.ends[index]!;
        return e.type === EVENT_ID.MAPPING
          ? new LazyMap(this, index, e.start, end, flow)
          : new LazySeq(this, index, e.start, end, flow);
      }
      case EVENT_ID.SCALAR: {
        if (e.valueStart < 0) {
          const at = this.ends[index]!;
          return scalarNode(e, at, at, this.text, UNRESOLVED);
        }
        // A plain scalar as written is read now: a node is made to be read.
        const value =
          e.style === SCALAR_STYLE.PLAIN && e.fast && e.tagStart < 0
            ? this.plainValue(e.valueStart, e.valueEnd)
            : UNRESOLVED;
        return scalarNode(e, scalarStart(e, this.text), scalarEnd(e), this.text, value);
      }
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
  value: unknown,
): YamlScalar => ({
  kind: 'scalar',
  start,
  end,
  event: e.valueStart < 0 ? null : e,
  tag: e.tagStart < 0 ? null : text.slice(e.tagStart, e.tagEnd),
  value,
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

  entryScalar(key: string): unknown {
    return this.tree.entryScalar(this.index, key);
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
export class TreeDocument implements YamlDocument {
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

export class TreeAlias implements YamlAlias {
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

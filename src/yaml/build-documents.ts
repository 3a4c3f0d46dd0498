/**
 * Builds the positioned YAML tree (nodes.ts) from js-yaml's event stream (`parseEvents`).
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
import { EventTree, TreeAlias, TreeDocument } from './event-tree';
import { flowClose, scalarEnd, scalarStart } from './extents';
import {
  MAX_ALIASES,
  type NodeProblem,
  type YamlAlias,
  type YamlDocument,
  type YamlScalar,
} from './nodes';
import { isMergeKeyEvent, MERGE_VALUE_PROBLEM, mergedIntoItself } from './merge-keys';
import { OpenCollections } from './open-collections';
import { keyIdentity, resolveScalar, startsAsText } from './scalars';

// --- the pass --------------------------------------------------------------------------------

type CollectionEvent = MappingEvent | SequenceEvent;

interface DocumentState {
  rootIndex: number;
  readonly problems: NodeProblem[];
  /** Anchor names to the index of the event they are on. */
  readonly anchors: Map<string, number>;
  readonly aliases: YamlAlias[];
  /** The value events of the document's merge keys, checked when the document ends. */
  readonly mergeValues: number[];
}

const DUPLICATE_KEY = 'duplicate key: a key may appear only once in a mapping (kubectl rejects it)';

/** Builds the documents of one text from its events. Never throws for valid event streams. */
export function buildDocuments(events: readonly Event[], text: string): YamlDocument[] {
  const tree = new EventTree(events, text);
  const { ends, closes } = tree;
  const documents: YamlDocument[] = [];
  const open = new OpenCollections();
  let doc: DocumentState | null = null;
  /** Where the last node ended: the position of an empty scalar, the end of a block collection. */
  let lastEnd = 0;

  /**
   * Counts node `index` (which starts at `start`) as a child of the open collection (or the
   * document's root); a key whose number (`key`, 0 when not compared) repeats one of its mapping's
   * is reported.
   */
  const attach = (index: number, key: number, start: number): void => {
    if (open.depth === 0) {
      doc!.rootIndex = index;
      return;
    }
    open.addChild();
    if (key !== 0 && open.repeats(key))
      doc!.problems.push({
        code: 'yaml-duplicate-key',
        message: DUPLICATE_KEY,
        start,
        end: lastEnd,
      });
  };

  /** A scalar key's number, from its identity: the value it resolves to (see `keyIdentity`). */
  const scalarKey = (e: ScalarEvent, index: number): number => {
    if (e.style === SCALAR_STYLE.PLAIN && e.fast && e.tagStart < 0 && e.valueStart >= 0) {
      if (startsAsText(text.charCodeAt(e.valueStart)))
        return tree.wordKeyNumber(index, e.valueStart, e.valueEnd);
      return tree.keyNumber(index, keyIdentity(tree.plainValue(e.valueStart, e.valueEnd)));
    }
    const tag = e.tagStart < 0 ? null : text.slice(e.tagStart, e.tagEnd);
    return tree.keyNumber(
      index,
      keyIdentity(resolveScalar(e.valueStart < 0 ? null : e, tag, text)),
    );
  };

  const anchor = (e: { anchorStart: number; anchorEnd: number }, index: number): void => {
    if (e.anchorStart >= 0) doc!.anchors.set(text.slice(e.anchorStart, e.anchorEnd), index);
  };

  // An index loop: `for…of` here allocated an iterator result per event (35 MB for 10,000
  // runtimes).
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case EVENT_ID.DOCUMENT:
        doc = { rootIndex: -1, problems: [], anchors: new Map(), aliases: [], mergeValues: [] };
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE:
        anchor(e, i);
        attach(i, 0, e.start);
        open.open(i, e.type === EVENT_ID.MAPPING);
        lastEnd = e.start + (e.style === COLLECTION_STYLE.FLOW ? 1 : 0);
        break;
      case EVENT_ID.SCALAR: {
        // An empty scalar sits where the last node ended; only its position is kept.
        const start = e.valueStart < 0 ? lastEnd : -1;
        if (e.valueStart < 0) ends[i] = lastEnd;
        else lastEnd = scalarEnd(e);
        anchor(e, i);
        const isKey = open.nextIsKey();
        // A merge key is no key of its mapping (merge-keys.ts): recorded, never compared.
        const merge = isKey && isMergeKeyEvent(e, text);
        if (merge) {
          const map = open.innermost();
          const merges = tree.merges.get(map);
          if (merges === undefined) tree.merges.set(map, [i]);
          else merges.push(i);
          doc!.mergeValues.push(i + 1);
        }
        const key = isKey && !merge ? scalarKey(e, i) : 0;
        // A repeated key's start is found only when it is reported.
        attach(i, key, key === 0 || start >= 0 ? start : scalarStart(e, text));
        break;
      }
      case EVENT_ID.ALIAS:
        if (!addAlias(tree, doc!, e, i)) return refuse(documents, doc!);
        lastEnd = e.anchorEnd;
        attach(i, 0, e.anchorStart - 1);
        break;
      case EVENT_ID.POP: {
        const index = open.close();
        if (index < 0) {
          for (const value of doc!.mergeValues) checkMergeValue(tree, value, doc!.problems);
          documents.push(new TreeDocument(tree, doc!.rootIndex, doc!.problems, doc!.aliases));
          doc = null;
          break;
        }
        closes[index] = i;
        const collection = events[index] as CollectionEvent;
        const flow = collection.style === COLLECTION_STYLE.FLOW;
        ends[index] = flow ? flowClose(text, Math.max(lastEnd, collection.start + 1)) : lastEnd;
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
  tree.aliasTargets.set(index, target);
  doc.aliases.push(alias);
  return true;
}

/**
 * Checks what merge key value `index` merges, as go-yaml checks it (merge-keys.ts): a mapping, an
 * alias of one, or a list of those; an alias inside its own anchor merges the anchor into itself.
 * Run when the document ends, when every collection's closing event is known.
 */
function checkMergeValue(tree: EventTree, index: number, problems: NodeProblem[]): void {
  const { events, closes, ends, text } = tree;
  const refuse = (at: number, message: string): void => {
    const e = events[at]!;
    const [start, end] =
      e.type === EVENT_ID.ALIAS
        ? [e.anchorStart - 1, e.anchorEnd]
        : e.type === EVENT_ID.SCALAR && e.valueStart >= 0
          ? [scalarStart(e, text), scalarEnd(e)]
          : e.type === EVENT_ID.SCALAR
            ? [ends[at]!, ends[at]!]
            : [(e as CollectionEvent).start, ends[at]!];
    problems.push({ code: 'yaml-merge', message, start, end });
  };
  const source = (at: number): void => {
    const e = events[at]!;
    if (e.type === EVENT_ID.MAPPING) return;
    if (e.type !== EVENT_ID.ALIAS) return refuse(at, MERGE_VALUE_PROBLEM);
    const target = tree.aliasTargets.get(at);
    // An alias without an anchor is already reported (addAlias).
    if (target === undefined) return;
    if (events[target]!.type !== EVENT_ID.MAPPING) return refuse(at, MERGE_VALUE_PROBLEM);
    if (target < at && at < closes[target]!)
      refuse(at, mergedIntoItself(text.slice(e.anchorStart, e.anchorEnd)));
  };
  if (events[index]!.type !== EVENT_ID.SEQUENCE) return source(index);
  for (let i = index + 1; i < closes[index]!; i = closes[i]! > i ? closes[i]! + 1 : i + 1)
    source(i);
}

/** Ends the build at a refusal: the document is kept with its problem, the rest is dropped. */
function refuse(documents: YamlDocument[], doc: DocumentState): YamlDocument[] {
  documents.push({ root: null, problems: doc.problems, aliases: [] });
  return documents;
}

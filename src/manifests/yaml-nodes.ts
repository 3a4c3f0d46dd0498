/**
 * A positioned YAML tree built from js-yaml's event stream (`parseEvents`). js-yaml's own
 * constructors give plain values without positions; its events give every node's source offsets
 * but no end offsets for collections, no duplicate-key check and no alias lookup. This file adds
 * exactly those, in one pass over the events:
 *
 * - a collection ends where its last child ends (block) or after its closing bracket (flow);
 * - a key that repeats in its mapping is reported, as kubectl does;
 * - an alias keeps a reference to its anchored node and is never expanded (an alias bomb costs
 *   one object per alias written), with at most `MAX_ALIASES` per document;
 * - scalar values are resolved only when read, by the schema's own tags (YAML11_SCHEMA), so the
 *   thousands of values selection never reads cost nothing beyond their event.
 */
import {
  COLLECTION_STYLE,
  EVENT_ID,
  NOT_RESOLVED,
  SCALAR_STYLE,
  YAML11_SCHEMA,
  getScalarValue,
  type Event,
  type ScalarEvent,
  type ScalarTagDefinition,
} from 'js-yaml';
import type { DiagnosticCode } from './types';

/** Offsets are 0-based UTF-16 indices into the parsed text; `end` is exclusive. */
interface Positioned {
  readonly start: number;
  end: number;
}

export interface YamlScalar extends Positioned {
  readonly kind: 'scalar';
  /** Null for an empty value (`key:` with nothing after it). */
  readonly event: ScalarEvent | null;
  /** The explicit tag as written (`!!str`), or null. */
  readonly tag: string | null;
  /** The resolved value, once read (see `scalarValue`). */
  value: unknown;
}

export interface YamlMap extends Positioned {
  readonly kind: 'map';
  readonly flow: boolean;
  /** Keys and values alternately: key 0, value 0, key 1, value 1, ... */
  readonly items: YamlNode[];
}

export interface YamlSeq extends Positioned {
  readonly kind: 'seq';
  readonly flow: boolean;
  readonly items: YamlNode[];
}

export interface YamlAlias extends Positioned {
  readonly kind: 'alias';
  /** The anchor's name, without `*`. */
  readonly name: string;
  /** The anchored node; shared, never copied. */
  readonly target: YamlNode;
}

export type YamlNode = YamlScalar | YamlMap | YamlSeq | YamlAlias;

export interface NodeProblem {
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly start: number;
  readonly end: number;
}

export interface YamlDocument {
  /** Null for an empty document (`---` followed by nothing but comments). */
  readonly root: YamlNode | null;
  readonly problems: readonly NodeProblem[];
  /** Every alias written in the document: whose text they read is shared, not safe to edit. */
  readonly aliases: readonly YamlAlias[];
}

/** More aliases than this in one document is not a manifest; refused before anything reads it. */
export const MAX_ALIASES = 1_000;

const UNREAD = Symbol('unread');

// --- scalar values ---------------------------------------------------------------------------

const SCALAR_TAGS = YAML11_SCHEMA.tags.filter(
  (t): t is ScalarTagDefinition => t.nodeKind === 'scalar',
);
const IMPLICIT = SCALAR_TAGS.filter((t) => t.implicit);
/** Implicit resolvers by a plain scalar's first character, in schema order. */
const implicitByFirstChar = new Map<string, ScalarTagDefinition[]>();
const implicitAnyFirstChar = IMPLICIT.filter((t) => t.implicitFirstChars === null);
for (const tag of IMPLICIT) {
  for (const c of tag.implicitFirstChars ?? []) {
    const list = implicitByFirstChar.get(c) ?? [...implicitAnyFirstChar];
    if (!list.includes(tag)) list.push(tag);
    implicitByFirstChar.set(c, list);
  }
}

/**
 * go-yaml v2 (kubectl) falls back to Go's float syntax for plain scalars, so `1e3` is a number
 * there although YAML 1.1's float pattern wants a dot.
 */
const GO_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;

function resolvePlain(source: string): unknown {
  const tags = implicitByFirstChar.get(source.charAt(0)) ?? implicitAnyFirstChar;
  for (const tag of tags) {
    const value: unknown = tag.resolve(source, false, tag.tagName);
    if (value !== NOT_RESOLVED) return value;
  }
  return GO_FLOAT.test(source) ? Number(source) : source;
}

/** `!!int` → `tag:yaml.org,2002:int`; `!<tag:…>` → `tag:…`. */
function tagName(written: string): string {
  if (written.startsWith('!!')) return `tag:yaml.org,2002:${written.slice(2)}`;
  if (written.startsWith('!<') && written.endsWith('>')) return written.slice(2, -1);
  return written;
}

function resolveTagged(written: string, source: string): unknown {
  const name = tagName(written);
  const tag = SCALAR_TAGS.find((t) => t.tagName === name);
  // `!` and tags the schema doesn't know (`!Custom`) leave the text a string, as before.
  if (tag === undefined) return source;
  const value: unknown = tag.resolve(source, true, name);
  return value === NOT_RESOLVED ? source : value;
}

/** The value of a scalar as kubectl reads it (YAML 1.1: `yes` is true, `0777` is 511). */
export function scalarValue(node: YamlScalar, text: string): unknown {
  if (node.value !== UNREAD) return node.value;
  const event = node.event;
  let value: unknown;
  if (event === null) value = node.tag === null ? null : resolveTagged(node.tag, '');
  else {
    const source = event.fast
      ? text.slice(event.valueStart, event.valueEnd)
      : getScalarValue(text, event);
    if (node.tag !== null) value = resolveTagged(node.tag, source);
    else value = event.style === SCALAR_STYLE.PLAIN ? resolvePlain(source) : source;
  }
  node.value = value;
  return value;
}

/**
 * A key's identity for duplicate checks: `a` and `"a"` are one key, `1` and `"1"` are two. The
 * resolved value itself, compared as a Set compares (SameValueZero), so the thousands of string
 * keys of a cluster cost no extra string each; only object values (timestamps) are spelled out.
 */
function keyIdentity(node: YamlNode, text: string): unknown {
  if (node.kind !== 'scalar') return NO_IDENTITY;
  const value = scalarValue(node, text);
  return typeof value === 'object' && value !== null ? `\0${String(value)}` : value;
}

/** Collections and aliases as keys are not compared (kubectl rejects them anyway). */
const NO_IDENTITY = Symbol('no identity');

// --- positions -------------------------------------------------------------------------------

/** A scalar's written extent: quotes and block indicators included, for "got X as written". */
function scalarExtent(event: ScalarEvent, text: string): [number, number] {
  switch (event.style) {
    case SCALAR_STYLE.SINGLE_QUOTED:
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return [event.valueStart - 1, event.valueEnd + 1];
    case SCALAR_STYLE.LITERAL_BLOCK:
    case SCALAR_STYLE.FOLDED_BLOCK: {
      const at = Math.max(
        text.lastIndexOf('|', event.valueStart),
        text.lastIndexOf('>', event.valueStart),
      );
      return [at < 0 ? event.valueStart : at, event.valueEnd];
    }
    default:
      return [event.valueStart, event.valueEnd];
  }
}

/** Just after the `]` or `}` that closes a flow collection, searching from `from`. */
function flowClose(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5d /* ] */ || c === 0x7d /* } */) return i + 1;
    if (c === 0x23 /* # */) {
      const eol = text.indexOf('\n', i);
      if (eol < 0) break;
      i = eol;
    }
  }
  return text.length;
}

// --- the builder -----------------------------------------------------------------------------

/** SameValueZero, as a Set compares keys: NaN is one key. */
const sameKey = (a: unknown, b: unknown): boolean => a === b || (a !== a && b !== b);

/** Beyond this many keys, a mapping's keys go into a Set instead of being scanned per key. */
const KEY_SET_THRESHOLD = 16;

interface DocumentState {
  root: YamlNode | null;
  readonly problems: NodeProblem[];
  readonly anchors: Map<string, YamlNode>;
  readonly aliases: YamlAlias[];
}

/** Builds the documents of one text from its events. Never throws for valid event streams. */
export function buildDocuments(events: readonly Event[], text: string): YamlDocument[] {
  const documents: YamlDocument[] = [];
  /** The open collections, innermost last. */
  const stack: (YamlMap | YamlSeq)[] = [];
  /** Per open collection, the key identities of a long mapping (short ones are scanned). */
  const keySets: (Set<unknown> | null)[] = [];
  let doc: DocumentState | null = null;
  /** Where the last node ended: the position of an empty scalar, the end of a block collection. */
  let lastEnd = 0;

  /** Whether `key` repeats a key of `map` (whose keys are items 0, 2, 4, …), as kubectl checks. */
  const repeatsKey = (map: YamlMap, depth: number, key: YamlNode): boolean => {
    const id = keyIdentity(key, text);
    if (id === NO_IDENTITY) return false;
    const keys = keySets[depth];
    if (keys !== null && keys !== undefined) {
      const repeated = keys.has(id);
      keys.add(id);
      return repeated;
    }
    const items = map.items;
    for (let i = 0; i < items.length; i += 2) {
      if (sameKey(keyIdentity(items[i]!, text), id)) return true;
    }
    if (items.length >= 2 * KEY_SET_THRESHOLD) {
      const set = new Set<unknown>([id]);
      for (let i = 0; i < items.length; i += 2) set.add(keyIdentity(items[i]!, text));
      keySets[depth] = set;
    }
    return false;
  };

  const attach = (node: YamlNode): void => {
    const depth = stack.length - 1;
    const parent = stack[depth];
    if (parent === undefined) {
      doc!.root = node;
      return;
    }
    const items = parent.items;
    if (parent.kind === 'map' && items.length % 2 === 0 && repeatsKey(parent, depth, node)) {
      doc!.problems.push({
        code: 'yaml-duplicate-key',
        message: 'duplicate key: a key may appear only once in a mapping (kubectl rejects it)',
        start: node.start,
        end: node.end,
      });
    }
    items.push(node);
  };

  const anchor = (e: { anchorStart: number; anchorEnd: number }, node: YamlNode): void => {
    if (e.anchorStart >= 0) doc!.anchors.set(text.slice(e.anchorStart, e.anchorEnd), node);
  };

  // An index loop: `for…of` here allocated an iterator result per event (35 MB for 10,000 runtimes).
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case EVENT_ID.DOCUMENT:
        doc = { root: null, problems: [], anchors: new Map(), aliases: [] };
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        const flow = e.style === COLLECTION_STYLE.FLOW;
        const node: YamlMap | YamlSeq =
          e.type === EVENT_ID.MAPPING
            ? { kind: 'map', start: e.start, end: e.start, flow, items: [] }
            : { kind: 'seq', start: e.start, end: e.start, flow, items: [] };
        anchor(e, node);
        attach(node);
        stack.push(node);
        keySets[stack.length - 1] = null;
        lastEnd = e.start + (flow ? 1 : 0);
        break;
      }
      case EVENT_ID.SCALAR: {
        const [start, end] = e.valueStart < 0 ? [lastEnd, lastEnd] : scalarExtent(e, text);
        const node: YamlScalar = {
          kind: 'scalar',
          start,
          end,
          event: e.valueStart < 0 ? null : e,
          tag: e.tagStart < 0 ? null : text.slice(e.tagStart, e.tagEnd),
          value: UNREAD,
        };
        anchor(e, node);
        attach(node);
        lastEnd = end;
        break;
      }
      case EVENT_ID.ALIAS: {
        const name = text.slice(e.anchorStart, e.anchorEnd);
        const target = doc!.anchors.get(name);
        const start = e.anchorStart - 1;
        if (doc!.aliases.length >= MAX_ALIASES) {
          doc!.problems.push({
            code: 'yaml-too-complex',
            message: `more than ${MAX_ALIASES} aliases in one document; refused (a manifest never needs this many)`,
            start,
            end: e.anchorEnd,
          });
          return finish(documents, doc!);
        }
        if (target === undefined) {
          doc!.problems.push({
            code: 'yaml-syntax',
            message: `alias *${name} has no anchor &${name} before it`,
            start,
            end: e.anchorEnd,
          });
          // A placeholder keeps keys and values paired; the document is not decoded anyway.
          attach({ kind: 'scalar', start, end: e.anchorEnd, event: null, tag: null, value: null });
        } else {
          const alias: YamlAlias = { kind: 'alias', start, end: e.anchorEnd, name, target };
          doc!.aliases.push(alias);
          attach(alias);
        }
        lastEnd = e.anchorEnd;
        break;
      }
      case EVENT_ID.POP: {
        const node = stack.pop();
        if (node === undefined) {
          documents.push({ root: doc!.root, problems: doc!.problems, aliases: doc!.aliases });
          doc = null;
          break;
        }
        node.end = node.flow ? flowClose(text, Math.max(lastEnd, node.start + 1)) : lastEnd;
        lastEnd = node.end;
        break;
      }
    }
  }
  return documents;
}

/** Ends the build at a refusal: the document is kept with its problem, the rest is dropped. */
function finish(documents: YamlDocument[], doc: DocumentState): YamlDocument[] {
  documents.push({ root: null, problems: doc.problems, aliases: [] });
  return documents;
}

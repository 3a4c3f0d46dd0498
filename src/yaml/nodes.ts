/**
 * The positioned YAML tree's node types (README.md, invariants 1–4). The tree is built from
 * js-yaml's event stream by `build-documents.ts`; its nodes are made by `event-tree.ts`, and
 * their scalar values are resolved by `scalars.ts`.
 */
import type { ScalarEvent } from 'js-yaml';

/** Offsets are 0-based UTF-16 indices into the parsed text; `end` is exclusive (README.md, 1). */
interface Positioned {
  readonly start: number;
  readonly end: number;
}

export interface YamlScalar extends Positioned {
  readonly kind: 'scalar';
  /** Null for an empty value (`key:` with nothing after it). */
  readonly event: ScalarEvent | null;
  /** The explicit tag as written (`!!str`), or null. */
  readonly tag: string | null;
  /** The resolved value once read (see `scalarValue`); `UNRESOLVED` before. */
  value: unknown;
}

export interface YamlMap extends Positioned {
  readonly kind: 'map';
  readonly flow: boolean;
  /** Keys and values alternately: key 0, value 0, key 1, value 1, ... (made on first read) */
  readonly items: readonly YamlNode[];
  /**
   * The value node of the first key that reads as `key` (an alias key never does), made without
   * making the other entries' nodes; undefined when absent. Optional: readers scan `items`.
   */
  entryValue?(key: string): YamlNode | undefined;
  /**
   * The value of `key` read without making its node: undefined when absent, `UNRESOLVED` when it
   * must be read from its node (a collection, an alias, a tag, a block or escaped scalar).
   * Optional: readers read the node.
   */
  entryScalar?(key: string): unknown;
}

export interface YamlSeq extends Positioned {
  readonly kind: 'seq';
  readonly flow: boolean;
  /** Made on first read. */
  readonly items: readonly YamlNode[];
}

export interface YamlAlias extends Positioned {
  readonly kind: 'alias';
  /** The anchor's name, without `*`. */
  readonly name: string;
  /** The anchored node; shared, never copied. */
  readonly target: YamlNode;
}

export type YamlNode = YamlScalar | YamlMap | YamlSeq | YamlAlias;

/** What the parse itself finds wrong with a text, before anything decodes it. */
export type YamlProblemCode =
  | 'yaml-syntax'
  | 'yaml-duplicate-key'
  | 'yaml-too-complex'
  /** A merge key whose value kubectl refuses (merge-keys.ts). */
  | 'yaml-merge';

/** A problem found while building a document's tree, at offsets of the parsed text. */
export interface NodeProblem {
  readonly code: YamlProblemCode;
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

/** A scalar's `value` before it is resolved (and `entryScalar`'s "read the node instead"). */
export const UNRESOLVED = Symbol('unresolved');

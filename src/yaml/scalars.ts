/**
 * Scalar values as kubectl reads them (YAML 1.1 with go-yaml v2's float fallback), resolved from
 * js-yaml's scalar events (README.md, invariant 5).
 */
import {
  NOT_RESOLVED,
  SCALAR_STYLE,
  YAML11_SCHEMA,
  getScalarValue,
  type ScalarEvent,
  type ScalarTagDefinition,
} from 'js-yaml';
import { UNRESOLVED, type YamlScalar } from './nodes';

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

/**
 * Per ASCII character code: whether a plain scalar starting with it is text whatever follows (no
 * implicit tag can start with it, nor a Go float). Most of a manifest's plain scalars are words
 * (`name`, `pytorch`, `Equal`), and these need neither the resolvers nor the memo.
 */
const TEXT_FIRST_CHAR = Uint8Array.from({ length: 128 }, (_, code) => {
  const c = String.fromCharCode(code);
  const noTag = implicitAnyFirstChar.length === 0 && !implicitByFirstChar.has(c);
  return noTag && !/[-+.0-9]/.test(c) ? 1 : 0;
});

/** Whether a plain scalar whose first character has this code reads as its own text, surely. */
export const startsAsText = (code: number): boolean => code < 128 && TEXT_FIRST_CHAR[code] === 1;

export function resolvePlain(source: string): unknown {
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
  // `!` and tags the schema doesn't know (`!Custom`) leave the text a string.
  if (tag === undefined) return source;
  const value: unknown = tag.resolve(source, true, name);
  return value === NOT_RESOLVED ? source : value;
}

/** The value of a scalar event (null: an empty one) with its tag as written (or null). */
export function resolveScalar(
  event: ScalarEvent | null,
  tag: string | null,
  text: string,
): unknown {
  if (event === null) return tag === null ? null : resolveTagged(tag, '');
  const source = event.fast
    ? text.slice(event.valueStart, event.valueEnd)
    : getScalarValue(text, event);
  if (tag !== null) return resolveTagged(tag, source);
  return event.style === SCALAR_STYLE.PLAIN ? resolvePlain(source) : source;
}

/** The value of a scalar as kubectl reads it (YAML 1.1: `yes` is true, `0777` is 511). */
export function scalarValue(node: YamlScalar, text: string): unknown {
  if (node.value === UNRESOLVED) node.value = resolveScalar(node.event, node.tag, text);
  return node.value;
}

/**
 * A key's identity for duplicate checks, from its value: `a` and `"a"` are one key, `1` and `"1"`
 * are two. The resolved value itself, compared as a Set compares (SameValueZero), so the
 * thousands of string keys of a cluster cost no extra string each; only object values
 * (timestamps) are spelled out.
 */
export const keyIdentity = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? `\0${String(value)}` : value;

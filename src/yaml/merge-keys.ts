/**
 * YAML merge keys (`<<: *defaults`, `<<: [*a, *b]`, `<<: {k: v}`) read as kubectl reads them.
 * kubectl turns YAML into JSON with sigs.k8s.io/yaml over go-yaml v2 (go.yaml.in/yaml/v2 v2.4.2,
 * decode.go: `mapping`, `merge`, `isMerge`), which applies a mapping's entries in the order they
 * are written: a merge copies its sources' entries in, so a key written after the merge replaces
 * the merged one (and a merge written after a key replaces that key); a list of sources is
 * applied from its last to its first, so the earlier source wins; a source's own merges apply
 * within it. A merge key is the plain scalar `<<` (or `<<` tagged `!!merge`); a quoted `"<<"` is
 * an ordinary key. A merge key is not a key of the mapping: two of them are not a duplicate.
 *
 * Nothing is expanded wholesale (README.md, invariant 8): a field is looked up through the
 * merges when it is read (`mergedValue` here, `EventTree.entryValue` on the lazy tree), and each
 * mapping is searched at most once per lookup, so merges of merges of an alias bomb cost one visit
 * per mapping written. Values go-yaml refuses ("map merge requires map or sequence of maps as the
 * value"; an anchor merged into itself) refuse their document, at the value's line.
 */
import { SCALAR_STYLE, type ScalarEvent } from 'js-yaml';
import type { YamlMap, YamlNode, YamlScalar } from './nodes';
import { keyIdentity, scalarValue } from './scalars';

const MERGE_TAGS = new Set(['!!merge', '!<tag:yaml.org,2002:merge>']);

/** Whether a scalar event is a merge key: `<<` plain and untagged, or tagged `!!merge`. */
export function isMergeKeyEvent(e: ScalarEvent, text: string): boolean {
  if (e.valueStart < 0 || e.valueEnd - e.valueStart !== 2 || !text.startsWith('<<', e.valueStart))
    return false;
  if (e.tagStart >= 0) return MERGE_TAGS.has(text.slice(e.tagStart, e.tagEnd));
  return e.style === SCALAR_STYLE.PLAIN;
}

/** Whether a key node is a merge key (see `isMergeKeyEvent`). */
export const isMergeKey = (node: YamlNode, text: string): boolean =>
  node.kind === 'scalar' && node.event !== null && isMergeKeyEvent(node.event, text);

/** The problem with a merge key's value, as go-yaml words its refusal. */
export const MERGE_VALUE_PROBLEM =
  'merge key <<: expected a mapping, an alias of one, or a list of those (kubectl refuses anything else: "map merge requires map or sequence of maps as the value")';

/** A merge whose source contains the merge: go-yaml refuses it ("value contains itself"). */
export const mergedIntoItself = (name: string): string =>
  `merge key <<: *${name} is merged into itself (anchor &${name} contains this merge; kubectl refuses it)`;

const resolved = (node: YamlNode): YamlNode => (node.kind === 'alias' ? node.target : node);

/**
 * The mappings a merge key's value merges, in the order written (invalid ones left out): a
 * mapping or an alias of one, or a list of those written in place (go-yaml takes no alias of a
 * list there).
 */
export function mergeSources(value: YamlNode): YamlMap[] {
  if (value.kind === 'seq')
    return value.items.map(resolved).filter((item): item is YamlMap => item.kind === 'map');
  const node = resolved(value);
  return node.kind === 'map' ? [node] : [];
}

/**
 * The value node of `key` in `map` with its merges applied (undefined when absent): the last
 * thing written that sets it, searching sources in the order that makes the earlier one win. A
 * reader that walks nodes uses this; the lazy tree's `entryValue` answers the same from events.
 */
export function mergedValue(map: YamlMap, key: string, text: string): YamlNode | undefined {
  return lastSet(map, (k) => k.kind === 'scalar' && scalarValue(k, text) === key, text, new Set());
}

/** The value of the last entry whose key `matches`, merges applied (see `mergedValue`). */
function lastSet(
  map: YamlMap,
  matches: (key: YamlNode) => boolean,
  text: string,
  visited: Set<YamlMap>,
): YamlNode | undefined {
  visited.add(map);
  const items = map.items;
  const hasMerges = items.some((item, i) => i % 2 === 0 && isMergeKey(item, text));
  // Without merges, the first key that matches (a repeated key refuses the document anyway).
  if (!hasMerges) {
    for (let i = 0; i + 1 < items.length; i += 2) if (matches(items[i]!)) return items[i + 1];
    return undefined;
  }
  for (let i = items.length - 2; i >= 0; i -= 2) {
    const written = items[i]!;
    if (isMergeKey(written, text)) {
      for (const source of mergeSources(items[i + 1]!)) {
        if (visited.has(source)) continue;
        const found = lastSet(source, matches, text, visited);
        if (found !== undefined) return found;
      }
    } else if (matches(written)) {
      return items[i + 1];
    }
  }
  return undefined;
}

/** One key and its value, with merges applied: the key node is where the key was first written. */
export interface MergedPair {
  readonly key: YamlNode;
  readonly value: YamlNode;
}

/**
 * Every scalar key of `map` with its value, merges applied, for readers that walk a whole
 * mapping (annotations, labels): the keys written in the mapping first, in their order, then the
 * keys only its merges bring, in the order met. Merge keys themselves are not pairs.
 */
export function mergedPairs(map: YamlMap, text: string): MergedPair[] {
  const items = map.items;
  if (!items.some((item, i) => i % 2 === 0 && isMergeKey(item, text)))
    return pairsWritten(map, text);
  // Each key's identity (what it reads as) once, with the node that first wrote it.
  const keys = new Map<unknown, YamlNode>();
  const visited = new Set<YamlMap>();
  const collect = (m: YamlMap): void => {
    visited.add(m);
    for (const pair of pairsWritten(m, text)) {
      const identity = keyIdentity(scalarValue(pair.key as YamlScalar, text));
      if (!keys.has(identity)) keys.set(identity, pair.key);
    }
    for (let i = 0; i + 1 < m.items.length; i += 2) {
      if (!isMergeKey(m.items[i]!, text)) continue;
      for (const source of mergeSources(m.items[i + 1]!)) if (!visited.has(source)) collect(source);
    }
  };
  collect(map);
  const out: MergedPair[] = [];
  for (const [identity, key] of keys) {
    const same = (k: YamlNode) => {
      if (k.kind !== 'scalar') return false;
      const other = keyIdentity(scalarValue(k, text));
      // Every NaN is one key, as the duplicate check has it (SameValueZero).
      return other === identity || (other !== other && identity !== identity);
    };
    const value = lastSet(map, same, text, new Set());
    if (value !== undefined) out.push({ key, value });
  }
  return out;
}

/** The scalar keys a mapping writes itself (no merge keys), with their values. */
function pairsWritten(map: YamlMap, text: string): MergedPair[] {
  const out: MergedPair[] = [];
  for (let i = 0; i + 1 < map.items.length; i += 2) {
    const key = map.items[i]!;
    if (key.kind === 'scalar' && !isMergeKey(key, text))
      out.push({ key, value: map.items[i + 1]! });
  }
  return out;
}

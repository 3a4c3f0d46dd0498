/**
 * A mapping read pair by pair, for readers that walk a whole document rather than look fields up
 * (the editor's unread parts and outline, unknown fields). Keys are compared by what they read
 * as, so `"kind"` and `kind` are one key.
 */
import { isMergeKey } from './merge-keys';
import type { YamlMap, YamlNode } from './nodes';
import { scalarValue } from './scalars';

export interface Pair {
  readonly key: YamlNode;
  readonly value: YamlNode;
}

/** A map's keys and values, which the node tree keeps alternately (README.md, invariant 2). */
export function pairsOf(map: YamlMap): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < map.items.length; i += 2)
    pairs.push({ key: map.items[i]!, value: map.items[i + 1]! });
  return pairs;
}

/** Whether a node (or nothing) is a mapping. */
export const isMap = (node: YamlNode | null | undefined): node is YamlMap => node?.kind === 'map';

/** The pairs' keys and scalar values, read with the text they were parsed from. */
export class PairReader {
  constructor(private readonly text: string) {}

  /** Whether the pair is a merge (`<<: *defaults`): its key is no field (merge-keys.ts). */
  isMerge(pair: Pair): boolean {
    return isMergeKey(pair.key, this.text);
  }

  keyOf(pair: Pair): string | null {
    if (pair.key.kind !== 'scalar') return null;
    const value = scalarValue(pair.key, this.text);
    return value === null || value === undefined ? null : String(value);
  }

  get(map: YamlMap, key: string): YamlNode | null {
    return pairsOf(map).find((p) => this.keyOf(p) === key)?.value ?? null;
  }

  stringAt(map: YamlMap, key: string): string | null {
    const node = this.get(map, key);
    if (node?.kind !== 'scalar') return null;
    const value = scalarValue(node, this.text);
    return typeof value === 'string' ? value : null;
  }
}

/**
 * What the tree builder's one pass (build-documents.ts) keeps about the collections still open:
 * their children counted, and the keys of each open mapping for the duplicate-key check.
 */

/** Beyond this many keys, a mapping's keys go into a Set instead of being scanned per key. */
const KEY_SET_THRESHOLD = 16;

/**
 * The open collections, innermost last, and the keys seen in each open mapping. Keys are the
 * numbers the tree gives what they read as (`EventTree.keyNumber`): equal numbers, equal keys.
 */
export class OpenCollections {
  private readonly indices: number[] = [];
  private readonly isMapping: boolean[] = [];
  private readonly childCounts: number[] = [];
  /** Where each collection's keys start in `keys`. */
  private readonly keyBases: number[] = [];
  /** The key numbers of a long mapping, once it has more than KEY_SET_THRESHOLD keys. */
  private readonly keySets: (Set<number> | null)[] = [];
  /** Key numbers of all open mappings, innermost last. */
  private readonly keys: number[] = [];

  get depth(): number {
    return this.indices.length;
  }

  open(index: number, isMapping: boolean): void {
    this.indices.push(index);
    this.isMapping.push(isMapping);
    this.childCounts.push(0);
    this.keyBases.push(this.keys.length);
    this.keySets.push(null);
  }

  /** The index of the collection closed, or -1 when none is open. */
  close(): number {
    const index = this.indices.pop();
    if (index === undefined) return -1;
    this.isMapping.pop();
    this.childCounts.pop();
    this.keys.length = this.keyBases.pop()!;
    this.keySets.pop();
    return index;
  }

  /** The event index of the innermost open collection (-1: none). */
  innermost(): number {
    return this.indices.at(-1) ?? -1;
  }

  /** Whether the next child of the innermost collection is a mapping's key. */
  nextIsKey(): boolean {
    const depth = this.indices.length - 1;
    return depth >= 0 && this.childCounts[depth]! % 2 === 0 && this.isMapping[depth]!;
  }

  /** Counts a child of the innermost collection. */
  addChild(): void {
    this.childCounts[this.indices.length - 1]!++;
  }

  /** Whether the innermost mapping's newest key (number `key`) repeats one, as kubectl checks. */
  repeats(key: number): boolean {
    const depth = this.indices.length - 1;
    const set = this.keySets[depth];
    if (set !== null && set !== undefined) {
      const repeated = set.has(key);
      set.add(key);
      return repeated;
    }
    const keys = this.keys;
    const base = this.keyBases[depth]!;
    for (let i = base; i < keys.length; i++) if (keys[i] === key) return true;
    keys.push(key);
    if (keys.length - base > KEY_SET_THRESHOLD) this.keySets[depth] = new Set(keys.slice(base));
    return false;
  }
}

/** The per-parse memo of what plain scalars read as (README.md, invariant 7). */
import { resolvePlain } from './scalars';

/**
 * What plain scalars read as in one tree, by text. A plain scalar's value depends on its text
 * alone, and a cluster's manifests repeat values (`1.0.0`, `true`, `0.8.5`) tens of thousands of
 * times: each text is resolved once, keys and values alike. (Words, which read as themselves, do
 * not come here: see `EventTree.word`.) Objects (timestamps) are not kept, so no two nodes share
 * a mutable value.
 */
export class PlainValues {
  /** Enough for any real cluster; hostile text with more distinct values is read per value. */
  private static readonly LIMIT = 10_000;
  private readonly known = new Map<string, unknown>();

  of(source: string): unknown {
    const known = this.known.get(source);
    if (known !== undefined) return known;
    const value = resolvePlain(source);
    const shareable = typeof value !== 'object' || value === null;
    if (shareable && this.known.size < PlainValues.LIMIT) this.known.set(source, value);
    return value;
  }
}

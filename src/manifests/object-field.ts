/**
 * A field of one decoded object that the decoder does not keep (an annotation OME's agent reads,
 * a model's storage), read on demand from the object's own document, parsed again alone: the
 * decoder reads only what selection reads, and a catalog's other fields cost nothing until asked.
 */
import {
  PairReader,
  isMap,
  parseSource,
  scalarValue,
  splitDocuments,
  type YamlMap,
  type YamlNode,
} from '../yaml';
import type { ManifestSource, ObjectOrigin } from './types';

/** The object (a document's root, or an item of a `List`) whose mapping starts at `offset`. */
function objectAt(root: YamlNode | null, offset: number): YamlMap | null {
  if (!isMap(root)) return null;
  if (root.start === offset) return root;
  const items = root.items;
  for (let i = 0; i + 1 < items.length; i += 2) {
    const value = items[i + 1]!;
    if (value.kind !== 'seq' || value.start > offset || value.end <= offset) continue;
    for (const item of value.items) if (isMap(item) && item.start === offset) return item;
  }
  return null;
}

/**
 * The chunks of the text last asked about: a caller reads a field of each of a catalog's models
 * in turn, and cutting the whole text again per field made that quadratic (seconds for OME's
 * catalog). One entry, keyed by the text itself, so a changed text is cut afresh.
 */
let lastSplit: {
  readonly text: string;
  readonly chunks: ReturnType<typeof splitDocuments>;
} | null = null;

function chunksOf(text: string): ReturnType<typeof splitDocuments> {
  if (lastSplit?.text !== text) lastSplit = { text, chunks: splitDocuments(text) };
  return lastSplit.chunks;
}

/**
 * The scalar at `path` (keys from the object's root) of the object at `origin`, as YAML reads it
 * (a string, number, boolean or null); undefined when the path leads to no scalar.
 */
export function readObjectField(
  sources: readonly ManifestSource[],
  origin: ObjectOrigin,
  path: readonly string[],
): unknown {
  const source = sources.find((s) => s.name === origin.source);
  const at = origin.span?.start.offset;
  if (source === undefined || at === undefined) return undefined;
  const chunk = chunksOf(source.text).findLast((c) => c.offset <= at);
  if (chunk === undefined) return undefined;
  for (const document of parseSource(chunk.text).documents) {
    let node: YamlNode | null = objectAt(document.root, at - chunk.offset);
    if (node === null) continue;
    const reader = new PairReader(chunk.text);
    for (const key of path) node = isMap(node) ? reader.get(node, key) : null;
    return node?.kind === 'scalar' ? scalarValue(node, chunk.text) : undefined;
  }
  return undefined;
}

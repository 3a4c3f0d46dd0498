/**
 * The parts of a manifest text that runtime selection never reads (selection-fields.ts), as text
 * ranges: the editor folds them and a share link can leave them out. Text in, text (or ranges)
 * out; kept lines stay byte-for-byte as written, comments included.
 *
 * Each document (chunk between `---` lines) is parsed alone, so a broken document leaves the
 * others foldable and stripping can keep one document as written without touching the rest.
 */
import { loadManifests } from '../manifests';
import {
  LineIndex,
  PairReader,
  documentChunks,
  isMap,
  pairsOf,
  splitDocuments,
  type Pair,
  type YamlMap,
  type YamlNode,
} from '../yaml';
import { PRESENCE, selectionFieldsOf, type FieldTree, type PresenceTree } from './selection-fields';

/** One unread part: a key with its value, from the start of the key's line to the end of the value. */
export interface UnreadPart {
  /** 1-based document number in the text. */
  readonly document: number;
  /** Dotted path, e.g. `spec.engineConfig` or `items[2].status`. */
  readonly path: string;
  /** 1-based first and last line. */
  readonly startLine: number;
  readonly endLine: number;
  readonly start: number;
  readonly end: number;
  /** What the part becomes when left out: nothing, or `: {}` where the key's presence is read. */
  readonly replacement: { readonly from: number; readonly text: string } | null;
}

const joinPath = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** A pair is found unread, or the walk left it (and so its map) as it is. */
interface Found {
  readonly pair: Pair;
  readonly path: string;
  readonly emptied: boolean;
}

/**
 * The topmost unread pairs of `map`: a key outside the tree, or a key whose every field below is
 * unread. Flow maps (`{a: 1}`) and values that are not maps where the tree goes deeper are kept:
 * the decoder reports a wrong type there, and that must not disappear.
 */
function unreadPairs(
  reader: PairReader,
  map: YamlMap,
  tree: FieldTree,
  prefix: string,
): { found: Found[]; all: boolean } {
  if (map.flow) return { found: [], all: false };
  const found: Found[] = [];
  const pairs = pairsOf(map);
  let unread = 0; // pairs that go whole
  for (const pair of pairs) {
    const key = reader.keyOf(pair);
    // A merge (`<<: {…}`) brings fields selection may read: kept as written.
    if (reader.isMerge(pair)) continue;
    const sub = key === null ? true : Object.hasOwn(tree, key) ? tree[key] : undefined;
    const path = joinPath(prefix, key ?? '?');
    if (sub === undefined) {
      found.push({ pair, path, emptied: false });
      unread++;
    } else if (sub !== true && isMap(pair.value)) {
      const below = unreadPairs(reader, pair.value, sub, path);
      if (!below.all) found.push(...below.found);
      else if ((sub as PresenceTree)[PRESENCE] === true) found.push({ pair, path, emptied: true });
      else {
        found.push({ pair, path, emptied: false });
        unread++;
      }
    }
  }
  // A map whose keys all go: its own key goes too (unless its presence is read, see above).
  const all = unread > 0 && unread === pairs.length;
  return { found: all ? found.filter((f) => !f.emptied) : found, all };
}

/** The unread pairs of one top-level object, and of every item of a `kind: List`. */
function unreadInObject(reader: PairReader, root: YamlNode | null, path: string): Found[] {
  if (!isMap(root)) return [];
  const kind = reader.stringAt(root, 'kind');
  if (kind === 'List') {
    const found: Found[] = [];
    for (const pair of pairsOf(root)) {
      const key = reader.keyOf(pair);
      if (key === 'apiVersion' || key === 'kind') continue;
      if (key !== 'items') found.push({ pair, path: joinPath(path, key ?? '?'), emptied: false });
      else if (pair.value.kind === 'seq')
        pair.value.items.forEach((item, i) =>
          found.push(...unreadInObject(reader, item, joinPath(path, `items[${i}]`))),
        );
    }
    return found;
  }
  const tree = selectionFieldsOf(kind);
  if (tree === null) return [];
  const { found, all } = unreadPairs(reader, root, tree, path);
  return all ? [] : found;
}

/** The text range of a pair: whole lines, from its key's line to the end of its value's last line. */
function rangeOf(text: string, found: Found): { start: number; end: number } | null {
  const key = found.pair.key;
  const lineStart = text.lastIndexOf('\n', key.start - 1) + 1;
  // Only a key that starts its line (not `- key:`) can go without taking its neighbours along.
  if (text.slice(lineStart, key.start).trim() !== '') return null;
  const contentEnd = Math.max(found.pair.value.end, key.end);
  const newline = text[contentEnd - 1] === '\n' ? contentEnd - 1 : text.indexOf('\n', contentEnd);
  return { start: lineStart, end: newline < 0 ? text.length : newline + 1 };
}

/** Every unread part of `text`, topmost only, in text order. Documents with aliases are skipped. */
export function unreadParts(text: string): UnreadPart[] {
  const lines = new LineIndex(text);
  const parts: UnreadPart[] = [];
  for (const doc of documentChunks(text)) {
    if (!doc.usable || doc.hasAlias) continue;
    const reader = new PairReader(doc.text);
    for (const found of unreadInObject(reader, doc.root, '')) {
      const local = rangeOf(doc.text, found);
      if (local === null) continue;
      const start = local.start + doc.offset;
      const end = local.end + doc.offset;
      parts.push({
        document: doc.number,
        path: found.path,
        startLine: lines.positionAt(start).line,
        endLine: lines.positionAt(Math.max(start, end - 1)).line,
        start,
        end,
        replacement: found.emptied
          ? { from: found.pair.key.end + doc.offset, text: ': {}\n' }
          : null,
      });
    }
  }
  return parts.sort((a, b) => a.start - b.start);
}

/** `text` with `parts` left out, as they are (stripUnread also checks each document). */
export const removeParts = (text: string, parts: readonly UnreadPart[]): string => {
  let out = text;
  for (const part of [...parts].sort((a, b) => b.start - a.start)) {
    out =
      part.replacement === null
        ? out.slice(0, part.start) + out.slice(part.end)
        : out.slice(0, part.replacement.from) + part.replacement.text + out.slice(part.end);
  }
  return out;
};

/** Quantities hold bigints, which JSON does not write. */
const bigintAsText = (_key: string, value: unknown): unknown =>
  typeof value === 'bigint' ? `${value}n` : value;

/** What selection sees of a text: the decoded objects and the errors, without positions. */
function decodedView(text: string): string {
  const set = loadManifests([{ name: '', text }]);
  return JSON.stringify(
    [
      set.runtimes.map((r) => r.object),
      set.models.map((m) => m.object),
      set.inferenceServices.map((i) => i.object),
      set.acceleratorClasses.map((a) => a.object),
      set.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.path]),
    ],
    bigintAsText,
  );
}

/**
 * The text without the parts selection does not read. Each document is checked: if leaving its
 * parts out would change what is decoded from it (a case the field list did not foresee), that
 * document is kept as written. So the stripped text always ranks as the original does.
 */
export function stripUnread(text: string): string {
  const parts = unreadParts(text);
  if (parts.length === 0) return text;
  let out = text;
  const chunks = splitDocuments(text).reverse(); // edit from the end: offsets stay valid
  for (const chunk of chunks) {
    const start = chunk.offset;
    const end = start + chunk.text.length;
    const own = parts.filter((p) => p.start >= start && p.end <= end);
    if (own.length === 0) continue;
    const local = own.map((p) => ({
      ...p,
      start: p.start - start,
      end: p.end - start,
      replacement:
        p.replacement === null ? null : { ...p.replacement, from: p.replacement.from - start },
    }));
    const stripped = removeParts(chunk.text, local);
    if (decodedView(stripped) !== decodedView(chunk.text)) continue;
    out = out.slice(0, start) + stripped + out.slice(end);
  }
  return out;
}

/**
 * The parts of a manifest text that runtime selection never reads (selection-fields.ts), as text
 * ranges: the editor folds them, a share link can leave them out, and an outline lists what is
 * left. Text in, text (or ranges) out; kept lines stay byte-for-byte as written, comments included.
 */
import { isMap, isScalar, isSeq, visit, type Document, type Pair, type YAMLMap } from 'yaml';
import { loadManifests } from './load';
import {
  OUTLINE_FIELDS,
  PRESENCE,
  selectionFieldsOf,
  type FieldTree,
  type PresenceTree,
} from './selection-fields';
import { parseSource } from './yaml-documents';

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

type AnyPair = Pair<unknown, unknown>;

const keyOf = (pair: AnyPair): string | null =>
  isScalar(pair.key) && pair.key.value !== null ? String(pair.key.value) : null;

const joinPath = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** A pair is found unread, or the walk left it (and so its map) as it is. */
interface Found {
  readonly pair: AnyPair;
  readonly path: string;
  readonly emptied: boolean;
}

/**
 * The topmost unread pairs of `map`: a key outside the tree, or a key whose every field below is
 * unread. Flow maps (`{a: 1}`) and values that are not maps where the tree goes deeper are kept:
 * the decoder reports a wrong type there, and that must not disappear.
 */
function unreadPairs(
  map: YAMLMap,
  tree: FieldTree,
  prefix: string,
): { found: Found[]; all: boolean } {
  if (map.flow === true) return { found: [], all: false };
  const found: Found[] = [];
  let unread = 0; // pairs that go whole
  for (const pair of map.items as AnyPair[]) {
    const key = keyOf(pair);
    const sub = key === null ? true : Object.hasOwn(tree, key) ? tree[key] : undefined;
    const path = joinPath(prefix, key ?? '?');
    if (sub === undefined) {
      found.push({ pair, path, emptied: false });
      unread++;
    } else if (sub !== true && isMap(pair.value)) {
      const below = unreadPairs(pair.value, sub, path);
      if (!below.all) found.push(...below.found);
      else if ((sub as PresenceTree)[PRESENCE] === true) found.push({ pair, path, emptied: true });
      else {
        found.push({ pair, path, emptied: false });
        unread++;
      }
    }
  }
  // A map whose keys all go: its own key goes too (unless its presence is read, see above).
  const all = unread > 0 && unread === map.items.length;
  return { found: all ? found.filter((f) => !f.emptied) : found, all };
}

/** The unread pairs of one top-level object, and of every item of a `kind: List`. */
function unreadInObject(root: unknown, path: string): Found[] {
  if (!isMap(root)) return [];
  const kind = root.get('kind');
  if (kind === 'List') {
    const found: Found[] = [];
    for (const pair of root.items as AnyPair[]) {
      const key = keyOf(pair);
      if (key === 'apiVersion' || key === 'kind') continue;
      if (key !== 'items') found.push({ pair, path: joinPath(path, key ?? '?'), emptied: false });
      else if (isSeq(pair.value))
        pair.value.items.forEach((item, i) =>
          found.push(...unreadInObject(item, joinPath(path, `items[${i}]`))),
        );
    }
    return found;
  }
  const tree = selectionFieldsOf(kind);
  if (tree === null) return [];
  const { found, all } = unreadPairs(root, tree, path);
  return all ? [] : found;
}

const hasAlias = (document: Document.Parsed): boolean => {
  let found = false;
  visit(document, {
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  return found;
};

/** The text range of a pair: whole lines, from its key's line to the end of its value's last line. */
function rangeOf(text: string, found: Found): { start: number; end: number } | null {
  const keyRange = isScalar(found.pair.key) ? found.pair.key.range : null;
  if (keyRange === null || keyRange === undefined) return null;
  const lineStart = text.lastIndexOf('\n', keyRange[0] - 1) + 1;
  // Only a key that starts its line (not `- key:`) can go without taking its neighbours along.
  if (text.slice(lineStart, keyRange[0]).trim() !== '') return null;
  const value = found.pair.value as { range?: [number, number, number] } | null;
  const contentEnd = value?.range?.[1] ?? keyRange[1];
  const newline = text[contentEnd - 1] === '\n' ? contentEnd - 1 : text.indexOf('\n', contentEnd);
  return { start: lineStart, end: newline < 0 ? text.length : newline + 1 };
}

/** Every unread part of `text`, topmost only, in text order. Documents with aliases are skipped. */
export function unreadParts(text: string): UnreadPart[] {
  const parsed = parseSource('', text);
  const parts: UnreadPart[] = [];
  for (const { number, document, usable } of parsed.documents) {
    if (!usable || hasAlias(document)) continue;
    for (const found of unreadInObject(document.contents, '')) {
      const range = rangeOf(text, found);
      if (range === null) continue;
      const keyEnd = (found.pair.key as { range: [number, number, number] }).range[1];
      parts.push({
        document: number,
        path: found.path,
        startLine: parsed.lines.linePos(range.start).line,
        endLine: parsed.lines.linePos(Math.max(range.start, range.end - 1)).line,
        ...range,
        replacement: found.emptied ? { from: keyEnd, text: ': {}\n' } : null,
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

/** What selection sees of a text: the decoded objects and the errors, without positions. */
function decodedView(text: string): string {
  const set = loadManifests([{ name: '', text }]);
  return JSON.stringify([
    set.runtimes.map((r) => r.object),
    set.models.map((m) => m.object),
    set.inferenceServices.map((i) => i.object),
    set.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.path]),
  ]);
}

/**
 * The text without the parts selection does not read. Each document is checked: if leaving its
 * parts out would change what is decoded from it (a case the field list did not foresee), that
 * document is kept as written. So the stripped text always ranks as the original does.
 */
export function stripUnread(text: string): string {
  const parts = unreadParts(text);
  if (parts.length === 0) return text;
  const parsed = parseSource('', text);
  let out = text;
  const documents = [...parsed.documents].reverse(); // edit from the end: offsets stay valid
  for (const { number, document } of documents) {
    const own = parts.filter((p) => p.document === number);
    if (own.length === 0) continue;
    const [start, , end] = document.range;
    const original = text.slice(start, end);
    const local = own.map((p) => ({
      ...p,
      start: p.start - start,
      end: p.end - start,
      replacement:
        p.replacement === null ? null : { ...p.replacement, from: p.replacement.from - start },
    }));
    const stripped = removeParts(original, local);
    if (decodedView(stripped) !== decodedView(original)) continue;
    out = out.slice(0, start) + stripped + out.slice(end);
  }
  return out;
}

/** One object in the outline: where it starts, and where each field that selection reads is. */
export interface OutlineObject {
  readonly kind: string;
  readonly name: string;
  readonly line: number;
  readonly fields: readonly { readonly name: string; readonly line: number }[];
}

const outlineGroup = (kind: string): readonly string[] =>
  kind.endsWith('ServingRuntime')
    ? OUTLINE_FIELDS['runtime']!
    : kind.endsWith('BaseModel')
      ? OUTLINE_FIELDS['model']!
      : kind === 'InferenceService'
        ? OUTLINE_FIELDS['isvc']!
        : [];

/** Every selection object of the text (List items included), with the lines of its read fields. */
export function selectionOutline(text: string): OutlineObject[] {
  const parsed = parseSource('', text);
  const lineOf = (node: unknown): number => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range === undefined ? 1 : parsed.lines.linePos(range[0]).line;
  };
  const out: OutlineObject[] = [];
  const add = (root: unknown) => {
    if (!isMap(root)) return;
    const kind = root.get('kind');
    if (kind === 'List') {
      const items = root.get('items');
      if (isSeq(items)) items.items.forEach(add);
      return;
    }
    if (typeof kind !== 'string' || selectionFieldsOf(kind) === null) return;
    const metadata = root.get('metadata');
    const name = isMap(metadata) ? metadata.get('name') : null;
    const spec = root.get('spec');
    const fields = isMap(spec)
      ? outlineGroup(kind).flatMap((field) => {
          const pair = (spec.items as AnyPair[]).find((p) => keyOf(p) === field);
          return pair === undefined ? [] : [{ name: field, line: lineOf(pair.key) }];
        })
      : [];
    out.push({ kind, name: typeof name === 'string' ? name : '', line: lineOf(root), fields });
  };
  for (const { document, usable } of parsed.documents) if (usable) add(document.contents);
  return out;
}

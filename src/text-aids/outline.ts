/**
 * The outline beside the editor: every selection object of a text with the lines of the fields
 * selection reads, so a long catalog can be walked by what matters to the ranking.
 */
import { LineIndex, PairReader, documentChunks, isMap, pairsOf, type YamlNode } from '../yaml';
import { OUTLINE_FIELDS, selectionFieldsOf } from './selection-fields';

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
        : kind === 'AcceleratorClass'
          ? OUTLINE_FIELDS['accelerator']!
          : [];

/** Every selection object of the text (List items included), with the lines of its read fields. */
export function selectionOutline(text: string): OutlineObject[] {
  const lines = new LineIndex(text);
  const out: OutlineObject[] = [];
  for (const doc of documentChunks(text)) {
    if (!doc.usable) continue;
    const reader = new PairReader(doc.text);
    const lineOf = (node: YamlNode): number => lines.positionAt(node.start + doc.offset).line;
    const add = (root: YamlNode | null) => {
      if (!isMap(root)) return;
      const kind = reader.stringAt(root, 'kind');
      if (kind === 'List') {
        const items = reader.get(root, 'items');
        if (items?.kind === 'seq') items.items.forEach(add);
        return;
      }
      if (kind === null || selectionFieldsOf(kind) === null) return;
      const metadata = reader.get(root, 'metadata');
      const name = isMap(metadata) ? reader.stringAt(metadata, 'name') : null;
      const spec = reader.get(root, 'spec');
      const fields = isMap(spec)
        ? outlineGroup(kind).flatMap((field) => {
            const pair = pairsOf(spec).find((p) => reader.keyOf(p) === field);
            return pair === undefined ? [] : [{ name: field, line: lineOf(pair.key) }];
          })
        : [];
      out.push({ kind, name: name ?? '', line: lineOf(root), fields });
    };
    add(doc.root);
  }
  return out;
}

/**
 * Rules switched off for one object, as kube-linter's `ignore-check.kube-linter.io/…` does: the
 * annotation `ome-sim.io/lint-ignore: "rule-a,rule-b"` in the object's metadata. Read from the
 * text (the decoded objects keep no annotations), only in sources that mention it.
 */
import { documentChunks, PairReader, type YamlMap, type YamlNode } from '../yaml';

export const LINT_IGNORE_ANNOTATION = 'ome-sim.io/lint-ignore';

/** `source\0document\0item` of an object (item: '' unless it is a List's item). */
export const objectKey = (source: string, document: number, item?: number): string =>
  `${source}\0${document}\0${item ?? ''}`;

const asMap = (node: YamlNode | null): YamlMap | null => (node?.kind === 'map' ? node : null);

/** The rule ids an object's annotation names, or null. */
function ignoredBy(reader: PairReader, root: YamlMap): string[] | null {
  const metadata = asMap(reader.get(root, 'metadata'));
  const annotations = metadata === null ? null : asMap(reader.get(metadata, 'annotations'));
  if (annotations === null) return null;
  const value = reader.stringAt(annotations, LINT_IGNORE_ANNOTATION);
  if (value === null) return null;
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** Every object's switched-off rules, by `objectKey`. */
export function suppressions(
  sources: readonly { readonly name: string; readonly text: string }[],
): Map<string, ReadonlySet<string>> {
  const out = new Map<string, ReadonlySet<string>>();
  for (const source of sources) {
    if (!source.text.includes(LINT_IGNORE_ANNOTATION)) continue;
    for (const doc of documentChunks(source.text)) {
      if (!doc.usable || doc.root?.kind !== 'map') continue;
      const reader = new PairReader(doc.text);
      const add = (root: YamlMap, item?: number) => {
        const ids = ignoredBy(reader, root);
        if (ids !== null) out.set(objectKey(source.name, doc.number, item), new Set(ids));
      };
      add(doc.root);
      const items = reader.get(doc.root, 'items');
      if (reader.stringAt(doc.root, 'kind') === 'List' && items?.kind === 'seq')
        items.items.forEach((item, i) => {
          if (item.kind === 'map') add(item, i);
        });
    }
  }
  return out;
}

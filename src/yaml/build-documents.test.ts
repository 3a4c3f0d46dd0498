/**
 * The tree's nodes are made lazily (event-tree.ts): what is read must be what a tree built all at
 * once would give, in whichever order it is read.
 */
import { parseEvents } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { YamlMap, YamlNode } from './nodes';
import { scalarValue } from './scalars';
import { buildDocuments } from './build-documents';

const build = (text: string) => buildDocuments(parseEvents(text, {}), text);

/** The value node under `key` of a mapping, as written. */
function at(node: YamlNode | null, key: string, text: string): YamlNode {
  const map = node as YamlMap;
  const i = map.items.findIndex(
    (item, n) => n % 2 === 0 && item.kind === 'scalar' && scalarValue(item, text) === key,
  );
  if (i < 0) throw new Error(`no key ${key}`);
  return map.items[i + 1]!;
}

const TEXT = [
  'kind: ClusterServingRuntime',
  'spec:',
  '  x-templates:',
  '    formats: &formats',
  '      - {name: "safetensors", weight: 2}',
  '  supportedModelFormats: *formats',
  'tail: [1, 2]',
  '',
].join('\n');

describe('nodes made on first read', () => {
  it('an alias read first and its anchored node read later are one node', () => {
    const [document] = build(TEXT);
    const alias = at(at(document!.root, 'spec', TEXT), 'supportedModelFormats', TEXT);
    expect(alias.kind).toBe('alias');
    const target = alias.kind === 'alias' ? alias.target : null;
    const viaParent = at(
      at(at(document!.root, 'spec', TEXT), 'x-templates', TEXT),
      'formats',
      TEXT,
    );
    expect(viaParent).toBe(target);
    expect(document!.aliases).toEqual([alias]);
  });

  it('a collection makes its items once', () => {
    const [document] = build(TEXT);
    const spec = at(document!.root, 'spec', TEXT) as YamlMap;
    expect(spec.items).toBe(spec.items);
  });

  it('gives each node its written extent: block and flow collections, quoted scalars', () => {
    const [document] = build(TEXT);
    const extent = (node: YamlNode) => TEXT.slice(node.start, node.end);
    const spec = at(document!.root, 'spec', TEXT);
    expect(extent(spec)).toBe(TEXT.slice(TEXT.indexOf('x-templates'), TEXT.indexOf('\ntail')));
    const entry = (at(at(spec, 'x-templates', TEXT), 'formats', TEXT) as YamlMap).items[0]!;
    expect(extent(entry)).toBe('{name: "safetensors", weight: 2}');
    expect(extent(at(entry, 'name', TEXT))).toBe('"safetensors"');
    expect(extent(at(document!.root, 'tail', TEXT))).toBe('[1, 2]');
  });
});

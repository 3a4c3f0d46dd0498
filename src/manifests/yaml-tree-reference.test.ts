/**
 * The lazy tree (yaml-tree.ts) against the eager builder it replaced (test-support/eager-tree.ts):
 * for every input, the same documents, nodes (kind, offsets, flow, tag, value, items), aliases and
 * problems, whichever order the lazy nodes are first read in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseEvents } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildDocumentsEagerly } from './test-support/eager-tree';
import {
  MAX_ALIASES,
  scalarValue,
  type YamlDocument,
  type YamlMap,
  type YamlNode,
} from './yaml-nodes';
import { buildDocuments } from './yaml-tree';

const lines = (...rows: string[]) => rows.join('\n') + '\n';

/** `count` keys k0…, each followed by a nested mapping whose keys repeat the outer ones. */
const longMap = (count: number, repeat: string) =>
  lines(
    ...Array.from({ length: count }, (_, i) => `k${i}:\n  k${i}: 1\n  k0: 2\n  inner: {k1: 3}`),
    `${repeat}: again`,
  );

const CORPUS: readonly (readonly [string, string])[] = [
  ['a mapping and a sequence as keys', lines('? {a: 1, b: [x, y]}', ': v', '? [p, q]', ': w')],
  ['a repeated explicit key', lines('? a', ': 1', '? a', ': 2')],
  ['a repeated key inside a complex key', lines('? {a: 1, a: 2}', ': v')],
  ['anchors on keys, aliases as keys', lines('&k key: 1', '*k : 2', 'other: *k')],
  ['anchors on collections', lines('a: &m', '  b: 1', 'c: *m', 'd: &s [1, 2]', 'e: *s')],
  ['an anchor redefined', lines('a: &x 1', 'b: *x', 'c: &x [2, *x]', 'd: *x')],
  ['an alias across documents', lines('a: &x 1', '---', 'b: *x', 'c: &x 2', 'd: *x')],
  ['an unresolved alias as value and root', lines('a: *nope', '---', '*nope')],
  ['an anchored empty value', lines('a: &e', 'b: *e')],
  ['a recursive anchor', lines('--- &r [1, *r]')],
  ['empty values', lines('key:', 'other: ', 'list:', '-', '- a', '-', 'last:')],
  ['empty flow entries', lines('a: {x: , y, : z}', 'b: [p: , : q]', 'c: {? : r}')],
  ['an empty key', lines('? ', ': 3', '~: 4', 'null: 5')],
  [
    'comments before closing brackets',
    lines('x: [a, b # c', '  ]', 'y: {k: v, # c', '  }', 'z: [[1] # ]', '  , {} ]'),
  ],
  ['nested flow in block', lines('a:', '  - [1, {b: [2, 3]}]', '  - c', 'd: {e: [f, {g: h}]}')],
  ['an empty text', ''],
  ['only comments', lines('# only', '# comments')],
  ['empty documents', lines('---', '# c', '---', '---')],
  ['document end markers', lines('a: 1', '...', '---', 'b: 2', '...', '--- ', '...')],
  ['directives', lines('%YAML 1.1', '---', 'a: 1')],
  ['tags on keys', lines('!!str 1: a', '"1": b', '1: c', '!!int "2": d', '2: e', '!x k: f')],
  ['tagged values', lines('a: !!str 1', 'b: !!int "7"', 'c: !!float', 'd: !custom x')],
  ['NaN keys', lines('.nan: 1', '.NaN: 2', '.nan: 3', '.inf: 4', '.Inf: 5')],
  ['timestamp keys', lines('2001-12-14: a', '2001-12-14t00:00:00Z: b', '"2001-12-14": c')],
  ['YAML 1.1 booleans as keys', lines('yes: 1', 'true: 2', 'on: 3', 'Yes: 4', 'no: 5')],
  ['numbers as keys', lines('0777: a', '511: b', '0x1ff: c', '1e3: d', '1000: e', '1_000: f')],
  ['merge keys', lines('base: &b {x: 1}', 'd:', '  <<: *b', '  <<: *b', '  y: 2')],
  ['a scalar root', 'hello\n'],
  ['an anchored scalar root', lines('--- &a x', '---', '"quoted"')],
  ['block scalars', lines('a: |', '  x', '  y', 'b: >-', '  z', 'c: |+', '', 'd: end')],
  ['quoted and multi-line scalars', lines('a: "x', '  y"', "b: 'it''s'", 'c: p', '  q')],
  ['sequences of mappings', lines('- a: 1', '  a: 2', '- a: 1', '  b: [a, a]', '- {a: 1, a: 1}')],
  ['a long mapping with nested repeats', longMap(20, 'k3')],
  ['a long mapping, no repeat', longMap(20, 'k20')],
  ['a long mapping repeating its first key', longMap(17, 'k0')],
  [
    'a long mapping with NaN and null keys',
    lines(
      ...Array.from({ length: 18 }, (_, i) => `x${i}: ${i}`),
      '.nan: a',
      '~: b',
      '.NaN: c',
      ': d',
    ),
  ],
  ['an unresolved alias as a key', lines('*nope : 1', '~: 2', ': 3')],
  ['a multi-line plain key', lines('? a', '  b', ': 1', '"a b": 2')],
  ['escaped keys', lines('"a\\x41": 1', 'aA: 2', "'q''': 3", "q': 4")],
  [
    'too many aliases, then another document',
    lines(
      'a: &a 1',
      `l: [${Array(MAX_ALIASES + 1)
        .fill('*a')
        .join(', ')}]`,
      '---',
      'b: 2',
    ),
  ],
  [
    'too many aliases in a second document',
    lines(
      'a: &a [1]',
      'b: *a',
      '---',
      `- &b x`,
      ...Array(MAX_ALIASES + 1).fill('- *b'),
      '---',
      'c: 3',
    ),
  ],
  [
    'tagged collections',
    lines('a: !!map {x: 1}', 'b: !!seq', '- 1', 'c: !!set {? p, ? q}', 'd: !x [1]'),
  ],
  [
    'comments everywhere',
    lines('# head', 'a: # c', '  # c', '  b: 1 # c', '# c', 'c: [ # c', '  1 # c', '  ]'),
  ],
  [
    'many unresolved aliases (not counted)',
    lines(
      `l: [${Array(MAX_ALIASES + 1)
        .fill('*nope')
        .join(', ')}]`,
      '---',
      'b: 2',
    ),
  ],
];

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return entry.name.endsWith('.yaml') ? [path] : [];
  });
}

const VENDORED = yamlFiles('testdata').map((path) => [path, readFileSync(path, 'utf8')] as const);

/** A node as plain data: an alias gives its target's place, not its content (it may be a cycle). */
function shape(node: YamlNode, text: string): unknown {
  switch (node.kind) {
    case 'scalar':
      return {
        kind: node.kind,
        start: node.start,
        end: node.end,
        tag: node.tag,
        empty: node.event === null,
        value: scalarValue(node, text),
      };
    case 'alias':
      return {
        kind: node.kind,
        start: node.start,
        end: node.end,
        name: node.name,
        target: { kind: node.target.kind, start: node.target.start, end: node.target.end },
      };
    default:
      return {
        kind: node.kind,
        start: node.start,
        end: node.end,
        flow: node.flow,
        items: node.items.map((item) => shape(item, text)),
      };
  }
}

const shapeDocuments = (documents: readonly YamlDocument[], text: string) =>
  documents.map((document) => ({
    root: document.root === null ? null : shape(document.root, text),
    problems: document.problems,
    aliases: document.aliases.map((alias) => shape(alias, text)),
  }));

/** Every node reached from the root through items (not through aliases), by identity. */
function reached(root: YamlNode | null): Set<YamlNode> {
  const nodes = new Set<YamlNode>();
  const visit = (node: YamlNode): void => {
    nodes.add(node);
    if (node.kind === 'map' || node.kind === 'seq') {
      expect(node.items).toBe(node.items);
      node.items.forEach(visit);
    }
  };
  if (root !== null) visit(root);
  return nodes;
}

const events = (text: string) => parseEvents(text, {});

/** Keys looked up in every mapping besides its own: ones whose plain spelling reads otherwise. */
const PROBE_KEYS = ['true', 'yes', 'on', 'null', '~', '', '1', '0777', '511', "q'", 'a b', 'aA'];

/** The value of the first key that reads as `key`, by reading every key (the reader's fallback). */
function scanned(map: YamlMap, key: string, text: string): YamlNode | undefined {
  for (let i = 0; i < map.items.length; i += 2) {
    const written = map.items[i]!;
    if (written.kind === 'scalar' && scalarValue(written, text) === key) return map.items[i + 1];
  }
  return undefined;
}

const placeOf = (node: YamlNode | undefined) =>
  node === undefined ? undefined : { kind: node.kind, start: node.start, end: node.end };

describe.each([...CORPUS, ...VENDORED])('%s', (_name, text) => {
  const eager = () => shapeDocuments(buildDocumentsEagerly(events(text), text), text);

  it('gives the eager tree when read from the root', () => {
    expect(shapeDocuments(buildDocuments(events(text), text), text)).toEqual(eager());
  });

  it('gives the eager tree when the alias targets are read first', () => {
    const documents = buildDocuments(events(text), text);
    for (const document of documents) {
      for (const alias of document.aliases) shape(alias.target, text);
    }
    expect(shapeDocuments(documents, text)).toEqual(eager());
  });

  it('finds every key with entryValue where a scan of the items finds it', () => {
    for (const document of buildDocuments(events(text), text)) {
      for (const node of reached(document.root)) {
        if (node.kind !== 'map') continue;
        expect(node.entryValue).toBeDefined();
        const written = node.items
          .filter((_, i) => i % 2 === 0)
          .map((key) => (key.kind === 'scalar' ? scalarValue(key, text) : null))
          .filter((key): key is string => typeof key === 'string');
        for (const key of [...written, ...PROBE_KEYS]) {
          expect(placeOf(node.entryValue!(key)), key).toEqual(placeOf(scanned(node, key, text)));
        }
      }
    }
  });

  it('keeps one node per place: aliases and their targets are the nodes in the tree', () => {
    for (const document of buildDocuments(events(text), text)) {
      const targets = document.aliases.map((alias) => alias.target);
      const nodes = reached(document.root);
      expect(document.aliases.filter((alias) => nodes.has(alias))).toEqual(document.aliases);
      expect(targets.filter((target) => nodes.has(target))).toEqual(targets);
    }
  });
});

describe('where the lazy tree differs from the eager one of 3ead3c3 on purpose', () => {
  it('an unresolved alias as a key is reported once, not also as a repeat of a null key', () => {
    const text = lines('*nope : 1', '~: 2');
    const [document] = buildDocuments(events(text), text);
    expect(document!.problems.map((problem) => problem.message)).toEqual([
      'alias *nope has no anchor &nope before it',
    ]);
  });
});

// --- generated texts -------------------------------------------------------------------------

/** A YAML node to print: keys from a small pool, so that keys repeat, anchors and aliases meet. */
type Gen =
  | { readonly kind: 'scalar'; readonly text: string }
  | { readonly kind: 'alias'; readonly name: string }
  | {
      readonly kind: 'map';
      readonly flow: boolean;
      readonly anchor: string | null;
      readonly entries: readonly (readonly [Gen, Gen])[];
    }
  | {
      readonly kind: 'seq';
      readonly flow: boolean;
      readonly anchor: string | null;
      readonly items: readonly Gen[];
    };

/** Scalars whose values repeat under different spellings (`a`, `"a"`; `~`, `null`, empty). */
// prettier-ignore
const SCALARS = [
  'a', '"a"', "'a'", '~', 'null', '', '.nan', '.NaN', 'yes', 'on', 'true', '1', '"1"', '0x1',
  '!!str 1', '!!int "1"', '2001-01-01', '"2001-01-01"', 'x y', '<<', '&p a', '&q 1', '&p ~',
];

const anchorName = fc.option(fc.constantFrom('p', 'q'), { nil: null });

/** Keys k0…k24: enough distinct keys for a mapping to pass KEY_SET_THRESHOLD (16). */
const wordKey = fc.nat(24).map((n) => ({ kind: 'scalar' as const, text: `k${n}` }));

const { node: genNode } = fc.letrec<{ node: Gen; key: Gen; scalar: Gen }>((tie) => ({
  scalar: fc.constantFrom(...SCALARS).map((text) => ({ kind: 'scalar' as const, text })),
  key: fc.oneof(
    { arbitrary: tie('scalar'), weight: 4 },
    { arbitrary: wordKey, weight: 4 },
    {
      arbitrary: fc.constantFrom('p', 'q').map((name) => ({ kind: 'alias' as const, name })),
      weight: 1,
    },
    { arbitrary: tie('node'), weight: 1 },
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: tie('scalar'), weight: 3 },
    {
      arbitrary: fc.constantFrom('p', 'q').map((name) => ({ kind: 'alias' as const, name })),
      weight: 1,
    },
    fc.record({
      kind: fc.constant('map' as const),
      flow: fc.boolean(),
      anchor: anchorName,
      entries: fc.array(fc.tuple(tie('key'), tie('node')), { maxLength: 6 }),
    }),
    fc.record({
      kind: fc.constant('map' as const),
      flow: fc.boolean(),
      anchor: anchorName,
      entries: fc.array(fc.tuple(fc.oneof(wordKey, tie('key')), tie('node')), {
        minLength: 17,
        maxLength: 30,
      }),
    }),
    fc.record({
      kind: fc.constant('seq' as const),
      flow: fc.boolean(),
      anchor: anchorName,
      items: fc.array(tie('node'), { maxLength: 4 }),
    }),
  ),
}));

const anchorPrefix = (anchor: string | null) => (anchor === null ? '' : `&${anchor} `);

function flowText(node: Gen): string {
  switch (node.kind) {
    case 'scalar':
      return node.text;
    case 'alias':
      return `*${node.name}`;
    case 'map':
      return `${anchorPrefix(node.anchor)}{${node.entries.map(([k, v]) => `${flowText(k)} : ${flowText(v)}`).join(', ')}}`;
    case 'seq':
      return `${anchorPrefix(node.anchor)}[${node.items.map(flowText).join(', ')}]`;
  }
}

const isBlock = (node: Gen) =>
  (node.kind === 'map' && !node.flow && node.entries.length > 0) ||
  (node.kind === 'seq' && !node.flow && node.items.length > 0);

/** `head` followed by `node`: inline, or the anchor on the head's line and the block below. */
function withValue(head: string, node: Gen, indent: number): string[] {
  if (!isBlock(node)) return [`${head} ${flowText(node)}`];
  const anchor = node.kind === 'scalar' || node.kind === 'alias' ? null : node.anchor;
  return [`${head}${anchor === null ? '' : ` &${anchor}`}`, ...blockLines(node, indent)];
}

function blockLines(node: Gen, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (node.kind === 'seq')
    return node.items.flatMap((item) => withValue(`${pad}-`, item, indent + 2));
  if (node.kind !== 'map') return [];
  return node.entries.flatMap(([key, value]) =>
    key.kind === 'alias' || (key.kind === 'scalar' && key.text !== '')
      ? withValue(`${pad}${flowText(key)} :`, value, indent + 2)
      : [`${pad}? ${flowText(key)}`, ...withValue(`${pad}:`, value, indent + 2)],
  );
}

const yamlText = (documents: readonly Gen[]) =>
  documents.map((root) => withValue('---', root, 0).join('\n') + '\n').join('');

const parses = (text: string) => {
  try {
    events(text);
    return true;
  } catch {
    return false;
  }
};

describe('generated texts', () => {
  it('give the eager tree, read in either order, with one node per place', () => {
    fc.assert(
      fc.property(fc.array(genNode, { minLength: 1, maxLength: 3 }), (documents) => {
        const text = yamlText(documents);
        fc.pre(parses(text));
        const eager = shapeDocuments(buildDocumentsEagerly(events(text), text), text);
        expect(shapeDocuments(buildDocuments(events(text), text), text)).toEqual(eager);
        const targetsFirst = buildDocuments(events(text), text);
        for (const document of targetsFirst) {
          for (const alias of document.aliases) shape(alias.target, text);
        }
        expect(shapeDocuments(targetsFirst, text)).toEqual(eager);
        for (const document of targetsFirst) {
          const nodes = reached(document.root);
          expect(
            document.aliases.every((alias) => nodes.has(alias) && nodes.has(alias.target)),
          ).toBe(true);
        }
      }),
      { numRuns: 200, seed: 20261203 },
    );
  }, 60_000);
});

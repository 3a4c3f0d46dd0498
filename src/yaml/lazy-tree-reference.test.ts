/**
 * The lazy tree (build-documents.ts, event-tree.ts) against the eager builder it replaced
 * (test-support/eager-tree.ts): for every input, the same documents, nodes (kind, offsets, flow,
 * tag, value, items), aliases and problems, whichever order the lazy nodes are first read in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parseEvents } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildDocumentsEagerly } from './test-support/eager-tree';
import { CORPUS, lines } from './test-support/tricky-yaml';
import { buildDocuments } from './build-documents';
import { mergedPairs, mergedValue } from './merge-keys';
import type { YamlDocument, YamlMap, YamlNode } from './nodes';
import { scalarValue } from './scalars';

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
const PROBE_KEYS = [
  ...['true', 'yes', 'on', 'null', '~', '', '1', '0777', '511', "q'", 'a b', 'aA'],
  // Keys only merges bring, and one no mapping has.
  ...['x', 'y', 'z', 'w', 'k', 'missing'],
];

/**
 * The value of `key` by reading every key, merges followed through the nodes (merge-keys.ts's
 * `mergedValue`, the reader's fallback): the reference for the lazy tree's `entryValue`.
 */
const scanned = (map: YamlMap, key: string, text: string): YamlNode | undefined =>
  mergedValue(map, key, text);

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

  it('finds every key with entryValue where a scan of the items (and merges) finds it', () => {
    for (const document of buildDocuments(events(text), text)) {
      for (const node of reached(document.root)) {
        if (node.kind !== 'map') continue;
        expect(node.entryValue).toBeDefined();
        const written = mergedPairs(node, text)
          .map(({ key }) => (key.kind === 'scalar' ? scalarValue(key, text) : null))
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

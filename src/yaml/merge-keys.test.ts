/**
 * Merge keys as kubectl's go-yaml v2 reads them (merge-keys.ts): entries applied in the order
 * written, the earlier source of a list winning, merges within sources; refusals where go-yaml
 * refuses, at the value's line; and lookups that stay cheap on merges of merges.
 */
import { describe, expect, it } from 'vitest';
import { mergedPairs } from './merge-keys';
import type { YamlMap, YamlNode } from './nodes';
import { parseSource } from './parse';
import { lines } from './test-support/tricky-yaml';
import { scalarValue } from './scalars';

/** The root mapping of `text`'s first document, and a reader of its fields through `entryValue`. */
function fieldsOf(text: string) {
  const parsed = parseSource(text);
  expect(parsed.problems).toEqual([]);
  const root = parsed.documents[0]!.root as YamlMap;
  const at = (node: YamlNode | undefined): YamlNode | undefined =>
    node?.kind === 'alias' ? node.target : node;
  const get = (path: string): unknown => {
    let node: YamlNode | undefined = root;
    for (const key of path.split('.')) node = at((node as YamlMap).entryValue!(key));
    return node?.kind === 'scalar' ? scalarValue(node, text) : node;
  };
  return { get, root };
}

const TEXT = lines(
  'a: &a {x: a, q: a, z: a}',
  'b: &b {<<: *a, q: b, w: b}',
  'c: &c {x: c}',
  'before: {x: own, <<: *a}',
  'after: {<<: *a, x: own}',
  'list: {<<: [*c, *b], v: own}',
  'inline:',
  '  <<: {x: inline, <<: *c}',
  '  "<<": quoted',
  '  !!merge <<: [*b]',
);

describe('merge keys, as go-yaml v2 applies them', () => {
  const { get, root } = fieldsOf(TEXT);

  it('a key written after the merge replaces the merged one', () => {
    expect(get('after.x')).toBe('own');
    expect(get('after.q')).toBe('a');
  });

  it('a merge written after a key replaces that key (entries apply in order)', () => {
    expect(get('before.x')).toBe('a');
  });

  it('of a list of sources the earlier wins; merges inside a source apply there', () => {
    expect(['x', 'q', 'z', 'w', 'v'].map((k) => get(`list.${k}`))).toEqual([
      'c',
      'b',
      'a',
      'b',
      'own',
    ]);
  });

  it('a later merge key replaces an earlier one; a quoted "<<" is a key; !!merge is a merge', () => {
    expect(['x', 'q', 'z', 'w', '<<'].map((k) => get(`inline.${k}`))).toEqual([
      'a',
      'b',
      'a',
      'b',
      'quoted',
    ]);
  });

  it('readers of whole mappings get the merged pairs, own keys first', () => {
    const list = root.entryValue!('list') as YamlMap;
    expect(
      mergedPairs(list, TEXT).map(({ key, value }) => [
        scalarValue(key as never, TEXT),
        scalarValue(value as never, TEXT),
      ]),
    ).toEqual([
      ['v', 'own'],
      ['x', 'c'],
      ['q', 'b'],
      ['w', 'b'],
      ['z', 'a'],
    ]);
  });

  it('merges of merges, each source twice, 40 deep: a lookup visits each mapping once', () => {
    const bomb = lines(
      'm0: &m0 {k: 0}',
      ...Array.from({ length: 40 }, (_, i) => `m${i + 1}: &m${i + 1} {<<: [*m${i}, *m${i}]}`),
      'last: {<<: *m40, own: 1}',
    );
    // 2^40 paths: without the once-per-mapping rule this would not finish.
    const { get: read } = fieldsOf(bomb);
    expect(read('last.k')).toBe(0);
    expect(read('last.missing')).toBeUndefined();
  });
});

describe('merge values go-yaml refuses: the document is refused, at the line', () => {
  it.each([
    ['a scalar', 'x: {<<: 1}', 1],
    ['nothing', 'x:\n  <<:\n  y: 1', 2],
    ['an alias of a scalar', 's: &s 1\nx: {<<: *s}', 2],
    ['an alias of a list', 'l: &l [{a: 1}]\nx: {<<: *l}', 2],
    ['a list holding a scalar', 'a: &a {k: 1}\nx:\n  <<: [*a, 2]', 3],
    ['a list holding a list', 'x: {<<: [[{a: 1}]]}', 1],
  ])('%s', (_, text, line) => {
    const parsed = parseSource(`${text}\n`);
    expect(parsed.documents[0]!.usable).toBe(false);
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        code: 'yaml-merge',
        message: expect.stringContaining('expected a mapping, an alias of one, or a list of those'),
        span: expect.objectContaining({ start: expect.objectContaining({ line }) }),
      }),
    ]);
  });

  it('an anchor merged into itself', () => {
    const parsed = parseSource('x: &self\n  a: 1\n  <<: *self\n');
    expect(parsed.problems).toEqual([
      expect.objectContaining({
        code: 'yaml-merge',
        message:
          'merge key <<: *self is merged into itself (anchor &self contains this merge; kubectl refuses it)',
        span: expect.objectContaining({ start: expect.objectContaining({ line: 3, column: 7 }) }),
      }),
    ]);
  });

  it('two merge keys in one mapping are not a duplicate key', () => {
    const parsed = parseSource('a: &a {x: 1}\nb: &b {y: 2}\nc:\n  <<: *a\n  <<: *b\n');
    expect(parsed.problems).toEqual([]);
  });
});

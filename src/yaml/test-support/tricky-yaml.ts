/**
 * Tricky YAML texts for comparing the lazy tree with the eager one (lazy-tree-reference.test.ts):
 * complex and repeated keys, anchors and aliases in every place, YAML 1.1 keys that read other
 * than they are written, flow collections with comments, refusals, several documents.
 */
import { MAX_ALIASES } from '../nodes';

export const lines = (...rows: string[]) => rows.join('\n') + '\n';

/** `count` keys k0…, each followed by a nested mapping whose keys repeat the outer ones. */
const longMap = (count: number, repeat: string) =>
  lines(
    ...Array.from({ length: count }, (_, i) => `k${i}:\n  k${i}: 1\n  k0: 2\n  inner: {k1: 3}`),
    `${repeat}: again`,
  );

export const CORPUS: readonly (readonly [string, string])[] = [
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
  // The empty key looked up in a second mapping once the first lookup has cached it.
  ['the empty key in two mappings', lines('a: {"": 1}', "b: {'': 2}", 'c:', '  "": 3')],
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
  [
    'merge keys: written keys around the merge, a list of sources, nested merges',
    lines(
      'a: &a {x: a, y: a, z: a}',
      'b: &b {<<: *a, y: b, w: b}',
      'c: &c {x: c}',
      'before: {x: own, <<: *a}',
      'after: {<<: *a, x: own}',
      'list: {<<: [*c, *b], v: own}',
      'inline:',
      '  <<: {x: inline, <<: *c}',
      '  "<<": quoted, not a merge',
      '  !!merge <<: [*b]',
      'entries:',
      '  - &e {name: e, priority: 1, autoSelect: false}',
      '  - <<: *e',
      '    autoSelect: true',
      '    priority: 50',
    ),
  ],
  [
    'merge keys go-yaml refuses',
    lines(
      's: &s 1',
      'l: &l [1]',
      'scalar: {<<: 1}',
      'empty: {<<: }',
      'alias-of-scalar: {<<: *s}',
      'alias-of-list: {<<: *l}',
      'list-of-scalars: {<<: [*s, 2, {ok: 1}, [nested]]}',
      'self: &self {a: 1, <<: *self}',
      'deeper: &d {a: {b: {<<: [*d]}}}',
      'unanchored: {<<: *nope}',
    ),
  ],
  [
    'merges of merges, each source twice (an alias bomb made of merges)',
    lines(
      'm0: &m0 {k: 0}',
      ...Array.from({ length: 30 }, (_, i) => `m${i + 1}: &m${i + 1} {<<: [*m${i}, *m${i}]}`),
      'last: {<<: *m30, own: 1}',
    ),
  ],
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

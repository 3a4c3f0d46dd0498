/**
 * How values are read: YAML 1.1 as kubectl (go-yaml v2) reads manifests, and the problems the
 * event-built tree reports itself (unknown aliases, too many aliases), each with its line.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticText } from './diagnostic-text';
import { loadManifests } from './load';
import { MAX_ALIASES } from '../yaml';

const runtime = (entry: string, spec = '') =>
  `kind: ClusterServingRuntime\nmetadata: {name: r}\nspec:\n${spec}  supportedModelFormats:\n    - modelFormat: {name: safetensors}\n${entry}`;
const load = (text: string) => loadManifests([{ name: 'input.yaml', text }]);

describe('YAML 1.1 values, as kubectl reads them', () => {
  it.each([
    ['      autoSelect: yes\n', { autoSelect: true }],
    ['      autoSelect: Off\n', { autoSelect: false }],
    ['      autoSelect: on\n', { autoSelect: true }],
    ['      priority: 0777\n', { priority: 511 }],
    ['      priority: 0x10\n', { priority: 16 }],
    ['      priority: 1_000\n', { priority: 1000 }],
    ['      priority: 1:30\n', { priority: 90 }],
    ['      priority: 1e1\n', { priority: 10 }],
    ['      priority: ~\n', { priority: null }],
    ['      modelArchitecture: "yes"\n', { modelArchitecture: 'yes' }],
    ['      modelArchitecture: !!str 5\n', { modelArchitecture: '5' }],
    ['      modelArchitecture: |\n        Llama\n', { modelArchitecture: 'Llama\n' }],
  ])('%j', (entry, expected) => {
    const result = load(runtime(entry));
    expect(result.diagnostics).toEqual([]);
    expect(result.runtimes[0]!.object.supportedModelFormats[0]).toMatchObject(expected);
  });

  it('reports a YAML 1.1 boolean where a string is expected, as written', () => {
    expect(load(runtime('      modelArchitecture: no\n')).diagnostics.map(diagnosticText)).toEqual([
      'input.yaml: document 1, line 6: spec.supportedModelFormats[0].modelArchitecture: expected a string, got no',
    ]);
  });
});

describe('problems found while building the tree', () => {
  it('reports an alias without an anchor, and keeps the next document', () => {
    const text = `${runtime('      priority: *nowhere\n')}---\n${runtime('')}`;
    const result = load(text);
    expect(result.runtimes).toHaveLength(1);
    expect(result.diagnostics.map(diagnosticText)).toEqual([
      'input.yaml: document 1, line 6: alias *nowhere has no anchor &nowhere before it',
    ]);
  });

  it(`refuses more than ${MAX_ALIASES} aliases in one document`, () => {
    const aliases = Array.from({ length: MAX_ALIASES + 1 }, () => '*a').join(', ');
    const text = runtime('', `  x-anchor: &a 1\n  x-aliases: [${aliases}]\n`);
    expect(load(text).diagnostics.map((d) => [d.code, d.span?.start.line])).toEqual([
      ['yaml-too-complex', 5],
    ]);
  });

  it('points an unclosed bracket at the line where the document ends', () => {
    const result = load(runtime('      priority: [1, 2\n'));
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line])).toEqual([
      ['yaml-syntax', 7],
    ]);
  });
});

describe('syntax messages', () => {
  it('says a value with ": " must be quoted, at its line', () => {
    const result = load(runtime('      priority: 2: 3\n'));
    expect(result.diagnostics.map(diagnosticText)).toEqual([
      "input.yaml: document 1, line 6: Nested mappings are not allowed in compact mappings: a value containing ': ' must be quoted",
    ]);
  });
});

describe('refusals and wordings kept from before js-yaml', () => {
  it('says tabs are not allowed as indentation', () => {
    const text = runtime('').replace('  supportedModelFormats', '\tsupportedModelFormats');
    expect(load(text).diagnostics.map((d) => [d.code, d.message, d.span?.start.line])).toEqual([
      ['yaml-syntax', 'Tabs are not allowed as indentation; indent with spaces', 4],
    ]);
  });

  it('names the bracket limit for deep flow nesting', () => {
    const text = runtime('', `  x: ${'['.repeat(300)}${']'.repeat(300)}\n`);
    expect(load(text).diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'yaml-too-complex',
        'nesting deeper than 200 levels; refused (a manifest is never this deep)',
      ],
    ]);
  });
});

describe('duplicate keys, compared by their value as kubectl reads them', () => {
  const labels = (keys: readonly string[]) =>
    `kind: ClusterServingRuntime\nmetadata:\n  name: r\n  labels:\n${keys.map((k, i) => `    ${k}: v${i}\n`).join('')}spec:\n  supportedModelFormats:\n    - modelFormat: {name: safetensors}\n`;
  const duplicates = (keys: readonly string[]) =>
    load(labels(keys))
      .diagnostics.filter((d) => d.code === 'yaml-duplicate-key')
      .map((d) => d.span?.start.line);
  const many = Array.from({ length: 20 }, (_, i) => `k${i}`);

  it.each([
    ['a plain and a quoted spelling of one string', ['team', '"team"'], [6]],
    ['a number and the same digits quoted', ['1', '"1"'], []],
    ['two spellings of YAML 1.1 true', ['yes', 'true'], [6]],
    ['two spellings of one integer', ['0x10', '16'], [6]],
    ['null written two ways', ['~', 'null'], [6]],
    ['a repeat in a mapping of more than 16 keys', [...many, 'k3'], [25]],
    ['distinct keys in a long mapping', many, []],
  ])('%s', (_, keys, lines) => {
    expect(duplicates(keys)).toEqual(lines);
  });
});

describe('checks of the whole text, read or not', () => {
  it('reports a duplicate key inside a part that decoding never reads, at its line', () => {
    const text = [
      'kind: ClusterServingRuntime',
      'metadata: {name: r}',
      'spec:',
      '  engineConfig:',
      '    runner:',
      '      image: a',
      '      image: b',
      '  supportedModelFormats:',
      '    - modelFormat: {name: safetensors}',
      '',
    ].join('\n');
    const result = loadManifests([{ name: 'input.yaml', text }]);
    expect(result.diagnostics.map((d) => [d.code, d.span?.start.line])).toEqual([
      ['yaml-duplicate-key', 7],
    ]);
    expect(result.runtimes).toEqual([]);
  });
});

/**
 * `positionsOnDemand` (the CLI's loading): objects keep no YAML tree and find their positions by
 * parsing their document again. What they find must be what the tree would have told them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadManifests } from './load';
import { ReparsedChunk, ReparsedOrigin } from './origins';
import type { Located, ObjectOrigin } from './types';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return entry.name.endsWith('.yaml') ? [path] : [];
  });
}

/** Every vendored manifest in one source: well over the documents that take the whole-source parse. */
const CLUSTER = yamlFiles('testdata')
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n---\n');

/** A duplicate (its warning points at a name) and a runtime with a problem (an entry's priority). */
const EXTRA = `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: srt-twice
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors}
      priority: 2
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: srt-twice
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors}
      priority: high
`;

/** A List inside a List: its items repeat the outer List's item numbers (both have an item 0). */
const NESTED = `---
apiVersion: v1
kind: List
items:
  - apiVersion: ome.io/v1beta1
    kind: ClusterServingRuntime
    metadata: {name: srt-outer}
    spec:
      supportedModelFormats:
        - modelFormat: {name: safetensors}
  - apiVersion: v1
    kind: List
    items:
      - apiVersion: ome.io/v1beta1
        kind: ClusterServingRuntime
        metadata: {name: srt-inner}
        spec:
          supportedModelFormats:
            - modelFormat: {name: onnx}
      - apiVersion: ome.io/v1beta1
        kind: ClusterBaseModel
        metadata: {name: model-inner}
        spec:
          modelFormat: {name: onnx}
`;

/**
 * Fields written every way a scalar can be: objects keep no tree read plain and simply quoted
 * scalars from their events (`entryScalar`), the rest from nodes, as the tree does.
 */
const WRITTEN = `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: "srt-written"
  annotations: {ome.io/inherit-from: 'base'}
spec:
  disabled: off
  supportedModelFormats:
    - name: &n "entry-\\u0041"
      modelFormat:
        name: !!str 8
        version: '1.0'
        weight: 0x1F
        operator: |-
          Equal
      modelFramework:
        name: *n
        version: "2.0"
        weight: ~
        operator:
      modelArchitecture: >-
        LlamaForCausalLM
      quantization: ''
      autoSelect: yes
      priority: +7
  modelSizeRange: {min: "1B", max: 70B}
  acceleratorRequirements: {acceleratorClasses: ['a', "b", c]}
---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: srt-written-wrong
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: !!int "5"}
      quantization: 8
      modelArchitecture: 1e3
      autoSelect: "true"
`;

const where = (origin: ObjectOrigin) => ({
  source: origin.source,
  document: origin.document,
  item: origin.item,
  loadOrder: origin.loadOrder,
  span: origin.span,
  nameSpan: origin.nameSpan,
  fields: origin.fields,
  entries: origin.entries,
});

const placed = (located: readonly Located<unknown>[]) =>
  located.map(({ object, origin }) => ({ object, origin: where(origin) }));

describe('positions on demand', () => {
  const sources = [
    { name: 'cluster.yaml', text: CLUSTER + EXTRA + NESTED + WRITTEN },
    { name: 'small.yaml', text: EXTRA },
    // A syntax error in one document: the others are decoded too, each parsed alone.
    { name: 'broken.yaml', text: `a: [1, 2\n${NESTED.replaceAll('srt-', 'srt-b-')}` },
  ];
  const kept = loadManifests(sources);
  const onDemand = loadManifests(sources, { positionsOnDemand: true });

  it('decode the same objects with the same problems', () => {
    expect(kept.runtimes.length).toBeGreaterThan(10);
    expect(onDemand.diagnostics).toEqual(kept.diagnostics);
    expect(onDemand.diagnostics.map((d) => d.code)).toContain('duplicate-object');
  });

  it('read scalars written every way as the tree reads them', () => {
    const written = onDemand.runtimes.find((r) => r.object.name === 'srt-written')?.object;
    expect(written?.disabled).toBe(false);
    expect(written?.inheritFrom).toBe('base');
    expect(written?.supportedModelFormats[0]).toMatchObject({
      name: 'entry-A',
      modelFormat: { name: '8', version: '1.0', weight: 31, operator: 'Equal' },
      modelFramework: { name: 'entry-A', version: '2.0', weight: 1, operator: 'Equal' },
      modelArchitecture: 'LlamaForCausalLM',
      quantization: '',
      autoSelect: true,
      priority: 7,
    });
    expect(written?.acceleratorClasses).toEqual(['a', 'b', 'c']);
    // A tagged quoted number, plain numbers (1e3 is one for kubectl) and a quoted boolean are
    // wrong types, whichever way they are read.
    const wrong = onDemand.diagnostics.filter((d) => d.message.startsWith('expected'));
    expect(wrong.map((d) => d.path)).toEqual(
      expect.arrayContaining([
        'spec.supportedModelFormats[0].modelFormat.version',
        'spec.supportedModelFormats[0].quantization',
        'spec.supportedModelFormats[0].modelArchitecture',
        'spec.supportedModelFormats[0].autoSelect',
      ]),
    );
  });

  it('find every position the tree gives: spans, names, fields and entries', () => {
    // Objects of the whole-source parse, not hidden by a later definition in small.yaml.
    expect(onDemand.runtimes.map((r) => r.object.name)).toEqual(
      expect.arrayContaining(['srt-inner', 'srt-b-inner']),
    );
    expect(placed(onDemand.runtimes)).toEqual(placed(kept.runtimes));
    expect(placed(onDemand.models)).toEqual(placed(kept.models));
    expect(placed(onDemand.inferenceServices)).toEqual(placed(kept.inferenceServices));
  });
});

describe('ReparsedOrigin', () => {
  const at = (document: number, item: number | undefined, offset: number): ObjectOrigin => ({
    source: '',
    document,
    ...(item === undefined ? {} : { item }),
    loadOrder: 0,
    span: {
      start: { line: 1, column: 1, offset },
      end: { line: 4, column: 1, offset: offset + 30 },
    },
    nameSpan: {
      start: { line: 3, column: 9, offset: offset + 20 },
      end: { line: 3, column: 12, offset: offset + 23 },
    },
    fields: {},
    entries: [],
  });
  // Three objects of one chunk that only their document, item and start tell apart.
  const found = at(1, 2, 0);
  const others = [at(1, 2, 40), at(1, undefined, 0), at(2, 2, 0)];

  it('parses its chunk again only when a position is first asked for, and once for all', () => {
    const redecode = vi.fn((_text: string) => ({
      runtimes: [...others, found].map((origin) => ({ object: {}, origin })),
      models: [],
      inferenceServices: [],
      acceleratorClasses: [],
    }));
    const chunk = new ReparsedChunk('the chunk', redecode);
    const origin = new ReparsedOrigin({ source: '', document: 1, item: 2 }, chunk, 0);
    const neighbour = new ReparsedOrigin({ source: '', document: 1, item: 2 }, chunk, 40);
    expect(origin.item).toBe(2);
    expect(redecode).not.toHaveBeenCalled();
    expect(origin.nameSpan).toBe(found.nameSpan);
    expect(origin.fields).toBe(found.fields);
    expect(origin.entries).toBe(found.entries);
    expect(neighbour.nameSpan).toBe(others[0]!.nameSpan);
    expect(redecode).toHaveBeenCalledTimes(1);
    expect(redecode).toHaveBeenCalledWith('the chunk');
  });
});

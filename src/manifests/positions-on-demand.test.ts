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

const where = (origin: ObjectOrigin) => ({
  source: origin.source,
  document: origin.document,
  item: origin.item,
  loaded: origin.loaded,
  span: origin.span,
  nameSpan: origin.nameSpan,
  fields: origin.fields,
  entries: origin.entries,
});

const placed = (located: readonly Located<unknown>[]) =>
  located.map(({ object, origin }) => ({ object, origin: where(origin) }));

describe('positions on demand', () => {
  const sources = [
    { name: 'cluster.yaml', text: CLUSTER + EXTRA + NESTED },
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
    loaded: 0,
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

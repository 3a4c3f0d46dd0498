import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explainRanking } from '../engine';
import { isResolveError, loadManifests, resolveQuestion } from '../manifests';
import { selectionOutline } from './outline';
import { removeParts, stripUnread, unreadParts } from './unread-parts';

const CATALOG = fileURLToPath(new URL('../../testdata/ome/', import.meta.url));
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir)
    .flatMap((n) => {
      const path = join(dir, n);
      return statSync(path).isDirectory() ? yamlFiles(path) : n.endsWith('.yaml') ? [path] : [];
    })
    .sort();
const files = yamlFiles(CATALOG);
const catalogText = files
  .filter((f) => !f.endsWith('list-cluster.yaml'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n---\n');

/** Every model's ranking, as a user sees it: rows with score, place, reason and findings. */
function rankings(text: string) {
  const set = loadManifests([{ name: 'catalog', text }]);
  return set.models.map(({ object }) => {
    const resolved = resolveQuestion(
      set,
      { kind: 'model', name: object.name, namespace: 'default' },
      '1.3',
    );
    if (isResolveError(resolved)) return [object.name, resolved];
    const e = explainRanking(resolved.input);
    return [
      object.name,
      e.selected?.name ?? null,
      e.error,
      e.rows.map((r) => [r.name, r.rank, r.score, r.placement, r.reason, r.findings]),
    ];
  });
}

describe('leaving out what selection does not read, on OME catalog manifests', () => {
  it('ranks every model of the catalog exactly as the full text does', () => {
    const stripped = stripUnread(catalogText);
    expect(stripped.length).toBeLessThan(catalogText.length / 4);
    expect(rankings(stripped)).toEqual(rankings(catalogText));
  }, 60_000);

  it('needs no document kept as written: the field list covers what the decoders read', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(stripUnread(text), relative(CATALOG, file)).toBe(removeParts(text, unreadParts(text)));
    }
  }, 60_000);

  it('keeps a kubectl List ranking the same, without managedFields, status and annotations', () => {
    const list = readFileSync(join(CATALOG, 'list-cluster.yaml'), 'utf8');
    const stripped = stripUnread(list);
    expect(stripped).not.toMatch(/managedFields|last-applied-configuration|status:|engineConfig/);
    expect(rankings(stripped)).toEqual(rankings(list));
  });

  it('leaves the read fields byte-for-byte, comments included', () => {
    const text = readFileSync(
      join(CATALOG, 'config/runtimes/srt/meta/llama-3-2-3b-instruct-pd-rt.yaml'),
      'utf8',
    );
    const lines = text.split('\n');
    // Lines 1-16: up to the entry's priority; 19-21: modelSizeRange. protocolVersions, the three
    // configs (with the commented-out affinity inside decoderConfig) go.
    const kept = [...lines.slice(0, 16), ...lines.slice(18, 21), ''].join('\n');
    expect(lines[18]).toBe('  modelSizeRange:');
    expect(stripUnread(text)).toBe(kept);
  });
});

describe('unread parts', () => {
  it('are the topmost unread keys, whole lines, with their lines', () => {
    const text = [
      'apiVersion: ome.io/v1beta1',
      'kind: ClusterServingRuntime',
      'metadata:',
      '  name: rt',
      '  labels:',
      '    team: a',
      'spec:',
      '  # which models',
      '  supportedModelFormats:',
      '    - modelFormat: {name: safetensors}',
      '  engineConfig:',
      '    annotations:',
      '      ome.io/deploymentMode: RawDeployment',
      '      prometheus.io/port: "8080"',
      '    runner:',
      '      image: x',
      '  routerConfig: {runner: {image: y}}',
      '',
    ].join('\n');
    expect(unreadParts(text).map((p) => [p.path, p.startLine, p.endLine])).toEqual([
      ['metadata.labels', 5, 6],
      ['spec.engineConfig.annotations.prometheus.io/port', 14, 14],
      ['spec.engineConfig.runner', 15, 16],
      ['spec.routerConfig', 17, 17],
    ]);
    expect(stripUnread(text)).toBe(
      [
        'apiVersion: ome.io/v1beta1',
        'kind: ClusterServingRuntime',
        'metadata:',
        '  name: rt',
        'spec:',
        '  # which models',
        '  supportedModelFormats:',
        '    - modelFormat: {name: safetensors}',
        '  engineConfig:',
        '    annotations:',
        '      ome.io/deploymentMode: RawDeployment',
        '',
      ].join('\n'),
    );
  });

  it("keep an InferenceService's engine present when none of its fields is read", () => {
    const text = [
      'apiVersion: ome.io/v1beta1',
      'kind: InferenceService',
      'metadata: {name: svc, namespace: ns}',
      'spec:',
      '  model:',
      '    name: m',
      '  engine:',
      '    minReplicas: 1',
      '    maxReplicas: 1',
      '',
    ].join('\n');
    expect(stripUnread(text)).toBe(
      [
        'apiVersion: ome.io/v1beta1',
        'kind: InferenceService',
        'metadata: {name: svc, namespace: ns}',
        'spec:',
        '  model:',
        '    name: m',
        '  engine: {}',
        '',
      ].join('\n'),
    );
  });

  it('leave documents with aliases, other kinds and broken YAML as written', () => {
    const aliased =
      'kind: ClusterBaseModel\nmetadata: {name: m}\nspec:\n  storage: &s {a: 1}\n  x: *s\n';
    const namespace = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: a\n  labels: {x: y}\n';
    const broken = 'kind: ClusterBaseModel\nspec:\n  storage: [\n';
    for (const text of [aliased, namespace, broken]) expect(stripUnread(text)).toBe(text);
  });

  it('keep a document whose unread part would hide an error from the decoder', () => {
    // annotations are read as strings: a number there is an error that must stay.
    const text =
      'apiVersion: ome.io/v1beta1\nkind: ClusterBaseModel\nmetadata:\n  name: m\n  annotations:\n    count: 3\nspec:\n  modelFormat: {name: safetensors}\n';
    expect(unreadParts(text).map((p) => p.path)).toEqual(['metadata.annotations']);
    expect(stripUnread(text)).toBe(text);
  });
});

describe('selection outline', () => {
  it('lists each object with the lines of the fields selection reads', () => {
    const text = readFileSync(join(CATALOG, 'config/samples/isvc/Qwen/qwen3-8b.yaml'), 'utf8');
    const runtime = readFileSync(
      join(CATALOG, 'config/runtimes/srt/Qwen/Qwen2.5-32B-Instruct-rt.yaml'),
      'utf8',
    );
    expect(selectionOutline(`${text}---\n${runtime}`)).toEqual([
      {
        kind: 'InferenceService',
        name: 'qwen3-8b',
        line: 8,
        fields: [
          { name: 'model', line: 14 },
          { name: 'runtime', line: 16 },
        ],
      },
      {
        kind: 'ClusterServingRuntime',
        name: 'srt-qwen2-5-32b-instruct',
        line: 25,
        fields: [
          { name: 'disabled', line: 30 },
          { name: 'supportedModelFormats', line: 31 },
          { name: 'modelSizeRange', line: 44 },
        ],
      },
    ]);
  });
});

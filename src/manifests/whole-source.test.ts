/**
 * A first load parses a large source in one js-yaml call and hands each document to its chunk;
 * an edit parses only the changed chunks, one call each. Both must give exactly the same objects,
 * positions and diagnostics, whatever the source holds.
 */
import { describe, expect, it } from 'vitest';
import { createManifestCache, loadManifests } from './load';
import type { ManifestSet } from './types';

const runtime = (name: string, extra = '') =>
  `kind: ClusterServingRuntime\nmetadata:\n  name: ${name}\nspec:\n  supportedModelFormats:\n    - &f${name} {modelFormat: {name: safetensors}, priority: 2}\n    - *f${name}\n${extra}`;

/** Everything a consumer reads of a set, origins included (their getters are not own fields). */
const view = (set: ManifestSet) => ({
  runtimes: set.runtimes.map(({ object, origin }) => ({
    object,
    document: origin.document,
    item: origin.item,
    span: origin.span,
    nameSpan: origin.nameSpan,
    fields: origin.fields,
    entries: origin.entries,
  })),
  models: set.models.map(({ object, origin }) => [object, origin.document, origin.span]),
  diagnostics: set.diagnostics,
});

/** Loads `text` so that every chunk is parsed on its own: one more document per step. */
function loadChunkByChunk(text: string): ManifestSet {
  const cache = createManifestCache();
  const parts = text.split(/(?=^---)/m);
  let set = loadManifests([{ name: 'in.yaml', text: parts[0]! }], {}, cache);
  for (let n = 2; n <= parts.length; n++)
    set = loadManifests([{ name: 'in.yaml', text: parts.slice(0, n).join('') }], {}, cache);
  return set;
}

const documents = [
  '# exported from a cluster\n',
  ...Array.from({ length: 10 }, (_, i) => `---\n${runtime(`r${i}`)}`),
  '---\n',
  '--- # an empty document with a comment\n',
  `---\n${runtime('dup')}  disabled: true\n  disabled: false\n`,
  `---\n${runtime('bad', '  disabled: maybe\n')}`,
  '---\nkind: List\nitems:\n- kind: ClusterBaseModel\n  metadata: {name: m}\n  spec: {modelFormat: {name: safetensors}}\n',
  `---\n${runtime('ended')}...\n`,
  `--- \n${runtime('last')}`,
];

describe('whole-source parse', () => {
  it('gives what parsing each document alone gives', () => {
    const text = documents.join('');
    const whole = loadManifests([{ name: 'in.yaml', text }]);
    expect(whole.runtimes.length).toBe(12);
    expect(whole.diagnostics.map((d) => [d.document, d.code])).toEqual([
      [13, 'yaml-duplicate-key'],
      [14, 'wrong-type'],
    ]);
    expect(view(whole)).toEqual(view(loadChunkByChunk(text)));
  });

  it('falls back to one parse per document on a syntax error, keeping the others', () => {
    const text = [...documents.slice(0, 6), '---\nkind: [\n', ...documents.slice(6)].join('');
    const whole = loadManifests([{ name: 'in.yaml', text }]);
    expect(whole.runtimes.length).toBe(12);
    expect(whole.diagnostics.find((d) => d.code === 'yaml-syntax')?.document).toBe(6);
    expect(view(whole)).toEqual(view(loadChunkByChunk(text)));
  });
});

/**
 * YAML merge keys through the manifests layer (src/yaml/merge-keys.ts reads them as kubectl
 * does): fields a merge brings are decoded where they are read, including whole mappings
 * (annotations); their problems point at the line the value is written on; a merge kubectl
 * refuses refuses its document with file, document and line, and the documents beside it load.
 */
import { describe, expect, it } from 'vitest';
import { diagnosticText } from './diagnostic-text';
import { loadManifests } from './load';
import { unknownFields } from './unknown-fields';

const load = (text: string) => loadManifests([{ name: 'input.yaml', text }]);

const RUNTIME = `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: merged
  annotations:
    <<: {ome.io/inherit-from: base-runtime}
spec:
  supportedModelFormats:
    - &e
      modelFormat: {name: safetensors, version: "1.0.0"}
      modelFramework: {name: transformers, version: "4.51.0"}
      autoSelect: false
      priority: 1
    - <<: *e
      autoSelect: true
`;

describe('merge keys in manifests', () => {
  it('decodes the fields a merge brings, and the keys written beside it', () => {
    const [runtime] = load(RUNTIME).runtimes;
    const entries = runtime!.object.supportedModelFormats;
    expect(entries[1]).toMatchObject({
      modelFormat: { name: 'safetensors', version: '1.0.0' },
      modelFramework: { name: 'transformers', version: '4.51.0' },
      autoSelect: true,
      priority: 1,
    });
    expect(runtime!.object.inheritFrom).toBe('base-runtime');
  });

  it("points at a merged field where it is written (the anchor's line), and shares its text", () => {
    const [runtime] = load(RUNTIME).runtimes;
    const entry = runtime!.origin.entries[1]!;
    expect(entry.priority?.start.line).toBe(13);
    // Editing the merged priority in place would change entry 0 too: no in-place edit.
    expect(entry.sharedAnchor).toBe('e');
    const bad = load(RUNTIME.replace('priority: 1', 'priority: high'));
    expect(bad.diagnostics.map(diagnosticText)).toEqual([
      'input.yaml: document 1, line 13: spec.supportedModelFormats[0].priority: expected an integer, got high',
      'input.yaml: document 1, line 13: spec.supportedModelFormats[1].priority: expected an integer, got high',
    ]);
  });

  it('a merge kubectl refuses refuses its document, with file, document and line', () => {
    const other = RUNTIME.replace('name: merged', 'name: fine');
    const refused = RUNTIME.replace('    - <<: *e', '    - <<: [*e, 3]');
    const set = load(`${other}---\n${refused}`);
    expect(set.runtimes.map((r) => r.object.name)).toEqual(['fine']);
    expect(set.diagnostics.map(diagnosticText)).toEqual([
      'input.yaml: document 2, line 30: merge key <<: expected a mapping, an alias of one, or a list of those (kubectl refuses anything else: "map merge requires map or sequence of maps as the value")',
    ]);
    expect(set.diagnostics[0]!.code).toBe('yaml-merge');
  });

  it('is not an unknown field', () => {
    const inline = RUNTIME.replace('    - <<: *e\n', '    - <<: {modelFormat: {name: onnx}}\n');
    expect(unknownFields(inline)).toEqual([]);
  });
});

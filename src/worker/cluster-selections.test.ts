/** The cluster-wide view of a set of manifests and the selections a what-if edit flips. */
import { describe, expect, it } from 'vitest';
import { flippedSelections } from '../engine';
import { loadManifests } from '../manifests';
import { clusterSelections } from './cluster-selections';

const MANIFESTS = `
kind: ClusterBaseModel
metadata: {name: llama}
spec:
  modelFormat: {name: safetensors}
  modelFramework: {name: transformers}
---
kind: BaseModel
metadata: {name: onnx-model, namespace: team-b}
spec:
  modelFormat: {name: onnx}
---
kind: ClusterServingRuntime
metadata: {name: vllm}
spec:
  supportedModelFormats:
    - {modelFormat: {name: safetensors}, modelFramework: {name: transformers}, autoSelect: true, priority: 1}
---
kind: ServingRuntime
metadata: {name: team-a-vllm, namespace: team-a}
spec:
  supportedModelFormats:
    - {modelFormat: {name: safetensors}, modelFramework: {name: transformers}, autoSelect: true}
---
kind: InferenceService
metadata: {name: chat, namespace: team-b}
spec:
  model: {name: llama}
`;

describe('clusterSelections', () => {
  it('gives every InferenceService and every model per namespace its pick', () => {
    const cells = clusterSelections(loadManifests([{ name: 'm', text: MANIFESTS }]));
    const picks = Object.fromEntries(cells.map((c) => [c.key, c.selected?.name ?? c.outcome]));
    expect(picks).toEqual({
      'isvc/team-b/chat': 'vllm',
      'model/team-a/llama': 'team-a-vllm',
      'model/team-b/llama': 'vllm',
      'model/team-b/onnx-model': 'no-runtime',
    });
  });

  it('says how each question ends: why a selection fails, what decided a pick', () => {
    const text = `${MANIFESTS}
---
kind: ClusterBaseModel
metadata: {name: unformatted}
spec: {}
---
kind: InferenceService
metadata: {name: orphan, namespace: team-b}
spec:
  model: {name: nowhere}
---
kind: ClusterServingRuntime
metadata: {name: vllm-twin}
spec:
  supportedModelFormats:
    - {modelFormat: {name: safetensors}, modelFramework: {name: transformers}, autoSelect: true, priority: 1}
`;
    const cells = clusterSelections(loadManifests([{ name: 'm', text }]));
    const ends = Object.fromEntries(
      cells.map((c) => [c.key, [c.outcome, c.failure, c.winsBy, c.qualifying]]),
    );
    expect(ends).toEqual({
      'isvc/team-b/chat': ['picks', null, 'name', 2],
      'isvc/team-b/orphan': ['not-found', null, null, 0],
      // A ServingRuntime in the namespace beats the cluster's whatever their scores.
      'model/team-a/llama': ['picks', null, 'scope', 3],
      'model/team-b/llama': ['picks', null, 'name', 2],
      'model/team-b/onnx-model': ['no-runtime', null, null, 0],
      'model/team-a/unformatted': ['fails', 'model-format-missing', null, 0],
      'model/team-b/unformatted': ['fails', 'model-format-missing', null, 0],
    });
    const alone = clusterSelections(loadManifests([{ name: 'm', text: MANIFESTS }]));
    expect(alone.find((c) => c.key === 'isvc/team-b/chat')?.winsBy).toBe('only');
  });

  it('answers an InferenceService that names its runtime with what OME does with that one', () => {
    const named = (name: string, runtime: string, model = 'llama') => `---
kind: InferenceService
metadata: {name: ${name}, namespace: team-b}
spec:
  model: {name: ${model}}
  runtime: {name: ${runtime}}
`;
    const text = `${MANIFESTS}
---
kind: ClusterServingRuntime
metadata: {name: by-hand}
spec:
  supportedModelFormats:
    - {modelFormat: {name: safetensors}, autoSelect: false}
---
kind: ClusterServingRuntime
metadata: {name: switched-off}
spec:
  disabled: true
  supportedModelFormats:
    - {modelFormat: {name: safetensors}, autoSelect: true}
---
kind: ClusterServingRuntime
metadata: {name: onnx-only}
spec:
  supportedModelFormats:
    - {modelFormat: {name: onnx}, autoSelect: true}
---
kind: ClusterBaseModel
metadata: {name: unformatted}
spec: {}
${named('by-hand', 'by-hand')}${named('gone', 'nowhere')}${named('switched-off', 'switched-off')}${named('onnx', 'onnx-only')}${named('unformatted', 'vllm', 'unformatted')}`;
    const ends = (omeVersion: '1.3' | '1.2.2') =>
      Object.fromEntries(
        clusterSelections(loadManifests([{ name: 'm', text }]), omeVersion)
          .filter((c) => c.named)
          .map((c) => [c.name, [c.outcome, c.selected?.name ?? c.failure]]),
      );
    expect(ends('1.3')).toEqual({
      // Ranking would pick vllm; OME uses the runtime named, which need not auto-select.
      'by-hand': ['uses-named', 'by-hand'],
      gone: ['refuses-named', 'runtime-not-found'],
      'switched-off': ['refuses-named', 'runtime-disabled'],
      // v1.3 proceeds with a warning when the named runtime does not support the model.
      onnx: ['uses-named', 'onnx-only'],
      // OME validates the model before it looks the runtime up.
      unformatted: ['fails', 'model-format-missing'],
    });
    expect(ends('1.2.2').onnx).toEqual(['refuses-named', 'runtime-incompatible']);
  });

  it('finds the selections an edit flips', () => {
    const before = clusterSelections(loadManifests([{ name: 'm', text: MANIFESTS }]));
    const edited = MANIFESTS.replace(
      'kind: ServingRuntime\nmetadata: {name: team-a-vllm, namespace: team-a}',
      'kind: ServingRuntime\nmetadata: {name: team-a-vllm, namespace: team-b}',
    );
    const after = clusterSelections(loadManifests([{ name: 'm', text: edited }]));
    expect([...flippedSelections(before, after)].sort()).toEqual([
      'isvc/team-b/chat',
      'model/team-b/llama',
    ]);
  });

  it('ranks the runtimes as they stand in the namespace: a later definition replaces an earlier one', () => {
    // The unnamespaced ServingRuntime is applied into team-a, where the later one of its name
    // replaces it; that one does not auto-select, so nothing qualifies there.
    const text = `
kind: ClusterBaseModel
metadata: {name: llama}
spec:
  modelFormat: {name: safetensors}
---
kind: ServingRuntime
metadata: {name: shared}
spec:
  supportedModelFormats:
    - {modelFormat: {name: safetensors}, autoSelect: true, priority: 9}
---
kind: ServingRuntime
metadata: {name: shared, namespace: team-a}
spec:
  supportedModelFormats:
    - {modelFormat: {name: safetensors}, autoSelect: false}
`;
    const cells = clusterSelections(loadManifests([{ name: 'm', text }]));
    expect(cells.map((c) => [c.key, c.selected?.name ?? c.outcome])).toEqual([
      ['model/team-a/llama', 'no-runtime'],
    ]);
  });
});

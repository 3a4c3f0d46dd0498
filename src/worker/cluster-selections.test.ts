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
    const picks = Object.fromEntries(cells.map((c) => [c.key, c.selected?.name ?? c.problem]));
    expect(picks).toEqual({
      'isvc/team-b/chat': 'vllm',
      'model/team-a/llama': 'team-a-vllm',
      'model/team-b/llama': 'vllm',
      'model/team-b/onnx-model': 'no runtime qualifies',
    });
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
    expect(cells.map((c) => [c.key, c.selected?.name ?? c.problem])).toEqual([
      ['model/team-a/llama', 'no runtime qualifies'],
    ]);
  });
});

/** The cluster-wide matrix and the selections a what-if edit flips. */
import { describe, expect, it } from 'vitest';
import { loadManifests } from './load';
import { flippedSelections, selectionMatrix } from './matrix';

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

describe('selectionMatrix', () => {
  it('gives every InferenceService and every model per namespace its pick', () => {
    const cells = selectionMatrix(loadManifests([{ name: 'm', text: MANIFESTS }]));
    const picks = Object.fromEntries(cells.map((c) => [c.key, c.selected?.name ?? c.problem]));
    expect(picks).toEqual({
      'isvc/team-b/chat': 'vllm',
      'model/team-a/llama': 'team-a-vllm',
      'model/team-b/llama': 'vllm',
      'model/team-b/onnx-model': 'no runtime qualifies',
    });
  });

  it('finds the selections an edit flips', () => {
    const before = selectionMatrix(loadManifests([{ name: 'm', text: MANIFESTS }]));
    const edited = MANIFESTS.replace(
      'kind: ServingRuntime\nmetadata: {name: team-a-vllm, namespace: team-a}',
      'kind: ServingRuntime\nmetadata: {name: team-a-vllm, namespace: team-b}',
    );
    const after = selectionMatrix(loadManifests([{ name: 'm', text: edited }]));
    expect([...flippedSelections(before, after)].sort()).toEqual([
      'isvc/team-b/chat',
      'model/team-b/llama',
    ]);
  });
});

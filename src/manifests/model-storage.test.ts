import { describe, expect, it } from 'vitest';
import { loadManifests } from './load';
import { lacksAgentFields, modelFolderCandidates, modelStorage } from './model-storage';

describe('modelFolderCandidates', () => {
  it.each([
    [
      { path: '/raid/models/meta/Llama-3.2-3B', storageUri: 'hf://meta-llama/Llama-3.2-3B' },
      [
        'raid/models/meta/Llama-3.2-3B',
        'meta-llama/Llama-3.2-3B',
        'meta/Llama-3.2-3B',
        'Llama-3.2-3B',
      ],
    ],
    [{ path: null, storageUri: 'hf://org/name@main' }, ['org/name']],
    [{ path: null, storageUri: 'oci://registry/x' }, []],
    [{ path: '/models/x', storageUri: 'hf://models/x' }, ['models/x', 'x']],
    // A path that would leave DIR is never looked up.
    [{ path: '/raid/../../etc', storageUri: 'hf://../../etc' }, []],
    [{ path: '/', storageUri: null }, []],
  ])('%j → %j', (storage, expected) => {
    expect(modelFolderCandidates(storage)).toEqual(expected);
  });
});

describe('modelStorage', () => {
  const text = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: m
spec:
  vendor: acme
  storage:
    storageUri: hf://acme/m
    path: /raid/models/acme/m
---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: llama
spec:
  modelFormat: {name: safetensors}
  modelFramework: {name: transformers}
  modelArchitecture: LlamaForCausalLM
  modelParameterSize: 8B
`;
  const sources = [{ name: 'models.yaml', text }];
  const set = loadManifests(sources);

  it('reads spec.storage from the model’s own document', () => {
    expect(modelStorage(sources, set.models[0]!.origin)).toEqual({
      path: '/raid/models/acme/m',
      storageUri: 'hf://acme/m',
    });
    expect(modelStorage(sources, set.models[1]!.origin)).toEqual({ path: null, storageUri: null });
  });

  it('a model lacks the agent’s fields when any of them is not written', () => {
    expect(set.models.map((m) => lacksAgentFields(m.object))).toEqual([true, false]);
  });
});

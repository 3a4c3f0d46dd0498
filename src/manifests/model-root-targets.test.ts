/** modelRootTargets and modelPlaces: which models a folder of models fills, and where it writes. */
import { describe, expect, it } from 'vitest';
import { loadManifests } from './load';
import { modelPlaces } from './model-files-fill';
import { modelRootTargets } from './model-root-targets';

const model = (kind: string, name: string, spec: string, namespace = '') => `---
apiVersion: ome.io/v1beta1
kind: ${kind}
metadata:
  name: ${name}${namespace === '' ? '' : `\n  namespace: ${namespace}`}
spec:
${spec}`;

const FILLED =
  '  modelFormat: {name: safetensors}\n  modelFramework: {name: transformers}\n  modelArchitecture: A\n  modelParameterSize: 1B\n';

describe('modelRootTargets', () => {
  it('each name once, in order, where its first object lacking fields says; filled models are not targets', () => {
    const text = [
      model('ClusterBaseModel', 'done', `${FILLED}  storage:\n    storageUri: hf://a/done\n`),
      // The filled copy comes first: the one lacking fields decides where to look.
      model('BaseModel', 'twice', `${FILLED}  storage:\n    path: /m/filled/twice\n`, 'a'),
      model('BaseModel', 'twice', '  storage:\n    path: /m/empty/twice\n', 'b'),
      model('BaseModel', 'twice', '  storage:\n    path: /m/other/twice\n', 'c'),
      model('ClusterBaseModel', 'half', '  modelFormat: {name: safetensors}\n'),
    ].join('');
    const sources = [{ name: 's', text }];
    expect(modelRootTargets(sources, loadManifests(sources))).toEqual([
      {
        model: 'twice',
        candidates: ['m/empty/twice', 'empty/twice', 'twice'],
        agentSkips: false,
      },
      { model: 'half', candidates: [], agentSkips: false },
    ]);
  });

  it('a model OME’s agent skips is a target marked so', () => {
    const text = model('ClusterBaseModel', 'skip', '  vendor: x\n').replace(
      'metadata:\n',
      'metadata:\n  annotations:\n    ome.oracle.com/skip-config-parsing: "TRUE"\n',
    );
    const sources = [{ name: 's', text }];
    expect(modelRootTargets(sources, loadManifests(sources))).toEqual([
      { model: 'skip', candidates: [], agentSkips: true },
    ]);
  });
});

describe('modelPlaces', () => {
  it('every object of the name: its spec fields, or null for a flow-style spec', () => {
    const text = [
      model('BaseModel', 'm', '  vendor: x\n  modelArchitecture: A\n', 'a'),
      model('BaseModel', 'm', '', 'b').replace('spec:\n', 'spec: {vendor: y}\n'),
      model('BaseModel', 'other', '  vendor: z\n'),
    ].join('');
    const sources = [{ name: 's', text }];
    const places = modelPlaces(sources, loadManifests(sources), 'm');
    expect(places).toHaveLength(2);
    expect(places.map((p) => p.source)).toEqual(['s', 's']);
    expect(Object.keys(places[0]!.spec ?? {})).toEqual(
      expect.arrayContaining(['spec', 'spec.modelArchitecture']),
    );
    expect(places[1]!.spec).toBeNull();
    expect(places.every((p) => !p.agentSkips)).toBe(true);
  });
});

/** BaseModel / ClusterBaseModel → engine `BaseModel` (runtime-selection.md §1.2). */
import type { BaseModel, ModelKind } from '../engine/types';
import { readDiffusionPipeline, readMetadata } from './decode-common';
import type { MapNode, NodeReader } from './reader';

export function decodeModel(r: NodeReader, root: MapNode, kind: ModelKind): BaseModel | null {
  const metadata = readMetadata(r, root);
  const spec = r.map(root, 'spec', 'spec');
  const format = r.map(spec, 'modelFormat', 'spec.modelFormat');
  const framework = r.map(spec, 'modelFramework', 'spec.modelFramework');
  const model: BaseModel = {
    kind,
    name: metadata?.name ?? '',
    namespace: kind === 'BaseModel' ? (metadata?.namespace ?? null) : null,
    // An absent modelFormat is an empty struct in Go: selection then fails with OME's own error.
    modelFormat: {
      name: r.string(format, 'name', 'spec.modelFormat.name') ?? '',
      version: r.string(format, 'version', 'spec.modelFormat.version'),
    },
    modelFramework:
      framework === null
        ? null
        : {
            name: r.string(framework, 'name', 'spec.modelFramework.name') ?? '',
            version: r.string(framework, 'version', 'spec.modelFramework.version'),
          },
    modelArchitecture: r.string(spec, 'modelArchitecture', 'spec.modelArchitecture'),
    quantization: r.string(spec, 'quantization', 'spec.quantization'),
    diffusionPipeline: readDiffusionPipeline(r, spec, 'spec.diffusionPipeline'),
    modelParameterSize: r.string(spec, 'modelParameterSize', 'spec.modelParameterSize'),
    disabled: r.boolean(spec, 'disabled', 'spec.disabled'),
    distribution: r.string(spec, 'distribution', 'spec.distribution'),
  };
  return metadata === null || r.rejected ? null : model;
}

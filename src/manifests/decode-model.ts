/** BaseModel / ClusterBaseModel → engine `BaseModel` (docs/selection-rules.md §1.2). */
import type { BaseModel, ModelKind } from '../engine/types';
import { decodeObject, nameAndNamespace, readDiffusionPipeline } from './decode-common';
import type { NodeReader } from './node-reader';
import type { YamlMap } from '../yaml';

export function decodeModel(r: NodeReader, root: YamlMap, kind: ModelKind): BaseModel | null {
  return decodeObject(r, root, (metadata, spec): BaseModel => {
    const format = r.map(spec, 'modelFormat', 'spec');
    const framework = r.map(spec, 'modelFramework', 'spec');
    return {
      kind,
      ...nameAndNamespace(metadata, kind === 'BaseModel'),
      // An absent modelFormat is an empty struct in Go: selection then fails with OME's own error.
      modelFormat: {
        name: r.string(format, 'name', 'spec.modelFormat') ?? '',
        version: r.string(format, 'version', 'spec.modelFormat'),
      },
      modelFramework:
        framework === null
          ? null
          : {
              name: r.string(framework, 'name', 'spec.modelFramework') ?? '',
              version: r.string(framework, 'version', 'spec.modelFramework'),
            },
      modelArchitecture: r.string(spec, 'modelArchitecture', 'spec'),
      quantization: r.string(spec, 'quantization', 'spec'),
      diffusionPipeline: readDiffusionPipeline(r, spec, 'spec'),
      modelParameterSize: r.string(spec, 'modelParameterSize', 'spec'),
      disabled: r.boolean(spec, 'disabled', 'spec'),
      distribution: r.string(spec, 'distribution', 'spec'),
    };
  });
}

/** InferenceService → engine `InferenceService` (docs/selection-rules.md §1.3). */
import type { InferenceService } from '../engine/types';
import { readMetadata } from './decode-common';
import type { NodeReader } from './node-reader';
import type { YamlMap } from '../yaml';

const ACCELERATOR_CLASS_ANNOTATION = 'ome.io/accelerator-class';
const DEPLOYMENT_MODE_ANNOTATION = 'ome.io/deploymentMode';

function readComponent(r: NodeReader, spec: YamlMap | null, key: 'engine' | 'decoder') {
  const node = r.map(spec, key, 'spec');
  const override = r.map(node, 'acceleratorOverride', `spec.${key}`);
  const annotations = r.stringMap(node, 'annotations', `spec.${key}`);
  return {
    present: node !== null,
    acceleratorClass: r.string(override, 'acceleratorClass', `spec.${key}.acceleratorOverride`),
    deploymentMode: annotations?.[DEPLOYMENT_MODE_ANNOTATION] ?? null,
  };
}

/** A missing metadata.namespace is "": resolution puts it in the simulated namespace, as `kubectl apply -n` would. */
export function decodeInferenceService(r: NodeReader, root: YamlMap): InferenceService | null {
  const metadata = readMetadata(r, root);
  const spec = r.map(root, 'spec', '');
  const model = r.map(spec, 'model', 'spec');
  const runtime = r.map(spec, 'runtime', 'spec');
  const selector = r.map(spec, 'acceleratorSelector', 'spec');
  const engine = readComponent(r, spec, 'engine');
  const decoder = readComponent(r, spec, 'decoder');
  const isvc: InferenceService = {
    name: metadata?.name ?? '',
    namespace: metadata?.namespace ?? '',
    modelName: model === null ? null : (r.string(model, 'name', 'spec.model') ?? ''),
    runtime:
      runtime === null
        ? null
        : {
            name: r.string(runtime, 'name', 'spec.runtime') ?? '',
            kind: r.string(runtime, 'kind', 'spec.runtime'),
          },
    acceleratorClassAnnotation: metadata?.annotations[ACCELERATOR_CLASS_ANNOTATION] ?? null,
    acceleratorSelectorClass: r.string(selector, 'acceleratorClass', 'spec.acceleratorSelector'),
    engineAcceleratorClass: engine.acceleratorClass,
    decoderAcceleratorClass: decoder.acceleratorClass,
    hasEngine: engine.present,
    hasDecoder: decoder.present,
    engineDeploymentMode: engine.deploymentMode,
    decoderDeploymentMode: decoder.deploymentMode,
    deploymentMode: r.string(spec, 'deploymentMode', 'spec'),
  };
  return metadata === null || r.rejected ? null : isvc;
}

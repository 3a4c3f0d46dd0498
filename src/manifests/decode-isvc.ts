/** InferenceService → engine `InferenceService` (runtime-selection.md §1.3). */
import type { InferenceService } from '../engine/types';
import { readMetadata } from './decode-common';
import type { MapNode, NodeReader } from './reader';

const ACCELERATOR_CLASS_ANNOTATION = 'ome.io/accelerator-class';
const DEPLOYMENT_MODE_ANNOTATION = 'ome.io/deploymentMode';

function readComponent(r: NodeReader, spec: MapNode | null, key: 'engine' | 'decoder') {
  const node = r.map(spec, key, `spec.${key}`);
  const override = r.map(node, 'acceleratorOverride', `spec.${key}.acceleratorOverride`);
  const annotations = r.stringMap(node, 'annotations', `spec.${key}.annotations`);
  return {
    present: node !== null,
    acceleratorClass: r.string(
      override,
      'acceleratorClass',
      `spec.${key}.acceleratorOverride.acceleratorClass`,
    ),
    deploymentMode: annotations?.[DEPLOYMENT_MODE_ANNOTATION] ?? null,
  };
}

/** A missing metadata.namespace is "": resolution puts it in the simulated namespace, as `kubectl apply -n` would. */
export function decodeInferenceService(r: NodeReader, root: MapNode): InferenceService | null {
  const metadata = readMetadata(r, root);
  const spec = r.map(root, 'spec', 'spec');
  const model = r.map(spec, 'model', 'spec.model');
  const runtime = r.map(spec, 'runtime', 'spec.runtime');
  const selector = r.map(spec, 'acceleratorSelector', 'spec.acceleratorSelector');
  const engine = readComponent(r, spec, 'engine');
  const decoder = readComponent(r, spec, 'decoder');
  const isvc: InferenceService = {
    name: metadata?.name ?? '',
    namespace: metadata?.namespace ?? '',
    modelName: model === null ? null : (r.string(model, 'name', 'spec.model.name') ?? ''),
    runtime:
      runtime === null
        ? null
        : {
            name: r.string(runtime, 'name', 'spec.runtime.name') ?? '',
            kind: r.string(runtime, 'kind', 'spec.runtime.kind'),
          },
    acceleratorClassAnnotation: metadata?.annotations[ACCELERATOR_CLASS_ANNOTATION] ?? null,
    acceleratorSelectorClass: r.string(
      selector,
      'acceleratorClass',
      'spec.acceleratorSelector.acceleratorClass',
    ),
    engineAcceleratorClass: engine.acceleratorClass,
    decoderAcceleratorClass: decoder.acceleratorClass,
    hasEngine: engine.present,
    hasDecoder: decoder.present,
    engineDeploymentMode: engine.deploymentMode,
    decoderDeploymentMode: decoder.deploymentMode,
    deploymentMode: r.string(spec, 'deploymentMode', 'spec.deploymentMode'),
  };
  return metadata === null || r.rejected ? null : isvc;
}

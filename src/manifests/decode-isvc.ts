/** InferenceService → engine `InferenceService` (docs/selection-rules.md §1.3, §A1). */
import type { InferenceService } from '../engine/types';
import { componentPlacement, selectorFrom } from './decode-accelerator-selector';
import { decodeObject } from './decode-common';
import type { NodeReader } from './node-reader';
import type { YamlMap } from '../yaml';

const ACCELERATOR_CLASS_ANNOTATION = 'ome.io/accelerator-class';
const DEPLOYMENT_MODE_ANNOTATION = 'ome.io/deploymentMode';

function readComponent(r: NodeReader, spec: YamlMap | null, key: 'engine' | 'decoder') {
  const at = `spec.${key}`;
  const node = r.map(spec, key, 'spec');
  const override = r.map(node, 'acceleratorOverride', at);
  const annotations = r.stringMap(node, 'annotations', at);
  const acceleratorOverride = selectorFrom(r, override, `${at}.acceleratorOverride`);
  const placement = node === null ? null : componentPlacement(r, node, at, acceleratorOverride);
  return {
    placement,
    acceleratorClass: placement?.acceleratorOverride?.acceleratorClass ?? null,
    deploymentMode: annotations?.[DEPLOYMENT_MODE_ANNOTATION] ?? null,
  };
}

/** A missing metadata.namespace is "": resolution puts it in the simulated namespace, as `kubectl apply -n` would. */
export function decodeInferenceService(r: NodeReader, root: YamlMap): InferenceService | null {
  return decodeObject(r, root, (metadata, spec): InferenceService => {
    const model = r.map(spec, 'model', 'spec');
    const runtime = r.map(spec, 'runtime', 'spec');
    const selectorNode = r.map(spec, 'acceleratorSelector', 'spec');
    const engine = readComponent(r, spec, 'engine');
    const decoder = readComponent(r, spec, 'decoder');
    // Read in this order: problems are listed in the order their fields are read.
    const modelName = model === null ? null : (r.string(model, 'name', 'spec.model') ?? '');
    const runtimeRef =
      runtime === null
        ? null
        : {
            name: r.string(runtime, 'name', 'spec.runtime') ?? '',
            kind: r.string(runtime, 'kind', 'spec.runtime'),
          };
    const selector = selectorFrom(r, selectorNode, 'spec.acceleratorSelector');
    return {
      name: metadata?.name ?? '',
      namespace: metadata?.namespace ?? '',
      modelName,
      runtime: runtimeRef,
      acceleratorClassAnnotation: metadata?.annotations[ACCELERATOR_CLASS_ANNOTATION] ?? null,
      acceleratorSelectorClass: selector?.acceleratorClass ?? null,
      engineAcceleratorClass: engine.acceleratorClass,
      decoderAcceleratorClass: decoder.acceleratorClass,
      hasEngine: engine.placement !== null,
      hasDecoder: decoder.placement !== null,
      engineDeploymentMode: engine.deploymentMode,
      decoderDeploymentMode: decoder.deploymentMode,
      deploymentMode: r.string(spec, 'deploymentMode', 'spec'),
      acceleratorSelector: selector,
      engine: engine.placement,
      decoder: decoder.placement,
    };
  });
}

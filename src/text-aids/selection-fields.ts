/**
 * The fields runtime selection and the accelerator class decision read, per kind: what the
 * decoders read (src/manifests/decode-*.ts), as one tree. Everything else in a manifest
 * (engineConfig's runner, volumes and probes, routerConfig, storage, status…) is for deploying,
 * not for choosing a runtime or a class. The editor folds
 * those parts and a share link can leave them out. `unread-parts.test.ts` checks that leaving them
 * out never changes what is decoded, and src/ui/editor/ome-schema.test.ts that the editor's schema
 * describes these fields and no others.
 */

/** `true`: the whole subtree is read. A tree: only the keys named are read below this key. */
export type FieldTree = { readonly [key: string]: FieldTree | true };

/** A container whose presence is read even when none of its fields are (spec.engine, spec.decoder). */
export const PRESENCE = Symbol('presence');
export type PresenceTree = FieldTree & { readonly [PRESENCE]?: true };

const DEPLOYMENT_MODE = { 'ome.io/deploymentMode': true } as const;

const metadata = (annotations: FieldTree): FieldTree => ({
  name: true,
  namespace: true,
  annotations,
});

const RUNTIME: FieldTree = {
  apiVersion: true,
  kind: true,
  metadata: metadata({ 'ome.io/inherit-from': true }),
  spec: {
    disabled: true,
    supportedModelFormats: true,
    modelSizeRange: true,
    acceleratorRequirements: { acceleratorClasses: true },
    engineConfig: { annotations: DEPLOYMENT_MODE },
    decoderConfig: { annotations: DEPLOYMENT_MODE },
  },
};

const MODEL: FieldTree = {
  apiVersion: true,
  kind: true,
  metadata: metadata({}),
  spec: {
    disabled: true,
    modelFormat: true,
    modelFramework: true,
    modelArchitecture: true,
    modelParameterSize: true,
    quantization: true,
    diffusionPipeline: true,
    distribution: true,
  },
};

/** A component: what ranking reads, and where OME merges the chosen class (§A6). */
const component: PresenceTree = {
  [PRESENCE]: true,
  acceleratorOverride: true,
  annotations: DEPLOYMENT_MODE,
  nodeSelector: true,
  affinity: true,
  runner: { resources: true },
};

const INFERENCE_SERVICE: FieldTree = {
  apiVersion: true,
  kind: true,
  metadata: metadata({ 'ome.io/accelerator-class': true }),
  spec: {
    model: { name: true },
    runtime: true,
    acceleratorSelector: true,
    engine: component,
    decoder: component,
    deploymentMode: true,
  },
};

/** A cluster-scoped object: its metadata is only its name. */
const ACCELERATOR_CLASS: FieldTree = {
  apiVersion: true,
  kind: true,
  metadata: { name: true },
  spec: {
    vendor: true,
    family: true,
    model: true,
    discovery: true,
    capabilities: {
      memoryGB: true,
      computeCapability: true,
      memoryBandwidthGBps: true,
      features: true,
      performance: { fp32Tflops: true, fp16Tflops: true, int8Tops: true, int4Tops: true },
    },
    resources: true,
    cost: true,
  },
};

/** What selection reads of an object of `kind`; null for kinds it ignores (they are kept whole). */
export function selectionFieldsOf(kind: unknown): FieldTree | null {
  switch (kind) {
    case 'ServingRuntime':
    case 'ClusterServingRuntime':
      return RUNTIME;
    case 'BaseModel':
    case 'ClusterBaseModel':
      return MODEL;
    case 'InferenceService':
      return INFERENCE_SERVICE;
    case 'AcceleratorClass':
      return ACCELERATOR_CLASS;
    default:
      return null;
  }
}

/** The spec fields an outline lists per kind, in the order selection reads them. */
export const OUTLINE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  runtime: ['disabled', 'supportedModelFormats', 'modelSizeRange', 'acceleratorRequirements'],
  model: ['disabled', 'modelFormat', 'modelFramework', 'modelArchitecture', 'modelParameterSize'],
  isvc: ['model', 'runtime', 'acceleratorSelector', 'deploymentMode'],
  accelerator: ['vendor', 'family', 'model', 'discovery', 'capabilities', 'resources', 'cost'],
};

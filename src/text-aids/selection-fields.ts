/**
 * The fields runtime selection reads, per kind: what the decoders read (src/manifests/decode-*.ts),
 * as one tree. Everything else in a manifest (engineConfig's runner, volumes and probes,
 * routerConfig, storage, status…) is for deploying, not for choosing a runtime. The editor folds
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

const component: PresenceTree = {
  [PRESENCE]: true,
  acceleratorOverride: { acceleratorClass: true },
  annotations: DEPLOYMENT_MODE,
};

const INFERENCE_SERVICE: FieldTree = {
  apiVersion: true,
  kind: true,
  metadata: metadata({ 'ome.io/accelerator-class': true }),
  spec: {
    model: { name: true },
    runtime: true,
    acceleratorSelector: { acceleratorClass: true },
    engine: component,
    decoder: component,
    deploymentMode: true,
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
    default:
      return null;
  }
}

/** The spec fields an outline lists per kind, in the order selection reads them. */
export const OUTLINE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  runtime: ['disabled', 'supportedModelFormats', 'modelSizeRange', 'acceleratorRequirements'],
  model: ['disabled', 'modelFormat', 'modelFramework', 'modelArchitecture', 'modelParameterSize'],
  isvc: ['model', 'runtime', 'acceleratorSelector', 'deploymentMode'],
};

/**
 * The engine's input: OME objects reduced to the fields that runtime selection reads
 * (docs/selection-rules.md §1), already decoded and CRD-defaulted by `src/manifests`.
 *
 * Unset is `null` throughout, never `undefined`: OME distinguishes a nil pointer from a zero value
 * (`autoSelect` unset counts in the score, `false` does not), so the distinction must survive.
 */
import type {
  AcceleratorConfigMap,
  AcceleratorSelector,
  ComponentPlacement,
} from './accelerator/types';
import type { SizeRange } from './size';

export type RuntimeKind = 'ServingRuntime' | 'ClusterServingRuntime';
export type ModelKind = 'BaseModel' | 'ClusterBaseModel';
/** The explain table's SCOPE column. */
export type Scope = 'Namespaced' | 'Cluster';

export const scopeOf = (kind: RuntimeKind): Scope =>
  kind === 'ServingRuntime' ? 'Namespaced' : 'Cluster';

/** Which entry fields the CRD defaulted (absent in the manifest); shown, never used by rules. */
export type DefaultedField =
  | 'modelFormat.weight'
  | 'modelFormat.operator'
  | 'modelFramework.weight'
  | 'modelFramework.operator';

/** An entry's `modelFormat` or `modelFramework`. */
export interface FormatRequirement {
  readonly name: string;
  readonly version: string | null;
  /** null only when CRD defaulting was off (Go-test data); the rules read null as `Equal`. */
  readonly operator: string | null;
  /** After CRD defaulting: absent is 1. An explicit 0 stays 0 and scores as 10 (format) or 5. */
  readonly weight: number;
}

export interface DiffusionComponent {
  readonly library: string;
  readonly type: string;
}

export const DIFFUSION_COMPONENTS = [
  'scheduler',
  'textEncoder',
  'tokenizer',
  'transformer',
  'vae',
] as const;
export type DiffusionComponentName = (typeof DIFFUSION_COMPONENTS)[number];

export interface DiffusionPipeline {
  readonly className: string | null;
  readonly components: Readonly<Partial<Record<DiffusionComponentName, DiffusionComponent>>>;
  readonly additionalComponents: Readonly<Record<string, DiffusionComponent>>;
}

/** One `spec.supportedModelFormats[]` item. */
export interface SupportedModelFormat {
  /** Entry's top-level `name` ("" when absent). Read only by the webhook priority rule (§12). */
  readonly name: string;
  readonly modelFormat: FormatRequirement | null;
  readonly modelFramework: FormatRequirement | null;
  readonly modelArchitecture: string | null;
  readonly quantization: string | null;
  readonly diffusionPipeline: DiffusionPipeline | null;
  readonly autoSelect: boolean | null;
  readonly priority: number | null;
  readonly defaulted: readonly DefaultedField[];
  /** Settings per accelerator class, applied after selection (§A6); never read by ranking. */
  readonly acceleratorConfig: AcceleratorConfigMap | null;
}

export interface ServingRuntime {
  readonly kind: RuntimeKind;
  readonly name: string;
  /** ServingRuntime only; a candidate only in the InferenceService's namespace. */
  readonly namespace: string | null;
  readonly disabled: boolean | null;
  readonly supportedModelFormats: readonly SupportedModelFormat[];
  readonly modelSizeRange: SizeRange | null;
  readonly acceleratorClasses: readonly string[] | null;
  /** Raw `ome.io/deploymentMode` annotation values of engineConfig / decoderConfig (null = absent). */
  readonly engineDeploymentMode: string | null;
  readonly decoderDeploymentMode: string | null;
  /** `metadata.annotations["ome.io/inherit-from"]`; selection ignores inheritance (§13 #9). */
  readonly inheritFrom: string | null;
}

export interface BaseModel {
  readonly kind: ModelKind;
  readonly name: string;
  readonly namespace: string | null;
  readonly modelFormat: { readonly name: string; readonly version: string | null };
  readonly modelFramework: { readonly name: string; readonly version: string | null } | null;
  readonly modelArchitecture: string | null;
  readonly quantization: string | null;
  readonly diffusionPipeline: DiffusionPipeline | null;
  readonly modelParameterSize: string | null;
  readonly disabled: boolean | null;
  /** `spec.distribution`; `Sharded` can't be served by any v1.3 runtime (§4.0). */
  readonly distribution: string | null;
}

export interface InferenceService {
  readonly name: string;
  readonly namespace: string;
  /** `spec.model.name`, or null when `spec.model` is absent. */
  readonly modelName: string | null;
  /** `spec.runtime`, when present. `kind` is the CRD default `ClusterServingRuntime` if absent. */
  readonly runtime: { readonly name: string; readonly kind: string | null } | null;
  /** `metadata.annotations["ome.io/accelerator-class"]` (present even when ""). */
  readonly acceleratorClassAnnotation: string | null;
  readonly acceleratorSelectorClass: string | null;
  readonly engineAcceleratorClass: string | null;
  readonly decoderAcceleratorClass: string | null;
  readonly hasEngine: boolean;
  readonly hasDecoder: boolean;
  readonly engineDeploymentMode: string | null;
  readonly decoderDeploymentMode: string | null;
  /** `spec.deploymentMode` (v1.3). */
  readonly deploymentMode: string | null;
  /** The accelerator class decision's inputs (§A3); ranking reads only the names above. */
  readonly acceleratorSelector: AcceleratorSelector | null;
  readonly engine: ComponentPlacement | null;
  readonly decoder: ComponentPlacement | null;
}

/** Which OME behaviour to reproduce: v1.3 (default) or the v1.2.2 code snapshot (§13). */
export type OmeVersion = '1.3' | '1.2.2';
export const OME_VERSIONS: readonly OmeVersion[] = ['1.3', '1.2.2'];

export interface SelectionInput {
  /** The InferenceService's namespace: which ServingRuntimes are candidates. */
  readonly namespace: string;
  readonly model: BaseModel | null;
  /** null for `explain --model`: accelerator and deployment-mode checks then pass (§1.3). */
  readonly inferenceService: InferenceService | null;
  /** Every runtime known; the engine picks the candidates (§2 step 3). */
  readonly runtimes: readonly ServingRuntime[];
  readonly omeVersion?: OmeVersion;
}

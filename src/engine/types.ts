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

/**
 * A runtime's `kind`: a `ServingRuntime` is a candidate only in its own namespace, a
 * `ClusterServingRuntime` in every namespace (docs/selection-rules.md §1.1).
 */
export type RuntimeKind = 'ServingRuntime' | 'ClusterServingRuntime';
/**
 * A model's `kind`: a `BaseModel` lives in one namespace, a `ClusterBaseModel` serves every one.
 * An InferenceService's model is the BaseModel of that name in its namespace, else the
 * ClusterBaseModel of that name (§1.2).
 */
export type ModelKind = 'BaseModel' | 'ClusterBaseModel';
/**
 * The explain table's SCOPE column: `Namespaced` for a ServingRuntime, `Cluster` for a
 * ClusterServingRuntime. Namespaced runtimes rank before cluster ones, whatever the score (§8).
 */
export type Scope = 'Namespaced' | 'Cluster';

export const scopeOf = (kind: RuntimeKind): Scope =>
  kind === 'ServingRuntime' ? 'Namespaced' : 'Cluster';

/**
 * An entry field the CRD defaulted because the manifest left it out (§1.5): a `weight` became 1,
 * an `operator` became `Equal`. Shown beside the entry; no rule reads it.
 */
export type DefaultedField =
  | 'modelFormat.weight'
  | 'modelFormat.operator'
  | 'modelFramework.weight'
  | 'modelFramework.operator';

/** An entry's `modelFormat` or `modelFramework`. */
export interface FormatRequirement {
  /** The format's or framework's name, compared exactly with the model's; "" when not written. */
  readonly name: string;
  /** As written (`1.0.0`, `v4.45.0.dev0`), read by OME's own version rules (§5); null = unset. */
  readonly version: string | null;
  /**
   * How the entry's version bounds the model's (§5.3): `Equal`, `GreaterThan` or
   * `GreaterThanOrEqual` (any other text means equality). null only when CRD defaulting was off
   * (Go-test data); the rules read null as `Equal`.
   */
  readonly operator: string | null;
  /** After CRD defaulting: absent is 1. An explicit 0 stays 0 and scores as 10 (format) or 5. */
  readonly weight: number;
}

/** One component of a diffusion pipeline (§4.3). */
export interface DiffusionComponent {
  /** Its library (e.g. `diffusers`); "" when not written, which on an entry accepts any. */
  readonly library: string;
  /** Its class (e.g. `AutoencoderKL`); "" when not written, which on an entry accepts any. */
  readonly type: string;
}

/** The named components of a diffusion pipeline, in the order a match compares them (§4.3). */
export const DIFFUSION_COMPONENTS = [
  'scheduler',
  'textEncoder',
  'tokenizer',
  'transformer',
  'vae',
] as const;
/** One of DIFFUSION_COMPONENTS: `scheduler`, `textEncoder`, `tokenizer`, `transformer`, `vae`. */
export type DiffusionComponentName = (typeof DIFFUSION_COMPONENTS)[number];

/**
 * A `diffusionPipeline`, on a model or on a runtime entry (§4.3). An entry with one (even `{}`)
 * needs the model to have one, with everything the entry's sets.
 */
export interface DiffusionPipeline {
  /** The pipeline's class (`StableDiffusionXLPipeline`); null = unset (an entry's accepts any). */
  readonly className: string | null;
  /** The named components written; each an entry names must be on the model, with its fields. */
  readonly components: Readonly<Partial<Record<DiffusionComponentName, DiffusionComponent>>>;
  /** Other components, by key; an entry's are compared in sorted key order. */
  readonly additionalComponents: Readonly<Record<string, DiffusionComponent>>;
}

/** One `spec.supportedModelFormats[]` item. */
export interface SupportedModelFormat {
  /** Entry's top-level `name` ("" when absent). Read only by the webhook priority rule (§12). */
  readonly name: string;
  /** The format the entry serves; null = unset, and such an entry never matches (§4.1). */
  readonly modelFormat: FormatRequirement | null;
  /**
   * The framework it needs; null = unset, which matches only a model without one (§4.1) and
   * scores 0 against a model with one (§7.1).
   */
  readonly modelFramework: FormatRequirement | null;
  /** Must equal the model's `modelArchitecture`; null matches only a model without one (§4.1). */
  readonly modelArchitecture: string | null;
  /** Must equal the model's `quantization`; null matches only a model without one (§4.1). */
  readonly quantization: string | null;
  /** null accepts any model; set (even `{}`), the model needs a matching pipeline (§4.3). */
  readonly diffusionPipeline: DiffusionPipeline | null;
  /**
   * `true` lets the runtime be picked automatically (Q6 needs some entry with it); `false` drops
   * the entry from the score; null (unset) counts for the score but never satisfies Q6 (§7.3 b).
   */
  readonly autoSelect: boolean | null;
  /** Multiplies the entry's score (§7.1); null = unset, read as 1 (§1.4). */
  readonly priority: number | null;
  /** The fields of this entry the CRD defaulted (§1.5). */
  readonly defaulted: readonly DefaultedField[];
  /** Settings per accelerator class, applied after selection (§A6); never read by ranking. */
  readonly acceleratorConfig: AcceleratorConfigMap | null;
}

/** A ServingRuntime or ClusterServingRuntime, as runtime selection reads it (§1.1). */
export interface ServingRuntime {
  /** Which of the two kinds; it gives the runtime's scope. */
  readonly kind: RuntimeKind;
  /** `metadata.name`: the row's name and the last tie-break (§8). */
  readonly name: string;
  /**
   * ServingRuntime only: `metadata.namespace`, where it is a candidate; null for a
   * ClusterServingRuntime, and for a ServingRuntime written without one (it then lives in the
   * namespace asked about, as `kubectl apply -n` would place it).
   */
  readonly namespace: string | null;
  /** `spec.disabled`: only `true` disables (Q1); null = unset. */
  readonly disabled: boolean | null;
  /** `spec.supportedModelFormats`, in the order written (the first matching entry is M, §3 Q4). */
  readonly supportedModelFormats: readonly SupportedModelFormat[];
  /** `spec.modelSizeRange`, checked by Q5 and used by the size tie-break (§6); null = unset. */
  readonly modelSizeRange: SizeRange | null;
  /**
   * `spec.acceleratorRequirements.acceleratorClasses`: it must list every class the
   * InferenceService requires (Q2, §3.1); null = unset.
   */
  readonly acceleratorClasses: readonly string[] | null;
  /**
   * The `ome.io/deploymentMode` annotation of `spec.engineConfig`, as written; null = absent.
   * Checked against the InferenceService's engine mode in v1.3 (Q3, §3.2).
   */
  readonly engineDeploymentMode: string | null;
  /** The same annotation of `spec.decoderConfig`, checked against the decoder's mode. */
  readonly decoderDeploymentMode: string | null;
  /** `metadata.annotations["ome.io/inherit-from"]`; selection ignores inheritance (§13 #9). */
  readonly inheritFrom: string | null;
}

/** A BaseModel or ClusterBaseModel, as runtime selection reads it (§1.2). */
export interface BaseModel {
  /** Which of the two kinds. */
  readonly kind: ModelKind;
  /** `metadata.name`: what `spec.model.name` and `--model` name. */
  readonly name: string;
  /**
   * BaseModel only: `metadata.namespace`; null for a ClusterBaseModel, and for a BaseModel
   * written without one (it then lives in the namespace asked about).
   */
  readonly namespace: string | null;
  /**
   * `spec.modelFormat` (name "" when not written). An empty name fails the whole selection with
   * OME's `model format name is required` (§2); OME's model agent usually fills it in.
   */
  readonly modelFormat: { readonly name: string; readonly version: string | null };
  /** `spec.modelFramework` (name "" when not written); null = unset. */
  readonly modelFramework: { readonly name: string; readonly version: string | null } | null;
  /** `spec.modelArchitecture` (e.g. `LlamaForCausalLM`), matched exactly (§4.1); null = unset. */
  readonly modelArchitecture: string | null;
  /** `spec.quantization`, matched exactly (§4.1); null = unset. */
  readonly quantization: string | null;
  /** `spec.diffusionPipeline` (§4.3); null = unset. */
  readonly diffusionPipeline: DiffusionPipeline | null;
  /**
   * `spec.modelParameterSize` as written (`3.21B`, `70B`, `135M`): the size check and the size
   * tie-break read it as a parameter count (§6.1); null = unset, which skips both ("" reads as 0).
   */
  readonly modelParameterSize: string | null;
  /** `spec.disabled`: `true` stops OME before selection (§1.2); null = unset. */
  readonly disabled: boolean | null;
  /** `spec.distribution`; `Sharded` can't be served by any v1.3 runtime (§4.0). */
  readonly distribution: string | null;
}

/** An InferenceService, as runtime selection and the accelerator decision read it (§1.3, §A1). */
export interface InferenceService {
  /** `metadata.name`: what `--isvc` names. */
  readonly name: string;
  /**
   * `metadata.namespace`: where its ServingRuntimes are candidates; "" when not written (it then
   * lives in the namespace asked about).
   */
  readonly namespace: string;
  /** `spec.model.name`, or null when `spec.model` is absent. */
  readonly modelName: string | null;
  /** `spec.runtime`, when present. `kind` is the CRD default `ClusterServingRuntime` if absent. */
  readonly runtime: { readonly name: string; readonly kind: string | null } | null;
  /** `metadata.annotations["ome.io/accelerator-class"]` (present even when ""). */
  readonly acceleratorClassAnnotation: string | null;
  /** `spec.acceleratorSelector.acceleratorClass`, a class the runtime must list (Q2, §3.1). */
  readonly acceleratorSelectorClass: string | null;
  /** `spec.engine.acceleratorOverride.acceleratorClass`, another required class (§3.1). */
  readonly engineAcceleratorClass: string | null;
  /** `spec.decoder.acceleratorOverride.acceleratorClass`, another required class (§3.1). */
  readonly decoderAcceleratorClass: string | null;
  /** Whether `spec.engine` is written. */
  readonly hasEngine: boolean;
  /** Whether `spec.decoder` is written: only then is the decoder's mode compared (§3.2). */
  readonly hasDecoder: boolean;
  /**
   * The `ome.io/deploymentMode` annotation of `spec.engine`, as written; null = absent. It wins
   * over `deploymentMode` for the engine (Q3, §3.2).
   */
  readonly engineDeploymentMode: string | null;
  /** The same annotation of `spec.decoder`: the decoder's requested mode (Q3, §3.2). */
  readonly decoderDeploymentMode: string | null;
  /**
   * `spec.deploymentMode` (v1.3): the mode requested for a component without its own annotation;
   * only `OMENative` and `RawDeployment` count (§3.2). null = unset.
   */
  readonly deploymentMode: string | null;
  /** The accelerator class decision's inputs (§A3); ranking reads only the names above. */
  readonly acceleratorSelector: AcceleratorSelector | null;
  /** What the accelerator decision reads of `spec.engine` (§A1, §A6); null when not written. */
  readonly engine: ComponentPlacement | null;
  /** What the accelerator decision reads of `spec.decoder`; null when not written. */
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

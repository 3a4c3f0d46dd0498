/**
 * The accelerator objects as the decision reads them (docs/selection-rules.md §A1): an
 * AcceleratorClass, the InferenceService's selector and overrides, a runtime entry's
 * `acceleratorConfig`. Decoded and defaulted by `src/manifests`; unset is `null`, and a Go
 * string field left out is `""`, as OME sees it.
 */
import type { Quantity } from './quantity';

/** One `matchExpressions` / `matchFields` item of a node selector term. */
export interface NodeSelectorRequirement {
  readonly key: string;
  /** In, NotIn, Exists, DoesNotExist, Gt, Lt (as written; the API server checks the enum). */
  readonly operator: string;
  readonly values: readonly string[];
}

/** One `nodeSelectorTerms` item: its requirements are ANDed; terms are ORed. */
export interface NodeSelectorTerm {
  readonly matchExpressions: readonly NodeSelectorRequirement[];
  readonly matchFields: readonly NodeSelectorRequirement[];
}

export interface AcceleratorDiscovery {
  readonly nodeSelector: Readonly<Record<string, string>>;
  /** Whether `affinity` is set: OME copies it whole onto a pod that sets none (§A6). */
  readonly hasAffinity: boolean;
  /** `affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution`; null when unset. */
  readonly requiredNodeTerms: readonly NodeSelectorTerm[] | null;
  readonly pciVendorID: string;
  readonly deviceIDs: readonly string[];
}

export interface AcceleratorPerformance {
  readonly fp32Tflops: number | null;
  readonly fp16Tflops: number | null;
  readonly int8Tops: number | null;
  readonly int4Tops: number | null;
}

export interface AcceleratorCapabilities {
  /** A quantity of bytes, whatever the field's name says: `80Gi`, not `80` (§A2). */
  readonly memoryGB: Quantity | null;
  readonly computeCapability: string;
  readonly memoryBandwidthGBps: Quantity | null;
  readonly features: readonly string[];
  readonly performance: AcceleratorPerformance | null;
}

export interface AcceleratorResource {
  readonly name: string;
  /** CRD default "1". */
  readonly quantity: Quantity;
}

export interface AcceleratorCost {
  readonly perHour: Quantity | null;
  readonly perMillionTokens: Quantity | null;
  readonly spotPerHour: Quantity | null;
  readonly tier: string;
}

/** An AcceleratorClass (cluster-scoped). */
export interface AcceleratorClass {
  readonly name: string;
  readonly vendor: string;
  readonly family: string;
  readonly model: string;
  readonly discovery: AcceleratorDiscovery;
  readonly capabilities: AcceleratorCapabilities;
  readonly resources: readonly AcceleratorResource[];
  readonly cost: AcceleratorCost | null;
}

export const ACCELERATOR_POLICIES = [
  'BestFit',
  'Cheapest',
  'MostCapable',
  'FirstAvailable',
] as const;
export type AcceleratorPolicy = (typeof ACCELERATOR_POLICIES)[number];

/** `spec.acceleratorSelector.constraints`. Memory bounds are whole GB (OME's 1024³ bytes). */
export interface AcceleratorConstraints {
  readonly minMemory: number | null;
  readonly maxMemory: number | null;
  readonly minComputePerformanceTFLOPS: number | null;
  readonly minArchitectureVersion: string | null;
  readonly requiredFeatures: readonly string[];
  readonly excludedClasses: readonly string[];
  readonly architectureFamilies: readonly string[];
  readonly preferredPrecisions: readonly string[];
}

export const isAcceleratorPolicy = (policy: string): policy is AcceleratorPolicy =>
  (ACCELERATOR_POLICIES as readonly string[]).includes(policy);

/** `spec.acceleratorSelector`, and the same type as a component's `acceleratorOverride`. */
export interface AcceleratorSelector {
  /** Present even when "": OME then goes on to the policy (§A3). */
  readonly acceleratorClass: string | null;
  /**
   * As written: the CRD's enum is advice here, as other admission rules are (§1.5), so a policy
   * outside it is kept and the decision says the API server refuses it.
   */
  readonly policy: string | null;
  readonly constraints: AcceleratorConstraints | null;
}

/** What OME reads of `spec.engine` / `spec.decoder` once a class is chosen (§A6). */
export interface ComponentPlacement {
  readonly acceleratorOverride: AcceleratorSelector | null;
  readonly nodeSelector: Readonly<Record<string, string>>;
  readonly hasAffinity: boolean;
  /** `runner.resources` sets limits, requests or claims: the class's resources are not merged. */
  readonly runnerSetsResources: boolean;
}

/** A component written without any of the fields above. */
export const BARE_COMPONENT: ComponentPlacement = {
  acceleratorOverride: null,
  nodeSelector: {},
  hasAffinity: false,
  runnerSetsResources: false,
};

export interface TensorParallelismConfig {
  readonly tensorParallelSize: number | null;
  readonly pipelineParallelSize: number | null;
  readonly dataParallelSize: number | null;
}

/** One value of an entry's `acceleratorConfig` map. */
export interface AcceleratorModelConfig {
  readonly minMemoryPerBillionParams: number | null;
  readonly tensorParallelismOverride: TensorParallelismConfig | null;
  readonly runtimeArgsOverride: readonly string[] | null;
  readonly environmentOverride: Readonly<Record<string, string>> | null;
}

/** `acceleratorConfig`: class name → config (null for a key written with no value). */
export type AcceleratorConfigMap = Readonly<Record<string, AcceleratorModelConfig | null>>;

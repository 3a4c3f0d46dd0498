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
  /** Least memory a class may have, in GB; a class without `memoryGB` fails (§A4). null = none. */
  readonly minMemory: number | null;
  /** Most memory a class may have, in GB; a class without `memoryGB` fails (§A4). null = none. */
  readonly maxMemory: number | null;
  /** TFLOPS that BestFit's compute score counts as enough (§A5); never filters. null = none. */
  readonly minComputePerformanceTFLOPS: number | null;
  /**
   * Least `computeCapability`, compared as text (so `"10.0"` is below `"9.0"`); a class without
   * one fails it (§A4). null = none.
   */
  readonly minArchitectureVersion: string | null;
  /** Features a class must all have, compared lower-cased (§A4); empty = none. */
  readonly requiredFeatures: readonly string[];
  /** Class names left out, compared exactly (§A4); empty = none. */
  readonly excludedClasses: readonly string[];
  /**
   * Families a class must belong to, compared case-insensitively: a name with `-` against
   * `vendor-family`, one without against `family` (§A4); empty = any.
   */
  readonly architectureFamilies: readonly string[];
  /**
   * Precisions (`fp16`, `fp8`, …) whose TFLOPS BestFit and MostCapable read, most preferred
   * first (§A5); never filters. Empty: BestFit takes the largest, MostCapable fp16's.
   */
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
  /**
   * What a class must meet before the policy chooses (§A4). Read only from
   * `spec.acceleratorSelector`: a component override's constraints are never read (§A3). null =
   * unset.
   */
  readonly constraints: AcceleratorConstraints | null;
}

/** What OME reads of `spec.engine` / `spec.decoder` once a class is chosen (§A6). */
export interface ComponentPlacement {
  /**
   * The component's `acceleratorOverride`: its class name (even "") wins over
   * `spec.acceleratorSelector`'s, its policy when not empty (§A3). null = unset.
   */
  readonly acceleratorOverride: AcceleratorSelector | null;
  /** The component's own `nodeSelector`: merged over the chosen class's (§A6); `{}` when unset. */
  readonly nodeSelector: Readonly<Record<string, string>>;
  /** Whether it sets `affinity`: then the class's affinity is not copied onto its pods (§A6). */
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

/** An entry's `tensorParallelismOverride` for one accelerator class (§A6). */
export interface TensorParallelismConfig {
  /**
   * Above 0, replaces `--tp-size`, `--tp` or `--tensor-parallel-size` in the container's args
   * (§A6); null = unset.
   */
  readonly tensorParallelSize: number | null;
  /** Above 0, replaces `--pp-size`, `--pp` or `--pipeline-parallel-size`; null = unset. */
  readonly pipelineParallelSize: number | null;
  /** Decoded as written; no OME code reads it (§A6). null = unset. */
  readonly dataParallelSize: number | null;
}

/** One value of an entry's `acceleratorConfig` map. */
export interface AcceleratorModelConfig {
  /** Decoded as written; no OME code reads it (§A6). null = unset. */
  readonly minMemoryPerBillionParams: number | null;
  /** Parallel sizes that replace the container's flags (§A6); null = unset. */
  readonly tensorParallelismOverride: TensorParallelismConfig | null;
  /** Arguments merged into the container's (one with the same flag is replaced); null = unset. */
  readonly runtimeArgsOverride: readonly string[] | null;
  /** Environment variables set on the container; null = unset. */
  readonly environmentOverride: Readonly<Record<string, string>> | null;
}

/** `acceleratorConfig`: class name → config (null for a key written with no value). */
export type AcceleratorConfigMap = Readonly<Record<string, AcceleratorModelConfig | null>>;

/**
 * The accelerator objects as the decision reads them (docs/selection-rules.md §A1): an
 * AcceleratorClass, the InferenceService's selector and overrides, a runtime entry's
 * `acceleratorConfig`. Decoded and defaulted by `src/manifests`; unset is `null`, and a Go
 * string field left out is `""`, as OME sees it.
 */
import type { Quantity } from './quantity';

/** One `matchExpressions` / `matchFields` item of a node selector term. */
export interface NodeSelectorRequirement {
  /** The node label (matchExpressions) or node field (matchFields) compared. */
  readonly key: string;
  /** In, NotIn, Exists, DoesNotExist, Gt, Lt (as written; the API server checks the enum). */
  readonly operator: string;
  /** The values the operator compares with; empty for Exists and DoesNotExist. */
  readonly values: readonly string[];
}

/** One `nodeSelectorTerms` item: its requirements are ANDed; terms are ORed. */
export interface NodeSelectorTerm {
  /** Requirements on node labels. */
  readonly matchExpressions: readonly NodeSelectorRequirement[];
  /** Requirements on node fields (`metadata.name`). */
  readonly matchFields: readonly NodeSelectorRequirement[];
}

/** How OME finds the nodes that carry the class: `spec.discovery` (§A1, §A6). */
export interface AcceleratorDiscovery {
  /** Node labels the class's pods are placed by, copied onto the pod (§A6); `{}` when unset. */
  readonly nodeSelector: Readonly<Record<string, string>>;
  /** Whether `affinity` is set: OME copies it whole onto a pod that sets none (§A6). */
  readonly hasAffinity: boolean;
  /** `affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution`; null when unset. */
  readonly requiredNodeTerms: readonly NodeSelectorTerm[] | null;
  /** The PCI vendor ID (`10de` for NVIDIA); "" when unset. Recorded, not matched by the decision. */
  readonly pciVendorID: string;
  /** PCI device IDs of the class's cards; recorded, not matched by the decision. */
  readonly deviceIDs: readonly string[];
}

/** `spec.capabilities.performance`: peak throughput figures; null when unset. */
export interface AcceleratorPerformance {
  /** FP32 TFLOPS. */
  readonly fp32Tflops: number | null;
  /** FP16 TFLOPS: MostCapable's score reads it (§A4). */
  readonly fp16Tflops: number | null;
  /** INT8 TOPS. */
  readonly int8Tops: number | null;
  /** INT4 TOPS. */
  readonly int4Tops: number | null;
}

/** `spec.capabilities`: what the constraints and the policies compare (§A3, §A4). */
export interface AcceleratorCapabilities {
  /** A quantity of bytes, whatever the field's name says: `80Gi`, not `80` (§A2). */
  readonly memoryGB: Quantity | null;
  /** CUDA compute capability as written (`9.0`); "" when unset. */
  readonly computeCapability: string;
  /** Memory bandwidth, a quantity; null when unset. */
  readonly memoryBandwidthGBps: Quantity | null;
  /** Feature names the service's `requiredFeatures` constraint asks for (§A3). */
  readonly features: readonly string[];
  /** Throughput figures; null when unset. */
  readonly performance: AcceleratorPerformance | null;
}

/** One `spec.resources` item: an extended resource a pod on the class requests (§A6). */
export interface AcceleratorResource {
  /** The resource name (`nvidia.com/gpu`). */
  readonly name: string;
  /** CRD default "1". */
  readonly quantity: Quantity;
}

/** `spec.cost`: what the Cheapest policy compares (§A4); null fields are unset. */
export interface AcceleratorCost {
  /** Cost per hour, a quantity (exact, as OME compares it). */
  readonly perHour: Quantity | null;
  /** Cost per million tokens, a quantity. */
  readonly perMillionTokens: Quantity | null;
  /** Spot price per hour, a quantity. */
  readonly spotPerHour: Quantity | null;
  /** A tier label as written ("" when unset); not compared. */
  readonly tier: string;
}

/** An AcceleratorClass (cluster-scoped). */
export interface AcceleratorClass {
  /** `metadata.name`: what runtimes, selectors and overrides name it by. */
  readonly name: string;
  /** `spec.vendor` ("" when unset). */
  readonly vendor: string;
  /** `spec.family` ("" when unset). */
  readonly family: string;
  /** `spec.model` ("" when unset). */
  readonly model: string;
  /** How its nodes are found. */
  readonly discovery: AcceleratorDiscovery;
  /** What it can do: memory, compute capability, features, performance. */
  readonly capabilities: AcceleratorCapabilities;
  /** The extended resources a pod on it requests. */
  readonly resources: readonly AcceleratorResource[];
  /** What it costs; null when `spec.cost` is unset. */
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

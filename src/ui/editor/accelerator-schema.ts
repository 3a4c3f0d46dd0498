/**
 * The editor's schema for what the accelerator class decision reads (docs/selection-rules.md
 * §A1–§A6): the AcceleratorClass kind, the InferenceService's selector and overrides, where a
 * component receives the chosen class, and a runtime entry's `acceleratorConfig`. Completion and
 * hover only, as `ome-schema.ts`: problems come from the worker's loader.
 */
import type { JSONSchema } from 'monaco-yaml';

const text = (description: string, extra: JSONSchema = {}): JSONSchema => ({
  type: 'string',
  description,
  ...extra,
});

const integer = (description: string, extra: JSONSchema = {}): JSONSchema => ({
  type: 'integer',
  description,
  ...extra,
});

/** An int-or-string Kubernetes quantity. */
const quantity = (description: string): JSONSchema => ({
  type: ['string', 'integer'],
  description: `${description} A Kubernetes quantity (80Gi, 1.5, 500m), compared exactly.`,
});

const stringList = (description: string): JSONSchema => ({
  type: 'array',
  items: { type: 'string' },
  description,
});

const constraints: JSONSchema = {
  type: 'object',
  description:
    "Filters the runtime's classes before a policy picks (read from spec.acceleratorSelector only; a component's override constraints are ignored).",
  properties: {
    minMemory: integer('Whole GB (1024³ bytes): classes with less memory are left out.'),
    maxMemory: integer('Whole GB (1024³ bytes): classes with more memory are left out.'),
    minComputePerformanceTFLOPS: integer(
      'Not a filter: BestFit scores TFLOPS against it (below it, proportionally less).',
    ),
    minArchitectureVersion: text(
      'Compared with computeCapability as text, character by character: "10.0" is below "9.0".',
    ),
    requiredFeatures: stringList('Every one must be in the class features (any case).'),
    excludedClasses: stringList('Class names never chosen by a policy.'),
    architectureFamilies: stringList(
      'Allowed families: "hopper" matches the family, "nvidia-hopper" vendor-family (any case).',
    ),
    preferredPrecisions: stringList(
      'fp32, fp16, fp8 (read as int8), int8, int4, in order: BestFit halves the score per step down the list; MostCapable reads the first.',
    ),
  },
};

const POLICY_DESCRIPTION =
  "How a class is picked among the runtime's classes when none is named. BestFit: 70% memory fit, 30% compute. Cheapest: hourly cost (spot first), else per million tokens, else tier. MostCapable: 50% memory, 30% bandwidth, 20% TFLOPS, relative to the best candidate. FirstAvailable: the first left after the constraints. Unset (here and on the component): no class.";

/** `spec.acceleratorSelector` (service) or a component's `acceleratorOverride`. */
export const acceleratorSelectorSchema = (scope: 'service' | 'engine' | 'decoder'): JSONSchema => ({
  type: 'object',
  description:
    scope === 'service'
      ? 'Which AcceleratorClass each component runs on, when the runtime lists classes.'
      : `Overrides the InferenceService's accelerator selector for the ${scope}.`,
  properties: {
    acceleratorClass: text(
      scope === 'service'
        ? 'Names the class for every component without an override name; beats any policy. The runtime must list it (ranking), and it must exist, or OME fails the reconcile.'
        : `Names the ${scope}'s class; beats the selector and any policy. An empty name hides the selector's name and falls through to the policy.`,
    ),
    policy: text(POLICY_DESCRIPTION, {
      enum: ['BestFit', 'Cheapest', 'MostCapable', 'FirstAvailable'],
    }),
    ...(scope === 'service' ? { constraints } : {}),
  },
});

/** Where the chosen class lands on a component's pods (§A6). */
export const componentPlacementSchema = (
  name: 'engine' | 'decoder',
): Record<string, JSONSchema> => ({
  nodeSelector: {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: `The ${name}'s own node selector: its keys win over the chosen class's discovery.nodeSelector.`,
  },
  affinity: {
    type: 'object',
    description: `Set: the chosen class's discovery.affinity is not applied to the ${name}.`,
  },
  runner: {
    type: 'object',
    properties: {
      resources: {
        type: 'object',
        description: `Limits, requests or claims set here: the class's resources are not merged into the ${name}.`,
      },
    },
  },
});

const parallel = (what: string): JSONSchema =>
  integer(`${what}. Applied when above 0.`, { minimum: 0 });

/** One entry's `acceleratorConfig`: per class name, what OME applies on that class. */
export const acceleratorConfigSchema: JSONSchema = {
  type: 'object',
  description:
    'Settings per AcceleratorClass name, applied when that class is chosen for a component. A key no AcceleratorClass defines is never used.',
  additionalProperties: {
    type: 'object',
    properties: {
      tensorParallelismOverride: {
        type: 'object',
        properties: {
          tensorParallelSize: parallel('Replaces --tp-size, --tp or --tensor-parallel-size'),
          pipelineParallelSize: parallel('Replaces --pp-size, --pp or --pipeline-parallel-size'),
          dataParallelSize: integer('Not applied by OME.', { minimum: 0 }),
        },
      },
      runtimeArgsOverride: stringList('Merged into the container args (same flag: replaced).'),
      environmentOverride: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'Environment variables set on the container (replacing any of that name).',
      },
      minMemoryPerBillionParams: integer('Not read by OME.', { minimum: 0 }),
    },
  },
};

const performance: JSONSchema = {
  type: 'object',
  description: 'Peak throughput, read by BestFit and MostCapable.',
  properties: {
    fp32Tflops: integer('FP32 TFLOPS.'),
    fp16Tflops: integer('FP16 TFLOPS; the precision MostCapable reads by default.'),
    int8Tops: integer('INT8 TOPS; also what OME reads for fp8.'),
    int4Tops: integer('INT4 TOPS.'),
  },
};

/** The AcceleratorClass kind (cluster-scoped). */
export const acceleratorClassSchema: JSONSchema = {
  properties: {
    metadata: {
      type: 'object',
      required: ['name'],
      properties: {
        name: text('Class name: what runtimes, selectors and acceleratorConfig keys name.'),
      },
    },
    spec: {
      type: 'object',
      required: ['discovery', 'capabilities'],
      properties: {
        vendor: text('Vendor, e.g. nvidia; architectureFamilies may name vendor-family.'),
        family: text('Family, e.g. hopper; matched by architectureFamilies (any case).'),
        model: text('Model, e.g. h100.'),
        discovery: {
          type: 'object',
          description:
            "Required. Which nodes have this accelerator: nodeSelector and affinity are put on the component's pods. Two classes that can match one node can misclassify it.",
        },
        capabilities: {
          type: 'object',
          description: 'Required. What the constraints filter and the policies score.',
          properties: {
            memoryGB: quantity('Memory in bytes, whatever the name says: write 80Gi, not 80.'),
            computeCapability: text('e.g. "9.0"; compared with minArchitectureVersion as text.'),
            memoryBandwidthGBps: quantity('Memory bandwidth; MostCapable weighs it 30%.'),
            features: stringList('e.g. nvlink, fp8; checked against requiredFeatures.'),
            performance,
          },
        },
        resources: {
          type: 'array',
          description:
            "Resources set as the component's requests and limits (unless its runner sets resources).",
          items: {
            type: 'object',
            properties: {
              name: text('Resource name, e.g. nvidia.com/gpu.'),
              quantity: quantity('Per accelerator. Default (CRD): 1.'),
            },
          },
        },
        cost: {
          type: 'object',
          description: 'Read by the Cheapest policy; a class without cost is never the cheapest.',
          properties: {
            perHour: quantity('Hourly cost, used when spotPerHour is unset.'),
            spotPerHour: quantity('Hourly spot cost; preferred over perHour.'),
            perMillionTokens: quantity('Used when no candidate has an hourly cost.'),
            tier: text('low, medium or high (anything else: medium); the last resort.'),
          },
        },
      },
    },
  },
};

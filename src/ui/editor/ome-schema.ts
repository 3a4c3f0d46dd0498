/**
 * A hand-written JSON schema for the six OME kinds, for completion and hover in the editor only.
 * `ome-schema.test.ts` holds it to the fields selection reads (src/text-aids/selection-fields.ts).
 * It covers the fields selection reads (docs/selection-rules.md §1), with their CRD defaults
 * and what they do in selection. It never validates: problems come from the worker's loader, so
 * the editor and the engine can't disagree about what is wrong. Everything else in a manifest
 * stays allowed (`additionalProperties` is left open).
 */
import type { JSONSchema } from 'monaco-yaml';
import {
  acceleratorClassSchema,
  acceleratorConfigSchema,
  acceleratorSelectorSchema,
  componentPlacementSchema,
} from './accelerator-schema';

const text = (description: string, extra: JSONSchema = {}): JSONSchema => ({
  type: 'string',
  description,
  ...extra,
});

const VERSION_OPERATORS = ['Equal', 'GreaterThan', 'GreaterThanOrEqual'];

/** An entry's modelFormat / modelFramework: what the runtime declares it can serve. */
const requirement = (what: 'format' | 'framework'): JSONSchema => ({
  type: 'object',
  description:
    what === 'format'
      ? "The weights format this entry serves. Must equal the model's modelFormat (name, and version under the operator) for the entry to match."
      : 'The framework this entry serves. When both the entry and the model name one, names must be equal and versions agree under the operator; one-sided frameworks never match.',
  properties: {
    name: text(
      what === 'format'
        ? 'Format name, e.g. safetensors. Compared exactly.'
        : 'Framework name, e.g. transformers. Compared exactly.',
    ),
    version: text(
      "Version compared with the model's under `operator`. Unset on the entry: no version requirement.",
    ),
    operator: {
      type: 'string',
      enum: VERSION_OPERATORS,
      default: 'Equal',
      description:
        "How the entry's version compares with the model's. The entry is on the left: GreaterThan means entry > model. Default (CRD): Equal.",
    },
    weight: {
      type: 'integer',
      default: 1,
      description:
        what === 'format'
          ? 'Score term for the format. Default (CRD): 1. An explicit 0 scores as 10. Entry score = (format term + framework term) × priority.'
          : 'Score term for the framework. Default (CRD): 1. An explicit 0 scores as 5. Entry score = (format term + framework term) × priority.',
    },
  },
});

const diffusionComponent: JSONSchema = {
  type: 'object',
  properties: {
    library: text('Library, e.g. diffusers.'),
    type: text('Class name of the component.'),
  },
};

const diffusionPipeline: JSONSchema = {
  type: 'object',
  description:
    'Diffusion models only: the pipeline class and components must agree between model and entry.',
  properties: {
    className: text('Pipeline class, e.g. FluxPipeline.'),
    scheduler: diffusionComponent,
    textEncoder: diffusionComponent,
    tokenizer: diffusionComponent,
    transformer: diffusionComponent,
    vae: diffusionComponent,
    additionalComponents: { type: 'object', additionalProperties: diffusionComponent },
  },
};

const architecture = text(
  'Model architecture, e.g. LlamaForCausalLM. Must be equal on model and entry, or unset on both.',
);
const quantization = text(
  'Quantization, e.g. fp8. Must be equal on model and entry, or unset on both.',
);

const supportedModelFormat: JSONSchema = {
  type: 'object',
  description:
    "One kind of model this runtime serves. The runtime's score is its best entry's score.",
  properties: {
    name: text(
      'Entry name. The admission webhook rejects different explicit priorities among autoSelect entries sharing a name.',
    ),
    modelFormat: requirement('format'),
    modelFramework: requirement('framework'),
    modelArchitecture: architecture,
    quantization,
    diffusionPipeline,
    autoSelect: {
      type: 'boolean',
      description:
        "Whether automatic selection may pick this entry. false: the entry scores 0 and can't qualify the runtime; unset counts in the score but the runtime needs a matching entry with autoSelect: true.",
    },
    priority: {
      type: 'integer',
      minimum: 1,
      default: 1,
      description:
        "Multiplies the entry's score: (format term + framework term) × priority. Unset: 1. The CRD requires at least 1.",
    },
    acceleratorConfig: acceleratorConfigSchema,
  },
};

const annotations = (description: string, keys: Record<string, JSONSchema>): JSONSchema => ({
  type: 'object',
  description,
  properties: keys,
  additionalProperties: { type: 'string' },
});

const deploymentModeAnnotation = text(
  "Deployment mode this component runs in. Must equal the InferenceService's, when both are set.",
  {
    enum: ['RawDeployment', 'OMENative', 'MultiNode', 'VirtualDeployment'],
  },
);

const metadata = (
  namespaced: boolean,
  extraAnnotations: Record<string, JSONSchema> = {},
): JSONSchema => ({
  type: 'object',
  required: ['name'],
  properties: {
    name: text('Object name. Required.'),
    ...(namespaced
      ? {
          namespace: text(
            'Namespace. Unset: the namespace being simulated, as kubectl apply -n would place it.',
          ),
        }
      : {}),
    annotations: annotations('Annotations.', extraAnnotations),
  },
});

const runtimeSpec: JSONSchema = {
  type: 'object',
  properties: {
    disabled: {
      type: 'boolean',
      default: false,
      description: 'true: never selected (first check of selection).',
    },
    supportedModelFormats: {
      type: 'array',
      items: supportedModelFormat,
      description: 'The models this runtime serves, one entry each.',
    },
    modelSizeRange: {
      type: 'object',
      description:
        'Parameter counts this runtime serves, inclusive. A model outside is rejected; among equal scores the closer range wins. Write sizes with an uppercase suffix (7B, 1.5T): a lowercase one reads as 0. OME v1.2.2 crashes when only one bound is set.',
      properties: {
        min: text('Smallest model size, e.g. 1B. Unset: no lower bound.'),
        max: text('Largest model size, e.g. 70B. Unset: no upper bound.'),
      },
    },
    acceleratorRequirements: {
      type: 'object',
      properties: {
        acceleratorClasses: {
          type: 'array',
          items: { type: 'string' },
          description:
            "AcceleratorClass names this runtime runs on, in order. Checked against the InferenceService's requested class; a policy picks among them (FirstAvailable: the first).",
        },
      },
    },
    engineConfig: {
      type: 'object',
      properties: {
        annotations: annotations('Engine annotations.', {
          'ome.io/deploymentMode': deploymentModeAnnotation,
        }),
      },
    },
    decoderConfig: {
      type: 'object',
      properties: {
        annotations: annotations('Decoder annotations.', {
          'ome.io/deploymentMode': deploymentModeAnnotation,
        }),
      },
    },
  },
};

const runtime = (namespaced: boolean): JSONSchema => ({
  properties: {
    metadata: metadata(namespaced, {
      'ome.io/inherit-from': text(
        "Parent runtime. Selection reads only this runtime's own spec (no inheritance).",
      ),
    }),
    spec: runtimeSpec,
  },
});

const model = (namespaced: boolean): JSONSchema => ({
  properties: {
    metadata: metadata(namespaced),
    spec: {
      type: 'object',
      properties: {
        modelFormat: {
          type: 'object',
          description: 'Required. Weights format; matched against each runtime entry.',
          properties: {
            name: text('Format name, e.g. safetensors.'),
            version: text('Format version, e.g. 1.0.0.'),
          },
        },
        modelFramework: {
          type: 'object',
          description: 'Framework the model was made with.',
          properties: {
            name: text('Framework name, e.g. transformers.'),
            version: text('Framework version, e.g. 4.45.0.'),
          },
        },
        modelArchitecture: architecture,
        quantization,
        diffusionPipeline,
        modelParameterSize: text(
          'Parameter count, e.g. 3.21B. Checked against modelSizeRange; breaks score ties by distance to the range bounds.',
        ),
        disabled: {
          type: 'boolean',
          default: false,
          description: 'true: the model is not served.',
        },
        distribution: text("Sharded: v1.3 runtimes can't serve it without a model cache provider."),
      },
    },
  },
});

const componentSpec = (name: 'engine' | 'decoder'): JSONSchema => ({
  type: 'object',
  description: `The ${name} component; its accelerator class and deployment mode are checked against each runtime.`,
  properties: {
    acceleratorOverride: acceleratorSelectorSchema(name),
    annotations: annotations(`${name} annotations.`, {
      'ome.io/deploymentMode': deploymentModeAnnotation,
    }),
    ...componentPlacementSchema(name),
  },
});

const inferenceService: JSONSchema = {
  properties: {
    metadata: metadata(true, {
      'ome.io/accelerator-class': text('Requested accelerator class (an annotation).'),
    }),
    spec: {
      type: 'object',
      properties: {
        model: {
          type: 'object',
          properties: {
            name: text('The BaseModel (in this namespace) or ClusterBaseModel to serve.'),
          },
        },
        runtime: {
          type: 'object',
          description: 'Names the runtime explicitly: automatic selection is skipped.',
          properties: {
            name: text('Runtime name.'),
            kind: text('Which kind to look up. Default (CRD): ClusterServingRuntime.', {
              enum: ['ServingRuntime', 'ClusterServingRuntime'],
            }),
          },
        },
        acceleratorSelector: acceleratorSelectorSchema('service'),
        engine: componentSpec('engine'),
        decoder: componentSpec('decoder'),
        deploymentMode: text('Requested deployment mode (v1.3).', {
          enum: ['OMENative', 'RawDeployment'],
        }),
      },
    },
  },
};

const KINDS: Record<string, { schema: JSONSchema; description: string }> = {
  ServingRuntime: {
    schema: runtime(true),
    description: 'A runtime in one namespace. Ranks before every ClusterServingRuntime.',
  },
  ClusterServingRuntime: { schema: runtime(false), description: 'A runtime for every namespace.' },
  BaseModel: {
    schema: model(true),
    description: 'A model in one namespace; found before a ClusterBaseModel of the same name.',
  },
  ClusterBaseModel: { schema: model(false), description: 'A model for every namespace.' },
  InferenceService: {
    schema: inferenceService,
    description: 'Serves a model; selection picks its runtime.',
  },
  AcceleratorClass: {
    schema: acceleratorClassSchema,
    description:
      'A kind of accelerator (cluster-wide); a policy or a name picks one per component.',
  },
};

export const OME_SCHEMA: JSONSchema = {
  type: 'object',
  properties: {
    apiVersion: text('API version of the OME objects.', { enum: ['ome.io/v1beta1'] }),
    kind: {
      type: 'string',
      enum: Object.keys(KINDS),
      enumDescriptions: Object.values(KINDS).map((k) => k.description),
      description: 'The kind of object. Other kinds are allowed and ignored by selection.',
    },
  },
  allOf: Object.entries(KINDS).map(([kind, { schema }]) => ({
    if: { properties: { kind: { const: kind } }, required: ['kind'] },
    then: schema,
  })),
};

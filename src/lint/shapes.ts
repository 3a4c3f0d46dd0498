/**
 * Model shapes a runtime declares: for each autoSelect entry, the model that entry is written for
 * (its format and framework with their versions, architecture, quantization, pipeline), and the
 * InferenceService its accelerator classes and deployment modes ask for. The catalog rules
 * (catch-all, overlap, unreachable) map the sizes of each shape (docs/selection-rules.md, "Lint").
 */
import {
  sizeMap,
  type BaseModel,
  type InferenceService,
  type OmeVersion,
  type ServingRuntime,
  type SizeBand,
  type SupportedModelFormat,
} from '../engine';
import { BARE_COMPONENT } from '../engine/accelerator/types';
import { entryMatches } from '../engine/match';

export interface Shape {
  readonly key: string;
  readonly namespace: string;
  readonly model: BaseModel;
  readonly isvc: InferenceService | null;
}

/** A namespace no manifest names: where cluster runtimes compete without namespaced ones. */
export const NO_NAMESPACE = '(a namespace without ServingRuntimes)';

/** The model an entry is written for, or null when no model matches it (a `GreaterThan` version). */
export function modelOfEntry(entry: SupportedModelFormat, version: OmeVersion): BaseModel | null {
  const format = entry.modelFormat;
  if (format === null || format.name === '') return null;
  const framework = entry.modelFramework;
  const model: BaseModel = {
    kind: 'ClusterBaseModel',
    name: 'shape',
    namespace: null,
    modelFormat: { name: format.name, version: format.version },
    modelFramework:
      framework === null ? null : { name: framework.name, version: framework.version },
    modelArchitecture: entry.modelArchitecture,
    quantization: entry.quantization,
    diffusionPipeline: entry.diffusionPipeline,
    modelParameterSize: null,
    disabled: null,
    distribution: null,
  };
  return entryMatches(model, entry, version) ? model : null;
}

/** The InferenceService a runtime's accelerator classes and deployment modes are written for. */
export function serviceFor(runtime: ServingRuntime, namespace: string): InferenceService | null {
  const accelerator = runtime.acceleratorClasses?.[0] ?? null;
  if (
    accelerator === null &&
    runtime.engineDeploymentMode === null &&
    runtime.decoderDeploymentMode === null
  )
    return null;
  return {
    name: 'shape',
    namespace,
    modelName: 'shape',
    runtime: null,
    acceleratorClassAnnotation: null,
    acceleratorSelectorClass: accelerator,
    engineAcceleratorClass: null,
    decoderAcceleratorClass: null,
    hasEngine: true,
    hasDecoder: runtime.decoderDeploymentMode !== null,
    engineDeploymentMode: runtime.engineDeploymentMode,
    decoderDeploymentMode: runtime.decoderDeploymentMode,
    deploymentMode: null,
    acceleratorSelector:
      accelerator === null
        ? null
        : { acceleratorClass: accelerator, policy: null, constraints: null },
    engine: BARE_COMPONENT,
    decoder: runtime.decoderDeploymentMode !== null ? BARE_COMPONENT : null,
  };
}

/** The shape of one autoSelect entry of `runtime`, or null. */
export function shapeOf(
  runtime: ServingRuntime,
  entry: SupportedModelFormat,
  version: OmeVersion,
): Shape | null {
  const model = modelOfEntry(entry, version);
  if (model === null) return null;
  const namespace =
    runtime.kind === 'ServingRuntime' ? (runtime.namespace ?? NO_NAMESPACE) : NO_NAMESPACE;
  const isvc = serviceFor(runtime, namespace);
  return { key: JSON.stringify([namespace, model, isvc]), namespace, model, isvc };
}

/** Size maps by shape, each computed once per lint. */
export class ShapeMaps {
  readonly #maps = new Map<string, SizeBand[]>();
  readonly #byFormat = new Map<string, ServingRuntime[]>();
  constructor(
    private readonly runtimes: readonly ServingRuntime[],
    private readonly version: OmeVersion,
  ) {}

  /** The runtimes with an entry of the shape's format: no other can qualify for it (§4.1). */
  runtimesFor(shape: Shape): ServingRuntime[] {
    const format = shape.model.modelFormat.name;
    let list = this.#byFormat.get(format);
    if (list === undefined) {
      list = this.runtimes.filter((r) =>
        r.supportedModelFormats.some((e) => e.modelFormat?.name === format),
      );
      this.#byFormat.set(format, list);
    }
    return list;
  }

  bands(shape: Shape): SizeBand[] {
    let bands = this.#maps.get(shape.key);
    if (bands === undefined) {
      bands = sizeMap({
        namespace: shape.namespace,
        model: shape.model,
        inferenceService: shape.isvc,
        runtimes: this.runtimesFor(shape),
        omeVersion: this.version,
      });
      this.#maps.set(shape.key, bands);
    }
    return bands;
  }
}

/** The shape in words: `safetensors 1.0.0 / transformers 4.43.1 / Qwen2ForCausalLM`. */
export function shapeText(shape: Shape): string {
  const m = shape.model;
  const part = (o: { name: string; version: string | null } | null) =>
    o === null ? null : o.version === null ? o.name : `${o.name} ${o.version}`;
  return [part(m.modelFormat), part(m.modelFramework), m.modelArchitecture, m.quantization]
    .filter((p) => p !== null)
    .join(' / ');
}

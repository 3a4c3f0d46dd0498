/**
 * The size map's what-if: rank the model as if its modelParameterSize were another
 * size, without touching the manifests. Applied to the resolved model, after the YAML is read, so
 * the text, the diagnostics and the size map itself stay those of the YAML.
 */
import type { BaseModel, SelectionInput } from '../../engine';

/**
 * The same overridden model object for the same model and size, so the engine's evaluation cache
 * (keyed by model identity) still spares unchanged runtimes while the user types with a what-if on.
 */
const overridden = new WeakMap<BaseModel, Map<string, BaseModel>>();

function modelAtSize(model: BaseModel, size: string): BaseModel {
  let bySize = overridden.get(model);
  if (bySize === undefined) overridden.set(model, (bySize = new Map()));
  let at = bySize.get(size);
  if (at === undefined) {
    // A few sizes per model at most are tried; forget older ones so the map stays small.
    if (bySize.size > 16) bySize.clear();
    bySize.set(size, (at = { ...model, modelParameterSize: size }));
  }
  return at;
}

/** The input with the model's modelParameterSize replaced by `size`; unchanged without one. */
export function withSizeOverride(input: SelectionInput, size: string | undefined): SelectionInput {
  if (size === undefined || input.model === null) return input;
  return { ...input, model: modelAtSize(input.model, size) };
}

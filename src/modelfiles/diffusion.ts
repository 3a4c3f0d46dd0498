/**
 * A diffusers pipeline as OME's generic loader reads model_index.json (diffusion.go,
 * interface.go's GenericDiffusionModelConfig): the class name is the architecture, the diffusers
 * version is format and framework version, and the count is the text encoder's, the transformer's
 * (or unet's) and the VAE's weights summed — 0 when any of the three can't be counted — plus any
 * other component's that can be.
 */
import type { JsonObject } from './json';
import { joinPath, dirOf } from './paths';
import { findAndCountSafetensors } from './safetensors';
import {
  ModelFileError,
  type DiffusionPipelineValue,
  type ModelFileTree,
  type NamedComponents,
  type PipelineComponent,
} from './types';

const stringField = (object: JsonObject, ...keys: string[]): string => {
  for (const key of keys) {
    const value = object[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
};

/** model_index.json's keys for the pipeline's named components (any case), by the spec's name. */
const NAMED: Readonly<Record<string, keyof NamedComponents>> = {
  scheduler: 'scheduler',
  text_encoder: 'textEncoder',
  tokenizer: 'tokenizer',
  transformer: 'transformer',
  unet: 'transformer',
  vae: 'vae',
};

/**
 * A model_index.json entry read as a component, as OME's parseDiffusersComponent reads it: a list
 * of strings (["library", "Class"], or ["Class"]; an empty list is none), or an object naming a
 * class or a library; anything else is not a component.
 */
function parseComponent(value: unknown): PipelineComponent | null {
  if (Array.isArray(value)) {
    if (value.length === 0 || !value.every((v) => typeof v === 'string' || v === null)) return null;
    const parts = value.map((v) => (v as string | null) ?? '');
    return parts.length === 1
      ? { library: '', type: parts[0]! }
      : { library: parts[0]!, type: parts[1]! };
  }
  if (typeof value !== 'object' || value === null) return null;
  const obj = value as JsonObject;
  const type = stringField(obj, '_class_name', 'class_name', 'className', 'type');
  const library = stringField(obj, '_library', 'library');
  return type === '' && library === '' ? null : { library, type };
}

export interface Pipeline {
  readonly className: string;
  readonly diffusersVersion: string;
  /** The pipeline as the agent writes it into spec.diffusionPipeline. */
  readonly spec: DiffusionPipelineValue;
}

/** The pipeline's class name, by the keys OME tries in turn ("" when none is a non-empty string). */
export const pipelineClassName = (object: JsonObject): string =>
  stringField(object, '_class_name', 'class_name', 'className');

export function readPipeline(object: JsonObject, file: string): Pipeline {
  const named: NamedComponents = {};
  const additionalComponents: Record<string, PipelineComponent> = {};
  for (const [key, value] of Object.entries(object)) {
    if (key.startsWith('_')) continue;
    const component = parseComponent(value);
    if (component === null) continue;
    const as = Object.hasOwn(NAMED, key.toLowerCase()) ? NAMED[key.toLowerCase()] : undefined;
    // Two keys for one component (transformer and unet): OME's map order decides; here the later key.
    if (as !== undefined) named[as] = component;
    else additionalComponents[key] = component;
  }
  const className = pipelineClassName(object);
  if (
    className === '' &&
    Object.keys(named).length + Object.keys(additionalComponents).length === 0
  )
    throw new ModelFileError(
      file,
      'expected diffusion pipeline metadata (a _class_name or components); found none',
    );
  return {
    className,
    diffusersVersion: stringField(object, '_diffusers_version', 'diffusers_version'),
    spec: { className: className === '' ? null : className, ...named, additionalComponents },
  };
}

export interface PipelineCount {
  readonly count: bigint;
  readonly files: readonly string[];
  /** Why the count is 0, when it is. */
  readonly missing: string | null;
}

export async function countPipeline(
  tree: ModelFileTree,
  indexPath: string,
  pipeline: Pipeline,
): Promise<PipelineCount> {
  const base = dirOf(indexPath);
  const has = new Set(tree.paths);
  const transformer =
    has.has(joinPath(base, 'transformer', 'config.json')) ||
    !has.has(joinPath(base, 'unet', 'config.json'))
      ? 'transformer'
      : 'unet';
  let total = 0n;
  const files: string[] = [];
  const add = async (component: string, required: boolean): Promise<string | null> => {
    const config = joinPath(base, component, 'config.json');
    if (!has.has(config)) return required ? `${component}/config.json is not there` : null;
    try {
      const counted = await findAndCountSafetensors(tree, config);
      total += counted.count;
      files.push(...counted.files);
      return null;
    } catch (error) {
      if (!required) return null;
      return error instanceof ModelFileError ? error.message : String(error);
    }
  };
  for (const component of ['text_encoder', transformer, 'vae']) {
    const missing = await add(component, true);
    if (missing !== null) return { count: 0n, files: [], missing };
  }
  for (const component of Object.keys(pipeline.spec.additionalComponents))
    await add(component, false);
  return { count: total, files, missing: null };
}

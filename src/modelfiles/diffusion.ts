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
import { ModelFileError, type ModelFileTree } from './types';

const stringField = (object: JsonObject, ...keys: string[]): string => {
  for (const key of keys) {
    const value = object[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
};

const NAMED = new Set(['scheduler', 'text_encoder', 'tokenizer', 'transformer', 'unet', 'vae']);

/** Whether a model_index.json entry reads as a component (["library", "Class"] or an object naming one). */
function isComponent(value: unknown): boolean {
  if (Array.isArray(value))
    return value.length > 0 && value.every((v) => typeof v === 'string' || v === null);
  if (typeof value !== 'object' || value === null) return false;
  const obj = value as JsonObject;
  return (
    stringField(obj, '_class_name', 'class_name', 'className', 'type', '_library', 'library') !== ''
  );
}

export interface Pipeline {
  readonly className: string;
  readonly diffusersVersion: string;
  /** Components other than the named ones (text_encoder_2, …). */
  readonly additional: readonly string[];
}

export function readPipeline(object: JsonObject, file: string): Pipeline {
  const components = Object.entries(object).filter(
    ([key, value]) => !key.startsWith('_') && isComponent(value),
  );
  const className = stringField(object, '_class_name', 'class_name', 'className');
  if (className === '' && components.length === 0)
    throw new ModelFileError(
      file,
      'expected diffusion pipeline metadata (a _class_name or components); found none',
    );
  return {
    className,
    diffusersVersion: stringField(object, '_diffusers_version', 'diffusers_version'),
    additional: components.map(([key]) => key).filter((key) => !NAMED.has(key.toLowerCase())),
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
  for (const component of pipeline.additional) await add(component, false);
  return { count: total, files, missing: null };
}

/**
 * The fields OME's model agent writes into a BaseModel, derived from the model's own files as
 * the agent derives them (pkg/modelagent/config_parser.go's ParseModelConfig and
 * extractModelMetadataFromHF over pkg/hfutil/modelconfig's LoadModelConfig). Read
 * docs/model-files.md for the rules and the OME commit they were read from.
 */
import { countPipeline, pipelineClassName, readPipeline } from './diffusion';
import { CONFIG_FILE, findConfig, MODEL_INDEX_FILE } from './find-config';
import { formatParamCount } from './format-count';
import { Fields, parseJsonObject, readJsonText, sanitizeJson } from './json';
import { loadGeneric } from './loaders/generic';
import type { LoadedConfig } from './loaders/loader';
import { loaderFor } from './loaders/registry';
import { baseOf } from './paths';
import { findAndCountSafetensors, NoWeightsError } from './safetensors';
import {
  ModelFileError,
  type DerivedFields,
  type InspectNote,
  type InspectResult,
  type ModelFileTree,
  type Sourced,
} from './types';

/** OME's quantization values: a quantization type containing "int4" or "fp8" (any case), else none. */
export function mapQuantization(type: string): 'int4' | 'fp8' | null {
  const lower = type.toLowerCase();
  if (lower.includes('int4')) return 'int4';
  if (lower.includes('fp8')) return 'fp8';
  return null;
}

function quantizationField(
  loaded: LoadedConfig,
  file: string,
  notes: InspectNote[],
): Sourced<string> | null {
  const { value, key } = loaded.quantization;
  if (value === '') return null;
  const mapped = mapQuantization(value);
  if (mapped === null) {
    notes.push({
      code: 'quant-unmapped',
      message: `${file}: ${key} is "${value}"; OME's agent writes a quantization only for int4 or fp8 types, so it leaves spec.quantization empty`,
    });
    return null;
  }
  return { value: mapped, source: { kind: 'file', file, key } };
}

async function parameterCount(
  tree: ModelFileTree,
  configPath: string,
  read: { readonly loaded: LoadedConfig; readonly fields: Fields; readonly modelType: string },
  notes: InspectNote[],
): Promise<{ count: number; field: Sourced<string> }> {
  const { loaded } = read;
  const file = read.fields.file;
  try {
    const weights = await findAndCountSafetensors(tree, configPath);
    if (weights.count > 0n || loaded.needsPositiveWeights !== true) {
      const count = Number(weights.count);
      return {
        count,
        field: {
          value: formatParamCount(count),
          source: { kind: 'headers', files: weights.files },
        },
      };
    }
  } catch (error) {
    if (!(error instanceof ModelFileError)) throw error;
    notes.push(
      error instanceof NoWeightsError
        ? {
            code: 'no-weights',
            message: `${error.message}: the count is what OME estimates from ${file} without the weights`,
          }
        : {
            code: 'weights-unreadable',
            message: `${error.message}; OME falls back to its estimate from ${file}, and so does this`,
          },
    );
  }
  const estimate = checkedEstimate(loaded, read.fields, read.modelType);
  if (estimate.count === 0)
    notes.push({
      code: 'zero-count',
      message: `${file}: OME has no estimate for this model without its weights and writes modelParameterSize "0"`,
    });
  return {
    count: estimate.count,
    field: {
      value: formatParamCount(estimate.count),
      source: { kind: 'estimate', file, rule: estimate.rule },
    },
  };
}

/** Loads the config as LoadModelConfig does: by model_type, else the generic loader. */
function load(text: string, path: string, file: string, notes: InspectNote[]) {
  const sanitized = parseJsonObject(sanitizeJson(text), file);
  const modelType = new Fields(sanitized, file).str('model_type');
  // LoadModelConfig keys a model_index.json without model_type by its class name: none, no loader.
  if (modelType === '' && baseOf(path) === MODEL_INDEX_FILE && pipelineClassName(sanitized) !== '')
    return { modelType: 'diffusers', diffusers: sanitized } as const;
  if (modelType === '')
    throw new ModelFileError(
      file,
      'expected a "model_type" (or, in a model_index.json, a "_class_name"); it is missing or empty',
    );
  const loader = loaderFor(modelType);
  // The generic loader reads any model_index.json as a pipeline, whatever its model_type says.
  if (loader === undefined && baseOf(path) === MODEL_INDEX_FILE)
    return { modelType: 'diffusers', diffusers: sanitized } as const;
  if (loader === undefined) {
    notes.push({
      code: 'generic-loader',
      message: `${file}: model_type "${modelType}" has no loader of its own in OME; its generic loader reads the common fields (and estimates the count from them when there are no weights)`,
    });
    const fields = new Fields(sanitized, file);
    return { modelType, fields, loaded: loadGeneric(fields) } as const;
  }
  // OME's typed loaders read the file again, without the Infinity/NaN rewrite.
  const fields = new Fields(parseJsonObject(text, file), file);
  return { modelType, fields, loaded: loader(fields) } as const;
}

/** Beyond this, Go's int64 arithmetic in OME's estimates wraps around (2^63 − 1 reads as 2^63). */
const INT64_LIMIT = 2 ** 63;

/**
 * OME's estimate, or a ModelFileError when it comes to more than a 64-bit integer holds: OME's Go
 * computes it in int64, which wraps around silently and writes a meaningless size (negative, or
 * small), so the fields it came from are named instead.
 */
function checkedEstimate(loaded: LoadedConfig, fields: Fields, modelType: string) {
  const estimate = loaded.estimate();
  if (Math.abs(estimate.count) < INT64_LIMIT) return estimate;
  const largest = [...fields.ints]
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
    .slice(0, 3)
    .map(([key, value]) => `${key} ${value}`);
  throw new ModelFileError(
    fields.file,
    `OME's ${modelType} estimate of the parameter count from ${largest.join(', ')} is beyond a 64-bit integer (${estimate.count.toPrecision(3)}); OME's Go arithmetic would wrap around and write a meaningless modelParameterSize. Check those fields, or give the model's weights`,
  );
}

async function inspectDiffusers(
  tree: ModelFileTree,
  path: string,
  object: Fields['object'],
  file: string,
  notes: InspectNote[],
): Promise<InspectResult> {
  const pipeline = readPipeline(object, file);
  // OME writes the version it read, even an empty one (a set, empty version matches no runtime's).
  const version = pipeline.diffusersVersion;
  if (version === '')
    notes.push({
      code: 'empty-value',
      message: `${file}: no _diffusers_version; OME's agent writes modelFormat and modelFramework with version "" (set, and empty)`,
    });
  const counted = await countPipeline(tree, path, pipeline);
  if (counted.missing !== null)
    notes.push({
      code: 'zero-count',
      message: `${file}: ${counted.missing}; OME counts a pipeline only from its weights and writes modelParameterSize "0"`,
    });
  const count = Number(counted.count);
  const versionSource = { kind: 'file', file, key: '_diffusers_version' } as const;
  const fields: DerivedFields = {
    modelFormat: { value: { name: 'diffusers', version }, source: versionSource },
    modelFramework: { value: { name: 'diffusers', version }, source: versionSource },
    modelArchitecture: {
      value: pipeline.className,
      source: { kind: 'file', file, key: '_class_name' },
    },
    modelParameterSize: {
      value: formatParamCount(count),
      source:
        counted.missing === null
          ? { kind: 'headers', files: counted.files }
          : { kind: 'estimate', file, rule: 'diffusers: no estimate without weights' },
    },
    quantization: null,
    diffusionPipeline: {
      value: pipeline.spec,
      source: { kind: 'file', file, key: '_class_name and components' },
    },
  };
  return { configFile: file, modelType: 'diffusers', parameterCount: count, fields, notes };
}

/**
 * What OME's agent would derive from `tree` (a model folder, or a lone config.json). Throws a
 * ModelFileError when the agent would write nothing (no config, bad JSON, a loader refusing it).
 */
export async function inspectModelFiles(tree: ModelFileTree): Promise<InspectResult> {
  const found = findConfig(tree.paths);
  if (found === null)
    throw new ModelFileError(
      tree.display(''),
      `expected a ${CONFIG_FILE} (or a diffusers ${MODEL_INDEX_FILE}) in the model's files; found neither`,
    );
  const file = tree.display(found.path);
  const notes: InspectNote[] = [];
  const quantFile = tree.paths.find((p) => baseOf(p) === 'hf_quant_config.json');
  if (quantFile !== undefined)
    notes.push({
      code: 'hf-quant-config-unread',
      message: `${tree.display(quantFile)}: OME's agent does not read hf_quant_config.json; the quantization comes from ${file} alone`,
    });
  const read = load(await readJsonText(tree, found.path), found.path, file, notes);
  if ('diffusers' in read) return inspectDiffusers(tree, found.path, read.diffusers, file, notes);
  const { loaded, modelType } = read;
  const version = loaded.transformersVersion || null;
  const { count, field } = await parameterCount(tree, found.path, read, notes);
  const arch = loaded.architecture;
  if (arch.value === '')
    notes.push({
      code: 'empty-value',
      message: `${file}: no architectures, and OME's ${modelType} loader has no default; its agent writes modelArchitecture "" (set, and empty: it then matches only a runtime entry whose modelArchitecture is "")`,
    });
  const fields: DerivedFields = {
    modelFormat: {
      value: { name: 'safetensors', version: '1.0.0' },
      source: { kind: 'agent', file },
    },
    modelFramework: {
      value: { name: 'transformers', version },
      source:
        version === null
          ? { kind: 'agent', file }
          : { kind: 'file', file, key: 'transformers_version' },
    },
    modelArchitecture: {
      value: arch.value,
      source: arch.fromFile
        ? { kind: 'file', file, key: 'architectures[0]' }
        : { kind: 'agent', file },
    },
    modelParameterSize: field,
    quantization: quantizationField(loaded, file, notes),
    diffusionPipeline: null,
  };
  return { configFile: file, modelType, parameterCount: count, fields, notes };
}

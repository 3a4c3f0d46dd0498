/**
 * A supportedModelFormats entry's `acceleratorConfig`: per accelerator class, the settings OME
 * applies once that class is chosen (docs/selection-rules.md §A6). The CRD's `minimum: 0` is
 * advice, as other admission rules are (§1.5): a negative value is kept, with a warning.
 */
import type {
  AcceleratorConfigMap,
  AcceleratorModelConfig,
  TensorParallelismConfig,
} from '../engine/accelerator/types';
import type { YamlMap } from '../yaml';
import { fieldPath, type NodeReader } from './node-reader';

/** An int64 the CRD wants at least 0. */
function nonNegative(r: NodeReader, node: YamlMap, key: string, at: string): number | null {
  const value = r.integer(node, key, at, 64);
  if (value !== null && value < 0)
    r.report(
      'invalid-value',
      fieldPath(at, key),
      `expected at least 0, got ${value}; the API server refuses it`,
      r.child(node, key),
      'warning',
    );
  return value;
}

function readParallelism(
  r: NodeReader,
  parent: YamlMap,
  at: string,
): TensorParallelismConfig | null {
  const node = r.map(parent, 'tensorParallelismOverride', at);
  if (node === null) return null;
  const path = fieldPath(at, 'tensorParallelismOverride');
  return {
    tensorParallelSize: nonNegative(r, node, 'tensorParallelSize', path),
    pipelineParallelSize: nonNegative(r, node, 'pipelineParallelSize', path),
    dataParallelSize: nonNegative(r, node, 'dataParallelSize', path),
  };
}

function readModelConfig(r: NodeReader, node: YamlMap, at: string): AcceleratorModelConfig {
  return {
    minMemoryPerBillionParams: nonNegative(r, node, 'minMemoryPerBillionParams', at),
    tensorParallelismOverride: readParallelism(r, node, at),
    runtimeArgsOverride: r.stringList(node, 'runtimeArgsOverride', at),
    environmentOverride: r.stringMap(node, 'environmentOverride', at),
  };
}

/** `acceleratorConfig` of the entry at path `at`; null when absent. */
export function readAcceleratorConfig(
  r: NodeReader,
  entry: YamlMap,
  at: string,
): AcceleratorConfigMap | null {
  const map = r.map(entry, 'acceleratorConfig', at);
  if (map === null) return null;
  const path = fieldPath(at, 'acceleratorConfig');
  const out: Record<string, AcceleratorModelConfig | null> = {};
  for (const [key, value] of r.pairs(map)) {
    const config = r.map(map, key, path);
    if (config !== null) out[key] = readModelConfig(r, config, `${path}.${key}`);
    else if (value === null || r.value(value) === null) out[key] = null;
  }
  return out;
}

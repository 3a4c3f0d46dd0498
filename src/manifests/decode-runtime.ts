/**
 * ServingRuntime / ClusterServingRuntime → engine `ServingRuntime`, with CRD defaulting
 * (docs/selection-rules.md §1.5): an absent weight is 1, an absent operator `Equal`; nothing else.
 */
import type {
  DefaultedField,
  FormatRequirement,
  RuntimeKind,
  ServingRuntime,
  SupportedModelFormat,
} from '../engine/types';
import { readAcceleratorConfig } from './decode-accelerator-config';
import { decodeObject, nameAndNamespace, readDiffusionPipeline } from './decode-common';
import { isMap, type YamlMap, type YamlNode } from '../yaml';
import type { NodeReader } from './node-reader';
import type { EntryLocation } from './types';

export interface DecodeOptions {
  /** Apply the CRD defaults (true for real manifests; false reproduces Go-test structs). */
  readonly applyCrdDefaults: boolean;
}

const DEPLOYMENT_MODE_ANNOTATION = 'ome.io/deploymentMode';
const INHERIT_FROM_ANNOTATION = 'ome.io/inherit-from';

/** The fields the CRD defaults, as constants: a string made per entry would be one per entry kept (40,000 in a 10,000-runtime cluster). */
const DEFAULTED = {
  modelFormat: { weight: 'modelFormat.weight', operator: 'modelFormat.operator' },
  modelFramework: { weight: 'modelFramework.weight', operator: 'modelFramework.operator' },
} as const satisfies Record<string, Record<string, DefaultedField>>;

function readRequirement(
  r: NodeReader,
  entry: YamlMap,
  key: 'modelFormat' | 'modelFramework',
  path: string,
  options: DecodeOptions,
  defaulted: DefaultedField[],
): FormatRequirement | null {
  const node = r.map(entry, key, path);
  if (node === null) return null;
  const at = `${path}.${key}`;
  const weight = r.integer(node, 'weight', at, 64);
  const operator = r.string(node, 'operator', at);
  // Absent and `null` are the same to the API server: both get the CRD default. (A value of the
  // wrong type also reads as null, but it rejects the whole runtime, defaults and all.)
  if (options.applyCrdDefaults && weight === null) defaulted.push(DEFAULTED[key].weight);
  if (options.applyCrdDefaults && operator === null) defaulted.push(DEFAULTED[key].operator);
  return {
    name: r.string(node, 'name', at) ?? '',
    version: r.string(node, 'version', at),
    operator: operator ?? (options.applyCrdDefaults ? 'Equal' : null),
    weight: weight ?? (options.applyCrdDefaults ? 1 : 0),
  };
}

function readEntry(
  r: NodeReader,
  node: YamlNode,
  path: string,
  options: DecodeOptions,
): SupportedModelFormat | null {
  const entry = r.resolve(node);
  if (!isMap(entry)) {
    r.report(
      'wrong-type',
      path,
      `expected a mapping for a supportedModelFormats entry, got ${r.written(entry)}`,
      entry,
    );
    return null;
  }
  const map = entry;
  const defaulted: DefaultedField[] = [];
  return {
    name: r.string(map, 'name', path) ?? '',
    modelFormat: readRequirement(r, map, 'modelFormat', path, options, defaulted),
    modelFramework: readRequirement(r, map, 'modelFramework', path, options, defaulted),
    modelArchitecture: r.string(map, 'modelArchitecture', path),
    quantization: r.string(map, 'quantization', path),
    diffusionPipeline: readDiffusionPipeline(r, map, path),
    autoSelect: r.boolean(map, 'autoSelect', path),
    priority: r.integer(map, 'priority', path, 32),
    defaulted,
    acceleratorConfig: readAcceleratorConfig(r, map, path),
  };
}

/** Where an entry is, for edits and pointers: made only when something asks (see LocalOrigin). */
export function entryLocation(r: NodeReader, node: YamlNode): EntryLocation {
  const map = r.resolve(node);
  const priority = isMap(map) ? r.child(map, 'priority') : null;
  const span = r.span(map);
  return {
    span,
    priority: r.span(priority),
    keyColumn: span?.start.column ?? 1,
    endOffset: map === null ? 0 : r.localOffset(map.end),
    sharedAnchor: r.sharedAnchor(map) ?? r.sharedAnchor(priority),
  };
}

export interface DecodedRuntime {
  readonly runtime: ServingRuntime;
  /** The supportedModelFormats entries as written, for `entryLocation`. */
  readonly entryNodes: readonly YamlNode[];
}

export function decodeRuntime(
  r: NodeReader,
  root: YamlMap,
  kind: RuntimeKind,
  options: DecodeOptions,
): DecodedRuntime | null {
  return decodeObject(r, root, (metadata, spec): DecodedRuntime => {
    const entryNodes = r.list(spec, 'supportedModelFormats', 'spec') ?? [];
    const entries = entryNodes.map((node, i) =>
      readEntry(r, node, `spec.supportedModelFormats[${i}]`, options),
    );
    const range = r.map(spec, 'modelSizeRange', 'spec');
    const accelerators = r.map(spec, 'acceleratorRequirements', 'spec');
    const engineConfig = r.map(spec, 'engineConfig', 'spec');
    const decoderConfig = r.map(spec, 'decoderConfig', 'spec');
    const engineAnnotations = r.stringMap(engineConfig, 'annotations', 'spec.engineConfig');
    const decoderAnnotations = r.stringMap(decoderConfig, 'annotations', 'spec.decoderConfig');
    const runtime: ServingRuntime = {
      kind,
      ...nameAndNamespace(metadata, kind === 'ServingRuntime'),
      disabled: r.boolean(spec, 'disabled', 'spec'),
      supportedModelFormats: entries.filter((e): e is SupportedModelFormat => e !== null),
      modelSizeRange:
        range === null
          ? null
          : {
              min: r.string(range, 'min', 'spec.modelSizeRange'),
              max: r.string(range, 'max', 'spec.modelSizeRange'),
            },
      acceleratorClasses: r.stringList(
        accelerators,
        'acceleratorClasses',
        'spec.acceleratorRequirements',
      ),
      engineDeploymentMode: engineAnnotations?.[DEPLOYMENT_MODE_ANNOTATION] ?? null,
      decoderDeploymentMode: decoderAnnotations?.[DEPLOYMENT_MODE_ANNOTATION] ?? null,
      inheritFrom: metadata?.annotations[INHERIT_FROM_ANNOTATION] ?? null,
    };
    return { runtime, entryNodes };
  });
}

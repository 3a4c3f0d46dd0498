/**
 * AcceleratorClass → engine `AcceleratorClass` (docs/selection-rules.md §A1), with the CRD's
 * rules: `spec.discovery` and `spec.capabilities` are required, a resource needs a `name`, and a
 * resource's `quantity` defaults to "1". Quantities are read as OME reads them (§A2).
 */
import type {
  AcceleratorCapabilities,
  AcceleratorClass,
  AcceleratorCost,
  AcceleratorDiscovery,
  AcceleratorPerformance,
  AcceleratorResource,
  NodeSelectorRequirement,
  NodeSelectorTerm,
} from '../engine/accelerator/types';
import { parseQuantity, type Quantity } from '../engine/accelerator/quantity';
import { isMap, type YamlMap, type YamlNode } from '../yaml';
import { decodeObject } from './decode-common';
import { readMemoryQuantity, readQuantity } from './decode-quantity';
import type { DecodeOptions } from './decode-runtime';
import { fieldPath, type NodeReader } from './node-reader';

const NO_DISCOVERY: AcceleratorDiscovery = {
  nodeSelector: {},
  hasAffinity: false,
  requiredNodeTerms: null,
  pciVendorID: '',
  deviceIDs: [],
};
const NO_CAPABILITIES: AcceleratorCapabilities = {
  memoryGB: null,
  computeCapability: '',
  memoryBandwidthGBps: null,
  features: [],
  performance: null,
};

/** Each mapping of the list under `key`, with its path; other items are reported. */
function mapsOf(r: NodeReader, parent: YamlMap | null, key: string, at: string) {
  const path = fieldPath(at, key);
  return (r.list(parent, key, at) ?? []).flatMap((node, i): [YamlMap, string][] => {
    if (isMap(node)) return [[node, `${path}[${i}]`]];
    r.report('wrong-type', `${path}[${i}]`, `expected a mapping, got ${r.written(node)}`, node);
    return [];
  });
}

function readRequirements(
  r: NodeReader,
  term: YamlMap,
  key: string,
  at: string,
): NodeSelectorRequirement[] {
  return mapsOf(r, term, key, at).map(([node, path]) => ({
    key: r.string(node, 'key', path) ?? '',
    operator: r.string(node, 'operator', path) ?? '',
    values: r.stringList(node, 'values', path) ?? [],
  }));
}

/** `affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms`. */
function readRequiredNodeTerms(r: NodeReader, affinity: YamlMap | null, at: string) {
  const nodeAffinity = r.map(affinity, 'nodeAffinity', at);
  const requiredAt = fieldPath(at, 'nodeAffinity');
  const required = r.map(
    nodeAffinity,
    'requiredDuringSchedulingIgnoredDuringExecution',
    requiredAt,
  );
  if (required === null) return null;
  const termsAt = fieldPath(requiredAt, 'requiredDuringSchedulingIgnoredDuringExecution');
  return mapsOf(r, required, 'nodeSelectorTerms', termsAt).map(
    ([term, path]): NodeSelectorTerm => ({
      matchExpressions: readRequirements(r, term, 'matchExpressions', path),
      matchFields: readRequirements(r, term, 'matchFields', path),
    }),
  );
}

function readDiscovery(r: NodeReader, node: YamlMap | null): AcceleratorDiscovery {
  if (node === null) return NO_DISCOVERY;
  const at = 'spec.discovery';
  const affinity = r.map(node, 'affinity', at);
  return {
    nodeSelector: r.stringMap(node, 'nodeSelector', at) ?? {},
    hasAffinity: affinity !== null,
    requiredNodeTerms: readRequiredNodeTerms(r, affinity, fieldPath(at, 'affinity')),
    pciVendorID: r.string(node, 'pciVendorID', at) ?? '',
    deviceIDs: r.stringList(node, 'deviceIDs', at) ?? [],
  };
}

function readPerformance(r: NodeReader, parent: YamlMap): AcceleratorPerformance | null {
  const at = 'spec.capabilities.performance';
  const node = r.map(parent, 'performance', 'spec.capabilities');
  if (node === null) return null;
  return {
    fp32Tflops: r.integer(node, 'fp32Tflops', at, 64),
    fp16Tflops: r.integer(node, 'fp16Tflops', at, 64),
    int8Tops: r.integer(node, 'int8Tops', at, 64),
    int4Tops: r.integer(node, 'int4Tops', at, 64),
  };
}

function readCapabilities(r: NodeReader, node: YamlMap | null): AcceleratorCapabilities {
  if (node === null) return NO_CAPABILITIES;
  const at = 'spec.capabilities';
  return {
    memoryGB: readMemoryQuantity(r, node, at),
    computeCapability: r.string(node, 'computeCapability', at) ?? '',
    memoryBandwidthGBps: readQuantity(r, node, 'memoryBandwidthGBps', at),
    features: r.stringList(node, 'features', at) ?? [],
    performance: readPerformance(r, node),
  };
}

/** The CRD's default for a resource's quantity. */
const ONE = (parseQuantity('1') as { ok: true; quantity: Quantity }).quantity;
const ZERO = (parseQuantity('0') as { ok: true; quantity: Quantity }).quantity;

function readResources(r: NodeReader, spec: YamlMap, options: DecodeOptions) {
  return mapsOf(r, spec, 'resources', 'spec').map(([node, path]): AcceleratorResource => {
    const name = r.string(node, 'name', path);
    if (name === null && options.applyCrdDefaults && !r.rejected)
      r.report('missing-field', `${path}.name`, 'a resource needs a name', node);
    r.boolean(node, 'divisible', path);
    // Without the CRD (Go-test data) an absent quantity is Go's zero Quantity.
    const quantity = readQuantity(r, node, 'quantity', path);
    return { name: name ?? '', quantity: quantity ?? (options.applyCrdDefaults ? ONE : ZERO) };
  });
}

function readCost(r: NodeReader, spec: YamlMap): AcceleratorCost | null {
  const node = r.map(spec, 'cost', 'spec');
  if (node === null) return null;
  const at = 'spec.cost';
  return {
    perHour: readQuantity(r, node, 'perHour', at),
    perMillionTokens: readQuantity(r, node, 'perMillionTokens', at),
    spotPerHour: readQuantity(r, node, 'spotPerHour', at),
    tier: r.string(node, 'tier', at) ?? '',
  };
}

/**
 * A required mapping of the spec: missing (or null, which the API server prunes first), the
 * object is refused.
 */
function requiredMap(
  r: NodeReader,
  spec: YamlMap,
  key: string,
  options: DecodeOptions,
  where: YamlNode,
): YamlMap | null {
  const node = r.map(spec, key, 'spec');
  if (node === null && options.applyCrdDefaults && !r.rejected)
    r.report('missing-field', `spec.${key}`, `spec.${key} is required (write {} for none)`, where);
  return node;
}

export function decodeAcceleratorClass(
  r: NodeReader,
  root: YamlMap,
  options: DecodeOptions,
): AcceleratorClass | null {
  return decodeObject(r, root, (metadata, spec): AcceleratorClass => {
    const discovery = spec === null ? null : requiredMap(r, spec, 'discovery', options, spec);
    const capabilities = spec === null ? null : requiredMap(r, spec, 'capabilities', options, spec);
    return {
      name: metadata?.name ?? '',
      vendor: r.string(spec, 'vendor', 'spec') ?? '',
      family: r.string(spec, 'family', 'spec') ?? '',
      model: r.string(spec, 'model', 'spec') ?? '',
      discovery: readDiscovery(r, discovery),
      capabilities: readCapabilities(r, capabilities),
      resources: spec === null ? [] : readResources(r, spec, options),
      cost: spec === null ? null : readCost(r, spec),
    };
  });
}

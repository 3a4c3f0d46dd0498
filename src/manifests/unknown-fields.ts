/**
 * Fields OME does not know, in the parts of a manifest that runtime selection reads and their
 * neighbours: the API server prunes them without a word (its structural schema drops unknown
 * fields), so a misspelt `modelSizeRange` or `autoselect` silently does nothing. The field names
 * are those of OME's CRDs (ServingRuntime/ClusterServingRuntime and BaseModel/ClusterBaseModel
 * `spec`, the supportedModelFormats entries, formats, frameworks and size ranges); subtrees that
 * are Kubernetes types (engineConfig, containers, storage…) are not checked.
 */
import { distance } from './did-you-mean';
import {
  LineIndex,
  PairReader,
  documentChunks,
  pairsOf,
  type YamlMap,
  type YamlNode,
} from '../yaml';

/** A known key, with what is known below it (`true`: not checked further). */
type Known = { readonly [key: string]: Known | true };

const FORMAT: Known = { name: true, version: true, operator: true, weight: true };
const METADATA: Known = Object.fromEntries(
  [
    'name',
    'namespace',
    'labels',
    'annotations',
    'generateName',
    'uid',
    'resourceVersion',
    'generation',
    'creationTimestamp',
    'deletionTimestamp',
    'deletionGracePeriodSeconds',
    'ownerReferences',
    'finalizers',
    'managedFields',
    'selfLink',
  ].map((k) => [k, true]),
);
const ENTRY: Known = {
  name: true,
  version: true,
  modelFormat: FORMAT,
  modelFramework: FORMAT,
  modelType: true,
  modelArchitecture: true,
  quantization: true,
  autoSelect: true,
  priority: true,
  acceleratorConfig: true,
  diffusionPipeline: true,
};
const keys = (names: string, below: Record<string, Known> = {}): Known => ({
  ...Object.fromEntries(names.split(' ').map((k) => [k, true])),
  ...below,
});
const RUNTIME_SPEC = keys(
  'acceleratorRequirements affinity annotations containers decoderConfig disabled dnsPolicy engineConfig hostIPC hostNetwork imagePullSecrets labels nodeSelector protocolVersions routerConfig schedulerName tolerations volumes workers',
  { supportedModelFormats: ENTRY, modelSizeRange: { min: true, max: true } },
);
const MODEL_SPEC = keys(
  'additionalMetadata apiCapabilities compartmentID diffusionPipeline disabled displayName maxTokens modelArchitecture modelCapabilities modelConfiguration modelParameterSize modelType quantization servingMode storage vendor version distribution',
  { modelFormat: FORMAT, modelFramework: FORMAT },
);
const object = (spec: Known): Known => ({
  apiVersion: true,
  kind: true,
  metadata: METADATA,
  spec,
  status: true,
});
const KNOWN: Record<string, Known> = {
  ServingRuntime: object(RUNTIME_SPEC),
  ClusterServingRuntime: object(RUNTIME_SPEC),
  BaseModel: object(MODEL_SPEC),
  ClusterBaseModel: object(MODEL_SPEC),
};

export interface UnknownField {
  /** 1-based document number in the text. */
  readonly document: number;
  /** Dotted path of the unknown key, e.g. `spec.supportedModelFormats[0].autoselect`. */
  readonly path: string;
  readonly line: number;
  readonly column: number;
  /** The known key it is probably a misspelling of, or null. */
  readonly suggestion: string | null;
}

/**
 * The known key `key` was probably meant to be: same letters in another case, or 1–2 edits (a swap
 * of two neighbours is one, as in "did you mean").
 */
export function suggestKey(key: string, known: readonly string[]): string | null {
  const lower = key.toLowerCase();
  const sameCase = known.find((k) => k.toLowerCase() === lower);
  if (sameCase !== undefined) return sameCase;
  let best: string | null = null;
  let bestDistance = key.length < 6 ? 2 : 3;
  for (const k of known) {
    const d = distance(lower, k.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

function walk(
  reader: PairReader,
  map: YamlMap,
  known: Known,
  path: string,
  found: (node: YamlNode, path: string, suggestion: string | null) => void,
): void {
  for (const pair of pairsOf(map)) {
    const key = reader.keyOf(pair);
    // A merge brings fields from elsewhere (its own mapping is checked where it is written).
    if (key === null || reader.isMerge(pair)) continue;
    const here = path === '' ? key : `${path}.${key}`;
    const below = Object.hasOwn(known, key) ? known[key] : undefined;
    if (below === undefined) {
      found(pair.key, here, suggestKey(key, Object.keys(known)));
      continue;
    }
    if (below === true) continue;
    const value = pair.value;
    if (value.kind === 'map') walk(reader, value, below, here, found);
    else if (value.kind === 'seq')
      value.items.forEach((item, i) => {
        if (item.kind === 'map') walk(reader, item, below, `${here}[${i}]`, found);
      });
  }
}

/** Every unknown field of the OME objects in `text`, in text order. Documents with aliases are skipped. */
export function unknownFields(text: string): UnknownField[] {
  const lines = new LineIndex(text);
  const out: UnknownField[] = [];
  for (const doc of documentChunks(text)) {
    if (!doc.usable || doc.hasAlias || doc.root?.kind !== 'map') continue;
    const reader = new PairReader(doc.text);
    const kind = reader.stringAt(doc.root, 'kind');
    const known = kind === null ? undefined : KNOWN[kind];
    if (known === undefined) continue;
    walk(reader, doc.root, known, '', (node, path, suggestion) => {
      const at = lines.positionAt(node.start + doc.offset);
      out.push({ document: doc.number, path, line: at.line, column: at.column, suggestion });
    });
  }
  return out;
}

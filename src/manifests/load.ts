/**
 * Manifests in, decoded objects out: every document of every source, `List` items unpacked, each
 * object decoded by kind, with diagnostics that name source, document, line and field. A bad
 * document never hides the good ones beside it.
 */
import type { BaseModel, InferenceService, ServingRuntime } from '../engine/types';
import { decodeInferenceService } from './decode-isvc';
import { decodeModel } from './decode-model';
import { decodeRuntime, type DecodeOptions } from './decode-runtime';
import { ReparsedChunk, originsInTree, type Origins } from './origins';
import { NodeReader, isMap, type MapNode } from './reader';
import type {
  Diagnostic,
  Located,
  ManifestSet,
  ManifestSource,
  ObjectOrigin,
  SourceRef,
} from './types';
import { relocateDiagnostic, relocateObject, splitDocuments, type Chunk } from './chunks';
import { sourceRefOf } from './source-ref';
import {
  documentOfSource,
  documentStart,
  parseSource,
  parseWholeSource,
  type ParsedDocument,
  type ParsedSource,
} from './yaml-documents';
import { scalarValue, type YamlDocument, type YamlNode } from './yaml-nodes';

const byScopeThenName = (a: ServingRuntime, b: ServingRuntime): number =>
  (a.kind === b.kind ? 0 : a.kind === 'ServingRuntime' ? -1 : 1) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  ((a.namespace ?? '') < (b.namespace ?? '')
    ? -1
    : (a.namespace ?? '') > (b.namespace ?? '')
      ? 1
      : 0);

const isEmptyDocument = (root: YamlNode | null, text: string): boolean =>
  root === null || (root.kind === 'scalar' && scalarValue(root, text) === null);

export const SELECTION_KINDS = [
  'ServingRuntime',
  'ClusterServingRuntime',
  'BaseModel',
  'ClusterBaseModel',
  'InferenceService',
] as const;

interface Collector {
  readonly runtimes: Located<ServingRuntime>[];
  readonly models: Located<BaseModel>[];
  readonly inferenceServices: Located<InferenceService>[];
  readonly diagnostics: Diagnostic[];
}

/** What every object of one document is decoded with, and where the results go. */
interface DocumentScope {
  readonly parsed: ParsedSource;
  readonly document: ParsedDocument;
  readonly options: DecodeOptions;
  readonly out: Collector;
  readonly origins: Origins;
}

function decodeObject(scope: DocumentScope, root: MapNode, ref: SourceRef): void {
  const { parsed, document, options, out } = scope;
  const r = new NodeReader(
    parsed.lines,
    parsed.text,
    ref,
    out.diagnostics,
    document.aliases,
    scope.origins.recordsFields,
  );
  const kind = r.string(root, 'kind', '');
  if (kind === null) {
    if (!r.rejected) {
      r.report(
        'missing-kind',
        'kind',
        `the document has no kind; expected one of ${SELECTION_KINDS.join(', ')} or List`,
        root,
      );
    }
    return;
  }
  const origin = (entryNodes: readonly YamlNode[] = []): ObjectOrigin =>
    scope.origins.of(ref, r, root, entryNodes);
  switch (kind) {
    case 'ServingRuntime':
    case 'ClusterServingRuntime': {
      const decoded = decodeRuntime(r, root, kind, options);
      if (decoded !== null)
        out.runtimes.push({ object: decoded.runtime, origin: origin(decoded.entryNodes) });
      return;
    }
    case 'BaseModel':
    case 'ClusterBaseModel': {
      const model = decodeModel(r, root, kind);
      if (model !== null) out.models.push({ object: model, origin: origin() });
      return;
    }
    case 'InferenceService': {
      const isvc = decodeInferenceService(r, root);
      if (isvc !== null) out.inferenceServices.push({ object: isvc, origin: origin() });
      return;
    }
    case 'List':
      unpackList(scope, root, ref, r);
      return;
    default:
      // Other kinds (Deployments, ConfigMaps, ...) are normal in a cluster export: note, don't fail.
      r.report(
        'unknown-kind',
        'kind',
        `kind ${kind} plays no part in runtime selection; ignored`,
        r.child(root, 'kind'),
        'warning',
      );
  }
}

/** `kubectl get -o yaml` output: a `v1/List` whose `items` are the objects. */
function unpackList(scope: DocumentScope, root: MapNode, ref: SourceRef, r: NodeReader): void {
  const items = r.child(root, 'items');
  if (items === null) return;
  if (items.kind !== 'seq') {
    r.report('wrong-type', 'items', `expected a list of objects, got ${r.written(items)}`, items);
    return;
  }
  items.items.forEach((node, item) => {
    const resolved = r.resolve(node);
    const itemRef: SourceRef = { ...ref, item };
    if (!isMap(resolved)) {
      scope.out.diagnostics.push({
        ...itemRef,
        severity: 'error',
        code: 'not-an-object',
        path: `items[${item}]`,
        message: `expected an object, got ${r.written(resolved)}`,
        span: r.span(resolved),
      });
      return;
    }
    decodeObject(scope, resolved, itemRef);
  });
}

/** Two objects of one kind with the same name (and namespace): kubectl would keep only the last. */
function reportDuplicates<T extends { name: string }>(
  located: Located<T>[],
  identity: (o: T) => string,
  describe: string,
  diagnostics: Diagnostic[],
): Located<T>[] {
  const byIdentity = new Map<string, Located<T>>();
  for (const item of located) {
    const id = identity(item.object);
    const earlier = byIdentity.get(id);
    if (earlier !== undefined) {
      diagnostics.push({
        ...sourceRefOf(item.origin),
        severity: 'warning',
        code: 'duplicate-object',
        path: 'metadata.name',
        message: `${describe} ${item.object.name} is defined again (first in ${earlier.origin.source}, document ${earlier.origin.document}); the later definition is used, as kubectl apply would`,
        span: item.origin.nameSpan,
      });
    }
    byIdentity.set(id, item);
  }
  return [...byIdentity.values()];
}

/** One document's decoded objects and diagnostics, with positions local to its chunk. */
interface DecodedChunk {
  readonly collected: Collector;
  readonly documents: number;
}

export interface LoadOptions extends DecodeOptions {
  /**
   * Positions are found when first asked for, by parsing the object's document again alone,
   * instead of keeping every document's YAML tree (see `ReparsedOrigin`). For a caller that
   * points at few objects, as the CLI does (it shows positions only with problems); the app
   * points at every ranked runtime, so it keeps the trees.
   */
  readonly positionsOnDemand: boolean;
}

/** Reuses decoded documents across calls; pass the same cache to every `loadManifests`. */
export interface ManifestCache {
  current: Map<string, DecodedChunk>;
}

export const createManifestCache = (): ManifestCache => ({ current: new Map() });

function decodeParsed(
  parsed: ParsedSource,
  options: DecodeOptions,
  origins: Origins,
): DecodedChunk {
  const out: Collector = { runtimes: [], models: [], inferenceServices: [], diagnostics: [] };
  out.diagnostics.push(...parsed.diagnostics);
  for (const document of parsed.documents) {
    const { number, root, usable } = document;
    // Empty documents (`---` twice, a trailing `---`) are normal in concatenated manifests.
    if (!usable || isEmptyDocument(root, parsed.text)) continue;
    const ref: SourceRef = { source: '', document: number };
    if (!isMap(root)) {
      out.diagnostics.push({
        ...ref,
        severity: 'error',
        code: 'not-an-object',
        path: '',
        message: 'expected a Kubernetes object (a mapping with apiVersion, kind, metadata, spec)',
        span: null,
      });
      continue;
    }
    decodeObject({ parsed, document, options, out, origins }, root, ref);
  }
  return { collected: out, documents: parsed.documents.length };
}

const decodeChunk = (
  text: string,
  options: DecodeOptions,
  origins: Origins = originsInTree,
): DecodedChunk => decodeParsed(parseSource('', text), options, origins);

/** A chunk decoded again alone, its objects with origins in its tree (see `ReparsedChunk`). */
const redecodeWithDefaults = (text: string) => decodeChunk(text, CRD_DEFAULTS).collected;
const redecodeAsWritten = (text: string) => decodeChunk(text, AS_WRITTEN).collected;
const CRD_DEFAULTS: DecodeOptions = { applyCrdDefaults: true };
const AS_WRITTEN: DecodeOptions = { applyCrdDefaults: false };

/** How the objects of a chunk find their positions (see `LoadOptions.positionsOnDemand`). */
const originsFor = (chunkText: string, options: LoadOptions): Origins =>
  options.positionsOnDemand
    ? new ReparsedChunk(
        chunkText,
        options.applyCrdDefaults ? redecodeWithDefaults : redecodeAsWritten,
      )
    : originsInTree;

/** Below this many chunks to decode, each is parsed alone (an edit touches one or two). */
const WHOLE_PARSE_MIN_CHUNKS = 8;
const DOCUMENT_END = /(?:^|\n)\.\.\.(?:[ \t\r\n]|$)/;

/**
 * Each chunk's document in one parse of the whole source (see `parseWholeSource`), or null when
 * the source has a syntax error. A chunk takes a document only when it is exactly that document:
 * the one document starting inside it. Others (a leading comment, an empty `---`, two documents
 * in one chunk) are left undefined or null, to be parsed alone.
 */
function documentsByChunk(
  text: string,
  chunks: readonly Chunk[],
): (YamlDocument | null | undefined)[] | null {
  const documents = parseWholeSource(text);
  if (documents === null) return null;
  const found: (YamlDocument | null | undefined)[] = new Array(chunks.length);
  let chunk = 0;
  for (const document of documents) {
    const start = documentStart(document);
    if (start < 0) continue;
    while (chunk + 1 < chunks.length && chunks[chunk + 1]!.offset <= start) chunk++;
    // A second document in one chunk: that chunk is parsed alone.
    found[chunk] = found[chunk] === undefined ? document : null;
  }
  return found;
}

/**
 * Decodes the chunks not in the cache from one parse of the whole source. The rest (see
 * `documentsByChunk`, and a chunk with a `...` end marker that could start another document, or
 * every chunk when the source has a syntax error) are parsed alone, as on an edit, which keeps an
 * error to its own document.
 */
function decodeFromWholeSource(
  text: string,
  chunks: readonly Chunk[],
  decoded: (DecodedChunk | undefined)[],
  options: LoadOptions,
): void {
  const found = documentsByChunk(text, chunks);
  if (found === null) return;
  chunks.forEach((c, i) => {
    const document = found[i];
    // Not kept past its decoding: with positions on demand, its nodes die young.
    found[i] = undefined;
    if (decoded[i] !== undefined || document === undefined || document === null) return;
    if (c.text.includes('...') && DOCUMENT_END.test(c.text)) return;
    const parsed = documentOfSource('', text, c.text, c.offset, document);
    decoded[i] = decodeParsed(parsed, options, originsFor(c.text, options));
  });
}

/**
 * Parses and decodes every source. Objects that fail validation are left out (the API server
 * would refuse them) and reported; everything else is kept. With a `cache`, documents whose text
 * did not change since the last call are not parsed again.
 */
export function loadManifests(
  sources: readonly ManifestSource[],
  options: Partial<LoadOptions> = {},
  cache?: ManifestCache,
): ManifestSet {
  const decodeOptions: LoadOptions = {
    applyCrdDefaults: options.applyCrdDefaults ?? true,
    positionsOnDemand: options.positionsOnDemand ?? false,
  };
  const out: Collector = { runtimes: [], models: [], inferenceServices: [], diagnostics: [] };
  const previous = cache?.current ?? new Map<string, DecodedChunk>();
  const next = new Map<string, DecodedChunk>();
  let loaded = 0;
  const keyPrefix = decodeOptions.applyCrdDefaults ? 'd' : 'n';
  for (const source of sources) {
    let documentBase = 0;
    const chunks = splitDocuments(source.text);
    // Without a cache, no keys: a key is the chunk's text, and hashing it reads the whole source.
    const keys = cache === undefined ? null : chunks.map((chunk) => `${keyPrefix}${chunk.text}`);
    const decoded: (DecodedChunk | undefined)[] =
      keys === null
        ? new Array<undefined>(chunks.length).fill(undefined)
        : keys.map((key) => next.get(key) ?? previous.get(key));
    if (decoded.filter((d) => d === undefined).length >= WHOLE_PARSE_MIN_CHUNKS) {
      decodeFromWholeSource(source.text, chunks, decoded, decodeOptions);
    }
    chunks.forEach((chunk, i) => {
      const done =
        decoded[i] ?? decodeChunk(chunk.text, decodeOptions, originsFor(chunk.text, decodeOptions));
      if (keys !== null) next.set(keys[i]!, done);
      const local = done.collected;
      const place = <T>(items: readonly Located<T>[], into: Located<T>[]) => {
        for (const item of items) {
          into.push(relocateObject(item, { source: source.name, documentBase, loaded }, chunk));
          loaded++;
        }
      };
      place(local.runtimes, out.runtimes);
      place(local.models, out.models);
      place(local.inferenceServices, out.inferenceServices);
      for (const d of local.diagnostics) {
        out.diagnostics.push(relocateDiagnostic(d, source.name, documentBase, chunk));
      }
      documentBase += done.documents;
    });
  }
  if (cache !== undefined) cache.current = next;
  const diagnostics = out.diagnostics;
  // Sorted as the explain table lists rejected runtimes (namespaced, then cluster, by name), so
  // the engine's final sort finds them in order: O(n) instead of O(n log n) string comparisons.
  const runtimes = reportDuplicates(
    out.runtimes,
    (o) => `${o.kind}/${o.namespace ?? ''}/${o.name}`,
    'runtime',
    diagnostics,
  ).sort((a, b) => byScopeThenName(a.object, b.object));
  const models = reportDuplicates(
    out.models,
    (o) => `${o.kind}/${o.namespace ?? ''}/${o.name}`,
    'model',
    diagnostics,
  );
  const inferenceServices = reportDuplicates(
    out.inferenceServices,
    (o) => `${o.namespace}/${o.name}`,
    'InferenceService',
    diagnostics,
  );
  const namespaces = new Set<string>();
  for (const { object } of [...runtimes, ...models, ...inferenceServices]) {
    if (object.namespace) namespaces.add(object.namespace);
  }
  return {
    runtimes,
    models,
    inferenceServices,
    diagnostics,
    namespaces: [...namespaces].sort(),
  };
}

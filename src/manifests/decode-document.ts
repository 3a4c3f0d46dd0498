/**
 * One chunk's documents decoded: every object by its kind, `List` items unpacked, with positions
 * local to the chunk (placed in the source by `placed-origin.ts`). A bad document never hides the
 * good ones beside it.
 */
import type { AcceleratorClass } from '../engine/accelerator/types';
import type { BaseModel, InferenceService, ServingRuntime } from '../engine/types';
import {
  isMap,
  parseSource,
  scalarValue,
  type ParsedDocument,
  type ParsedSource,
  type YamlMap,
  type YamlNode,
  type YamlProblem,
} from '../yaml';
import { decodeAcceleratorClass } from './decode-accelerator-class';
import { decodeInferenceService } from './decode-isvc';
import { decodeModel } from './decode-model';
import { decodeRuntime, type DecodeOptions } from './decode-runtime';
import { NodeReader } from './node-reader';
import { ReparsedChunk, originsInTree, type Origins } from './origins';
import type { Diagnostic, Located, ObjectOrigin, SourceRef } from './types';

const isEmptyDocument = (root: YamlNode | null, text: string): boolean =>
  root === null || (root.kind === 'scalar' && scalarValue(root, text) === null);

export const SELECTION_KINDS = [
  'ServingRuntime',
  'ClusterServingRuntime',
  'BaseModel',
  'ClusterBaseModel',
  'InferenceService',
] as const;

export interface Collector {
  readonly runtimes: Located<ServingRuntime>[];
  readonly models: Located<BaseModel>[];
  readonly inferenceServices: Located<InferenceService>[];
  readonly acceleratorClasses: Located<AcceleratorClass>[];
  readonly diagnostics: Diagnostic[];
}

export const emptyCollector = (): Collector => ({
  runtimes: [],
  models: [],
  inferenceServices: [],
  acceleratorClasses: [],
  diagnostics: [],
});

/** What every object of one document is decoded with, and where the results go. */
interface DocumentScope {
  readonly parsed: ParsedSource;
  readonly document: ParsedDocument;
  readonly options: DecodeOptions;
  readonly out: Collector;
  readonly origins: Origins;
}

function decodeObject(scope: DocumentScope, root: YamlMap, ref: SourceRef): void {
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
    case 'AcceleratorClass': {
      const decoded = decodeAcceleratorClass(r, root, options);
      if (decoded !== null) out.acceleratorClasses.push({ object: decoded, origin: origin() });
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
function unpackList(scope: DocumentScope, root: YamlMap, ref: SourceRef, r: NodeReader): void {
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

/** One document's decoded objects and diagnostics, with positions local to its chunk. */
export interface DecodedChunk {
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

/** A problem the parse found, as the diagnostic of its chunk (placed in its source later). */
const diagnosticOf = (problem: YamlProblem): Diagnostic => ({
  source: '',
  document: problem.document,
  severity: 'error',
  code: problem.code,
  path: '',
  message: problem.message,
  span: problem.span,
});

export function decodeParsed(
  parsed: ParsedSource,
  options: DecodeOptions,
  origins: Origins,
): DecodedChunk {
  const out = emptyCollector();
  for (const problem of parsed.problems) out.diagnostics.push(diagnosticOf(problem));
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

export const decodeChunk = (
  text: string,
  options: DecodeOptions,
  origins: Origins = originsInTree,
): DecodedChunk => decodeParsed(parseSource(text), options, origins);

/** A chunk decoded again alone, its objects with origins in its tree (see `ReparsedChunk`). */
const redecodeWithDefaults = (text: string) => decodeChunk(text, CRD_DEFAULTS).collected;
const redecodeAsWritten = (text: string) => decodeChunk(text, AS_WRITTEN).collected;
const CRD_DEFAULTS: DecodeOptions = { applyCrdDefaults: true };
const AS_WRITTEN: DecodeOptions = { applyCrdDefaults: false };

/** How the objects of a chunk find their positions (see `LoadOptions.positionsOnDemand`). */
export const originsFor = (chunkText: string, options: LoadOptions): Origins =>
  options.positionsOnDemand
    ? new ReparsedChunk(
        chunkText,
        options.applyCrdDefaults ? redecodeWithDefaults : redecodeAsWritten,
      )
    : originsInTree;

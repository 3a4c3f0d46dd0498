/**
 * Manifests in, decoded objects out: every document of every source, each chunk decoded once
 * and cached by its text (`decode-document.ts`), placed in its source (`placed-origin.ts`), with
 * diagnostics that name source, document, line and field. A bad document never hides the good
 * ones beside it.
 */
import { compareNames } from '../engine/order';
import type { ServingRuntime } from '../engine/types';
import { splitDocuments } from '../yaml';
import {
  decodeChunk,
  emptyCollector,
  originsFor,
  type Collector,
  type DecodedChunk,
  type LoadOptions,
} from './decode-document';
import { relocateDiagnostic, relocateObject } from './placed-origin';
import { sourceRefOf } from './source-ref';
import type { Diagnostic, Located, ManifestSet, ManifestSource } from './types';
import { WHOLE_PARSE_MIN_CHUNKS, decodeFromWholeSource } from './whole-source';

export type { LoadOptions } from './decode-document';

/** The runtimes' listing order: namespace-scoped first, then by name and namespace, byte-wise. */
const byScopeThenName = (a: ServingRuntime, b: ServingRuntime): number =>
  (a.kind === b.kind ? 0 : a.kind === 'ServingRuntime' ? -1 : 1) ||
  compareNames(a.name, b.name) ||
  compareNames(a.namespace ?? '', b.namespace ?? '');

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

/** Reuses decoded documents across calls; pass the same cache to every `loadManifests`. */
export interface ManifestCache {
  current: Map<string, DecodedChunk>;
}

export const createManifestCache = (): ManifestCache => ({ current: new Map() });

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
  const out: Collector = emptyCollector();
  const previous = cache?.current ?? new Map<string, DecodedChunk>();
  const next = new Map<string, DecodedChunk>();
  let loadOrder = 0;
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
          into.push(relocateObject(item, { source: source.name, documentBase, loadOrder }, chunk));
          loadOrder++;
        }
      };
      place(local.runtimes, out.runtimes);
      place(local.models, out.models);
      place(local.inferenceServices, out.inferenceServices);
      place(local.acceleratorClasses, out.acceleratorClasses);
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
  // Cluster-scoped: one per name.
  const acceleratorClasses = reportDuplicates(
    out.acceleratorClasses,
    (o) => o.name,
    'AcceleratorClass',
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
    acceleratorClasses,
    diagnostics,
    namespaces: [...namespaces].sort(),
  };
}

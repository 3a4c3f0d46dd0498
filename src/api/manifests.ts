/**
 * The loaded manifests as the API shows them: OME's objects, where each was written, and the
 * problems found. A narrower view of the manifests layer's ManifestSet: the editor's details of
 * an origin (entry columns, field spans, load order) stay internal.
 */
import {
  loadManifests as loadSources,
  type Diagnostic,
  type ManifestSet,
  type ManifestSource,
  type SourceRef,
  type SourceSpan,
} from '../manifests';
import type { AcceleratorClass, BaseModel, InferenceService, ServingRuntime } from '../engine';

/** Where an object was written: its source, document (1-based), `List` item, and text spans. */
export interface Origin extends SourceRef {
  /** The whole object. */
  readonly span: SourceSpan | null;
  /** Its `metadata.name` (else the whole object): where its own problems point. */
  readonly nameSpan: SourceSpan | null;
}

/** An OME object and where it was written. */
export interface Located<T> {
  /** The object as runtime selection reads it, decoded and CRD-defaulted. */
  readonly object: T;
  /** Where it was written. */
  readonly origin: Origin;
}

/** What `loadManifests` returns; pass it (or a copy with fewer objects) to `explain`. */
export interface Manifests {
  /** ServingRuntimes and ClusterServingRuntimes, in the order written. */
  readonly runtimes: readonly Located<ServingRuntime>[];
  /** BaseModels and ClusterBaseModels. */
  readonly models: readonly Located<BaseModel>[];
  /** InferenceServices. */
  readonly inferenceServices: readonly Located<InferenceService>[];
  /** AcceleratorClasses (cluster-scoped): what `explainAccelerator` decides among. */
  readonly acceleratorClasses: readonly Located<AcceleratorClass>[];
  /** Problems, each with its source, document, line and field; errors left their object out. */
  readonly diagnostics: readonly Diagnostic[];
  /** Every namespace the manifests name, sorted. */
  readonly namespaces: readonly string[];
}

/**
 * Parses and checks manifests as the API server would admit them: every ServingRuntime,
 * ClusterServingRuntime, BaseModel, ClusterBaseModel and InferenceService, with CRD defaults
 * applied and where each was written; other kinds are noted and skipped. An object the API
 * server would refuse is left out and reported in `diagnostics` (severity `error`), with its
 * document, line and field. Never throws on bad YAML.
 *
 * @param sources the texts, each with a name (a file name, `editor`) that diagnostics cite; a
 *   source may hold many documents (`---`) and `List`s. Of two definitions of one object, the
 *   later wins.
 */
export function loadManifests(sources: readonly ManifestSource[]): Manifests {
  return loadSources(sources);
}

/**
 * The manifests layer's set behind a `Manifests`. Only `loadManifests` makes one, and its objects
 * keep every field of the layer's own origins (the load order that decides which of two
 * definitions wins), so the view is the set itself.
 */
export const setOf = (manifests: Manifests): ManifestSet => manifests as ManifestSet;

/**
 * A function of the manifests layer's set, taking the API's `Manifests` instead: how a function
 * such as `ome-sim lint`'s joins the API in one line (`export const lint = withManifests(...)`).
 */
export const withManifests =
  <Rest extends unknown[], Result>(fn: (set: ManifestSet, ...rest: Rest) => Result) =>
  (manifests: Manifests, ...rest: Rest): Result =>
    fn(setOf(manifests), ...rest);

/**
 * What a command works on: the manifests a surface read (the CLI from files, the library from
 * texts), loaded once, with what reading them had to say; or why they could not be read. The
 * pipelines print the notes and the failure themselves, so every surface prints them alike.
 */
import { loadManifests, type ManifestSet, type ManifestSource } from '../manifests';

export interface LoadedInput {
  readonly ok: true;
  readonly set: ManifestSet;
  /** The texts the set was loaded from (ome-sim lint reads unknown fields from them). */
  readonly sources: readonly ManifestSource[];
  /** What reading them had to say (files skipped, models filled), as printed: `note: …`. */
  readonly notes: readonly string[];
}

export interface FailedInput {
  readonly ok: false;
  /** Notes printed before the failure. */
  readonly notes: readonly string[];
  /** Why the manifests could not be read, without `error: `. */
  readonly error: string;
}

export type CommandInput = LoadedInput | FailedInput;

/** The kinds ome-sim reads, as kubectl would name what it was given. */
export const OME_KINDS =
  'ServingRuntime, ClusterServingRuntime, BaseModel, ClusterBaseModel, InferenceService or AcceleratorClass';

/**
 * Whether the manifests hold anything OME reads: an object of an OME kind, or one of such a kind
 * that was refused (its problem is printed, which says more than "no objects").
 */
export const holdsObjects = (set: ManifestSet): boolean =>
  set.runtimes.length > 0 ||
  set.models.length > 0 ||
  set.inferenceServices.length > 0 ||
  set.acceleratorClasses.length > 0 ||
  set.diagnostics.some((d) => d.severity === 'error');

/** kubectl's "no objects passed to apply", for paths that hold no OME object. */
export const noObjectsError = (paths: readonly string[]): string =>
  `no objects passed: ${paths.map((p) => (p === '-' ? 'standard input' : p)).join(', ')} ${paths.length === 1 ? 'holds' : 'hold'} no ${OME_KINDS}`;

/** Manifests that were read without notes: the library's texts. */
export const loadedInput = (
  set: ManifestSet,
  sources: readonly ManifestSource[] = [],
  notes: readonly string[] = [],
): LoadedInput => ({ ok: true, set, sources, notes });

/** Texts loaded as the CLI loads files (the objects' positions found only where a problem needs one). */
export const inputOfSources = (
  sources: readonly ManifestSource[],
  notes: readonly string[] = [],
): LoadedInput => loadedInput(loadManifests(sources, { positionsOnDemand: true }), sources, notes);

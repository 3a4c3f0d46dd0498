/** The API's loading: texts in, OME objects with their source positions and problems out. */
import { loadManifests as loadSources, type ManifestSet, type ManifestSource } from '../manifests';

/**
 * Parses and checks manifests as the API server would admit them: every ServingRuntime,
 * ClusterServingRuntime, BaseModel, ClusterBaseModel and InferenceService, with CRD defaults
 * applied and where each was written (source, document, line); other kinds are noted and skipped.
 * An object the API server would refuse is left out and reported in `diagnostics` (severity
 * `error`), with its document, line and field. Never throws on bad YAML.
 *
 * @param sources the texts, each with a name (a file name, `editor`) that diagnostics cite; a
 *   source may hold many documents (`---`) and `List`s. Later definitions of an object win.
 */
export function loadManifests(sources: readonly ManifestSource[]): ManifestSet {
  return loadSources(sources);
}

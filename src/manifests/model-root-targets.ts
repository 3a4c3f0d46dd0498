/**
 * Which models a folder of models fills (docs/model-files.md, "A folder of models"): every model
 * whose agent fields are not all written, once per name, with the folders under the root its
 * files may be in. The CLI's `--model-root DIR` and the app's fill from a folder of models both
 * ask here, so they find the same models in the same folders.
 */
import { agentSkipsModel } from './model-files-fill';
import { lacksAgentFields, modelFolderCandidates, modelStorage } from './model-storage';
import type { ManifestSet, ManifestSource } from './types';

export interface ModelRootTarget {
  /** The model's metadata.name (a fill writes every object of that name). */
  readonly model: string;
  /** The folders under the root to look in, first found wins (`modelFolderCandidates`). */
  readonly candidates: readonly string[];
  /**
   * Annotated `ome.oracle.com/skip-config-parsing: "true"`: OME's agent fills nothing, so a
   * folder of models does not either (it is not looked up).
   */
  readonly agentSkips: boolean;
}

/**
 * The models to fill, in the manifests' order: the first object of each name that lacks the
 * agent's fields decides where the name is looked for and whether it is skipped.
 */
export function modelRootTargets(
  sources: readonly ManifestSource[],
  set: ManifestSet,
): ModelRootTarget[] {
  const targets: ModelRootTarget[] = [];
  const seen = new Set<string>();
  for (const { object, origin } of set.models) {
    if (seen.has(object.name) || !lacksAgentFields(object)) continue;
    seen.add(object.name);
    targets.push({
      model: object.name,
      candidates: modelFolderCandidates(modelStorage(sources, origin)),
      agentSkips: agentSkipsModel(sources, origin),
    });
  }
  return targets;
}

/**
 * The cluster-wide view of a set of manifests: each of the engine's questions resolved against
 * the manifests as `runtime explain` resolves `--model`/`--isvc`, then answered by the engine.
 */
import {
  answerQuestion,
  askedNamespaces,
  clusterQuestions,
  type ClusterSelection,
  type OmeVersion,
} from '../engine';
import { isResolveError, questionSourcesOf, resolveQuestion, type ManifestSet } from '../manifests';

export function clusterSelections(
  set: ManifestSet,
  omeVersion: OmeVersion = '1.3',
): ClusterSelection[] {
  return clusterQuestions(questionSourcesOf(set), askedNamespaces(set.namespaces)).map(
    (question) => {
      const resolved = resolveQuestion(set, question, omeVersion);
      // The runtimes as they stand in the question's namespace, as `runtime explain` ranks them.
      return answerQuestion(question, isResolveError(resolved) ? null : resolved.input);
    },
  );
}

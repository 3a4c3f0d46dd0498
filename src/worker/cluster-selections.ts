/**
 * The cluster-wide view of a set of manifests: each of the engine's questions resolved against
 * the manifests as `runtime explain` resolves `--model`/`--isvc`, then answered by the engine.
 */
import {
  answerQuestion,
  clusterQuestions,
  type ClusterSelection,
  type OmeVersion,
} from '../engine';
import { isResolveError, questionSourcesOf, resolveQuery, type ManifestSet } from '../manifests';

export function clusterSelections(
  set: ManifestSet,
  omeVersion: OmeVersion = '1.3',
): ClusterSelection[] {
  const namespaces = set.namespaces.length > 0 ? set.namespaces : ['default'];
  return clusterQuestions(questionSourcesOf(set), namespaces).map((question) => {
    const query = question.kind === 'model' ? { model: question.name } : { isvc: question.name };
    const resolved = resolveQuery(set, question.namespace, query, omeVersion);
    // The runtimes as they stand in the question's namespace, as `runtime explain` ranks them.
    return answerQuestion(question, isResolveError(resolved) ? null : resolved.input);
  });
}

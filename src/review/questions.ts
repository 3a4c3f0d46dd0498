/**
 * The questions a review asks: the cluster-wide view's (src/engine/cluster.ts), over the union
 * of two manifest sets, so a question that exists on one side only is still asked on both.
 */
import { askedNamespaces, clusterQuestions, questionKey, type Question } from '../engine';
import { questionSourcesOf, type ManifestSet } from '../manifests';

export { questionKey, type Question } from '../engine';

/** Namespaces the manifests use, on either side; `default` when none is named. */
export function namespacesOf(sets: readonly ManifestSet[]): string[] {
  const all = new Set(sets.flatMap((s) => s.namespaces));
  return [...askedNamespaces([...all].sort())];
}

/**
 * Every question of either set (`clusterQuestions`), asked only in `namespaces`. Sorted by
 * namespace, kind (InferenceServices first), name.
 */
export function questionsOf(
  sets: readonly ManifestSet[],
  namespaces: readonly string[],
): Question[] {
  const asked = new Set(namespaces);
  const found = new Map<string, Question>();
  for (const set of sets) {
    for (const q of clusterQuestions(questionSourcesOf(set), namespaces))
      if (asked.has(q.namespace)) found.set(questionKey(q), q);
  }
  const order = (q: Question): string =>
    `${q.namespace}\u0000${q.kind === 'isvc' ? 0 : 1}\u0000${q.name}`;
  return [...found.values()].sort((a, b) =>
    order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0,
  );
}

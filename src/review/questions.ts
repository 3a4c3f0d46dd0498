/**
 * The questions a review asks: the cluster-wide view's (src/manifests/matrix.ts), over the union
 * of two manifest sets, so a question that exists on one side only is still asked on both.
 */
import type { ManifestSet } from '../manifests';

/** What to rank for: a model (BaseModel or ClusterBaseModel) or an InferenceService, in a namespace. */
export interface Question {
  /** `model` as `--model NAME`, `isvc` as `--isvc NAME`. */
  readonly kind: 'model' | 'isvc';
  readonly name: string;
  /** Where the question is asked (`-n`): a ClusterBaseModel can be used in any namespace. */
  readonly namespace: string;
}

/** `model/<ns>/<name>` or `isvc/<ns>/<name>`, as the matrix keys its cells. */
export const questionKey = (q: Question): string => `${q.kind}/${q.namespace}/${q.name}`;

/** Namespaces the manifests use, on either side; `default` when none is named. */
export function namespacesOf(sets: readonly ManifestSet[]): string[] {
  const all = new Set(sets.flatMap((s) => s.namespaces));
  return all.size > 0 ? [...all].sort() : ['default'];
}

/**
 * Every InferenceService in its namespace, and every model in each namespace where it can be used:
 * a BaseModel in its own, a ClusterBaseModel in each of `namespaces`. Only questions in
 * `namespaces` are asked. Sorted by namespace, kind (InferenceServices first), name.
 */
export function questionsOf(
  sets: readonly ManifestSet[],
  namespaces: readonly string[],
): Question[] {
  const asked = new Set(namespaces);
  const found = new Map<string, Question>();
  const add = (q: Question): void => {
    if (asked.has(q.namespace)) found.set(questionKey(q), q);
  };
  for (const set of sets) {
    for (const { object } of set.inferenceServices)
      // Without metadata.namespace it is applied where the view looks first, as the matrix does.
      add({ kind: 'isvc', name: object.name, namespace: object.namespace || namespaces[0]! });
    for (const { object } of set.models) {
      if (object.kind === 'BaseModel' && object.namespace !== null)
        add({ kind: 'model', name: object.name, namespace: object.namespace });
      else for (const namespace of namespaces) add({ kind: 'model', name: object.name, namespace });
    }
  }
  const order = (q: Question): string =>
    `${q.namespace}\u0000${q.kind === 'isvc' ? 0 : 1}\u0000${q.name}`;
  return [...found.values()].sort((a, b) =>
    order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0,
  );
}

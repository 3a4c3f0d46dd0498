/**
 * What to rank after the manifests were replaced (an import, a link without a choice): the same
 * model or InferenceService if the new manifests have it, else the first one they define, in its
 * own namespace when it has one.
 */
import type { Choices, RankTarget } from '../worker/protocol';

export interface TargetChoice {
  readonly target: RankTarget;
  readonly namespace: string;
}

interface Option {
  readonly target: RankTarget;
  readonly namespace: string | null;
}

function optionsOf(choices: Choices): Option[] {
  return [
    ...choices.models.map((m): Option => ({
      target: { kind: 'model', name: m.name },
      namespace: m.namespace,
    })),
    ...choices.inferenceServices.map((i): Option => ({
      target: { kind: 'isvc', name: i.name },
      namespace: i.namespace,
    })),
  ];
}

/** The choice to rank: `current` when the manifests still have it, else their first target. */
export function chooseTarget(choices: Choices, current: TargetChoice): TargetChoice {
  const options = optionsOf(choices);
  const same = options.filter(
    (o) => o.target.kind === current.target.kind && o.target.name === current.target.name,
  );
  const pick =
    same.find((o) => o.namespace === current.namespace) ??
    same.find((o) => o.namespace === null) ??
    same[0] ??
    options[0];
  if (pick === undefined) return current; // nothing to rank yet: keep what was asked for
  if (pick.namespace !== null) return { target: pick.target, namespace: pick.namespace };
  // Cluster-scoped (a ClusterBaseModel, an InferenceService without a namespace): keep the
  // namespace if the manifests use it, else their first.
  const namespace = choices.namespaces.includes(current.namespace)
    ? current.namespace
    : (choices.namespaces[0] ?? current.namespace);
  return { target: pick.target, namespace };
}

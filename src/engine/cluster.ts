/**
 * The cluster-wide view: the questions a set of manifests can ask (every InferenceService in its
 * namespace, every model in each namespace where it can be used), the runtime OME picks for each,
 * and which picks an edit flips. Resolving a question's names to objects is the caller's (the
 * manifests know where each object came from); ranking and summing up are here.
 */
import { explicitRuntimeVerdict } from './explicit';
import { runtimeInUse } from './in-use';
import { rankRuntimes } from './select';
import { questionKey, type Question } from './question';
import type { BaseModel, InferenceService, Scope, SelectionInput } from './types';

/** The objects that ask questions. */
export interface QuestionSources {
  readonly inferenceServices: readonly InferenceService[];
  readonly models: readonly BaseModel[];
}

/**
 * Every InferenceService (its own namespace, accelerator and mode constraints apply; without
 * `metadata.namespace` it is applied into the first of `namespaces`), then every model in each
 * namespace where it can be used: a BaseModel in its own, a ClusterBaseModel (or a BaseModel
 * without a namespace) in each of `namespaces`. In the order the objects are written.
 */
export function clusterQuestions(
  sources: QuestionSources,
  namespaces: readonly string[],
): Question[] {
  const questions: Question[] = [];
  for (const isvc of sources.inferenceServices)
    questions.push({ kind: 'isvc', name: isvc.name, namespace: isvc.namespace || namespaces[0]! });
  for (const model of sources.models) {
    const where =
      model.kind === 'BaseModel' && model.namespace !== null ? [model.namespace] : namespaces;
    for (const namespace of where) questions.push({ kind: 'model', name: model.name, namespace });
  }
  return questions;
}

/** One question's answer in the cluster-wide view. */
export interface ClusterSelection extends Question {
  /** Stable key: `questionKey`. */
  readonly key: string;
  /** The model ranked for (an InferenceService's `spec.model`); '' when it was not found. */
  readonly model: string;
  /** The runtime OME uses: the InferenceService's named one, else selection's pick (in-use.ts). */
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
  /**
   * Why no runtime is used: no runtime qualifies, a selection error, an unresolved model, or the
   * named runtime refused.
   */
  readonly problem: string | null;
  /** The InferenceService names its runtime (`spec.runtime.name`): OME ranks nothing for it. */
  readonly named: boolean;
  readonly qualifying: number;
}

/** The question ranked: `input` is what it resolved to, or null when its model was not found. */
export function answerQuestion(question: Question, input: SelectionInput | null): ClusterSelection {
  const asked = { ...question, key: questionKey(question) };
  if (input === null)
    return {
      ...asked,
      model: '',
      selected: null,
      problem: 'model not found',
      named: false,
      qualifying: 0,
    };
  const ranking = rankRuntimes(input);
  const explicit =
    input.model === null
      ? null
      : explicitRuntimeVerdict(
          input.inferenceService,
          input.model,
          input.runtimes,
          input.omeVersion ?? '1.3',
        );
  const uses = runtimeInUse(ranking, explicit);
  return {
    ...asked,
    model: input.model?.name ?? '',
    selected: uses.runtime,
    problem:
      uses.runtime !== null
        ? null
        : uses.named
          ? 'named runtime refused'
          : ranking.error !== null
            ? 'selection fails'
            : 'no runtime qualifies',
    named: uses.named,
    qualifying: ranking.ranked.length,
  };
}

/** Keys whose selection differs between two cluster-wide views (a what-if edit's flips). */
export function flippedSelections(
  before: readonly ClusterSelection[],
  after: readonly ClusterSelection[],
): Set<string> {
  const previous = new Map(before.map((c) => [c.key, c]));
  const flipped = new Set<string>();
  for (const cell of after) {
    const old = previous.get(cell.key);
    if (old === undefined) continue;
    const was = old.selected === null ? null : `${old.selected.scope}/${old.selected.name}`;
    const now = cell.selected === null ? null : `${cell.selected.scope}/${cell.selected.name}`;
    if (was !== now) flipped.add(cell.key);
  }
  return flipped;
}

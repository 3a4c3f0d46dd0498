/**
 * The cluster-wide view: the questions a set of manifests can ask (every InferenceService in its
 * namespace, every model in each namespace where it can be used), the runtime OME picks for each,
 * and which picks an edit flips. Resolving a question's names to objects is the caller's (the
 * manifests know where each object came from); ranking and summing up are here.
 */
import { explicitVerdictFor, type ExplicitMessage, type ExplicitRuntimeVerdict } from './explicit';
import { namedRuntimeInUse } from './in-use';
import { questionKey, type Question } from './question';
import { rankRuntimes, type SelectionError } from './select';
import type { BaseModel, InferenceService, Scope, SelectionInput } from './types';
import { winMargin, type WinMargin } from './win-margin';

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

/**
 * How a question ends: OME picks a runtime; every runtime is rejected (OME's "no runtime found");
 * an InferenceService names its runtime (`spec.runtime.name`, §11) and OME uses it, or refuses
 * it (`failure` says why); the selection fails before ranking (`failure` says why: for a named
 * runtime too when the model fails OME's validation, which comes first); or the model (or an
 * InferenceService's model) is not in the manifests.
 */
export type ClusterOutcome =
  'picks' | 'uses-named' | 'no-runtime' | 'refuses-named' | 'fails' | 'not-found';

/** Why OME refuses the runtime an InferenceService names (explicit.ts's messages). */
export type NamedRefusal =
  'runtime-not-found' | 'runtime-disabled' | 'runtime-incompatible' | 'nil-pointer-panic';

/** Why no runtime is used: the selection's error, or OME's refusal of the named runtime. */
export type ClusterFailure = SelectionError['code'] | NamedRefusal;

/** One question's answer in the cluster-wide view. */
export interface ClusterSelection extends Question {
  /** Stable key: `questionKey`. */
  readonly key: string;
  /** The model ranked for (an InferenceService's `spec.model`); '' when it was not found. */
  readonly model: string;
  /** The runtime OME uses: the InferenceService's named one, else selection's pick (in-use.ts). */
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
  readonly outcome: ClusterOutcome;
  /** Why no runtime is used (outcomes `fails` and `refuses-named`); null otherwise. */
  readonly failure: ClusterFailure | null;
  /**
   * The ordering step that puts the pick above the runner-up (§8; `only` when nothing else
   * qualifies): `distance` and `name` are ties on score, broken by size or by name.
   */
  readonly winsBy: WinMargin['step'] | null;
  /** The InferenceService names its runtime (`spec.runtime.name`): OME ranks nothing for it. */
  readonly named: boolean;
  readonly qualifying: number;
}

const REFUSALS: Readonly<
  Record<Exclude<ExplicitMessage['code'], 'invalid-model' | 'proceeding'>, NamedRefusal>
> = {
  'not-found': 'runtime-not-found',
  disabled: 'runtime-disabled',
  incompatible: 'runtime-incompatible',
  'nil-pointer-panic': 'nil-pointer-panic',
};

/**
 * A named runtime's outcome (§11): OME validates the model first, so a model its agent has not
 * filled fails as every question about it does; else OME uses the runtime (perhaps with a
 * warning) or refuses it.
 */
function namedOutcome(
  explicit: ExplicitRuntimeVerdict,
): Pick<ClusterSelection, 'selected' | 'outcome' | 'failure'> {
  const said = explicit.said;
  if (said?.code === 'invalid-model')
    return { selected: null, outcome: 'fails', failure: said.error.code };
  const uses = namedRuntimeInUse(explicit);
  if (uses.runtime !== null)
    return { selected: uses.runtime, outcome: 'uses-named', failure: null };
  const failure = said === null || said.code === 'proceeding' ? null : REFUSALS[said.code];
  return { selected: null, outcome: 'refuses-named', failure };
}

/** The question ranked: `input` is what it resolved to, or null when its model was not found. */
export function answerQuestion(question: Question, input: SelectionInput | null): ClusterSelection {
  const asked = { ...question, key: questionKey(question) };
  const none = { selected: null, failure: null, winsBy: null, named: false, qualifying: 0 };
  if (input === null) return { ...asked, model: '', outcome: 'not-found', ...none };
  const ranking = rankRuntimes(input);
  const model = input.model?.name ?? '';
  const qualifying = ranking.ranked.length;
  const explicit = explicitVerdictFor(input);
  if (explicit !== null)
    return { ...asked, model, ...none, ...namedOutcome(explicit), named: true, qualifying };
  const { selected, error } = ranking;
  if (error !== null) return { ...asked, model, ...none, outcome: 'fails', failure: error.code };
  if (selected === null) return { ...asked, model, ...none, outcome: 'no-runtime' };
  return {
    ...asked,
    model,
    ...none,
    selected: { name: selected.runtime.name, scope: selected.scope },
    outcome: 'picks',
    winsBy: winMargin(selected, ranking.ranked[1]).step,
    qualifying,
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

/**
 * Resolving what to rank: the model (BaseModel in the namespace first, then ClusterBaseModel,
 * docs/selection-rules.md §1.2) and the InferenceService, as `kubectl ome runtime explain` does.
 */
import type {
  BaseModel,
  InferenceService,
  OmeVersion,
  SelectionInput,
  ServingRuntime,
} from '../engine/types';
import type { QuestionSources } from '../engine/cluster';
import type { Question } from '../engine/question';
import { isCandidate } from '../engine/select';
import { didYouMean } from './did-you-mean';
import type { Located, ManifestSet } from './types';

export type ResolveError =
  | {
      readonly code: 'isvc-not-found';
      readonly name: string;
      /** The nearest InferenceService name in the namespace (resolveErrorHints). */
      readonly suggestion: string | null;
      /** Other namespaces with an InferenceService of this name (`-n` asks there). */
      readonly elsewhere: readonly string[];
    }
  | { readonly code: 'isvc-without-model'; readonly name: string }
  | {
      readonly code: 'model-not-found';
      readonly name: string;
      /** The nearest model name the namespace can see (resolveErrorHints). */
      readonly suggestion: string | null;
      /** Other namespaces with a BaseModel of this name (`-n` asks there). */
      readonly elsewhere: readonly string[];
    };

/** kubectl's wording for each failure (docs/selection-rules.md §E8). */
export function resolveErrorText(error: ResolveError): string {
  switch (error.code) {
    case 'isvc-not-found':
      return `inferenceservices.ome.io "${error.name}" not found`;
    case 'isvc-without-model':
      return `InferenceService "${error.name}" has no spec.model; pass --model instead`;
    case 'model-not-found':
      return `clusterbasemodels.ome.io "${error.name}" not found`;
  }
}

/**
 * What ome-sim adds after OME's "not found": that the object is in another namespace (ask there
 * with `-n`), and the nearest name written.
 */
export function resolveErrorHints(error: ResolveError): string[] {
  if (error.code === 'isvc-without-model') return [];
  const kind = error.code === 'model-not-found' ? 'BaseModel' : 'InferenceService';
  const [first, ...more] = error.elsewhere;
  const where =
    first === undefined
      ? []
      : [
          more.length === 0
            ? `${kind} ${error.name} is in namespace ${first}: ask there with -n ${first}`
            : `${kind} ${error.name} is in namespaces ${error.elsewhere.join(', ')}: ask in one with -n`,
        ];
  const near =
    error.suggestion === null
      ? []
      : [
          `did you mean ${error.code === 'model-not-found' ? 'model' : kind} "${error.suggestion}"?`,
        ];
  return [...where, ...near];
}

/** The namespaces other than `namespace` that hold a namespaced object named `name`. */
const otherNamespaces = (
  objects: readonly { readonly name: string; readonly namespace: string | null }[],
  name: string,
  namespace: string,
): string[] =>
  [
    ...new Set(
      objects.flatMap((o) =>
        o.name === name && o.namespace !== null && o.namespace !== '' && o.namespace !== namespace
          ? [o.namespace]
          : [],
      ),
    ),
  ].sort();

/** The models `namespace` can see: its BaseModels (and unnamespaced ones) and ClusterBaseModels. */
export const modelNamesIn = (set: ManifestSet, namespace: string): string[] =>
  set.models
    .filter(
      (m) =>
        m.object.kind === 'ClusterBaseModel' || (m.object.namespace ?? namespace) === namespace,
    )
    .map((m) => m.object.name);

const isvcNamesIn = (set: ManifestSet, namespace: string): string[] =>
  set.inferenceServices
    .filter((i) => (i.object.namespace || namespace) === namespace)
    .map((i) => i.object.name);

/** BaseModel `name` in `namespace` first, then ClusterBaseModel `name`. A BaseModel without a namespace is taken to be in any. */
export function resolveModel(
  set: ManifestSet,
  namespace: string,
  name: string,
): Located<BaseModel> | null {
  const inNamespace = set.models.find(
    (m) =>
      m.object.kind === 'BaseModel' &&
      m.object.name === name &&
      (m.object.namespace ?? namespace) === namespace,
  );
  return (
    inNamespace ??
    set.models.find((m) => m.object.kind === 'ClusterBaseModel' && m.object.name === name) ??
    null
  );
}

export function findInferenceService(
  set: ManifestSet,
  namespace: string,
  name: string,
): Located<InferenceService> | null {
  const found = set.inferenceServices.find(
    (i) => i.object.name === name && (i.object.namespace || namespace) === namespace,
  );
  if (found === undefined) return null;
  // A manifest without metadata.namespace is applied into the namespace being simulated.
  return found.object.namespace === ''
    ? { ...found, object: { ...found.object, namespace } }
    : found;
}

export interface ResolvedQuestion {
  readonly input: SelectionInput;
  readonly model: Located<BaseModel>;
  readonly inferenceService: Located<InferenceService> | null;
  /** The runtimes as they stand in the namespace: the engine ranks these objects. */
  readonly runtimes: readonly Located<ServingRuntime>[];
  /** ServingRuntimes left out because a later definition of the same name replaces them here. */
  readonly replaced: readonly Replacement[];
}

export interface Replacement {
  readonly replaced: Located<ServingRuntime>;
  readonly by: Located<ServingRuntime>;
}

/**
 * The runtimes as they would stand in `namespace`. A ServingRuntime without a namespace is
 * applied into it (`kubectl apply -n`), so it is the same object as a ServingRuntime of that
 * name written for the namespace: the later definition replaces the earlier one.
 */
function runtimesIn(set: ManifestSet, namespace: string) {
  const inNamespace = ({ object }: Located<ServingRuntime>) =>
    object.kind === 'ServingRuntime' && isCandidate(object, namespace);
  const latest = new Map<string, Located<ServingRuntime>>();
  for (const located of set.runtimes) {
    if (!inNamespace(located)) continue;
    const earlier = latest.get(located.object.name);
    if (earlier === undefined || earlier.origin.loadOrder < located.origin.loadOrder)
      latest.set(located.object.name, located);
  }
  const replaced: Replacement[] = [];
  const runtimes = set.runtimes.filter((located) => {
    const by = inNamespace(located) ? latest.get(located.object.name)! : located;
    if (by !== located) replaced.push({ replaced: located, by });
    return by === located;
  });
  return { runtimes, replaced };
}

/** Builds the engine input for a question: `--model NAME` or `--isvc NAME` in its namespace. */
export function resolveQuestion(
  set: ManifestSet,
  question: Question,
  omeVersion: OmeVersion = '1.3',
): ResolvedQuestion | ResolveError {
  const { namespace, name } = question;
  let isvc: Located<InferenceService> | null = null;
  let modelName = name;
  if (question.kind === 'isvc') {
    isvc = findInferenceService(set, namespace, name);
    if (isvc === null)
      return {
        code: 'isvc-not-found',
        name,
        suggestion: didYouMean(name, isvcNamesIn(set, namespace)),
        elsewhere: otherNamespaces(
          set.inferenceServices.map((i) => i.object),
          name,
          namespace,
        ),
      };
    if (isvc.object.modelName === null) return { code: 'isvc-without-model', name };
    modelName = isvc.object.modelName;
  }
  const model = resolveModel(set, namespace, modelName);
  if (model === null)
    return {
      code: 'model-not-found',
      name: modelName,
      suggestion: didYouMean(modelName, modelNamesIn(set, namespace)),
      elsewhere: otherNamespaces(
        set.models.filter((m) => m.object.kind === 'BaseModel').map((m) => m.object),
        modelName,
        namespace,
      ),
    };
  const { runtimes, replaced } = runtimesIn(set, namespace);
  return {
    model,
    inferenceService: isvc,
    runtimes,
    replaced,
    input: {
      namespace,
      model: model.object,
      inferenceService: isvc?.object ?? null,
      runtimes: runtimes.map((r) => r.object),
      omeVersion,
    },
  };
}

/** The objects that ask the cluster-wide questions (the engine's `clusterQuestions`). */
export const questionSourcesOf = (set: ManifestSet): QuestionSources => ({
  inferenceServices: set.inferenceServices.map((i) => i.object),
  models: set.models.map((m) => m.object),
});

export const isResolveError = (value: ResolvedQuestion | ResolveError): value is ResolveError =>
  'code' in value;

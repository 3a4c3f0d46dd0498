/**
 * Resolving what to rank: the model (BaseModel in the namespace first, then ClusterBaseModel,
 * runtime-selection.md §1.2) and the InferenceService, as `kubectl ome runtime explain` does.
 */
import type { BaseModel, InferenceService, SelectionInput, OmeVersion } from '../engine/types';
import type { Located, ManifestSet } from './types';

export type Query = { readonly model: string } | { readonly isvc: string };

export type ResolveError =
  | { readonly code: 'isvc-not-found'; readonly name: string }
  | { readonly code: 'isvc-without-model'; readonly name: string }
  | {
      readonly code: 'model-not-found';
      readonly name: string;
      readonly referencedBy: Located<InferenceService> | null;
    };

/** kubectl's wording for each failure (explain-contract.md §8). */
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

export interface ResolvedQuery {
  readonly input: SelectionInput;
  readonly model: Located<BaseModel>;
  readonly inferenceService: Located<InferenceService> | null;
}

/** Builds the engine input for `--model NAME` or `--isvc NAME` in `namespace`. */
export function resolveQuery(
  set: ManifestSet,
  namespace: string,
  query: Query,
  omeVersion: OmeVersion = '1.3',
): ResolvedQuery | ResolveError {
  let isvc: Located<InferenceService> | null = null;
  let modelName: string;
  if ('isvc' in query) {
    isvc = findInferenceService(set, namespace, query.isvc);
    if (isvc === null) return { code: 'isvc-not-found', name: query.isvc };
    if (isvc.object.modelName === null) return { code: 'isvc-without-model', name: query.isvc };
    modelName = isvc.object.modelName;
  } else {
    modelName = query.model;
  }
  const model = resolveModel(set, namespace, modelName);
  if (model === null) return { code: 'model-not-found', name: modelName, referencedBy: isvc };
  return {
    model,
    inferenceService: isvc,
    input: {
      namespace,
      model: model.object,
      inferenceService: isvc?.object ?? null,
      runtimes: set.runtimes.map((r) => r.object),
      omeVersion,
    },
  };
}

export const isResolveError = (value: ResolvedQuery | ResolveError): value is ResolveError =>
  'code' in value;

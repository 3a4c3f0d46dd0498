/**
 * What the worker computes for one request: load the manifests (the one place YAML is parsed),
 * check InferenceService model references, resolve the target, rank and explain. Pure, so it
 * runs in the worker, in a unit test, or on the main thread alike.
 */
import { createEvaluationCache, explain, isCandidate, runtimeKey, scopeOf } from '../engine';
import {
  createManifestCache,
  isResolveError,
  loadManifests,
  resolveErrorText,
  resolveModel,
  resolveQuery,
  type Diagnostic,
  type ManifestSet,
} from '../manifests';
import { findingDiagnostics } from './finding-diagnostics';
import type {
  Choices,
  ExplanationData,
  EngineRequest,
  EngineResponse,
  RankingResult,
  RuntimeSource,
} from './protocol';

/** Documents are parsed once and reused by text across requests (only edited ones re-parse). */
const manifestCache = createManifestCache();
/** Verdicts of unchanged runtimes are reused: an edit to one runtime re-scores only that one. */
const evaluationCache = createEvaluationCache();

/**
 * An InferenceService whose spec.model.name names no BaseModel (in its namespace) or
 * ClusterBaseModel: OME would fail to reconcile it, so the editor marks the reference.
 */
export function unknownModelDiagnostics(set: ManifestSet, namespace: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { object, origin } of set.inferenceServices) {
    const name = object.modelName;
    if (name === null) continue;
    const isvcNamespace = object.namespace || namespace;
    if (name !== '' && resolveModel(set, isvcNamespace, name) !== null) continue;
    const { source, document } = origin;
    out.push({
      source,
      document,
      ...(origin.item === undefined ? {} : { item: origin.item }),
      severity: 'error',
      code: 'unknown-model',
      path: 'spec.model.name',
      message:
        name === ''
          ? 'spec.model.name is empty; name a BaseModel or ClusterBaseModel'
          : `no BaseModel "${name}" in namespace ${isvcNamespace} and no ClusterBaseModel "${name}"`,
      span: origin.fields['spec.model.name'] ?? origin.span,
    });
  }
  return out;
}

export function choicesOf(set: ManifestSet): Choices {
  return {
    models: set.models.map(({ object }) => ({
      name: object.name,
      kind: object.kind,
      namespace: object.namespace,
    })),
    inferenceServices: set.inferenceServices.map(({ object }) => ({
      name: object.name,
      namespace: object.namespace === '' ? null : object.namespace,
    })),
    namespaces: set.namespaces,
  };
}

/** Only candidates: a ServingRuntime of another namespace may share a row's key. */
function runtimeSources(set: ManifestSet, namespace: string): Record<string, RuntimeSource> {
  const out: Record<string, RuntimeSource> = {};
  for (const { object, origin } of set.runtimes) {
    if (!isCandidate(object, namespace)) continue;
    out[runtimeKey(scopeOf(object.kind), object.name)] = {
      source: origin.source,
      document: origin.document,
      span: origin.fields['metadata.name'] ?? origin.span,
      entries: origin.entries,
    };
  }
  return out;
}

export function analyze(request: EngineRequest): EngineResponse {
  const set = loadManifests(request.sources, {}, manifestCache);
  const diagnostics = [...set.diagnostics, ...unknownModelDiagnostics(set, request.namespace)];
  const choices = choicesOf(set);
  const query =
    request.target.kind === 'model'
      ? { model: request.target.name }
      : { isvc: request.target.name };
  const resolved = resolveQuery(set, request.namespace, query, request.omeVersion);
  if (isResolveError(resolved)) {
    return {
      id: request.id,
      diagnostics,
      choices,
      result: null,
      error: resolveErrorText(resolved),
    };
  }
  const full = explain(resolved.input, evaluationCache);
  const { ranking, rows, ...rest } = full;
  // The typed reasons stay here: `check` and `reason` carry them, at a fraction of the size.
  const explanation: ExplanationData = { ...rest, rows: rows.map(({ failure: _, ...row }) => row) };
  const result: RankingResult = {
    explanation,
    selectionFailed: ranking.error !== null,
    explicitRuntime: resolved.inferenceService?.object.runtime != null,
    runtimeSources: runtimeSources(set, request.namespace),
    candidateCount: ranking.candidates.length,
  };
  const findings = findingDiagnostics(set, explanation.rows, request.namespace);
  return {
    id: request.id,
    diagnostics: [...diagnostics, ...findings],
    choices,
    result,
    error: null,
  };
}

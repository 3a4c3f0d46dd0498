/**
 * What the worker computes for one request: load the manifests (the one place YAML is parsed),
 * check InferenceService model references, resolve the target, rank and explain. Pure, so it
 * runs in the worker, in a unit test, or on the main thread alike.
 */
import { askQuestion, explainAnswer, withSizeOverride } from '../commands/explain';
import {
  createEvaluationCache,
  releaseOfBehaviour,
  scopeOf,
  sizeRangeLabel,
  parseModelSize,
  selectionErrorText,
  sizeMap,
  qualifyingRuntimes,
  type Hint,
  type RuntimeExplanation,
  type SelectionInput,
} from '../engine';
import {
  agentSkipsModel,
  createManifestCache,
  loadManifests,
  resolveErrorHints,
  resolveErrorText,
  resolveModel,
  sourceRefOf,
  type Diagnostic,
  type ManifestSet,
  type ObjectOrigin,
  type Replacement,
  type ResolveError,
  type SourceSpan,
} from '../manifests';
import { acceleratorDataOf } from './accelerator-data';
import { candidateOrigins, findingDiagnostics, locateFindings } from './finding-diagnostics';
import type {
  Choices,
  EngineRequest,
  EngineResponse,
  HintDiagnostic,
  RankingResult,
  RowSummary,
  RuntimeSource,
  WorkerOutbound,
  SizeBandData,
  SizeMapData,
} from './protocol';
import type { WorkerHandler } from './serve';
import { encodeResponse } from './wire';

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
    out.push({
      ...sourceRefOf(origin),
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

/** A ServingRuntime that another definition replaces in the namespace: said where it is written. */
export function replacementDiagnostics(
  replacements: readonly Replacement[],
  namespace: string,
): Diagnostic[] {
  return replacements.map(({ replaced, by }) => ({
    ...sourceRefOf(replaced.origin),
    severity: 'warning',
    code: 'duplicate-object',
    path: 'metadata.name',
    message: `ServingRuntime ${replaced.object.name} is defined again for namespace ${namespace} (${by.origin.source}, document ${by.origin.document}; a ServingRuntime without metadata.namespace is applied into it); the later definition is used, as kubectl apply -n ${namespace} would`,
    span: replaced.origin.nameSpan,
  }));
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
      model: object.modelName,
    })),
    namespaces: set.namespaces,
  };
}

const sourceOf = (origin: ObjectOrigin): RuntimeSource => ({
  source: origin.source,
  document: origin.document,
  span: origin.nameSpan,
  entries: origin.entries,
});

/**
 * Rows of rejected runtimes come from the engine's cache, the same objects while their runtime
 * is unchanged: their breakdowns are serialised once, not after every keystroke.
 */
const entriesJson = new WeakMap<RuntimeExplanation, string>();

function detailJson(row: RuntimeExplanation, origin: ObjectOrigin | undefined): string {
  let entries = entriesJson.get(row);
  if (entries === undefined) entriesJson.set(row, (entries = JSON.stringify(row.entries)));
  const source = origin === undefined ? null : sourceOf(origin);
  // Spliced rather than stringified whole, to reuse the entries' text (see RowDetail).
  return `{"entries":${entries},"source":${JSON.stringify(source)}}`;
}

/** The typed reason stays here: `check` and `reason` carry it, at a fraction of the size. */
const summaryOf = ({ entries: _entries, failure: _failure, ...summary }: RuntimeExplanation) =>
  summary;

/** The rows as the main thread receives them: summaries, with their details apart. */
function splitRows(
  rows: readonly RuntimeExplanation[],
  origins: ReadonlyMap<string, ObjectOrigin>,
) {
  const summaries: RowSummary[] = [];
  const details: Record<string, string> = {};
  for (const row of rows) {
    const origin = origins.get(row.key);
    const setsPriority = row.entries.find((entry) => entry.isMatchingEntry);
    const scores = setsPriority?.isScoringEntry === true && setsPriority.formatTerm !== null;
    summaries.push({
      ...summaryOf(row),
      findings: locateFindings(row, origin),
      priorityEntry: setsPriority?.index ?? null,
      entryPriority: setsPriority?.priority ?? null,
      scoreTerms: scores ? setsPriority.formatTerm! + (setsPriority.frameworkTerm ?? 0) : null,
    });
    details[row.key] = detailJson(row, origin);
  }
  return { summaries, details };
}

/** The model's spec field spans, for the quick fix to insert what is missing. */
const specFields = (origin: ObjectOrigin): Record<string, SourceSpan> =>
  Object.fromEntries(Object.entries(origin.fields).filter(([path]) => /^spec(\.|$)/.test(path)));

/** Each hint as a problem on the model's name line, so the problems list is not "No problems". */
const hintDiagnostics = (hints: readonly Hint[], origin: ObjectOrigin): HintDiagnostic[] =>
  hints.map((hint) => ({
    ...sourceRefOf(origin),
    severity: 'warning',
    code: hint.code,
    path: 'spec.modelFormat',
    message: hint.message,
    span: origin.nameSpan,
  }));

/** OME's "not found" as OME words it, then ours: the nearest name written, when one is near. */
function notFoundText(error: ResolveError): string {
  return [resolveErrorText(error), ...resolveErrorHints(error)].join('; ');
}

/** The size map of the ranked model's shape, as the wire carries it (no Infinity in JSON). */
function sizeMapOf(input: SelectionInput): SizeMapData | null {
  const model = input.model;
  if (model === null || model.modelFormat.name === '') return null;
  const bands = sizeMap({ ...input, model }).map((b): SizeBandData => ({
    ...b,
    to: b.to === Infinity ? null : b.to,
    error: b.error === null ? null : selectionErrorText(b.error),
  }));
  const size = model.modelParameterSize;
  // Every runtime that qualifies at some size, also one that wins at none: the map shows where.
  const ranges = qualifyingRuntimes({ ...input, model }).map((r) => ({
    name: r.name,
    scope: scopeOf(r.kind),
    min: r.modelSizeRange?.min == null ? null : parseModelSize(r.modelSizeRange.min),
    max: r.modelSizeRange?.max == null ? null : parseModelSize(r.modelSizeRange.max),
    label: r.modelSizeRange === null ? 'no modelSizeRange' : sizeRangeLabel(r.modelSizeRange),
  }));
  return {
    modelSize: size,
    modelSizeValue: size === null ? null : parseModelSize(size),
    bands,
    ranges,
  };
}

export function analyze(request: EngineRequest): EngineResponse {
  const set = loadManifests(request.sources, {}, manifestCache);
  const { namespace } = request.question;
  const diagnostics = [...set.diagnostics, ...unknownModelDiagnostics(set, namespace)];
  const choices = choicesOf(set);
  const asked = askQuestion(set, request.question, releaseOfBehaviour(request.omeVersion));
  if (asked.resolved === null) {
    return {
      id: request.id,
      diagnostics,
      choices,
      result: null,
      error: notFoundText(asked.unresolved),
    };
  }
  const { resolved } = asked;
  diagnostics.push(...replacementDiagnostics(resolved.replaced, namespace));
  const { sizeOverride } = request;
  const answer = explainAnswer(asked, {
    cache: evaluationCache,
    ...(sizeOverride === undefined ? {} : { sizeOverride }),
  });
  const { ranking, rows, ...rest } = answer.explanation!;
  const accelerator = acceleratorDataOf(
    set,
    resolved,
    withSizeOverride(resolved.input, sizeOverride),
    rest,
    request.acceleratorWhatIf ?? null,
  );
  const origins = candidateOrigins(resolved.runtimes, namespace);
  const { summaries, details } = splitRows(rows, origins);
  const result: RankingResult = {
    explanation: { ...rest, rows: summaries },
    selectionFailed: ranking.error !== null,
    explicitRuntime: resolved.inferenceService?.object.runtime != null,
    details,
    candidateCount: ranking.candidates.length,
    modelFields: rest.hints.length === 0 ? null : specFields(resolved.model.origin),
    agentSkipsModel:
      rest.hints.length > 0 && agentSkipsModel(request.sources, resolved.model.origin),
    // The map of the YAML's model: its marker stays at the size written.
    ...(request.withSizeMap === true ? { sizeMap: sizeMapOf(resolved.input) } : {}),
    ...(sizeOverride === undefined || resolved.input.model === null
      ? {}
      : {
          sizeOverride: {
            size: sizeOverride,
            modelSize: resolved.input.model.modelParameterSize,
          },
        }),
    ...(accelerator === undefined ? {} : { accelerator }),
  };
  const findings = findingDiagnostics(rows, origins);
  const hints = hintDiagnostics(rest.hints, resolved.model.origin);
  return {
    id: request.id,
    diagnostics: [...diagnostics, ...findings, ...hints],
    choices,
    result,
    error: null,
  };
}

/** The engine worker's work: each request ranked, sent in the wire format. */
export const engineHandler: WorkerHandler<EngineRequest, WorkerOutbound> = {
  answer: (request) => encodeResponse(analyze(request)),
  // An engine bug answers with the error in place of a result, so the UI says what happened.
  failed: (request, message) =>
    encodeResponse({
      id: request.id,
      diagnostics: [],
      choices: { models: [], inferenceServices: [], namespaces: [] },
      result: null,
      error: `internal error in the ranking engine: ${message}`,
    }),
};

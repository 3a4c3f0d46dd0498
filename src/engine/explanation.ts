/**
 * The full explanation of a ranking, per runtime: verdict, score terms of every entry, distance,
 * the ordering step that placed it, and admission findings. This is what the UI and `-o json`
 * show; the explain table is a projection of it.
 */
import type { RuntimeEvaluation } from './evaluate';
import { explicitVerdictFor, type ExplicitRuntimeVerdict } from './explicit';
import { runtimeInUse, type RuntimeInUse } from './in-use';
import { selectionFailureText } from './failure';
import { findingsFor, type Finding } from './findings';
import { formatParameterCount } from './format';
import {
  autoSelectQuirkFinding,
  sizeRangeUncheckedFinding,
  tieFindings,
  unrangedWinnerFindings,
} from './selection-findings';
import { versionReadingFindings } from './version-reading';
import { entryMatches, entryMismatchParts } from './match';
import type { PlacementStep } from './order';
import { reasonText, type CheckCategory, type MismatchPart, type Reason } from './reasons';
import { entryScore, type EntryScore } from './score';
import type { EvaluationCache } from './evaluation-cache';
import { rankRuntimes, type RankedRuntime, type Ranking } from './select';
import { sizeRangeLabel, type SizeRange } from './size';
import { winMargin, type WinMargin } from './win-margin';
import { modelHints, type Hint } from './model-hints';
import { nearMiss, type NearMiss } from './near-miss';
import type {
  BaseModel,
  DefaultedField,
  InferenceService,
  ModelKind,
  OmeVersion,
  RuntimeKind,
  Scope,
  SelectionInput,
} from './types';

export interface EntryBreakdown extends EntryScore {
  readonly autoSelect: boolean | null;
  /** Fully matches the model (§4.1). */
  readonly matches: boolean;
  /** The first matching entry M: PRIORITY and WEIGHT come from it. */
  readonly isMatchingEntry: boolean;
  /** The entry whose score is the runtime's score. */
  readonly isScoringEntry: boolean;
  readonly priorityDefaulted: boolean;
  readonly defaulted: readonly DefaultedField[];
  /** How it differs from the model (empty when it matches). */
  readonly mismatch: readonly MismatchPart[];
}

export interface RuntimeExplanation {
  /** Unique per candidate: scope and name (a ServingRuntime and a ClusterServingRuntime may share a name). */
  readonly key: string;
  readonly name: string;
  readonly kind: RuntimeKind;
  readonly scope: Scope;
  readonly namespace: string | null;
  readonly compatible: boolean;
  readonly rank: number | null;
  readonly placement: PlacementStep | null;
  /** Why it sits below the row above, e.g. "same score 6; size distance 7B vs 0". */
  readonly placementDetail: string | null;
  /** The first row only: the ordering step that put it above the runner-up (null elsewhere). */
  readonly winsBy: WinMargin | null;
  readonly score: number | null;
  readonly priority: number | null;
  readonly weight: number | null;
  readonly check: CheckCategory | null;
  readonly failure: Reason | null;
  /** OME's REASON text for a rejected runtime. */
  readonly reason: string | null;
  readonly distance: number | null;
  readonly sizeRange: SizeRange | null;
  readonly sizeRangeLabel: string | null;
  readonly entries: readonly EntryBreakdown[];
  readonly findings: readonly Finding[];
  /** A rejected runtime: every field that keeps it out, not only the first (near-miss.ts). */
  readonly nearMiss: NearMiss | null;
}

/**
 * A row without its typed `failure` (its `check` and `reason` say the same in words) and its
 * entry breakdown: all that the explain table, the exports and the baseline diff read, and what
 * the browser receives for every row (breakdowns come apart, see the worker's RowDetail).
 */
export type RuntimeSummary = Omit<RuntimeExplanation, 'failure' | 'entries'>;

/** What the explain table prints of a row: name, scope and the verdict in OME's words. */
export type VerdictRow = Pick<
  RuntimeExplanation,
  'name' | 'scope' | 'compatible' | 'priority' | 'weight' | 'reason'
>;

/** The table's verdicts without breakdowns or findings (see `explainRankingVerdicts`). */
export interface Verdicts {
  readonly rows: readonly VerdictRow[];
  readonly error: string | null;
  readonly ranking: Ranking;
}

/** Anything with verdict rows: a full explanation, or the browser's copy of one. */
export interface HasVerdicts {
  readonly rows: readonly RuntimeSummary[];
}

export interface Explanation {
  readonly namespace: string;
  readonly omeVersion: OmeVersion;
  readonly model: { readonly kind: ModelKind; readonly name: string } | null;
  readonly modelParameterSize: string | null;
  readonly inferenceService: string | null;
  readonly selected: { readonly name: string; readonly scope: Scope } | null;
  /** Why selection fails: an invalid model, a v1.2.2 panic, or OME's "no runtime found" text. */
  readonly error: string | null;
  /** Rows in the explain table's order: qualifying runtimes ranked, then rejected ones. */
  readonly rows: readonly RuntimeExplanation[];
  readonly explicitRuntime: ExplicitRuntimeVerdict | null;
  /** The runtime OME uses: the named one when the InferenceService names it, else `selected`. */
  readonly uses: RuntimeInUse;
  /** What OME would say about the model itself (a disabled model fails before selection, §1.2). */
  readonly modelWarnings: readonly string[];
  /** What ome-sim adds to OME's error when its cause lies outside the manifests (model-hints.ts). */
  readonly hints: readonly Hint[];
  readonly ranking: Ranking;
}

/** `spec.disabled: true` on the model: the controller stops before ranking (§1.2). */
const modelWarnings = (model: BaseModel | null): string[] =>
  model?.disabled === true
    ? [
        `specified base model ${model.name} is disabled: OME's controller stops before selecting a runtime (the admission webhook says "model ${model.name} is disabled"); the ranking below is what it would pick once enabled`,
      ]
    : [];

export const runtimeKey = (scope: Scope, name: string): string => `${scope}/${name}`;

function entryBreakdowns(
  model: BaseModel,
  evaluation: RuntimeEvaluation,
  version: OmeVersion,
): EntryBreakdown[] {
  return evaluation.runtime.supportedModelFormats.map((entry, index) => {
    const matches = entryMatches(model, entry, version);
    return {
      ...entryScore(model, entry, index),
      autoSelect: entry.autoSelect,
      matches,
      isMatchingEntry: index === evaluation.matchingEntry,
      isScoringEntry: index === evaluation.scoringEntry,
      priorityDefaulted: entry.priority === null,
      defaulted: entry.defaulted,
      mismatch: matches ? [] : entryMismatchParts(model, entry, version),
    };
  });
}

/** "same score 6; size distance 7B vs 0" — the comparison that decided the place (§8). */
function placementDetail(above: RankedRuntime | undefined, current: RankedRuntime): string | null {
  if (above === undefined) return null;
  switch (current.placement) {
    case 'first':
      return null;
    case 'scope':
      return 'ServingRuntimes in the namespace come before ClusterServingRuntimes';
    case 'score':
      return `score ${current.score} < ${above.score}`;
    case 'distance':
      return (
        `same score ${current.score}; size distance ${formatParameterCount(current.distance ?? 0)}` +
        ` vs ${formatParameterCount(above.distance ?? 0)}`
      );
    case 'name': {
      const distance =
        current.distance === null
          ? ''
          : `, same distance ${formatParameterCount(current.distance)}`;
      return `same score ${current.score}${distance}; name ${current.runtime.name} > ${above.runtime.name}`;
    }
  }
}

/** Where a ranked runtime sits: its place, why below the one above, and the ties around it. */
interface Place {
  readonly ranked: RankedRuntime;
  readonly placementDetail: string | null;
  readonly winsBy: WinMargin | null;
  readonly ties: readonly Finding[];
}

function placeOf(ranking: Ranking, index: number): Place {
  const ranked = ranking.ranked[index]!;
  return {
    ranked,
    placementDetail: placementDetail(ranking.ranked[index - 1], ranked),
    winsBy: index === 0 ? winMargin(ranked, ranking.ranked[1]) : null,
    ties: [...tieFindings(ranking.ranked, index), ...unrangedWinnerFindings(ranking.ranked, index)],
  };
}

/** The runtime's admission findings, then what the selection would warn about. */
function rowFindings(
  model: BaseModel | null,
  evaluation: RuntimeEvaluation,
  version: OmeVersion,
  ties: readonly Finding[],
): Finding[] {
  const own = findingsFor(evaluation.runtime, version);
  if (model === null) return own;
  const selection = [
    ...ties,
    autoSelectQuirkFinding(model, evaluation, version),
    sizeRangeUncheckedFinding(model, evaluation),
    ...versionReadingFindings(model, evaluation.runtime),
  ];
  return [...own, ...selection.filter((f): f is Finding => f !== null)];
}

/**
 * One row. A rejected runtime has no place, so its row depends on its verdict alone, which is
 * what lets the cache keep rejected rows (EvaluationCache.rejectedRow).
 */
function describe(
  model: BaseModel | null,
  isvc: InferenceService | null,
  evaluation: RuntimeEvaluation,
  version: OmeVersion,
  place: Place | null,
): RuntimeExplanation {
  const runtime = evaluation.runtime;
  const compatible = evaluation.failure === null;
  const range = runtime.modelSizeRange;
  const entries = model === null ? [] : entryBreakdowns(model, evaluation, version);
  const failure = evaluation.failure;
  return {
    key: runtimeKey(evaluation.scope, runtime.name),
    name: runtime.name,
    kind: runtime.kind,
    scope: evaluation.scope,
    namespace: runtime.namespace,
    compatible,
    rank: place?.ranked.rank ?? null,
    placement: place?.ranked.placement ?? null,
    placementDetail: place?.placementDetail ?? null,
    winsBy: place?.winsBy ?? null,
    score: compatible ? evaluation.score : null,
    priority: compatible ? evaluation.priority : null,
    weight: compatible ? evaluation.weight : null,
    check: evaluation.failure?.check ?? null,
    failure: evaluation.failure,
    reason: evaluation.failure === null ? null : reasonText(evaluation.failure),
    distance: evaluation.distance,
    sizeRange: range,
    sizeRangeLabel: range === null ? null : sizeRangeLabel(range),
    entries,
    findings: rowFindings(model, evaluation, version, place?.ties ?? []),
    nearMiss:
      model === null || failure === null
        ? null
        : nearMiss({
            model,
            isvc,
            version,
            runtime,
            failure,
            entries,
          }),
  };
}

/** OME's failure text for a ranking that selected nothing (null when it selected one). */
const rankingError = (ranking: Ranking, model: BaseModel | null): string | null =>
  selectionFailureText(ranking, model === null ? '' : model.modelFormat.name);

const verdictRow = (evaluation: RuntimeEvaluation): VerdictRow => {
  const compatible = evaluation.failure === null;
  return {
    name: evaluation.runtime.name,
    scope: evaluation.scope,
    compatible,
    priority: compatible ? evaluation.priority : null,
    weight: compatible ? evaluation.weight : null,
    reason: compatible ? null : reasonText(evaluation.failure!),
  };
};

/**
 * Ranks the runtimes and gives only what the explain table prints. The same verdicts as
 * `explain`, without the per-entry breakdowns and findings it builds for every row: for the CLI's
 * table on a large cluster, where those are most of the work and none of the output.
 */
export function explainRankingVerdicts(input: SelectionInput): Verdicts {
  const ranking = rankRuntimes(input);
  const rows = [...ranking.ranked, ...ranking.rejected].map(verdictRow);
  return { rows, error: rankingError(ranking, input.model), ranking };
}

/**
 * Ranks the runtimes (see `rankRuntimes`) and explains every verdict.
 *
 * @returns rows in `kubectl ome runtime explain` order with each runtime's breakdown; `selected`
 *   is the runtime OME picks, `error` the message OME reports when it picks none. With a
 *   `cache`, rows of rejected runtimes are shared between calls: treat rows as read-only.
 */
export function explainRanking(input: SelectionInput, cache?: EvaluationCache): Explanation {
  const ranking = rankRuntimes(input, cache);
  const model = input.model;
  const isvc = input.inferenceService;
  const version = ranking.omeVersion;
  const rows = [
    ...ranking.ranked.map((r, i) => describe(model, isvc, r, version, placeOf(ranking, i))),
    ...ranking.rejected.map((r) => {
      const build = () => describe(model, isvc, r, version, null);
      return cache === undefined ? build() : cache.rejectedRow(r, build);
    }),
  ];
  const selected = ranking.selected;
  const explicit = explicitVerdictFor(input);
  return {
    namespace: ranking.namespace,
    omeVersion: version,
    model: model === null ? null : { kind: model.kind, name: model.name },
    modelParameterSize: model?.modelParameterSize ?? null,
    inferenceService: input.inferenceService?.name ?? null,
    selected: selected === null ? null : { name: selected.runtime.name, scope: selected.scope },
    error: rankingError(ranking, model),
    rows,
    explicitRuntime: explicit,
    uses: runtimeInUse(ranking, explicit),
    modelWarnings: modelWarnings(model),
    hints: modelHints(model, input.runtimes, ranking.namespace),
    ranking,
  };
}

/**
 * ome-sim's ranking engine: OME's runtime selection as pure functions (no DOM, no Node, no clock).
 *
 * Start with `explainRanking` (the whole explanation) or `rankRuntimes` (the verdicts and order only).
 * The rules are catalogued in ./README.md with their sections of docs/selection-rules.md.
 */
export { rankRuntimes, isCandidate, selectionErrorText } from './select';
export type { Ranking, RankedRuntime, SelectionError } from './select';
export { explainRanking, explainRankingVerdicts, runtimeKey } from './explanation';
export { createEvaluationCache, EvaluationCache } from './evaluation-cache';
export type {
  Explanation,
  RuntimeExplanation,
  RuntimeSummary,
  HasVerdicts,
  EntryBreakdown,
  VerdictRow,
  Verdicts,
} from './explanation';
export { noRuntimeFoundMessage, selectionFailureText } from './failure';
export { explicitRuntimeVerdict, explicitMessageText } from './explicit';
export type { ExplicitRuntimeVerdict, ExplicitMessage } from './explicit';
export { namedRuntimeInUse, runtimeInUse, runtimeInUseFor, runtimeInUseObject } from './in-use';
export type { RuntimeInUse } from './in-use';
export { findingsFor, FINDING_CODES } from './findings';
export { makeItWin } from './make-it-win';
export { diffExplanations, movementText } from './diff';
export type { Movement, RowChange } from './diff';
export type { MakeItWin, PriorityChange, WinPlan } from './make-it-win';
export { withEdits, winEditText } from './win-edits';
export type { WinEdit, RuntimeRef } from './win-edits';
export type { Finding, FindingCode } from './findings';
export { priorityConflict } from './webhook';
export { reasonText, mismatchPartText, CHECK_ORDER, MISMATCH_PART_CODES } from './reasons';
export type { Reason, MismatchPart, CheckCategory } from './reasons';
export type { PlacementStep } from './order';
export type { WinMargin } from './win-margin';
export { modelHints, sizeFromName } from './model-hints';
export type {
  Hint,
  ModelField,
  ModelFieldsHint,
  ModelFieldsOffer,
  NameVersion,
} from './model-hints';
export type { RuntimeEvaluation } from './evaluate';
export type { EntryScore, ScoreBlock } from './score';
export { parseVersion, compareVersions, versionAccepts } from './version';
export { parseModelSize, sizeDistance, sizeRangeLabel, fitsSizeRange } from './size';
export type { SizeRange } from './size';
export { formatParameterCount } from './format';
export * from './types';
export {
  resolveOmeRelease,
  releaseOfBehaviour,
  isOmeReleaseError,
  DEFAULT_OME_RELEASE,
  OME_RELEASE_EXAMPLES,
} from './ome-release';
export type { OmeRelease, OmeReleaseResult } from './ome-release';
export { sizeMap, qualifyingRuntimes, bandAt, bandRangeText, clipBand, answerOf } from './size-map';
export type { SizeBand, BandDecider, SizeMapInput, SizeAnswer } from './size-map';
export { nearMiss, differenceText, nearestFirst, rejectionSummary } from './near-miss';
export { answerQuestion, clusterQuestions, flippedSelections } from './cluster';
export type {
  ClusterFailure,
  ClusterOutcome,
  ClusterSelection,
  NamedRefusal,
  QuestionSources,
} from './cluster';
export {
  askedNamespaces,
  DEFAULT_NAMESPACE,
  questionFlag,
  questionKey,
  sameQuestion,
  sameSubject,
} from './question';
export type { Question, QuestionKind, QuestionSubject } from './question';
export type { NearMiss, Difference, RejectionSummary, RowVerdict } from './near-miss';
export * from './accelerator';

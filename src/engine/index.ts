/**
 * ome-sim's ranking engine: OME's runtime selection as pure functions (no DOM, no Node, no clock).
 *
 * Start with `explainRanking` (the whole explanation) or `rankRuntimes` (the verdicts and order only).
 * The rules are catalogued in ./README.md with their sections of docs/selection-rules.md.
 */
export { rankRuntimes, isCandidate, selectionErrorText } from './select';
export type { Ranking } from './select';
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
export { noRuntimeFoundMessage } from './failure';
export { explicitRuntimeVerdict, explicitVerdictFor } from './explicit';
export type { ExplicitRuntimeVerdict } from './explicit';
export { namedRuntimeInUse, runtimeInUseFor } from './in-use';
export type { RuntimeInUse } from './in-use';
export { findingsFor, FINDING_CODES } from './findings';
export { makeItWin } from './make-it-win';
export { diffExplanations } from './diff';
export type { RowChange } from './diff';
export type { MakeItWin, WinPlan } from './make-it-win';
export { winEditText } from './win-edits';
export type { WinEdit } from './win-edits';
export type { Finding, FindingCode } from './findings';
export { reasonText, mismatchPartText, CHECK_ORDER, MISMATCH_PART_CODES } from './reasons';
export type { Reason, MismatchPart, CheckCategory } from './reasons';
export type { PlacementStep } from './order';
export type { WinMargin } from './win-margin';
export { modelHints } from './model-hints';
export type {
  Hint,
  ModelField,
  ModelFieldsHint,
  ModelFieldsOffer,
  NameVersion,
} from './model-hints';
export type { RuntimeEvaluation } from './evaluate';
export type { ScoreBlock } from './score';
export { parseModelSize, sizeRangeLabel } from './size';
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
export type { SizeBand, BandDecider, SizeAnswer } from './size-map';
export { differenceText, nearestFirst, rejectionSummary } from './near-miss';
export { answerQuestion, clusterQuestions, flippedSelections } from './cluster';
export type { ClusterFailure, ClusterOutcome, ClusterSelection } from './cluster';
export {
  askedNamespaces,
  DEFAULT_NAMESPACE,
  questionFlag,
  questionKey,
  sameQuestion,
  sameSubject,
} from './question';
export type { Question, QuestionKind, QuestionSubject } from './question';
export type { NearMiss, Difference } from './near-miss';
export * from './accelerator';

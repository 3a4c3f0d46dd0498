/**
 * ome-sim's ranking engine: OME's runtime selection as pure functions (no DOM, no Node, no clock).
 *
 * Start with `explainRanking` (the whole explanation) or `rankRuntimes` (the verdicts and order only).
 * The rules are catalogued in ./README.md with their sections of docs/selection-rules.md.
 */
export { rankRuntimes, isCandidate, selectionErrorText, type Ranking } from './select';
export {
  explainRanking,
  explainRankingVerdicts,
  runtimeKey,
  type Explanation,
  type RuntimeExplanation,
  type RuntimeSummary,
  type HasVerdicts,
  type EntryBreakdown,
  type VerdictRow,
  type Verdicts,
} from './explanation';
// The parts of an explanation's rows.
export type { PlacementStep } from './order';
export type { WinMargin } from './win-margin';
export type { RuntimeEvaluation } from './evaluate';
export type { ScoreBlock } from './score';
export { createEvaluationCache, EvaluationCache } from './evaluation-cache';
export { noRuntimeFoundMessage } from './failure';
export {
  explicitRuntimeVerdict,
  explicitVerdictFor,
  type ExplicitRuntimeVerdict,
} from './explicit';
export { namedRuntimeInUse, runtimeInUseFor, type RuntimeInUse } from './in-use';
export { findingsFor, FINDING_CODES, type Finding, type FindingCode } from './findings';
export { makeItWin, type MakeItWin, type WinPlan } from './make-it-win';
export { diffExplanations, type RowChange } from './diff';
export { winEditText, type WinEdit } from './win-edits';
export {
  reasonText,
  mismatchPartText,
  CHECK_ORDER,
  MISMATCH_PART_CODES,
  type Reason,
  type MismatchPart,
  type CheckCategory,
} from './reasons';
export {
  modelHints,
  type Hint,
  type ModelField,
  type ModelFieldsHint,
  type ModelFieldsOffer,
  type NameVersion,
} from './model-hints';
export { parseModelSize, sizeRangeLabel, type SizeRange } from './size';
export { formatParameterCount } from './format';
export * from './types';
export {
  resolveOmeRelease,
  releaseOfBehaviour,
  isOmeReleaseError,
  DEFAULT_OME_RELEASE,
  OME_RELEASE_EXAMPLES,
  type OmeRelease,
  type OmeReleaseResult,
} from './ome-release';
export {
  sizeMap,
  qualifyingRuntimes,
  bandAt,
  bandRangeText,
  clipBand,
  answerOf,
  type SizeBand,
  type BandDecider,
  type SizeAnswer,
} from './size-map';
export {
  differenceText,
  nearestFirst,
  rejectionSummary,
  type NearMiss,
  type Difference,
} from './near-miss';
export {
  answerQuestion,
  clusterQuestions,
  flippedSelections,
  type ClusterFailure,
  type ClusterOutcome,
  type ClusterSelection,
} from './cluster';
export {
  askedNamespaces,
  DEFAULT_NAMESPACE,
  questionFlag,
  questionKey,
  sameQuestion,
  sameSubject,
  type Question,
  type QuestionKind,
  type QuestionSubject,
} from './question';
export * from './accelerator';

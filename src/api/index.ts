/**
 * ome-sim's public API: `import { loadManifests, explain, diff } from 'ome-sim'` (docs/api.md).
 * The real engine of the CLI and the app, as pure functions of texts (no file system, no network,
 * no clock). What this file exports is the surface; api/ome-sim.api.md records it, and the build
 * fails when the two differ (`npm run api:update` accepts a change made on purpose).
 *
 * @packageDocumentation
 */
export { loadManifests } from './manifests';
export type { Located, Manifests, Origin } from './manifests';
export { explain, explainText } from './explain';
export type { ExplainError, ExplainOptions, ExplainResult, ExplainTextOptions } from './explain';
export type { CommandText as CommandOutput } from '../commands/output';
export { EXPLAIN_FORMATS, type ExplainFormat } from '../commands/explain';
export { explainAccelerator, explainAcceleratorText } from './accelerator';
export type {
  AcceleratorExplainOptions,
  AcceleratorExplainResult,
  AcceleratorExplainTextOptions,
} from './accelerator';
export {
  ACCELERATOR_FORMATS,
  type AcceleratorFormat,
  type IsvcQuestion,
} from '../commands/accelerator';
export { diff, diffText, renderDiff } from './diff';
export type { DiffOptions, DiffTextOptions } from './diff';
export type { Compared as DiffResult } from '../commands/diff';
export { DIFF_FORMATS, type DiffFormat } from '../commands/diff';
export { LINT_FORMATS, type LintFormat } from '../commands/lint';
export type { ReleaseOption } from './options';

// The OME release a caller names, checked before asking.
export {
  DEFAULT_OME_RELEASE,
  OME_RELEASE_EXAMPLES,
  isOmeReleaseError,
  resolveOmeRelease,
} from '../engine';
export type { OmeRelease, OmeReleaseResult, OmeVersion } from '../engine';

// What an explanation holds: the `-o json` document (docs/cli.md, "JSON output").
export type {
  ExplanationJson as Explanation,
  RowJson as ExplanationRow,
  EntryJson as ExplanationEntry,
  ExplicitRuntimeJson as ExplicitRuntime,
  RejectedSummaryJson as RejectedSummary,
} from '../render/json';
export type { Difference, NearMiss } from '../engine';

// What an accelerator explanation holds: `accelerator explain -o json` (docs/cli.md), also the
// `accelerator` field of an explanation.
export type { AcceleratorExplanationJson as AcceleratorExplanation } from '../render/accelerator-explain';
export type {
  AcceleratorDecisionJson as AcceleratorDecision,
  AcceleratorRuntimeJson as AcceleratorRuntime,
  AppliedJson as AcceleratorApplied,
  CandidateJson as AcceleratorCandidate,
  ComponentJson as AcceleratorComponent,
} from '../render/accelerator-json';
export type { AppliedSetting, ConstraintFailure } from '../engine';
export { FINDING_CODES } from '../engine';
export type {
  CheckCategory,
  DefaultedField,
  FindingCode,
  Hint,
  ModelField,
  ModelFieldsHint,
  ModelFieldsOffer,
  NameVersion,
  PlacementStep,
  ScoreBlock,
  SizeRange,
  WinMargin,
} from '../engine';

// What a diff holds: the questions asked and the answers that changed.
export type { Answer, FailureKind } from '../review/answer';
export type { Change, Comparison } from '../review/compare';
export type { Question, QuestionKind, QuestionSubject } from '../engine';

// The loaded manifests: OME's objects, where each was written, and the problems found.
export { diagnosticText } from '../manifests';
export type {
  Diagnostic,
  DiagnosticCode,
  ManifestSource,
  Severity,
  SourcePosition,
  SourceRef,
  SourceSpan,
} from '../manifests';
export { DIFFUSION_COMPONENTS } from '../engine';
export type {
  BaseModel,
  DiffusionComponent,
  DiffusionComponentName,
  DiffusionPipeline,
  FormatRequirement,
  InferenceService,
  ModelKind,
  RuntimeKind,
  Scope,
  ServingRuntime,
  SupportedModelFormat,
} from '../engine';
// The accelerator fields of those objects (docs/selection-rules.md §A1).
export type {
  AcceleratorConfigMap,
  AcceleratorConstraints,
  AcceleratorModelConfig,
  AcceleratorSelector,
  ComponentPlacement,
  TensorParallelismConfig,
} from '../engine';
// AcceleratorClass and its parts, in the order its spec nests them; the quantities they hold.
export type {
  AcceleratorClass,
  AcceleratorDiscovery,
  NodeSelectorTerm,
  NodeSelectorRequirement,
  AcceleratorCapabilities,
  AcceleratorPerformance,
  AcceleratorResource,
  AcceleratorCost,
  Quantity,
  QuantityFormat,
} from '../engine';

// `ome-sim lint`: every finding over loaded manifests and the texts they came from (docs/lint.md).
export { lint, lintReport, lintText, renderLint, LINT_RULES } from './lint';
export type { LintTextOptions } from './lint';
export { LINT_RULE_IDS } from '../lint';
export type {
  LintFinding,
  LintOptions,
  LintReport,
  LintRuleDoc,
  LintRuleId,
  LintRuleSummary,
  LintSeverity,
  NotChecked,
  NotCheckedReason,
} from '../lint';

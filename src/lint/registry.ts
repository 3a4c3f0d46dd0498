/**
 * Every `ome-sim lint` rule, in the order SARIF lists them and docs/lint.md's table shows them
 * (generated from here: `npm run docs:lint`). A rule is its file under rules/ and one line here.
 */
import type { FindingCode } from '../engine';
import type { EngineFindingRule, LintSeverity } from './rule';
import { acceleratorClassUndefined } from './rules/accelerator-class-undefined';
import { acceleratorConfigUnknownClass } from './rules/accelerator-config-unknown-class';
import { acceleratorDecisionError } from './rules/accelerator-decision-error';
import { acceleratorDiscoveryOverlap } from './rules/accelerator-discovery-overlap';
import { acceleratorNoCandidate } from './rules/accelerator-no-candidate';
import { acceleratorPolicyTie } from './rules/accelerator-policy-tie';
import { ambiguousTie } from './rules/ambiguous-tie';
import { autoselectQuirk } from './rules/autoselect-quirk';
import { catchAll } from './rules/catch-all';
import { childRuntimeAutoselect } from './rules/child-runtime-autoselect';
import { duplicateObject } from './rules/duplicate-object';
import { entryMissingFormat } from './rules/entry-missing-format';
import { entryMissingFramework } from './rules/entry-missing-framework';
import { entryWithoutArchitecture } from './rules/entry-without-architecture';
import { invalidManifest } from './rules/invalid-manifest';
import { minAboveMax } from './rules/min-above-max';
import { overlap } from './rules/overlap';
import { priorityBelowMinimum } from './rules/priority-below-minimum';
import { selectionError } from './rules/selection-error';
import { sizeRangeUnchecked } from './rules/size-range-unchecked';
import { sizeReadsZero } from './rules/size-reads-zero';
import { unknownField } from './rules/unknown-field';
import { unrangedRuntimeWins } from './rules/unranged-runtime-wins';
import { unreachable } from './rules/unreachable';
import { unservedModel } from './rules/unserved-model';
import { upgradeHazard } from './rules/upgrade-hazard';
import { versionReadingDiffers } from './rules/version-reading-differs';
import { webhookPriorityConflict } from './rules/webhook-priority-conflict';
import { weightZero } from './rules/weight-zero';

export const LINT_RULES = [
  invalidManifest,
  duplicateObject,
  webhookPriorityConflict,
  priorityBelowMinimum,
  entryMissingFormat,
  entryMissingFramework,
  childRuntimeAutoselect,
  selectionError,
  ambiguousTie,
  unrangedRuntimeWins,
  autoselectQuirk,
  sizeRangeUnchecked,
  versionReadingDiffers,
  unservedModel,
  catchAll,
  overlap,
  unreachable,
  sizeReadsZero,
  minAboveMax,
  weightZero,
  entryWithoutArchitecture,
  unknownField,
  acceleratorClassUndefined,
  acceleratorConfigUnknownClass,
  acceleratorNoCandidate,
  acceleratorDecisionError,
  acceleratorDiscoveryOverlap,
  acceleratorPolicyTie,
  upgradeHazard,
] as const;

type RegisteredRule = (typeof LINT_RULES)[number];

/** The rule ids, in the registry's order (the order of SARIF's rule list). */
export const LINT_RULE_IDS = Object.freeze(LINT_RULES.map((rule) => rule.id));

/** A rule's id, such as `catch-all`. */
export type LintRuleId = (typeof LINT_RULE_IDS)[number];

/** Ids of the rules the engine reports too, with an app label. */
type EngineFindingRuleId = Extract<RegisteredRule, { readonly label: string }>['id'];

/**
 * Every engine finding is a registered rule with a label: a `FindingCode` without one fails to
 * compile here, naming the code.
 */
type Unregistered = Exclude<FindingCode, EngineFindingRuleId>;
const everyFindingIsARule: [Unregistered] extends [never] ? true : Unregistered = true;
void everyFindingIsARule;

const BY_ID: ReadonlyMap<string, RegisteredRule> = new Map(LINT_RULES.map((r) => [r.id, r]));

/** The registered rule of an id. */
export const lintRule = (id: LintRuleId): RegisteredRule => BY_ID.get(id)!;

const isEngineFindingRule = (r: RegisteredRule): r is Extract<RegisteredRule, EngineFindingRule> =>
  'label' in r;

const ENGINE_FINDING_RULES: ReadonlyMap<string, EngineFindingRule> = new Map(
  LINT_RULES.filter(isEngineFindingRule).map((r) => [r.id, r]),
);

/** The rule of an engine finding: its severity, and the label the app shows before it. */
export const findingRule = (code: FindingCode): EngineFindingRule =>
  ENGINE_FINDING_RULES.get(code)!;

/** A finding of `ome-sim lint`: a rule's draft with the rule's id and severity. */
export interface LintFinding {
  /** The rule that reports it. */
  readonly rule: LintRuleId;
  /** The rule's severity (for `invalid-manifest`, the problem's own). */
  readonly severity: LintSeverity;
  /** What is wrong and, where it helps, what to do. */
  readonly message: string;
  /** The object the finding is about (`ClusterServingRuntime/name`), or null for a file. */
  readonly object: string | null;
  /**
   * For a model asked about in several namespaces (a ClusterBaseModel in an input that uses more
   * than one): the namespaces the finding holds in; else null.
   */
  readonly namespaces: readonly string[] | null;
  /** The file (or `<stdin>`) the finding is in, as the input named it. */
  readonly source: string;
  /** 1-based; null when the object's position is unknown. */
  readonly line: number | null;
  /** 1-based, in UTF-16 code units; null when the object's position is unknown. */
  readonly column: number | null;
}

/**
 * What a lint rule is: one registration (`defineRule`) holding its id, severity, documentation and
 * check, in a file of its own under rules/; registry.ts lists them. The check reads a `LintRun`
 * (run.ts: the manifests and the analyses several rules share, each computed once) and returns
 * drafts; `lintManifests` stamps each with its rule's id and severity, so a rule has one severity.
 */
import type { LintRun } from './run';

/**
 * How bad a finding is: an `error` fails `ome-sim lint` (exit 1), `warning`s fail it past
 * `--max-warnings`, `info`s never count (docs/lint.md).
 */
export type LintSeverity = 'error' | 'warning' | 'info';

/** A finding as a check reports it: what and where, without the rule and severity. */
export interface LintDraft {
  readonly message: string;
  /** The object the finding is about (`ClusterServingRuntime/name`), or null for a file. */
  readonly object: string | null;
  readonly source: string;
  /** 1-based; null when the object's position is unknown. */
  readonly line: number | null;
  readonly column: number | null;
  /** Where the object is written: its document (1-based) and List item, when it is one. */
  readonly document?: number;
  readonly item?: number;
  /** For a finding about a question asked in several namespaces: where it was asked. */
  readonly askedIn?: { readonly namespace: string; readonly subject: string };
  /**
   * Only for a rule that passes on another layer's severity (`invalid-manifest` reports the
   * manifests layer's problems, among them warnings such as an unknown kind); else the rule's.
   */
  readonly severity?: LintSeverity;
}

/** What a rule is documented by: SARIF's rule list, docs/lint.md's table, the app's Catalog tab. */
export interface LintRuleDoc {
  /** The severity of the rule's findings. */
  readonly severity: LintSeverity;
  /** One line: what the rule reports. */
  readonly title: string;
  /** Why it matters and what to do, for `-o sarif`'s help text and docs/lint.md. */
  readonly help: string;
}

export interface LintRule<Id extends string = string> extends LintRuleDoc {
  readonly id: Id;
  /** Every finding of the rule over one run. */
  readonly check: (run: LintRun) => Iterable<LintDraft>;
}

/**
 * A rule whose finding the engine also reports beside a ranked runtime (its `FindingCode`): the
 * app shows `label` before the engine's message, with the rule's severity.
 */
export interface EngineFindingRule<Id extends string = string> extends LintRule<Id> {
  readonly label: string;
}

/** Registers a rule; the id stays a literal type, so the registry knows every id. */
export const defineRule = <const Id extends string>(rule: LintRule<Id>): LintRule<Id> => rule;

/** Registers a rule the engine reports too, with the app's label for it. */
export const defineEngineFindingRule = <const Id extends string>(
  rule: EngineFindingRule<Id>,
): EngineFindingRule<Id> => rule;

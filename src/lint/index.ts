/**
 * `ome-sim lint`: every finding over a whole set of manifests (docs/lint.md). Pure: manifests and
 * their texts in, findings out, sorted by file, line and rule. Each rule is a file under rules/,
 * listed in registry.ts; `lintManifests` runs every rule's check over one `LintRun` (the
 * analyses the rules share) and stamps each draft with its rule's id and severity.
 */
import type { OmeVersion } from '../engine';
import type { ManifestSet, ManifestSource } from '../manifests';
import { LINT_RULES, type LintFinding, type LintRuleId } from './registry';
import type { LintSeverity } from './rule';
import { LintRun } from './run';

export { LINT_RULES, LINT_RULE_IDS, lintRule, findingRule } from './registry';
export type { LintFinding, LintRuleId } from './registry';
export type { LintRule, LintRuleDoc, LintSeverity, EngineFindingRule } from './rule';

export interface LintOptions {
  /** The OME behaviour checked: `1.3` (the default) or `1.2.2`. */
  readonly omeVersion?: OmeVersion;
}

const order = (a: LintFinding, b: LintFinding): number =>
  (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) ||
  (a.line ?? 0) - (b.line ?? 0) ||
  (a.column ?? 0) - (b.column ?? 0) ||
  (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
  (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);

/** Lints a loaded set and the texts it came from. */
export function lintManifests(
  set: ManifestSet,
  sources: readonly ManifestSource[],
  options: LintOptions = {},
): LintFinding[] {
  const run = new LintRun(set, sources, options.omeVersion ?? '1.3');
  const seen = new Set<string>();
  const findings: LintFinding[] = [];
  for (const rule of LINT_RULES) {
    for (const draft of rule.check(run)) {
      // The same finding reached twice (one InferenceService asked twice, say) is reported once.
      const key = `${rule.id}\0${draft.source}\0${draft.line}\0${draft.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({
        rule: rule.id,
        severity: draft.severity ?? rule.severity,
        message: draft.message,
        object: draft.object,
        source: draft.source,
        line: draft.line,
        column: draft.column,
      });
    }
  }
  return findings.sort(order);
}
/** How the app shows a rule: its id, severity and one-line title. */
export interface LintRuleSummary {
  readonly id: LintRuleId;
  readonly severity: LintSeverity;
  readonly title: string;
}

/**
 * A lint as the app's Catalog tab receives it from the query worker: the findings and the rules
 * they belong to, so the page needs neither the rules nor the manifests code.
 */
export interface LintReport {
  readonly findings: readonly LintFinding[];
  /** The rules with findings, in the registry's order. */
  readonly rules: readonly LintRuleSummary[];
}

export function lintReport(
  set: ManifestSet,
  sources: readonly ManifestSource[],
  options: LintOptions = {},
): LintReport {
  const findings = lintManifests(set, sources, options);
  const fired = new Set(findings.map((f) => f.rule));
  const rules = LINT_RULES.filter((r) => fired.has(r.id)).map(({ id, severity, title }) => ({
    id,
    severity,
    title,
  }));
  return { findings, rules };
}

export { renderText, renderJson, renderSarif, countFindings } from './render';
export type { LintCounts, SarifOptions } from './render';

/**
 * `ome-sim lint`: every finding over a whole set of manifests (docs/lint.md). Pure: manifests and
 * their texts in, findings out, sorted by file, line and rule. Each rule is a file under rules/,
 * listed in registry.ts; `lintManifests` runs every rule's check over one `LintRun` (the
 * analyses the rules share) and stamps each draft with its rule's id and severity.
 */
import { askedNamespaces, type OmeVersion } from '../engine';
import type { ManifestSet, ManifestSource } from '../manifests';
import type { NotChecked } from './not-checked';
import { LINT_RULES, type LintFinding, type LintRuleId } from './registry';
import type { LintDraft, LintSeverity } from './rule';
import { LintRun } from './run';
import { objectKey, suppressions } from './suppressions';

export { LINT_RULES, LINT_RULE_IDS, lintRule, findingRule } from './registry';
export type { LintFinding, LintRuleId } from './registry';
export type { LintRule, LintRuleDoc, LintSeverity, EngineFindingRule } from './rule';
export type { NotChecked, NotCheckedReason } from './not-checked';
export { LINT_IGNORE_ANNOTATION } from './suppressions';

/** How `lintManifests` checks: the OME behaviour, and the rules switched off. */
export interface LintOptions {
  /**
   * The OME behaviour checked (default `1.3`); the `upgrade-hazard` rule always compares 1.3 with
   * 1.2.2.
   */
  readonly omeVersion?: OmeVersion;
  /** Rules switched off for this run (`--rule ID=off`). */
  readonly off?: readonly LintRuleId[];
}

const order = (a: LintFinding, b: LintFinding): number =>
  (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) ||
  (a.line ?? 0) - (b.line ?? 0) ||
  (a.column ?? 0) - (b.column ?? 0) ||
  (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
  (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);

/** Namespaces in words: `in namespace a`, `in namespaces a, b and 3 more`, `in all 145 namespaces`. */
function inNamespaces(namespaces: readonly string[], asked: number): string {
  if (namespaces.length === 1) return `in namespace ${namespaces[0]}`;
  if (namespaces.length === asked) return `in all ${asked} namespaces`;
  const more = namespaces.length > 5 ? ` and ${namespaces.length - 5} more` : '';
  return `in namespaces ${namespaces.slice(0, 5).join(', ')}${more}`;
}

/** A question's findings across the namespaces it was asked in, one per distinct message. */
interface Spread {
  readonly draft: LintDraft;
  readonly subject: string;
  readonly byMessage: Map<string, string[]>;
}

/**
 * One finding per object and line for what a question asked in several namespaces reports: the
 * namespaces each message holds in, named after the subject, the messages joined when the
 * namespaces' own runtimes make them differ.
 */
function mergeSpread({ draft, subject, byMessage }: Spread, asked: number) {
  const parts = [...byMessage].map(([message, namespaces]) =>
    message.replace(subject, `${subject} ${inNamespaces(namespaces, asked)}`),
  );
  const namespaces = [...byMessage.values()].flat().sort();
  return { ...draft, message: parts.join('; '), namespaces };
}

/** Lints a loaded set and the texts it came from. */
export function lintManifests(
  set: ManifestSet,
  sources: readonly ManifestSource[],
  options: LintOptions = {},
): LintFinding[] {
  return lintRun(new LintRun(set, sources, options.omeVersion ?? '1.3'), options);
}

function lintRun(run: LintRun, options: LintOptions): LintFinding[] {
  const ignored = suppressions(run.sources);
  const asked = askedNamespaces(run.set.namespaces).length;
  const findings: LintFinding[] = [];
  const off = new Set(options.off ?? []);
  for (const rule of LINT_RULES) {
    if (off.has(rule.id)) continue;
    const stamp = (
      draft: LintDraft,
      message: string,
      namespaces: readonly string[] | null,
    ): LintFinding => ({
      rule: rule.id,
      severity: draft.severity ?? rule.severity,
      message,
      object: draft.object,
      namespaces,
      source: draft.source,
      line: draft.line,
      column: draft.column,
    });
    const seen = new Set<string>();
    const spread = new Map<string, Spread>();
    for (const draft of rule.check(run)) {
      if (draft.document !== undefined) {
        const off = ignored.get(objectKey(draft.source, draft.document, draft.item));
        if (off?.has(rule.id) === true) continue;
      }
      const at = `${draft.source}\0${draft.line}\0${draft.column}\0${draft.object}`;
      if (draft.askedIn !== undefined) {
        let group = spread.get(at);
        if (group === undefined)
          spread.set(at, (group = { draft, subject: draft.askedIn.subject, byMessage: new Map() }));
        const namespaces = group.byMessage.get(draft.message) ?? [];
        if (!namespaces.includes(draft.askedIn.namespace)) namespaces.push(draft.askedIn.namespace);
        group.byMessage.set(draft.message, namespaces);
        continue;
      }
      // The same finding reached twice (one InferenceService asked twice, say) is reported once.
      const key = `${draft.source}\0${draft.line}\0${draft.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push(stamp(draft, draft.message, null));
    }
    for (const group of spread.values()) {
      const merged = mergeSpread(group, asked);
      findings.push(stamp(merged, merged.message, merged.namespaces));
    }
  }
  return findings.sort(order);
}

/** How the app shows a rule: its id, severity and one-line title. */
export interface LintRuleSummary {
  /** The rule's id, such as `catch-all`. */
  readonly id: LintRuleId;
  /** The severity of its findings. */
  readonly severity: LintSeverity;
  /** One line: what the rule reports. */
  readonly title: string;
}

/**
 * A lint as the app's Catalog tab and the CLI's outputs receive it: the findings, the rules they
 * belong to (so the page needs neither the rules nor the manifests code), and what could not be
 * checked.
 */
export interface LintReport {
  /** Every finding, as `lintManifests` gives them. */
  readonly findings: readonly LintFinding[];
  /** The rules with findings, in the registry's order. */
  readonly rules: readonly LintRuleSummary[];
  /** What could not be checked, one entry per kind and reason (empty when everything was). */
  readonly notChecked: readonly NotChecked[];
}

export function lintReport(
  set: ManifestSet,
  sources: readonly ManifestSource[],
  options: LintOptions = {},
): LintReport {
  const run = new LintRun(set, sources, options.omeVersion ?? '1.3');
  const findings = lintRun(run, options);
  const fired = new Set(findings.map((f) => f.rule));
  const rules = LINT_RULES.filter((r) => fired.has(r.id)).map(({ id, severity, title }) => ({
    id,
    severity,
    title,
  }));
  return { findings, rules, notChecked: run.notChecked };
}

export { countFindings } from './counts';
export type { LintCounts } from './counts';

/**
 * `ome-sim lint` for other programs: the findings of every rule (docs/lint.md) over loaded
 * manifests and the texts they were loaded from (the rules that read the text itself, such as
 * unknown fields and duplicate objects, need it), and the CLI's renderers of them.
 */
import { LINT_RULE_IDS as RULE_IDS, LINT_RULES as RULES, lintManifests } from '../lint';
import { renderJson, renderSarif, renderText } from '../render/lint-report';
import type { LintFinding, LintRule, LintRuleId } from '../lint';
import { withManifests } from './manifests';

/** Every rule: its severity, a one-line title and help text (docs/lint.md), by id. */
export const LINT_RULES: Readonly<Record<LintRuleId, LintRule>> = RULES;
/** The rule ids, in the catalogue's order. */
export const LINT_RULE_IDS: readonly LintRuleId[] = RULE_IDS;

/** Every finding of every rule, as `ome-sim lint -o json` lists them. */
export const lint = withManifests(lintManifests);

/** Findings as `ome-sim lint` prints them: text, JSON or SARIF 2.1.0 (`version`: the tool's). */
export function renderLint(
  findings: readonly LintFinding[],
  output: 'text' | 'json' | 'sarif',
  version = '0.1.0',
): string {
  const render = { text: renderText, json: renderJson, sarif: renderSarif }[output];
  return render(findings, { version });
}

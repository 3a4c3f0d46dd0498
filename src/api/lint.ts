/**
 * `ome-sim lint` for other programs: the findings of every rule (docs/lint.md) over loaded
 * manifests and the texts they were loaded from (the rules that read the text itself, such as
 * unknown fields and duplicate objects, need it), and the CLI's renderers of them.
 */
import { renderLint as printLint, type LintFormat } from '../commands/lint';
import { OME_SIM_VERSION } from '../commands/version';
import { LINT_RULE_IDS as RULE_IDS, LINT_RULES as RULES, lintManifests } from '../lint';
import type { LintFinding, LintRule, LintRuleId } from '../lint';
import { withManifests } from './manifests';

/** Every rule: its severity, a one-line title and help text (docs/lint.md), by id. */
export const LINT_RULES: Readonly<Record<LintRuleId, LintRule>> = RULES;
/** The rule ids, in the catalogue's order. */
export const LINT_RULE_IDS: readonly LintRuleId[] = RULE_IDS;

/** Every finding of every rule, as `ome-sim lint -o json` lists them. */
export const lint = withManifests(lintManifests);

/**
 * Findings as `ome-sim lint` prints them: text, JSON or SARIF 2.1.0 (`version`: the tool's, in
 * SARIF's `semanticVersion`; ome-sim's own by default).
 */
export function renderLint(
  findings: readonly LintFinding[],
  output: LintFormat,
  version: string = OME_SIM_VERSION,
): string {
  return printLint(findings, output, version);
}

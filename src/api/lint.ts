/**
 * `ome-sim lint` for other programs: the findings of every rule (docs/lint.md) over loaded
 * manifests and the texts they were loaded from (the rules that read the text itself, such as
 * unknown fields and duplicate objects, need it), and the CLI's renderers of them.
 */
import { renderLint as printLint, type LintFormat } from '../commands/lint';
import { OME_SIM_VERSION } from '../commands/version';
import { LINT_RULES as REGISTRY, lintManifests, lintReport } from '../lint';
import type { LintFinding, LintRuleDoc, LintRuleId, NotChecked } from '../lint';
import { withManifests } from './manifests';

/** Every rule's severity, one-line title and help text (docs/lint.md), by id. */
export const LINT_RULES: Readonly<Record<LintRuleId, LintRuleDoc>> = Object.fromEntries(
  REGISTRY.map(({ id, severity, title, help }) => [id, { severity, title, help }]),
) as Record<LintRuleId, LintRuleDoc>;

/** Every finding of every rule, as `ome-sim lint -o json` lists them. */
export const lint = withManifests(lintManifests);

/**
 * The findings, and what could not be checked and why (models without modelFormat, services
 * whose model is missing), as `ome-sim lint` reports them.
 */
export const lintWithCoverage = withManifests(lintReport);

/**
 * Findings as `ome-sim lint` prints them: text, JSON or SARIF 2.1.0 (`version`: the tool's, in
 * SARIF's `semanticVersion`; ome-sim's own by default), with what could not be checked
 * (`lintWithCoverage`'s `notChecked`) when given.
 */
export function renderLint(
  findings: readonly LintFinding[],
  output: LintFormat,
  version: string = OME_SIM_VERSION,
  notChecked: readonly NotChecked[] = [],
): string {
  return printLint({ findings, notChecked }, output, version);
}

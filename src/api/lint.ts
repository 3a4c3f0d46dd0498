/**
 * `ome-sim lint` for other programs: the findings of every rule (docs/lint.md) over loaded
 * manifests and the texts they were loaded from (the rules that read the text itself, such as
 * unknown fields and duplicate objects, need it), what could not be checked, and what the CLI
 * prints. `lintText` is the command's own pipeline (src/commands/lint.ts), so it cannot differ
 * from the CLI.
 */
import { lintCommand, renderLint as printLint, type LintFormat } from '../commands/lint';
import { loadedInput } from '../commands/input';
import { joinOutput, type CommandText as CommandOutput } from '../commands/output';
import { OME_SIM_VERSION } from '../commands/version';
import { LINT_RULES as REGISTRY, lintManifests, lintReport as report } from '../lint';
import type { LintFinding, LintRuleDoc, LintRuleId, NotChecked } from '../lint';
import type { ManifestSource } from '../manifests';
import { setOf, withManifests, type Manifests } from './manifests';
import { releaseOf, type ReleaseOption } from './options';

/** Every rule's severity, one-line title and help text (docs/lint.md), by id. */
export const LINT_RULES: Readonly<Record<LintRuleId, LintRuleDoc>> = Object.fromEntries(
  REGISTRY.map(({ id, severity, title, help }) => [id, { severity, title, help }]),
) as Record<LintRuleId, LintRuleDoc>;

/** Every finding of every rule, as `ome-sim lint -o json` lists them. */
export const lint = withManifests(lintManifests);

/**
 * The findings, the rules they belong to, and what could not be checked and why (models without
 * modelFormat, disabled models, InferenceServices whose model is missing), as `ome-sim lint`
 * reports them.
 */
export const lintReport = withManifests(report);

/**
 * Findings as `ome-sim lint` prints them: text, JSON or SARIF 2.1.0 (`version`: the tool's, in
 * SARIF's `semanticVersion`; ome-sim's own by default), with what could not be checked
 * (`lintReport`'s `notChecked`) when given.
 */
export function renderLint(
  findings: readonly LintFinding[],
  output: LintFormat,
  version: string = OME_SIM_VERSION,
  notChecked: readonly NotChecked[] = [],
): string {
  return printLint({ findings, notChecked }, output, version);
}

/** How `lintText` writes: `ome-sim lint`'s `-o`, `--max-warnings`, `--rule ID=off`, `--quiet`. */
export interface LintTextOptions extends ReleaseOption {
  /** Default `text`. */
  readonly output?: LintFormat;
  /** Warnings allowed before the exit code is 1; default -1, no limit. */
  readonly maxWarnings?: number;
  /** Rules switched off (`--rule ID=off`). */
  readonly off?: readonly LintRuleId[];
  /** Errors only (`--quiet`): warnings and infos are neither printed nor counted. */
  readonly quiet?: boolean;
}

/**
 * What `ome-sim lint` prints for loaded manifests and their texts, its output captured: the
 * findings and what could not be checked in the chosen format, standard error, and ESLint's exit
 * code (1 on errors or more warnings than `maxWarnings`).
 *
 * @throws RangeError when `options.omeRelease` is not an OME release (see resolveOmeRelease).
 */
export function lintText(
  manifests: Manifests,
  sources: readonly ManifestSource[],
  options: LintTextOptions = {},
): CommandOutput {
  const run = lintCommand(loadedInput(setOf(manifests), sources), {
    release: releaseOf(options),
    output: options.output ?? 'text',
    maxWarnings: options.maxWarnings ?? -1,
    off: options.off ?? [],
    quiet: options.quiet ?? false,
  });
  return joinOutput(run.output);
}

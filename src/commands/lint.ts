/**
 * `ome-sim lint`: every finding over the manifests (docs/lint.md), printed as text, JSON or SARIF,
 * with ESLint's exit codes (0 clean, 1 errors or too many warnings, 2 could not lint), and what
 * could not be checked.
 */
import type { OmeRelease } from '../engine';
import { countFindings, lintReport, type LintFinding, type LintRuleId } from '../lint';
import { renderJson, renderSarif, renderText, type LintOutcome } from '../render/lint-report';
import { EXIT } from './exit-codes';
import { releaseNotes } from './explain/notes';
import type { CommandInput } from './input';
import { lines, textOutput, type CommandOutput } from './output';
import { OME_SIM_VERSION } from './version';

/** `ome-sim lint -o`'s formats. */
export const LINT_FORMATS = ['text', 'json', 'sarif'] as const;
/**
 * How lint findings are printed: `text` (ESLint's layout), `json` (`findings` with counts), or
 * `sarif` (SARIF 2.1.0, for code scanning); docs/lint.md.
 */
export type LintFormat = (typeof LINT_FORMATS)[number];

export interface LintOptions {
  readonly release: OmeRelease;
  readonly output: LintFormat;
  /** Warnings allowed before the run fails (`--max-warnings`); negative: any number. */
  readonly maxWarnings: number;
  /** Rules switched off (`--rule ID=off`). */
  readonly off?: readonly LintRuleId[];
  /** Errors only (`--quiet`): warnings and infos are neither shown nor counted. */
  readonly quiet?: boolean;
}

export interface LintRun {
  /** Every finding shown, or null when the manifests could not be read. */
  readonly findings: readonly LintFinding[] | null;
  readonly output: CommandOutput;
}

/** Findings as `ome-sim lint` prints them (`version`: the tool's, for SARIF). */
export function renderLint(
  outcome: LintOutcome,
  output: LintFormat,
  version: string = OME_SIM_VERSION,
): string {
  switch (output) {
    case 'text':
      return renderText(outcome);
    case 'json':
      return renderJson(outcome);
    case 'sarif':
      return renderSarif(outcome, { version });
  }
}

export function lintCommand(input: CommandInput, options: LintOptions): LintRun {
  const notes = [...releaseNotes(options.release), ...input.notes];
  if (!input.ok) {
    const stderr = lines([...notes, `error: ${input.error}`]);
    return { findings: null, output: textOutput('', stderr, EXIT.cannotLint) };
  }
  const report = lintReport(input.set, input.sources, {
    omeVersion: options.release.behaviour,
    off: options.off ?? [],
  });
  const findings =
    options.quiet === true
      ? report.findings.filter((f) => f.severity === 'error')
      : report.findings;
  const stdout = renderLint({ findings, notChecked: report.notChecked }, options.output);
  const { errors, warnings } = countFindings(findings);
  const tooMany = options.maxWarnings >= 0 && warnings > options.maxWarnings;
  const stderr = lines([
    ...notes,
    ...(errors === 0 && tooMany
      ? [`error: ${warnings} warnings, more than --max-warnings ${options.maxWarnings}`]
      : []),
  ]);
  const exitCode = errors > 0 || tooMany ? EXIT.failed : EXIT.ok;
  return { findings, output: textOutput(stdout, stderr, exitCode) };
}

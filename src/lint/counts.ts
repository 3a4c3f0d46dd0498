/** How many findings of each severity: `ome-sim lint`'s exit code and its summary line. */
import type { LintFinding } from './registry';
import type { LintSeverity } from './rule';

export interface LintCounts {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
}

export function countFindings(findings: readonly LintFinding[]): LintCounts {
  const count = (s: LintSeverity) => findings.filter((f) => f.severity === s).length;
  return { errors: count('error'), warnings: count('warning'), infos: count('info') };
}

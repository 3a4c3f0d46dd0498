/**
 * The sign before an engine finding under its runtime's row. The finding's label and severity
 * come with it from the worker, from the finding's lint rule (src/lint/rules/).
 */
import type { LintSeverity } from '../../lint';

export const SEVERITY_SIGN: Readonly<Record<LintSeverity, string>> = {
  error: '⛔',
  warning: '⚠',
  info: 'ℹ',
};

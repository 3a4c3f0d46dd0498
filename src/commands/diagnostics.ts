/**
 * Problems in the manifests as every command prints them on standard error, one line each. A line
 * quotes what the files wrote (a name, a value, a path), so it is made safe to print as the
 * explain table's cells are (`sanitizeCell`): no escape sequence in a manifest reaches a terminal.
 */
import { diagnosticText, type Diagnostic } from '../manifests';
import { sanitizeCell } from '../render/width';

/**
 * One diagnostic's line. A document of a kind OME does not read (a ConfigMap, a Kustomization) is
 * skipped, as `kubectl ome runtime render -f` skips it: a note, not a warning.
 */
export function diagnosticLine(d: Diagnostic, side = ''): string {
  const label = d.code === 'unknown-kind' ? 'note' : d.severity;
  return `${label}: ${sanitizeCell(`${side}${diagnosticText(d)}`)}`;
}

export interface PrintedProblems {
  /** Warnings and errors (not infos), as printed. */
  readonly lines: readonly string[];
  /** Whether any is an error: the input was invalid, so the command fails. */
  readonly invalid: boolean;
}

/** The warnings and errors among `diagnostics`, as printed (`side`: runtime diff's `before: `). */
export function printedProblems(diagnostics: readonly Diagnostic[], side = ''): PrintedProblems {
  const shown = diagnostics.filter((d) => d.severity !== 'info');
  return {
    lines: shown.map((d) => diagnosticLine(d, side)),
    invalid: shown.some((d) => d.severity === 'error'),
  };
}

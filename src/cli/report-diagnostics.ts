/**
 * Problems in the input, one line each on standard error, as `runtime explain` and `ui` print
 * them. A line quotes what the files wrote (a name, a value, a path): it is made safe to print as
 * the explain table's cells are (`sanitizeCell`), so no escape sequence in a manifest reaches the
 * terminal.
 */
import { diagnosticText, type Diagnostic, type ManifestSet } from '../manifests';
import { sanitizeCell } from '../render/width';

/**
 * One diagnostic's line. A document of a kind OME does not read (a ConfigMap, a Kustomization) is
 * skipped, as `kubectl ome runtime render -f` skips it: a note, not a warning.
 */
export function diagnosticLine(d: Diagnostic, side = ''): string {
  const label = d.code === 'unknown-kind' ? 'note' : d.severity;
  return `${label}: ${sanitizeCell(`${side}${diagnosticText(d)}`)}\n`;
}

/** Writes warnings and errors (not infos); true when any is an error. */
export function reportDiagnostics(set: ManifestSet, stderr: NodeJS.WritableStream): boolean {
  let invalidInput = false;
  for (const d of set.diagnostics) {
    if (d.severity === 'info') continue;
    invalidInput ||= d.severity === 'error';
    stderr.write(diagnosticLine(d));
  }
  return invalidInput;
}

/** The reader's notes (files skipped, subfolders unread without -R). */
export function reportNotes(notes: readonly string[], stderr: NodeJS.WritableStream): void {
  for (const note of notes) stderr.write(`note: ${sanitizeCell(note)}\n`);
}

/** Problems in the input, one line each on standard error, as `runtime explain` and `ui` print them. */
import { diagnosticText, type ManifestSet } from '../manifests';

/** Writes warnings and errors (not infos); true when any is an error. */
export function reportDiagnostics(set: ManifestSet, stderr: NodeJS.WritableStream): boolean {
  let invalidInput = false;
  for (const d of set.diagnostics) {
    if (d.severity === 'info') continue;
    invalidInput ||= d.severity === 'error';
    stderr.write(`${d.severity}: ${diagnosticText(d)}\n`);
  }
  return invalidInput;
}

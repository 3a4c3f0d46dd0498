/** A manifest the manifests layer could not decode: its own problems, at their lines. */
import { findingFromDiagnostic } from '../locate';
import { defineRule } from '../rule';

export const invalidManifest = defineRule({
  id: 'invalid-manifest',
  severity: 'error',
  title: 'A manifest that does not decode (syntax, wrong type, missing field)',
  help: 'The API server would refuse the object, or kubectl could not read the file. Fix the field named in the message.',
  // The manifests layer's warnings (an unknown kind) stay warnings; its infos are not shown.
  check: (run) =>
    run.set.diagnostics
      .filter((d) => d.severity !== 'info' && d.code !== 'duplicate-object')
      .map((d) => findingFromDiagnostic(d, d.severity === 'error' ? 'error' : 'warning')),
});

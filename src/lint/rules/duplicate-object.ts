/** The same object defined twice: kubectl keeps the definition applied last. */
import { findingFromDiagnostic } from '../locate';
import { defineRule } from '../rule';

export const duplicateObject = defineRule({
  id: 'duplicate-object',
  severity: 'warning',
  title: 'The same kind, namespace and name defined twice',
  help: 'kubectl apply keeps the definition applied last and silently replaces the other; keep one definition per name.',
  check: (run) =>
    run.set.diagnostics
      .filter((d) => d.code === 'duplicate-object')
      .map((d) => findingFromDiagnostic(d)),
});

/**
 * The ranked runtimes' findings as problems: each on its runtime's document, on the entry it is
 * about (its priority, when the finding is about the priority) or else on metadata.name, so the
 * problems list and the editor point at the line to change; each with its lint rule's severity.
 */
import {
  isCandidate,
  runtimeKey,
  scopeOf,
  type Finding,
  type RuntimeSummary,
  type ServingRuntime,
} from '../engine';
import { sourceRefOf, type Located, type ObjectOrigin, type SourceSpan } from '../manifests';
import { findingRule } from '../lint';
import type { FindingDiagnostic, LocatedFinding } from './protocol';

/** Findings about an entry's priority value rather than the entry as a whole. */
const PRIORITY_FINDINGS: ReadonlySet<Finding['code']> = new Set([
  'webhook-priority-conflict',
  'priority-below-minimum',
]);

function place(finding: Finding, origin: ObjectOrigin): { path: string; span: SourceSpan | null } {
  const nameSpan = origin.nameSpan;
  if (finding.entry === null) return { path: 'metadata.name', span: nameSpan };
  const entry = origin.entries[finding.entry];
  const path = `spec.supportedModelFormats[${finding.entry}]`;
  if (PRIORITY_FINDINGS.has(finding.code))
    return { path: `${path}.priority`, span: entry?.priority ?? entry?.span ?? nameSpan };
  return { path, span: entry?.span ?? nameSpan };
}

/**
 * A candidate's origin by row key, from the runtimes as they stand in the namespace (a
 * ServingRuntime of another namespace, or one replaced by a later definition, may share a key).
 */
export function candidateOrigins(
  runtimes: readonly Located<ServingRuntime>[],
  namespace: string,
): Map<string, ObjectOrigin> {
  const origins = new Map<string, ObjectOrigin>();
  for (const { object, origin } of runtimes) {
    if (isCandidate(object, namespace))
      origins.set(runtimeKey(scopeOf(object.kind), object.name), origin);
  }
  return origins;
}

/** The row's findings with their lines: the table links each to the line the problem is on. */
export function locateFindings(
  row: RuntimeSummary,
  origin: ObjectOrigin | undefined,
): LocatedFinding[] {
  return row.findings.map((finding) => {
    const span = origin === undefined ? null : place(finding, origin).span;
    const at = span === null ? null : { line: span.start.line, column: span.start.column };
    const { severity, label } = findingRule(finding.code);
    return { ...finding, severity, label, at };
  });
}

/** One problem per finding of `rows`, on the line `place` gives it. */
export function findingDiagnostics(
  rows: readonly RuntimeSummary[],
  origins: ReadonlyMap<string, ObjectOrigin>,
): FindingDiagnostic[] {
  const out: FindingDiagnostic[] = [];
  for (const row of rows) {
    const origin = origins.get(row.key);
    if (origin === undefined) continue;
    for (const finding of row.findings) {
      const { path, span } = place(finding, origin);
      out.push({
        ...sourceRefOf(origin),
        severity: findingRule(finding.code).severity,
        code: finding.code,
        path,
        message: `${row.kind} ${row.name}: ${finding.message}`,
        span,
      });
    }
  }
  return out;
}

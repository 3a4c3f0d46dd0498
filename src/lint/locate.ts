/** Where a finding points: an object's name, one of its entries, or a field it read. */
import type { ServingRuntime, SupportedModelFormat } from '../engine';
import type { Diagnostic, Located, ObjectOrigin, SourceSpan } from '../manifests';
import type { LintDraft, LintSeverity } from './rule';

export interface Named {
  /** Absent on an InferenceService (the only kind without one here). */
  readonly kind?: string;
  readonly name: string;
  readonly namespace: string | null;
}

/** `ServingRuntime/team-a/name` or `ClusterServingRuntime/name`. */
export const objectLabel = (o: Named): string =>
  o.namespace === null || o.namespace === ''
    ? `${o.kind ?? 'InferenceService'}/${o.name}`
    : `${o.kind ?? 'InferenceService'}/${o.namespace}/${o.name}`;

export type Where =
  | { readonly at: 'name' }
  | { readonly at: 'entry'; readonly entry: number }
  | { readonly at: 'field'; readonly path: string };

function spanOf(origin: ObjectOrigin, where: Where): SourceSpan | null {
  switch (where.at) {
    case 'name':
      return origin.nameSpan;
    case 'entry':
      return origin.entries[where.entry]?.span ?? origin.nameSpan;
    case 'field':
      return origin.fields[where.path] ?? origin.nameSpan;
  }
}

/** A finding about a decoded object, at its name line or the part `where` names. */
export function findingOn(
  located: Located<Named>,
  message: string,
  where: Where = { at: 'name' },
): LintDraft {
  const origin = located.origin;
  const span = spanOf(origin, where);
  return {
    message,
    object: objectLabel(located.object),
    source: origin.source,
    line: span?.start.line ?? null,
    column: span?.start.column ?? null,
    document: origin.document,
    ...(origin.item === undefined ? {} : { item: origin.item }),
  };
}

/** Findings on a runtime's `supportedModelFormats` entries, each at its entry: what `check` says of it. */
export function entryFindings(
  located: Located<ServingRuntime>,
  check: (entry: SupportedModelFormat, index: number) => readonly string[],
): LintDraft[] {
  return located.object.supportedModelFormats.flatMap((entry, index) =>
    check(entry, index).map((message) =>
      findingOn(located, message, { at: 'entry', entry: index }),
    ),
  );
}

/** A finding from a diagnostic of the manifests layer, where it points. */
export function findingFromDiagnostic(d: Diagnostic, severity?: LintSeverity): LintDraft {
  const path = d.path === '' ? '' : `${d.path}: `;
  const item = d.item === undefined ? '' : `items[${d.item}]: `;
  return {
    message: `${item}${path}${d.message}`,
    object: null,
    source: d.source,
    line: d.span?.start.line ?? null,
    column: d.span?.start.column ?? null,
    document: d.document,
    ...(d.item === undefined ? {} : { item: d.item }),
    ...(severity === undefined ? {} : { severity }),
  };
}

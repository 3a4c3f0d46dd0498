/**
 * What the manifests layer produces: decoded OME objects for the engine, where each came from, and
 * diagnostics that say where a problem is (document, line, field) and what was expected.
 */
import type { AcceleratorClass } from '../engine/accelerator/types';
import type { BaseModel, InferenceService, ServingRuntime } from '../engine/types';
import type { SourceSpan } from '../yaml';

export type { SourcePosition, SourceSpan } from '../yaml';

/** Which input a diagnostic or object comes from (file name, `<stdin>`, or `editor`). */
export interface SourceRef {
  readonly source: string;
  /** 1-based document number within that source. */
  readonly document: number;
  /** For items unpacked from a `List`: the 0-based index in `items`. */
  readonly item?: number;
}

export type Severity = 'error' | 'warning' | 'info';

/** What a diagnostic reports: the `yaml-*` codes come from parsing the text, the rest from decoding it. */
export type DiagnosticCode =
  | 'yaml-syntax'
  | 'yaml-duplicate-key'
  | 'yaml-too-complex'
  | 'yaml-merge'
  | 'not-an-object'
  | 'missing-kind'
  | 'unknown-kind'
  | 'missing-field'
  | 'wrong-type'
  | 'invalid-value'
  | 'duplicate-object'
  | 'unknown-model'
  | 'admission';

export interface Diagnostic extends SourceRef {
  readonly severity: Severity;
  readonly code: DiagnosticCode;
  /** Dotted field path inside the object, e.g. `spec.supportedModelFormats[0].priority`. */
  readonly path: string;
  readonly message: string;
  readonly span: SourceSpan | null;
}

/** Where an entry's fields are in the text, so the UI can point at them and edit them in place. */
export interface EntryLocation {
  readonly span: SourceSpan | null;
  /** The `priority` value's span when written, else null. */
  readonly priority: SourceSpan | null;
  /** Column (1-based) at which keys of this entry start; where an inserted `priority:` goes. */
  readonly keyColumn: number;
  /** Offset just after the entry's last value, where a new key can be inserted. */
  readonly endOffset: number;
  /**
   * The anchor (name without `&`) whose aliases also read this entry's text, e.g. for `- *e`, or
   * null. Editing that text would change every place the alias is used, so no edit is offered.
   */
  readonly sharedAnchor: string | null;
}

export interface ObjectOrigin extends SourceRef {
  readonly span: SourceSpan | null;
  /** `metadata.name`, else the whole object: where the object's own problems point. */
  readonly nameSpan: SourceSpan | null;
  /** Place in load order, across sources: of two definitions of one object, the later wins. */
  readonly loadOrder: number;
  /** Spans of fields by dotted path (only the ones the UI points at). */
  readonly fields: Readonly<Record<string, SourceSpan>>;
  readonly entries: readonly EntryLocation[];
}

export interface Located<T> {
  readonly object: T;
  readonly origin: ObjectOrigin;
}

export interface ManifestSet {
  readonly runtimes: readonly Located<ServingRuntime>[];
  readonly models: readonly Located<BaseModel>[];
  readonly inferenceServices: readonly Located<InferenceService>[];
  /** Cluster-scoped, one per name (the later definition wins). */
  readonly acceleratorClasses: readonly Located<AcceleratorClass>[];
  readonly diagnostics: readonly Diagnostic[];
  /** Every namespace that appears in the manifests, sorted. */
  readonly namespaces: readonly string[];
}

export interface ManifestSource {
  readonly name: string;
  readonly text: string;
}

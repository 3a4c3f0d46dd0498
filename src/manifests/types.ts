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
  /** The source's name, as its ManifestSource gave it. */
  readonly source: string;
  /** 1-based document number within that source. */
  readonly document: number;
  /** For items unpacked from a `List`: the 0-based index in `items`. */
  readonly item?: number;
}

/**
 * How bad a diagnostic is: an `error` is what the API server or kubectl would refuse, so its
 * object (for YAML, its whole document) is left out and the CLI's commands fail; a `warning` keeps
 * the object; an `info` is not printed.
 */
export type Severity = 'error' | 'warning' | 'info';

/**
 * What a diagnostic reports. The `yaml-*` codes come from parsing the text, the rest from
 * decoding it:
 * - `yaml-syntax`: the text is not YAML (an alias without its anchor, too);
 * - `yaml-duplicate-key`: a mapping has the same key twice;
 * - `yaml-too-complex`: past a limit (nesting depth, aliases in one document);
 * - `yaml-merge`: a merge key (`<<`) whose value cannot be merged (docs/selection-rules.md,
 *   "YAML merge keys");
 * - `not-an-object`: a document or `List` item that is not a mapping;
 * - `missing-kind`: an object without `kind`;
 * - `unknown-kind`: a kind runtime selection does not read (a ConfigMap): skipped, a warning
 *   the CLI prints as a `note:`;
 * - `missing-field`: a required field is absent (`metadata.name`);
 * - `wrong-type`: a field has the wrong type (`priority: high`);
 * - `invalid-value`: a value of the right type that is not allowed (a policy outside the CRD's
 *   enum, a quantity that does not read);
 * - `duplicate-object`: the same object defined twice; the later definition is used (a warning);
 * - `unknown-model`: an InferenceService's `spec.model.name` names no model (the app's check;
 *   `loadManifests` does not report it);
 * - `admission`: not produced by the loader; what admission refuses is reported as findings.
 */
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

/** A problem in the manifests: where it is (source, document, line, field), what was expected. */
export interface Diagnostic extends SourceRef {
  /** How bad it is. */
  readonly severity: Severity;
  /** What kind of problem it is. */
  readonly code: DiagnosticCode;
  /** Dotted field path inside the object, e.g. `spec.supportedModelFormats[0].priority`. */
  readonly path: string;
  /** The problem in words: what was found and what was expected. */
  readonly message: string;
  /** Where in the text; null when no place is known (a whole document). */
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

/** One text to load: a file's content, an editor's buffer, standard input. */
export interface ManifestSource {
  /** What diagnostics and findings call it (a file name, `<stdin>`, `editor`). */
  readonly name: string;
  /** The YAML: any number of documents (`---`) and `List`s. */
  readonly text: string;
}

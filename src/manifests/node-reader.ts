/**
 * Typed reads of YAML nodes with a diagnostic for every wrong type, naming the field's path and
 * line and what was expected. A wrong type marks the object as rejected, as the API server would
 * reject it; a missing optional field is simply unset (null).
 */
import {
  UNRESOLVED,
  mergedPairs,
  mergedValue,
  scalarValue,
  type LineIndex,
  type SourceSpan,
  type YamlAlias,
  type YamlMap,
  type YamlNode,
} from '../yaml';
import type { Diagnostic, DiagnosticCode, SourceRef } from './types';

/** The dotted path of `key` in the mapping at path `at` (`''` for a document's root). */
export const fieldPath = (at: string, key: string): string => (at === '' ? key : `${at}.${key}`);

/** Whether `value` is an integer in [-limit, limit). */
const fitsInteger = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= -limit && value < limit;

/**
 * The typed reads (`map`, `string`, `integer`…) take a field's key and `at`, the path of the
 * mapping it is read from (`r.string(metadata, 'name', 'metadata')`). The field's own path is
 * made only when a problem is reported or fields are recorded: made for every read, the paths
 * of 10,000 runtimes' fields were a tenth of everything the CLI allocated.
 */
export class NodeReader {
  /** Set when a field had the wrong type: the object would not pass the API server. */
  rejected = false;
  /**
   * The fields read, in order, with their start and end offsets. Spans are made only when asked
   * for: an object with one property per dotted path is slow to build, and most are never looked
   * at. Offsets, not nodes, so a decoded object does not keep its YAML tree alive.
   */
  private readonly fieldPaths: string[] = [];
  private readonly fieldOffsets: number[] = [];

  constructor(
    private readonly lines: LineIndex,
    private readonly text: string,
    private readonly ref: SourceRef,
    private readonly diagnostics: Diagnostic[],
    private readonly aliases: readonly YamlAlias[] = [],
    /** False when nothing will ask for field spans (see `ReparsedOrigin`): reads are not recorded. */
    private readonly recordsFields = true,
  ) {}

  /**
   * The anchor whose aliases also read `node`'s text (the node is the anchored one, or inside
   * it), or null: an edit of that text would change every place the alias is used.
   */
  sharedAnchor(node: YamlNode | null): string | null {
    if (node === null) return null;
    for (const alias of this.aliases) {
      const target = alias.target;
      if (target.start <= node.start && node.end <= target.end) return alias.name;
    }
    return null;
  }

  /** Follows an alias to its anchor; YAML aliases are legal in manifests. */
  resolve(node: YamlNode | null | undefined): YamlNode | null {
    if (node === null || node === undefined) return null;
    return node.kind === 'alias' ? node.target : node;
  }

  /** A scalar's value (YAML 1.1, as kubectl reads it); undefined for a mapping or a list. */
  value(node: YamlNode | null): unknown {
    return node?.kind === 'scalar' ? scalarValue(node, this.text) : undefined;
  }

  span(node: YamlNode | null): SourceSpan | null {
    return node === null ? null : this.lines.span(node.start, node.end);
  }

  /** An offset as the chunk counts it (see `LineIndex`). */
  localOffset(offset: number): number {
    return this.lines.local(offset);
  }

  /** The node's whole text as written (a number's digits beyond what a double holds). */
  raw(node: YamlNode): string {
    return this.text.slice(node.start, node.end);
  }

  /**
   * The value node under `key` for a reader of its own (a quantity), recorded as a field; null
   * when absent or YAML null.
   */
  field(parent: YamlMap | null, key: string, at: string): YamlNode | null {
    const node = this.child(parent, key);
    if (node !== null) this.remember(at, key, node);
    return node;
  }

  /** The text as written, for messages ("got high"). */
  written(node: YamlNode | null): string {
    if (node === null) return 'null';
    const raw = this.text.slice(node.start, node.end);
    return raw.length > 40 ? `${raw.slice(0, 37)}...` : raw;
  }

  report(
    code: DiagnosticCode,
    path: string,
    message: string,
    node: YamlNode | null,
    severity: 'error' | 'warning' = 'error',
  ): void {
    if (severity === 'error') this.rejected = true;
    this.diagnostics.push({ ...this.ref, severity, code, path, message, span: this.span(node) });
  }

  /**
   * The key's value node as written (an alias is not followed), or undefined when absent. Merge
   * keys (`<<: *defaults`) apply as kubectl applies them: the value may be one the merge brings.
   */
  rawChild(map: YamlMap | null, key: string): YamlNode | undefined {
    if (map === null) return undefined;
    if (map.entryValue !== undefined) return map.entryValue(key);
    return mergedValue(map, key, this.text);
  }

  /**
   * The value under `key` when the tree can give it without a node (see `YamlMap.entryScalar`),
   * undefined when absent, else `UNRESOLVED`. Only when no field is recorded (a recorded field
   * needs its node's extent): 10,000 runtimes read 200,000 scalars, and a node each was a tenth of
   * what decoding allocated.
   */
  private quickValue(parent: YamlMap | null, key: string): unknown {
    if (parent === null) return undefined;
    if (this.recordsFields || parent.entryScalar === undefined) return UNRESOLVED;
    return parent.entryScalar(key);
  }

  /** The value node under `key`, or null when absent or YAML null. */
  child(map: YamlMap | null, key: string): YamlNode | null {
    const value = this.resolve(this.rawChild(map, key));
    if (value === null || (value.kind === 'scalar' && this.value(value) === null)) return null;
    return value;
  }

  has(map: YamlMap | null, key: string): boolean {
    return this.rawChild(map, key) !== undefined;
  }

  /**
   * Each key (as text) with its value node, aliases followed, merge keys applied; keys that are
   * not scalars skipped.
   */
  pairs(map: YamlMap): [string, YamlNode | null][] {
    return mergedPairs(map, this.text).map(({ key, value }) => [
      String(this.value(key)),
      this.resolve(value),
    ]);
  }

  /** Records field `key` of the mapping at `at` (read as `node`) for `fieldSpan`. */
  private remember(at: string, key: string, node: YamlNode): void {
    if (!this.recordsFields) return;
    this.fieldPaths.push(fieldPath(at, key));
    this.fieldOffsets.push(node.start, node.end);
  }

  /** The span of a field read so far (the last read of that path), or null. */
  fieldSpan(path: string): SourceSpan | null {
    const at = this.fieldPaths.lastIndexOf(path);
    return at < 0
      ? null
      : this.lines.span(this.fieldOffsets[2 * at]!, this.fieldOffsets[2 * at + 1]!);
  }

  /** Every field read so far, by dotted path. */
  fieldSpans(): Record<string, SourceSpan> {
    const out: Record<string, SourceSpan> = {};
    const offsets = this.fieldOffsets;
    this.fieldPaths.forEach(
      (path, i) => (out[path] = this.lines.span(offsets[2 * i]!, offsets[2 * i + 1]!)),
    );
    return out;
  }

  map(parent: YamlMap | null, key: string, at: string): YamlMap | null {
    const node = this.child(parent, key);
    if (node === null) return null;
    if (node.kind !== 'map') {
      this.report(
        'wrong-type',
        fieldPath(at, key),
        `expected a mapping (key: value lines), got ${this.written(node)}`,
        node,
      );
      return null;
    }
    this.remember(at, key, node);
    return node;
  }

  list(parent: YamlMap | null, key: string, at: string): YamlNode[] | null {
    const node = this.child(parent, key);
    if (node === null) return null;
    if (node.kind !== 'seq') {
      const got = `expected a list, got ${this.written(node)}`;
      this.report('wrong-type', fieldPath(at, key), got, node);
      return null;
    }
    this.remember(at, key, node);
    return node.items.map((item) => this.resolve(item)!);
  }

  string(parent: YamlMap | null, key: string, at: string): string | null {
    const quick = this.quickValue(parent, key);
    if (typeof quick === 'string') return quick;
    if (quick === undefined || quick === null) return null;
    const node = this.child(parent, key);
    if (node === null) return null;
    this.remember(at, key, node);
    const value = this.value(node);
    if (typeof value === 'string') return value;
    const hint =
      typeof value === 'number'
        ? ` (YAML reads ${this.written(node)} as a number: quote it, '${this.written(node)}')`
        : '';
    const got = `expected a string, got ${this.written(node)}${hint}`;
    this.report('wrong-type', fieldPath(at, key), got, node);
    return null;
  }

  boolean(parent: YamlMap | null, key: string, at: string): boolean | null {
    const quick = this.quickValue(parent, key);
    if (typeof quick === 'boolean') return quick;
    if (quick === undefined || quick === null) return null;
    const node = this.child(parent, key);
    if (node === null) return null;
    this.remember(at, key, node);
    const value = this.value(node);
    if (typeof value === 'boolean') return value;
    const got = `expected true or false, got ${this.written(node)}`;
    this.report('wrong-type', fieldPath(at, key), got, node);
    return null;
  }

  /** An integer (int32 for priority, int64 for weights). An integral float such as 2.0 is accepted, as by kubectl. */
  integer(parent: YamlMap | null, key: string, at: string, bits: 32 | 64): number | null {
    const limit = bits === 32 ? 2 ** 31 : 2 ** 63;
    const quick = this.quickValue(parent, key);
    if (fitsInteger(quick, limit)) return quick;
    if (quick === undefined || quick === null) return null;
    const node = this.child(parent, key);
    if (node === null) return null;
    this.remember(at, key, node);
    const value = this.value(node);
    if (fitsInteger(value, limit)) return value;
    const got = this.written(node);
    const why =
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? ` (a quoted string; write ${value.trim()} without quotes)`
        : typeof value === 'number' && !Number.isInteger(value)
          ? ' (not a whole number)'
          : typeof value === 'number'
            ? ` (outside the int${bits} range)`
            : '';
    this.report('wrong-type', fieldPath(at, key), `expected an integer, got ${got}${why}`, node);
    return null;
  }

  stringList(parent: YamlMap | null, key: string, at: string): string[] | null {
    const items = this.list(parent, key, at);
    if (items === null) return null;
    const out: string[] = [];
    items.forEach((item, i) => {
      const value = this.value(item);
      if (typeof value === 'string') out.push(value);
      else
        this.report(
          'wrong-type',
          `${fieldPath(at, key)}[${i}]`,
          `expected a string, got ${this.written(item)}`,
          item,
        );
    });
    return out;
  }

  /** A map of string values (annotations). Non-string values are reported. */
  stringMap(parent: YamlMap | null, key: string, at: string): Record<string, string> | null {
    const map = this.map(parent, key, at);
    if (map === null) return null;
    const out: Record<string, string> = {};
    for (const [k, value] of this.pairs(map)) {
      const scalar = this.value(value);
      if (value === null || (value.kind === 'scalar' && scalar === null)) continue;
      if (typeof scalar === 'string') out[k] = scalar;
      else
        this.report(
          'wrong-type',
          `${fieldPath(at, key)}.${k}`,
          `expected a string, got ${this.written(value)}`,
          value,
        );
    }
    return out;
  }
}

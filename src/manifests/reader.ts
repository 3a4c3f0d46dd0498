/**
 * Typed reads of YAML nodes with a diagnostic for every wrong type, naming the field's path and
 * line and what was expected. A wrong type marks the object as rejected, as the API server would
 * reject it; a missing optional field is simply unset (null).
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type Node, type YAMLMap } from 'yaml';
import { spanOf } from './yaml-documents';
import type { LineCounter } from 'yaml';
import type { Diagnostic, DiagnosticCode, SourceRef, SourceSpan } from './types';

export type MapNode = YAMLMap<unknown, unknown>;

export class NodeReader {
  /** Set when a field had the wrong type: the object would not pass the API server. */
  rejected = false;
  readonly fieldSpans: Record<string, SourceSpan> = {};

  constructor(
    private readonly document: Document.Parsed,
    private readonly lines: LineCounter,
    private readonly text: string,
    private readonly ref: SourceRef,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** Follows an alias to its anchor; YAML aliases are legal in manifests. */
  resolve(node: unknown): Node | null {
    if (node === null || node === undefined) return null;
    if (isAlias(node)) return (node.resolve(this.document) as Node | undefined) ?? null;
    return node as Node;
  }

  span(node: unknown): SourceSpan | null {
    const n = node as { range?: [number, number, number] | null } | null;
    if (n === null || n === undefined || !n.range) return null;
    return spanOf(this.lines, n.range[0], n.range[1]);
  }

  /** The text as written, for messages ("got high"). */
  written(node: unknown): string {
    const n = node as { range?: [number, number, number] | null } | null;
    if (!n?.range) return String(node);
    const raw = this.text.slice(n.range[0], n.range[1]);
    return raw.length > 40 ? `${raw.slice(0, 37)}...` : raw;
  }

  report(
    code: DiagnosticCode,
    path: string,
    message: string,
    node: unknown,
    severity: 'error' | 'warning' = 'error',
  ): void {
    if (severity === 'error') this.rejected = true;
    this.diagnostics.push({ ...this.ref, severity, code, path, message, span: this.span(node) });
  }

  /** The value node under `key`, or null when absent or YAML null. */
  child(map: MapNode | null, key: string): Node | null {
    if (map === null) return null;
    for (const pair of map.items) {
      const k = isScalar(pair.key) ? pair.key.value : pair.key;
      if (k === key) {
        const value = this.resolve(pair.value);
        if (value === null || (isScalar(value) && value.value === null)) return null;
        return value;
      }
    }
    return null;
  }

  has(map: MapNode | null, key: string): boolean {
    return map !== null && map.items.some((p) => (isScalar(p.key) ? p.key.value : p.key) === key);
  }

  remember(path: string, node: unknown): void {
    const span = this.span(node);
    if (span !== null) this.fieldSpans[path] = span;
  }

  map(parent: MapNode | null, key: string, path: string): MapNode | null {
    const node = this.child(parent, key);
    if (node === null) return null;
    if (!isMap(node)) {
      this.report(
        'wrong-type',
        path,
        `expected a mapping (key: value lines), got ${this.written(node)}`,
        node,
      );
      return null;
    }
    this.remember(path, node);
    return node as MapNode;
  }

  list(parent: MapNode | null, key: string, path: string): Node[] | null {
    const node = this.child(parent, key);
    if (node === null) return null;
    if (!isSeq(node)) {
      this.report('wrong-type', path, `expected a list, got ${this.written(node)}`, node);
      return null;
    }
    this.remember(path, node);
    return node.items.map((item) => this.resolve(item) as Node);
  }

  string(parent: MapNode | null, key: string, path: string): string | null {
    const node = this.child(parent, key);
    if (node === null) return null;
    this.remember(path, node);
    if (isScalar(node) && typeof node.value === 'string') return node.value;
    const hint =
      isScalar(node) && typeof node.value === 'number'
        ? ` (YAML reads ${this.written(node)} as a number: quote it, '${this.written(node)}')`
        : '';
    this.report('wrong-type', path, `expected a string, got ${this.written(node)}${hint}`, node);
    return null;
  }

  boolean(parent: MapNode | null, key: string, path: string): boolean | null {
    const node = this.child(parent, key);
    if (node === null) return null;
    this.remember(path, node);
    if (isScalar(node) && typeof node.value === 'boolean') return node.value;
    this.report('wrong-type', path, `expected true or false, got ${this.written(node)}`, node);
    return null;
  }

  /** An integer (int32 for priority, int64 for weights). An integral float such as 2.0 is accepted, as by kubectl. */
  integer(parent: MapNode | null, key: string, path: string, bits: 32 | 64): number | null {
    const node = this.child(parent, key);
    if (node === null) return null;
    this.remember(path, node);
    const value = isScalar(node) ? node.value : undefined;
    const limit = bits === 32 ? 2 ** 31 : 2 ** 63;
    if (typeof value === 'number' && Number.isInteger(value) && value >= -limit && value < limit) {
      return value;
    }
    const got = this.written(node);
    const why =
      typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? ` (a quoted string; write ${value.trim()} without quotes)`
        : typeof value === 'number' && !Number.isInteger(value)
          ? ' (not a whole number)'
          : typeof value === 'number'
            ? ` (outside the int${bits} range)`
            : '';
    this.report('wrong-type', path, `expected an integer, got ${got}${why}`, node);
    return null;
  }

  stringList(parent: MapNode | null, key: string, path: string): string[] | null {
    const items = this.list(parent, key, path);
    if (items === null) return null;
    const out: string[] = [];
    items.forEach((item, i) => {
      if (isScalar(item) && typeof item.value === 'string') out.push(item.value);
      else
        this.report(
          'wrong-type',
          `${path}[${i}]`,
          `expected a string, got ${this.written(item)}`,
          item,
        );
    });
    return out;
  }

  /** A map of string values (annotations). Non-string values are reported. */
  stringMap(parent: MapNode | null, key: string, path: string): Record<string, string> | null {
    const map = this.map(parent, key, path);
    if (map === null) return null;
    const out: Record<string, string> = {};
    for (const pair of map.items) {
      const k = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const value = this.resolve(pair.value);
      if (value === null || (isScalar(value) && value.value === null)) continue;
      if (isScalar(value) && typeof value.value === 'string') out[k] = value.value;
      else
        this.report(
          'wrong-type',
          `${path}.${k}`,
          `expected a string, got ${this.written(value)}`,
          value,
        );
    }
    return out;
  }
}

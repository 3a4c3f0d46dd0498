/**
 * A small YAML file read as plain data with the line of every node, for files that are not
 * manifests (`ome-sim test` files): their checks report "file, line, field" as manifests do.
 * The same js-yaml reading as manifests: the value from `load`, the lines from the positioned
 * node tree (nodes.ts), so callers never import a parser.
 */
import { load, YAML11_SCHEMA } from 'js-yaml';
import type { YamlNode } from './nodes';
import { parseSource } from './parse';
import { scalarValue } from './scalars';

export type YamlPath = readonly (string | number)[];

export interface YamlValue {
  /** The document as plain JavaScript data (undefined when it has a syntax error). */
  readonly value: unknown;
  /** The first syntax error, with its 1-based line. */
  readonly syntaxError: { readonly line: number; readonly message: string } | null;
  /**
   * 1-based line of the value at `path`; for a path that is absent, the line of its closest
   * present parent (where the missing field belongs).
   */
  lineOf(path: YamlPath): number;
}

/** The node at one step below `node`: a map key or a list index. */
function childOf(node: YamlNode, step: string | number, text: string): YamlNode | null {
  const target = node.kind === 'alias' ? node.target : node;
  if (target.kind === 'seq') return typeof step === 'number' ? (target.items[step] ?? null) : null;
  if (target.kind !== 'map') return null;
  for (let i = 0; i + 1 < target.items.length; i += 2) {
    const key = target.items[i]!;
    if (key.kind === 'scalar' && String(scalarValue(key, text)) === String(step))
      return target.items[i + 1]!;
  }
  return null;
}

export function readYamlValue(text: string): YamlValue {
  const parsed = parseSource(text);
  const lines = parsed.lines;
  const root = parsed.documents[0]?.root ?? null;
  const lineOf = (path: YamlPath): number => {
    let node = root;
    let line = node === null ? 1 : lines.positionAt(node.start).line;
    for (const step of path) {
      node = node === null ? null : childOf(node, step, text);
      if (node === null) break;
      line = lines.positionAt(node.start).line;
    }
    return line;
  };
  const error = parsed.problems[0];
  if (error !== undefined) {
    return {
      value: undefined,
      syntaxError: { line: error.span?.start.line ?? 1, message: error.message },
      lineOf,
    };
  }
  try {
    return { value: load(text, { schema: YAML11_SCHEMA }), syntaxError: null, lineOf };
  } catch (e) {
    const mark = (e as { mark?: { line?: number } }).mark;
    const message = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    return { value: undefined, syntaxError: { line: (mark?.line ?? 0) + 1, message }, lineOf };
  }
}

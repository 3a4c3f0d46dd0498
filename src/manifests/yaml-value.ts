/**
 * A small YAML file read as plain data with the line of every node, for files that are not
 * manifests (`ome-sim test` files): their checks report "file, line, field" as manifests do.
 * The parser stays behind this interface, so callers never import it.
 */
import { isNode, LineCounter, parseDocument } from 'yaml';

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

export function readYamlValue(text: string): YamlValue {
  const lines = new LineCounter();
  const document = parseDocument(text, {
    version: '1.1',
    lineCounter: lines,
    uniqueKeys: true,
    prettyErrors: false,
  });
  const lineAt = (offset: number): number => lines.linePos(offset).line;
  const error = document.errors[0];
  const lineOf = (path: YamlPath): number => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node: unknown =
        depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) return lineAt(node.range[0]);
    }
    return 1;
  };
  if (error !== undefined) {
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return { value: undefined, syntaxError: { line: lineAt(error.pos[0]), message }, lineOf };
  }
  return { value: document.toJS({ maxAliasCount: 100 }), syntaxError: null, lineOf };
}

/**
 * The one place manifest text is parsed (HOUSE_STYLE: no second parser). js-yaml's `parseEvents`
 * turns the text into events with source offsets; `yaml-nodes.ts` builds a positioned tree from
 * them, without ever expanding aliases: decoding reads only the fields selection needs, so an
 * alias bomb costs nothing.
 *
 * YAML 1.1 rules are used because kubectl reads manifests with go-yaml v2 (YAML 1.1): `yes` is a
 * boolean there, and that is what OME's API server would store.
 *
 * js-yaml stops at the first syntax error of a text. `load.ts` parses each document on its own
 * (`chunks.ts`), so an error costs only its own document and the valid ones beside it still rank.
 */
import { parseEvents, YAMLException, type Event } from 'js-yaml';
import type { Diagnostic, SourcePosition, SourceSpan } from './types';
import type { YamlAlias, YamlDocument, YamlNode } from './yaml-nodes';
import { buildDocuments } from './yaml-tree';

export interface ParsedDocument {
  /** 1-based document number in its source. */
  readonly number: number;
  /** Null for an empty document. */
  readonly root: YamlNode | null;
  readonly aliases: readonly YamlAlias[];
  /** False when the document has a syntax error and must not be decoded. */
  readonly usable: boolean;
}

export interface ParsedSource {
  readonly name: string;
  /** The text the nodes' offsets refer to. */
  readonly text: string;
  readonly lines: LineIndex;
  readonly documents: readonly ParsedDocument[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Documents nested deeper than this are refused: real manifests are ~10 levels deep. */
export const MAX_DEPTH = 200;

const TOO_DEEP = 'nesting too deep to parse; refused (a manifest is never this deep)';

/**
 * Offsets to lines and columns. Line starts are found on the first request: most documents are
 * decoded without a problem and only a few of their fields' positions are ever asked for.
 */
export class LineIndex {
  private starts: number[] | null = null;

  /**
   * `text` is the chunk whose lines are counted; `base` is where it starts in the text the
   * offsets refer to (a whole source parsed at once, see `documentOfSource`).
   */
  constructor(
    private readonly text: string,
    private readonly base = 0,
  ) {}

  private lineStarts(): number[] {
    if (this.starts !== null) return this.starts;
    const starts = [0];
    const text = this.text;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    this.starts = starts;
    return starts;
  }

  /** 1-based line and column of a 0-based offset. */
  positionAt(absolute: number): SourcePosition {
    const offset = absolute - this.base;
    const starts = this.lineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1, offset };
  }

  /** The offset within the chunk. */
  local(absolute: number): number {
    return absolute - this.base;
  }

  span(start: number, end: number): SourceSpan {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}

/**
 * js-yaml's wording, made to say what is wrong where it can tell: `key: a: b` is reported as "bad
 * indentation" at the second `:`, which is a value containing `: ` (quote it).
 */
function syntaxMessage(reason: string, text: string, position: number | undefined): string {
  if (reason === 'tab characters must not be used in indentation') {
    return 'Tabs are not allowed as indentation; indent with spaces';
  }
  if (reason === 'bad indentation of a mapping entry' && position !== undefined) {
    const lineStart = text.lastIndexOf('\n', position - 1) + 1;
    if (text[position] === ':' && text.slice(lineStart, position).includes(': ')) {
      return "Nested mappings are not allowed in compact mappings: a value containing ': ' must be quoted";
    }
  }
  return reason;
}

/** A js-yaml exception as our diagnostic: depth refusals are `yaml-too-complex`. */
function describeParseError(error: unknown, text: string): Omit<Diagnostic, 'source' | 'document'> {
  const at = (position: number | undefined): [number, number] | null =>
    position === undefined ? null : [position, Math.min(position + 1, text.length)];
  if (error instanceof YAMLException) {
    const where = at(error.mark?.position);
    const span = where === null ? null : new LineIndex(text).span(where[0], where[1]);
    if (/maxDepth/.test(error.reason)) {
      // Brackets are counted exactly; block nesting is told apart from them as before.
      const c = where === null ? '' : text[where[0]];
      const message =
        c === '[' || c === '{'
          ? `nesting deeper than ${MAX_DEPTH} levels; refused (a manifest is never this deep)`
          : TOO_DEEP;
      return { severity: 'error', code: 'yaml-too-complex', path: '', message, span };
    }
    const message = syntaxMessage(error.reason, text, error.mark?.position);
    return { severity: 'error', code: 'yaml-syntax', path: '', message, span };
  }
  // The parser's own limits (e.g. its stack) are the last line of defence against hostile text.
  const message =
    error instanceof RangeError
      ? TOO_DEEP
      : `could not parse: ${error instanceof Error ? error.message : String(error)}`;
  return {
    severity: 'error',
    code: error instanceof RangeError ? 'yaml-too-complex' : 'yaml-syntax',
    path: '',
    message,
    span: null,
  };
}

const parseOptions = { maxDepth: MAX_DEPTH };

/** Parses one chunk of a source into documents, with a diagnostic for each problem. */
export function parseSource(name: string, text: string): ParsedSource {
  const lines = new LineIndex(text);
  let events: Event[];
  try {
    events = parseEvents(text, parseOptions);
  } catch (error) {
    // The text is one document (load.ts cuts at `---`); it is counted so the next keep their number.
    const diagnostic: Diagnostic = {
      source: name,
      document: 1,
      ...describeParseError(error, text),
    };
    return {
      name,
      text,
      lines,
      documents: [{ number: 1, root: null, aliases: [], usable: false }],
      diagnostics: [diagnostic],
    };
  }
  const diagnostics: Diagnostic[] = [];
  const documents = buildDocuments(events, text).map((document, i) =>
    parsedDocument(name, lines, document, i + 1, diagnostics),
  );
  return { name, text, lines, documents, diagnostics };
}

function parsedDocument(
  name: string,
  lines: LineIndex,
  document: YamlDocument,
  number: number,
  diagnostics: Diagnostic[],
): ParsedDocument {
  for (const problem of document.problems) {
    diagnostics.push({
      source: name,
      document: number,
      severity: 'error',
      code: problem.code,
      path: '',
      message: problem.message,
      span: lines.span(problem.start, problem.end),
    });
  }
  return {
    number,
    root: document.root,
    aliases: document.aliases,
    usable: document.problems.length === 0,
  };
}

/**
 * Parses a whole source at once, or returns null when it has a syntax error. js-yaml parses a
 * large text in one call well over twice as fast as the same text cut into one call per
 * document, so a first load takes this path; `load.ts` then hands each document to its chunk.
 */
export function parseWholeSource(text: string): YamlDocument[] | null {
  try {
    return buildDocuments(parseEvents(text, parseOptions), text);
  } catch {
    return null;
  }
}

/** Where a document of a whole-source parse starts, or -1 for an empty one. */
export function documentStart(document: YamlDocument): number {
  const root = document.root;
  return root === null || (root.kind === 'scalar' && root.event === null) ? -1 : root.start;
}

/**
 * One document of a whole-source parse as its chunk's parse: offsets stay those of `source`,
 * lines and columns are counted from the chunk's start (`base`), as if it had been parsed alone.
 */
export function documentOfSource(
  name: string,
  source: string,
  chunkText: string,
  base: number,
  document: YamlDocument,
): ParsedSource {
  const lines = new LineIndex(chunkText, base);
  const diagnostics: Diagnostic[] = [];
  const parsed = parsedDocument(name, lines, document, 1, diagnostics);
  return { name, text: source, lines, documents: [parsed], diagnostics };
}

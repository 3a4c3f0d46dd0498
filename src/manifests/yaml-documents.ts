/**
 * The one place YAML text is parsed (HOUSE_STYLE: no second parser). Splits a source into documents
 * and reports syntax problems with their line, without ever expanding aliases: decoding reads only
 * the fields selection needs, so an alias bomb costs nothing.
 *
 * YAML 1.1 rules are used because kubectl reads manifests with go-yaml v2 (YAML 1.1): `yes` is a
 * boolean there, and that is what OME's API server would store.
 */
import { LineCounter, parseAllDocuments, type Document } from 'yaml';
import type { Diagnostic, SourcePosition, SourceSpan } from './types';

export interface ParsedDocument {
  /** 1-based document number in its source. */
  readonly number: number;
  readonly document: Document.Parsed;
  /** False when the document has a syntax error and must not be decoded. */
  readonly usable: boolean;
}

export interface ParsedSource {
  readonly name: string;
  readonly text: string;
  readonly lines: LineCounter;
  readonly documents: readonly ParsedDocument[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Documents nested deeper than this are refused: real manifests are ~10 levels deep. */
export const MAX_DEPTH = 200;

export function positionAt(lines: LineCounter, offset: number): SourcePosition {
  const { line, col } = lines.linePos(offset);
  return { line, column: col, offset };
}

export function spanOf(lines: LineCounter, start: number, end: number): SourceSpan {
  return { start: positionAt(lines, start), end: positionAt(lines, end) };
}

/** How deep brackets and indentation go, cheaply, before handing the text to the parser. */
function flowDepthExceeds(text: string, limit: number): number | null {
  let depth = 0;
  let inQuote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inQuote !== null) {
      if (c === inQuote) inQuote = null;
      else if (c === '\n') inQuote = null;
      continue;
    }
    if (c === '"' || c === "'") inQuote = c;
    else if (c === '#') {
      const next = text.indexOf('\n', i);
      i = next < 0 ? text.length : next;
    } else if (c === '[' || c === '{') {
      if (++depth > limit) return i;
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return null;
}

/** Line starts of a text the parser did not see (it was refused before parsing). */
function countLines(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
    lines.addNewLine(at + 1);
  return lines;
}

/** The parser reports its own stack overflow (very deep block nesting) as a plain error. */
const STACK_OVERFLOW = /Maximum call stack size exceeded|too much recursion/;

function describeParseError(
  code: string,
  message: string,
): { code: Diagnostic['code']; message: string } {
  if (code === 'DUPLICATE_KEY') {
    return {
      code: 'yaml-duplicate-key',
      message: 'duplicate key: a key may appear only once in a mapping (kubectl rejects it)',
    };
  }
  if (STACK_OVERFLOW.test(message)) {
    return {
      code: 'yaml-too-complex',
      message: 'nesting too deep to parse; refused (a manifest is never this deep)',
    };
  }
  return { code: 'yaml-syntax', message: syntaxMessage(message) };
}

function syntaxMessage(message: string): string {
  // The library appends " at line L, column C:" and a code excerpt; we report the position ourselves.
  return message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** Parses one source into documents, with a diagnostic for each syntax error. */
export function parseSource(name: string, text: string): ParsedSource {
  const lines = new LineCounter();
  const diagnostics: Diagnostic[] = [];
  /** The whole source is refused: one diagnostic, no documents. */
  const refuse = (
    lineCounter: LineCounter,
    message: string,
    span: SourceSpan | null,
  ): ParsedSource => {
    diagnostics.push({
      source: name,
      document: 1,
      severity: 'error',
      code: 'yaml-too-complex',
      path: '',
      message,
      span,
    });
    return { name, text, lines: lineCounter, documents: [], diagnostics };
  };
  const tooDeep = flowDepthExceeds(text, MAX_DEPTH);
  if (tooDeep !== null) {
    const lineCounter = countLines(text);
    return refuse(
      lineCounter,
      `nesting deeper than ${MAX_DEPTH} levels; refused (a manifest is never this deep)`,
      spanOf(lineCounter, tooDeep, tooDeep + 1),
    );
  }
  let documents: Document.Parsed[];
  try {
    documents = parseAllDocuments(text, {
      lineCounter: lines,
      version: '1.1',
      uniqueKeys: true,
      prettyErrors: false,
    }) as Document.Parsed[];
  } catch (error) {
    // The parser's own limits (e.g. its stack) are the last line of defence against hostile text.
    const message =
      error instanceof RangeError
        ? 'nesting too deep to parse; refused (a manifest is never this deep)'
        : `could not parse: ${error instanceof Error ? error.message : String(error)}`;
    return refuse(lines, message, null);
  }
  const parsed = documents.map((document, i): ParsedDocument => {
    for (const error of document.errors) {
      diagnostics.push({
        source: name,
        document: i + 1,
        severity: 'error',
        ...describeParseError(error.code, error.message),
        path: '',
        span: spanOf(lines, error.pos[0], error.pos[1]),
      });
    }
    return { number: i + 1, document, usable: document.errors.length === 0 };
  });
  return { name, text, lines, documents: parsed, diagnostics };
}

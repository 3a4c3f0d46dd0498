/**
 * The one place YAML text is parsed (HOUSE_STYLE: no second parser). js-yaml's `parseEvents`
 * turns the text into events with source offsets; `build-documents.ts` builds a positioned tree
 * from them, without ever expanding aliases: readers read only the fields they need, so an alias
 * bomb costs nothing.
 *
 * YAML 1.1 rules are used because kubectl reads manifests with go-yaml v2 (YAML 1.1): `yes` is a
 * boolean there, and that is what OME's API server would store.
 *
 * js-yaml stops at the first syntax error of a text. Callers parse each document on its own
 * (`chunks.ts`, README.md invariant 6), so an error costs only its own document and the valid ones
 * beside it still read.
 */
import { parseEvents, YAMLException, type Event } from 'js-yaml';
import { buildDocuments } from './build-documents';
import type { YamlAlias, YamlDocument, YamlNode, YamlProblemCode } from './nodes';
import { LineIndex, type SourceSpan } from './positions';

export interface ParsedDocument {
  /** 1-based document number in its source. */
  readonly number: number;
  /** Null for an empty document. */
  readonly root: YamlNode | null;
  readonly aliases: readonly YamlAlias[];
  /** False when the document has a syntax error and must not be decoded. */
  readonly usable: boolean;
}

/** A problem of one document, with its position as people read it. */
export interface YamlProblem {
  /** 1-based document number in the parsed text. */
  readonly document: number;
  readonly code: YamlProblemCode;
  readonly message: string;
  readonly span: SourceSpan | null;
}

export interface ParsedSource {
  /** The text the nodes' offsets refer to. */
  readonly text: string;
  readonly lines: LineIndex;
  readonly documents: readonly ParsedDocument[];
  readonly problems: readonly YamlProblem[];
}

/** Documents nested deeper than this are refused: real manifests are ~10 levels deep. */
export const MAX_DEPTH = 200;

const TOO_DEEP = 'nesting too deep to parse; refused (a manifest is never this deep)';

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

/** A js-yaml exception as a problem: depth refusals are `yaml-too-complex`. */
function describeParseError(error: unknown, text: string): Omit<YamlProblem, 'document'> {
  const at = (position: number | undefined): [number, number] | null =>
    position === undefined ? null : [position, Math.min(position + 1, text.length)];
  if (error instanceof YAMLException) {
    const where = at(error.mark?.position);
    const span = where === null ? null : new LineIndex(text).span(where[0], where[1]);
    if (/maxDepth/.test(error.reason)) {
      // Brackets are counted exactly, so their message can name the limit; block nesting gets TOO_DEEP.
      const c = where === null ? '' : text[where[0]];
      const message =
        c === '[' || c === '{'
          ? `nesting deeper than ${MAX_DEPTH} levels; refused (a manifest is never this deep)`
          : TOO_DEEP;
      return { code: 'yaml-too-complex', message, span };
    }
    const message = syntaxMessage(error.reason, text, error.mark?.position);
    return { code: 'yaml-syntax', message, span };
  }
  // The parser's own limits (e.g. its stack) are the last line of defence against hostile text.
  const message =
    error instanceof RangeError
      ? TOO_DEEP
      : `could not parse: ${error instanceof Error ? error.message : String(error)}`;
  return {
    code: error instanceof RangeError ? 'yaml-too-complex' : 'yaml-syntax',
    message,
    span: null,
  };
}

const parseOptions = { maxDepth: MAX_DEPTH };

/** Parses one chunk of a source into documents, with each problem at its line. */
export function parseSource(text: string): ParsedSource {
  const lines = new LineIndex(text);
  let events: Event[];
  try {
    events = parseEvents(text, parseOptions);
  } catch (error) {
    // The text is one document (callers cut at `---`); it is counted so the next keep their number.
    return {
      text,
      lines,
      documents: [{ number: 1, root: null, aliases: [], usable: false }],
      problems: [{ document: 1, ...describeParseError(error, text) }],
    };
  }
  const problems: YamlProblem[] = [];
  const documents = buildDocuments(events, text).map((document, i) =>
    parsedDocument(lines, document, i + 1, problems),
  );
  return { text, lines, documents, problems };
}

function parsedDocument(
  lines: LineIndex,
  document: YamlDocument,
  number: number,
  problems: YamlProblem[],
): ParsedDocument {
  for (const problem of document.problems) {
    problems.push({
      document: number,
      code: problem.code,
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
 * document, so a first load takes this path and hands each document to its chunk (README.md, 6).
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
  source: string,
  chunkText: string,
  base: number,
  document: YamlDocument,
): ParsedSource {
  const lines = new LineIndex(chunkText, base);
  const problems: YamlProblem[] = [];
  const parsed = parsedDocument(lines, document, 1, problems);
  return { text: source, lines, documents: [parsed], problems };
}

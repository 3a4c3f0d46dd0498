/**
 * A first load's fast path (src/yaml/README.md, invariant 6): js-yaml parses one large text well
 * over twice as fast as the same text in one call per document, so the chunks not in the cache
 * are decoded from one parse of the whole source, each document handed to the chunk it starts
 * in. `whole-source.test.ts` checks that the cache then holds what parsing each chunk alone gives.
 */
import {
  documentOfSource,
  documentStart,
  parseWholeSource,
  type Chunk,
  type YamlDocument,
} from '../yaml';
import { decodeParsed, originsFor, type DecodedChunk, type LoadOptions } from './decode-document';

/** Below this many chunks to decode, each is parsed alone (an edit touches one or two). */
export const WHOLE_PARSE_MIN_CHUNKS = 8;
const DOCUMENT_END = /(?:^|\n)\.\.\.(?:[ \t\r\n]|$)/;

/**
 * Each chunk's document in one parse of the whole source (see `parseWholeSource`), or null when
 * the source has a syntax error. A chunk takes a document only when it is exactly that document:
 * the one document starting inside it. Others (a leading comment, an empty `---`, two documents
 * in one chunk) are left undefined or null, to be parsed alone.
 */
function documentsByChunk(
  text: string,
  chunks: readonly Chunk[],
): (YamlDocument | null | undefined)[] | null {
  const documents = parseWholeSource(text);
  if (documents === null) return null;
  const found: (YamlDocument | null | undefined)[] = new Array(chunks.length);
  let chunk = 0;
  for (const document of documents) {
    const start = documentStart(document);
    if (start < 0) continue;
    while (chunk + 1 < chunks.length && chunks[chunk + 1]!.offset <= start) chunk++;
    // A second document in one chunk: that chunk is parsed alone.
    found[chunk] = found[chunk] === undefined ? document : null;
  }
  return found;
}

/**
 * Decodes the chunks not in the cache from one parse of the whole source. The rest (see
 * `documentsByChunk`, and a chunk with a `...` end marker that could start another document, or
 * every chunk when the source has a syntax error) are parsed alone, as on an edit, which keeps an
 * error to its own document.
 */
export function decodeFromWholeSource(
  text: string,
  chunks: readonly Chunk[],
  decoded: (DecodedChunk | undefined)[],
  options: LoadOptions,
): void {
  const found = documentsByChunk(text, chunks);
  if (found === null) return;
  chunks.forEach((c, i) => {
    const document = found[i];
    // Not kept past its decoding: with positions on demand, its nodes die young.
    found[i] = undefined;
    if (decoded[i] !== undefined || document === undefined || document === null) return;
    if (c.text.includes('...') && DOCUMENT_END.test(c.text)) return;
    const parsed = documentOfSource(text, c.text, c.offset, document);
    decoded[i] = decodeParsed(parsed, options, originsFor(c.text, options));
  });
}

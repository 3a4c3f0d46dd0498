/**
 * Every document of a text parsed alone (README.md, invariant 6), for readers that walk whole
 * documents and must not lose the good ones to a broken neighbour.
 */
import { splitDocuments } from './chunks';
import type { YamlNode } from './nodes';
import { parseSource } from './parse';

/** One document of the text, parsed alone, with where its chunk starts. */
export interface DocumentChunk {
  /** 1-based document number in the whole text. */
  readonly number: number;
  /** Where the chunk starts in the whole text: the root's offsets count from here. */
  readonly offset: number;
  readonly text: string;
  readonly root: YamlNode | null;
  readonly usable: boolean;
  readonly hasAlias: boolean;
}

/**
 * The documents one at a time, each parsed when reached: a reader that is done with a document
 * lets its tree go, so a text of 60,000 documents never holds all their trees at once.
 */
export function* documentChunks(text: string): Generator<DocumentChunk, void, undefined> {
  let number = 0;
  for (const chunk of splitDocuments(text)) {
    const parsed = parseSource(chunk.text);
    for (const document of parsed.documents) {
      number++;
      yield {
        number,
        offset: chunk.offset,
        text: chunk.text,
        root: document.root,
        usable: document.usable,
        hasAlias: document.aliases.length > 0,
      };
    }
  }
}

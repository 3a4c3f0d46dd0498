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

export function documentChunks(text: string): DocumentChunk[] {
  const out: DocumentChunk[] = [];
  let number = 0;
  for (const chunk of splitDocuments(text)) {
    const parsed = parseSource(chunk.text);
    for (const document of parsed.documents) {
      number++;
      out.push({
        number,
        offset: chunk.offset,
        text: chunk.text,
        root: document.root,
        usable: document.usable,
        hasAlias: document.aliases.length > 0,
      });
    }
  }
  return out;
}

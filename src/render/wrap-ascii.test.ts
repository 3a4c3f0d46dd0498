/**
 * The printable-ASCII fast path of wrapping (wrap-ascii.ts) must cut exactly where the reference,
 * the grapheme-cluster path (wrap-clusters.ts), cuts: it exists only for speed (a 10,000-row
 * table is nearly all ASCII). The reference never takes the fast path itself, so every property
 * below compares two independent implementations. Checked on random printable ASCII rich in the
 * characters the cuts depend on: spaces, identifier delimiters and tree branches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapCell } from './wrap';
import { asciiHardWrap, asciiWrapIdentifier, asciiWrapWords, wrapAsciiCell } from './wrap-ascii';
import { hardWrap, wrapClusterCell, wrapIdentifier, wrapWords } from './wrap-clusters';
import { whitespaceRuns } from './wrap-segments';

const asciiText = fc
  .array(fc.constantFrom('a', 'Z', '9', ' ', ' ', '-', '_', '/', '.', ':', '`', '|', '(', "'"), {
    maxLength: 60,
  })
  .map((chars) => chars.join(''));

/** Text with long gaps and long words beside the short ones. */
const spacedText = fc
  .array(fc.oneof(asciiText, fc.constantFrom(' ', '   ', ' '.repeat(9), 'x'.repeat(15))), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

describe('the ASCII fast path of wrapping, against the grapheme-cluster reference', () => {
  it('hard-wraps into the same lines', () => {
    fc.assert(
      fc.property(asciiText, fc.integer({ min: 1, max: 12 }), (text, width) => {
        expect(asciiHardWrap(text, width)).toEqual(hardWrap(text, width));
      }),
    );
  });

  it('wraps a word at the same delimiters', () => {
    // A cell of spaces alone also comes here (wrapAsciiCell): no other space can be in a word.
    const word = fc.oneof(
      asciiText.map((text) => text.replaceAll(' ', '-')),
      fc.integer({ min: 1, max: 30 }).map((n) => ' '.repeat(n)),
    );
    fc.assert(
      fc.property(word, fc.integer({ min: 0, max: 14 }), (text, width) => {
        expect(asciiWrapIdentifier(text, width)).toEqual(wrapIdentifier(text, width));
      }),
      { numRuns: 2000 },
    );
  });

  it('word-wraps into the same lines, long gaps and long words included', () => {
    fc.assert(
      fc.property(spacedText, fc.integer({ min: 1, max: 14 }), (text, width) => {
        expect(asciiWrapWords(text, width)).toEqual(wrapWords(whitespaceRuns(text), width));
      }),
      { numRuns: 2000 },
    );
  });

  it('wraps a whole cell the same: indent, tree branch, words or one identifier', () => {
    const cell = fc
      .tuple(fc.constantFrom('', ' ', '   ', '`-- ', '|-- ', '  `-- '), spacedText)
      .map(([start, rest]) => start + rest);
    fc.assert(
      fc.property(cell, fc.integer({ min: 0, max: 16 }), (text, width) => {
        expect(wrapAsciiCell(text, width)).toEqual(wrapClusterCell(text, width));
      }),
      { numRuns: 2000 },
    );
  });

  it('wraps a cell the same with a wide character appended and taken off again', () => {
    // A trailing "中" sends the whole cell down the reference path; its own cut is at the end, so
    // every line before the last must be what the ASCII path produces.
    fc.assert(
      fc.property(asciiText, fc.integer({ min: 4, max: 20 }), (text, width) => {
        const ascii = wrapCell(text, width);
        const general = wrapCell(`${text} 中`, width);
        expect(general.slice(0, ascii.length - 1)).toEqual(ascii.slice(0, -1));
      }),
    );
  });
});

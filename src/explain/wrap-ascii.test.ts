/**
 * The ASCII fast paths of wrapping must cut exactly where the grapheme-cluster paths cut: they
 * exist only for speed (a 10,000-row table is nearly all ASCII). Checked on random printable
 * ASCII rich in the characters the cuts depend on: spaces and identifier delimiters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayClusters } from './width';
import {
  asciiHardWrap,
  asciiIdentifierSegments,
  asciiWrapIdentifier,
  asciiWrapWords,
} from './wrap-ascii';
import {
  asciiWhitespaceRuns,
  clusterIdentifierSegments,
  clusterWhitespaceRuns,
  wrapCell,
  wrapIdentifier,
  wrapWords,
} from './wrap';

const asciiText = fc
  .array(fc.constantFrom('a', 'Z', '9', ' ', ' ', '-', '_', '/', '.', ':', '`', '|', '(', "'"), {
    maxLength: 60,
  })
  .map((chars) => chars.join(''));

/** The general hard wrap, spelled out over clusters, as the reference for the ASCII one. */
function clusterHardWrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const cluster of displayClusters(value)) {
    if (line.length > 0 && line.length + cluster.width > width) {
      lines.push(line);
      line = '';
    }
    line += cluster.value;
  }
  lines.push(line);
  return lines;
}

describe('ASCII fast paths of wrapping', () => {
  it('split white space runs as the cluster path does', () => {
    fc.assert(
      fc.property(asciiText, (text) => {
        expect(asciiWhitespaceRuns(text)).toEqual(clusterWhitespaceRuns(text));
      }),
    );
  });

  it('split identifiers after the same delimiters, tree branch included', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '`-- ', '|-- '), asciiText, (branch, rest) => {
        expect(asciiIdentifierSegments(branch, rest)).toEqual(
          clusterIdentifierSegments(branch, rest),
        );
      }),
    );
  });

  it('hard-wrap into the same lines', () => {
    fc.assert(
      fc.property(asciiText, fc.integer({ min: 1, max: 12 }), (text, width) => {
        expect(asciiHardWrap(text, width)).toEqual(clusterHardWrap(text, width));
      }),
    );
  });

  it('wrap a word at the same delimiters', () => {
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

  it('word-wrap into the same lines, long gaps and long words included', () => {
    const spacedText = fc
      .array(fc.oneof(asciiText, fc.constantFrom(' ', '   ', ' '.repeat(9), 'x'.repeat(15))), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(spacedText, fc.integer({ min: 1, max: 14 }), (text, width) => {
        expect(asciiWrapWords(text, width)).toEqual(wrapWords(clusterWhitespaceRuns(text), width));
      }),
      { numRuns: 2000 },
    );
  });

  it('wrap a cell the same with a wide character appended and taken off again', () => {
    // A trailing "中" sends the whole cell down the cluster paths; its own cut is at the end, so
    // every line before the last must be what the ASCII paths produce.
    fc.assert(
      fc.property(asciiText, fc.integer({ min: 4, max: 20 }), (text, width) => {
        const ascii = wrapCell(text, width);
        const general = wrapCell(`${text} 中`, width);
        expect(general.slice(0, ascii.length - 1)).toEqual(ascii.slice(0, -1));
      }),
    );
  });
});

/**
 * Cutting a source into documents (`splitDocuments`): a cut before every line that is `---` alone
 * or followed by white space, never before the first line, each chunk with its offset and line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitDocuments } from './chunks';

/** The rule read line by line, as the reference. */
function cutLineByLine(text: string): { offset: number; line: number }[] {
  const cuts = [{ offset: 0, line: 1 }];
  const lines = text.split('\n');
  let offset = 0;
  lines.forEach((line, i) => {
    if (i > 0 && /^---(?:[ \t\r]|$)/.test(line)) cuts.push({ offset, line: i + 1 });
    offset += line.length + 1;
  });
  return cuts;
}

const pieces = fc.constantFrom(
  '---',
  '--- ',
  '---\t# c',
  '----',
  '---x',
  ' ---',
  'a: 1',
  '',
  '\r',
  '...',
);

describe('splitDocuments', () => {
  it('cuts where the line-by-line rule cuts, and the chunks are the whole text', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), fc.boolean(), (lines, endsWithNewline) => {
        const text = lines.join('\n') + (endsWithNewline ? '\n' : '');
        const chunks = splitDocuments(text);
        expect(chunks.map(({ offset, line }) => ({ offset, line }))).toEqual(cutLineByLine(text));
        expect(chunks.map((c) => c.text).join('')).toBe(text);
        for (const c of chunks) expect(text.startsWith(c.text, c.offset)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a leading marker in the first chunk', () => {
    expect(splitDocuments('---\na: 1\n---\nb: 2').map((c) => [c.offset, c.line])).toEqual([
      [0, 1],
      [9, 3],
    ]);
  });
});

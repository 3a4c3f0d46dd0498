/**
 * The table as UTF-8 pieces (byte-writer.ts): a table larger than a piece comes out in several,
 * each whole lines of valid UTF-8, and together they are exactly the text.
 */
import { describe, expect, it } from 'vitest';
import { PiecePool } from './byte-writer';
import { EXPLAIN_HEADERS, renderTable, tableBytes } from './table';

const ROW = [
  'srt-模型-\u{1F680}',
  'Cluster',
  'No',
  '-',
  '-',
  `\uFEFFmodel format 'ü' ${'long '.repeat(30)}`,
];
const ASCII_ROW = ['srt-vllm', 'Cluster', 'No', '-', '-', `model format ${'mismatch '.repeat(20)}`];

describe('tableBytes', () => {
  it.each([
    ['non-ASCII rows', ROW],
    ['ASCII rows', ASCII_ROW],
  ])('writes %s in whole-line pieces that add up to the text', (_name, row) => {
    const one = renderTable(EXPLAIN_HEADERS, [row], 80);
    const header = one.slice(0, one.indexOf('\n') + 1);
    const rowText = one.slice(header.length);
    const pieces = [...tableBytes(EXPLAIN_HEADERS, Array(2_000).fill(row), 80)];
    expect(pieces.length).toBeGreaterThan(2);
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const texts = pieces.map((piece) => strict.decode(piece));
    expect(texts.every((text) => text.endsWith('\n'))).toBe(true);
    expect(texts.join('')).toBe(header + rowText.repeat(2_000));
  });

  it('makes pieces in the arrays given back to its pool, with nothing left of what they held', () => {
    // Long rows first, then short ones: a reused array still holds the long rows' text past
    // what a short row writes, where padding must read as spaces.
    const rows = [...Array(600).fill(ROW), ...Array(3_000).fill(['a', 'b', 'c', 'd', 'e', 'f'])];
    const pool = new PiecePool();
    const arrays = new Set<ArrayBufferLike>();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let text = '';
    for (const piece of tableBytes(EXPLAIN_HEADERS, rows, 80, pool)) {
      text += decoder.decode(piece);
      arrays.add(piece.buffer);
      pool.giveBack(piece);
    }
    expect(text).toBe(renderTable(EXPLAIN_HEADERS, rows, 80));
    expect(arrays.size).toBeLessThanOrEqual(2);
  });

  it('keeps a byte order mark that starts the text', () => {
    expect(renderTable(['\uFEFFA'], [['x']], 80)).toBe('\uFEFFA\nx\n');
  });
});

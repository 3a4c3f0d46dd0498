/**
 * Cell wrapping for the adaptive table renderer (docs/selection-rules.md §E4.4). Three layers,
 * each depending only on the ones before it:
 * - wrap-segments.ts: how a cell is seen before it is cut (indent, words, delimiters);
 * - wrap-clusters.ts: the wrapping itself, over grapheme clusters, for any text (the reference);
 * - wrap-ascii.ts: the same cuts for printable ASCII by index, only for speed.
 * This module picks between the last two.
 */
import { isPrintableAscii } from './width';
import { wrapAsciiCell } from './wrap-ascii';
import { wrapClusterCell } from './wrap-clusters';

/**
 * Wraps one cell to `width` columns. Leading spaces are kept as an indent on every segment;
 * text with spaces wraps at words; a single word wraps at identifier delimiters. Every cell
 * gives at least one segment, and no segment is wider than `width` (at least 1).
 */
export function wrapCell(value: string, width: number): string[] {
  return isPrintableAscii(value) ? wrapAsciiCell(value, width) : wrapClusterCell(value, width);
}

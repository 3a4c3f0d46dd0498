/**
 * Plain terminal tables of ome-sim's own commands (`runtime map`, `runtime diff`): each column as
 * wide as its widest cell plus three spaces, the last column unpadded, no trailing spaces. Cells
 * are made safe to print as the explain table's are (`sanitizeCell`: no control character from a
 * manifest reaches the terminal) and measured in terminal cells.
 * (The explain table is kubectl's and has its own layout: table.ts.)
 */
import { displayWidth, sanitizeCell } from './width';

export function padColumns(rows: readonly (readonly string[])[]): string {
  const safe = rows.map((r) => r.map(sanitizeCell));
  const widths = safe[0]!.map((_, c) => Math.max(...safe.map((r) => displayWidth(r[c]!))));
  return safe
    .map((r) =>
      r
        .map((cell, c) =>
          c === r.length - 1 ? cell : cell + ' '.repeat(widths[c]! + 3 - displayWidth(cell)),
        )
        .join('')
        .trimEnd(),
    )
    .join('\n');
}

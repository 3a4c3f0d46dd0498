/**
 * Plain terminal tables of ome-sim's own commands (`runtime map`, `runtime diff`): each column as
 * wide as its widest cell plus three spaces, the last column unpadded, no trailing spaces.
 * (The explain table is kubectl's and has its own layout: table.ts.)
 */
export function padColumns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]! + 3)))
        .join('')
        .trimEnd(),
    )
    .join('\n');
}

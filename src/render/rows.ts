/** The explain table's cells for each runtime (docs/selection-rules.md §E2). */
import type { VerdictRow } from '../engine';

export type ExplainRow = readonly [string, string, string, string, string, string];

export function explainRow(row: VerdictRow): ExplainRow {
  if (!row.compatible) return [row.name, row.scope, 'No', '-', '-', row.reason ?? ''];
  return [row.name, row.scope, 'Yes', String(row.priority), String(row.weight), '-'];
}

export const explainRows = (explanation: { readonly rows: readonly VerdictRow[] }): ExplainRow[] =>
  explanation.rows.map(explainRow);

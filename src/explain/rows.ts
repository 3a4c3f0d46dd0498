/** The explain table's cells for each runtime (explain-contract.md §2). */
import type { HasVerdicts, RuntimeSummary } from '../engine';

export type ExplainRow = readonly [string, string, string, string, string, string];

export function explainRow(row: RuntimeSummary): ExplainRow {
  if (!row.compatible) return [row.name, row.scope, 'No', '-', '-', row.reason ?? ''];
  return [row.name, row.scope, 'Yes', String(row.priority), String(row.weight), '-'];
}

export const explainRows = (explanation: HasVerdicts): ExplainRow[] =>
  explanation.rows.map(explainRow);

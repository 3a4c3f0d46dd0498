/** `-o markdown` and `-o csv`: the explain columns plus SCORE, for docs and spreadsheets. */
import type { HasVerdicts } from '../engine';
import { explainRows } from './rows';

const HEADERS = ['RANK', 'RUNTIME', 'SCOPE', 'COMPATIBLE', 'SCORE', 'PRIORITY', 'WEIGHT', 'REASON'];

function cells(explanation: HasVerdicts): string[][] {
  return explainRows(explanation).map((row, i) => {
    const detail = explanation.rows[i]!;
    const [runtime, scope, compatible, priority, weight, reason] = row;
    return [
      detail.rank === null ? '-' : String(detail.rank),
      runtime,
      scope,
      compatible,
      detail.score === null ? '-' : String(detail.score),
      priority,
      weight,
      reason,
    ];
  });
}

/** Markdown escapes: pipes would split cells, and newlines would end the row. */
const markdownCell = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

export function renderMarkdown(explanation: HasVerdicts): string {
  const lines = [
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map(() => '---').join(' | ')} |`,
    ...cells(explanation).map((row) => `| ${row.map(markdownCell).join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n`;
}

/** RFC 4180: quote a field that holds a comma, quote or line break; double inner quotes. */
const csvCell = (text: string): string =>
  /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

export function renderCsv(explanation: HasVerdicts): string {
  return (
    [HEADERS, ...cells(explanation)].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
  );
}

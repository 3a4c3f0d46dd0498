/**
 * `-o markdown` and `-o csv`: the explain columns plus SCORE, for docs and spreadsheets, each
 * saying what it ranks (a copied table is read far from the command that made it). Markdown
 * starts with a line of text; CSV repeats the question in columns after the table's own, since
 * a comment or a metadata line above the header breaks most CSV readers (spreadsheets,
 * `pandas.read_csv`, `csvkit`) while extra columns break none.
 */
import type { Explanation, HasVerdicts } from '../engine';
import { markdownText } from './markdown-text';
import { explainRows } from './rows';
import { sanitizeCell } from './width';

const HEADERS = ['RANK', 'RUNTIME', 'SCOPE', 'COMPATIBLE', 'SCORE', 'PRIORITY', 'WEIGHT', 'REASON'];
const QUESTION_HEADERS = ['MODEL', 'INFERENCESERVICE', 'NAMESPACE', 'OME_VERSION'];

/**
 * What was ranked, where, with which OME behaviour; and the OME release as the user wrote it,
 * when it is one that has that behaviour (`--ome-version 1.4.0-rc.1` ranks with 1.3's).
 */
export type Question = Pick<
  Explanation,
  'namespace' | 'omeVersion' | 'model' | 'inferenceService'
> & { readonly omeRelease?: string | null };

/** "v1.3", or for a release written another way "1.4.0-rc.1 (v1.3 behaviour)". */
export function omeReleaseLabel(question: Pick<Question, 'omeVersion' | 'omeRelease'>): string {
  const behaviour = `v${question.omeVersion}`;
  const release = question.omeRelease?.trim() ?? '';
  if (release === '' || release === question.omeVersion || release === behaviour) return behaviour;
  return `${release} (${behaviour} behaviour)`;
}
type Ranked = HasVerdicts & Question;

/** "Serving runtimes for BaseModel m in namespace ns, OME v1.3": the table's caption too. */
export function rankingTitle(question: Question): string {
  const model = question.model;
  const what =
    question.inferenceService !== null
      ? `InferenceService ${question.inferenceService}${model === null ? '' : ` (${model.kind} ${model.name})`}`
      : model === null
        ? 'no model'
        : `${model.kind} ${model.name}`;
  return `Serving runtimes for ${what} in namespace ${question.namespace}, OME ${omeReleaseLabel(question)}`;
}

/** The CSV's question columns: `BaseModel/name` (as kubectl names objects), `-` when none. */
const questionCells = (question: Question): string[] => [
  question.model === null ? '-' : `${question.model.kind}/${question.model.name}`,
  question.inferenceService ?? '-',
  question.namespace,
  omeReleaseLabel(question).replace(/^v/, ''),
];

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

export function renderMarkdown(explanation: Ranked): string {
  const lines = [
    markdownText(rankingTitle(explanation)),
    '',
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map(() => '---').join(' | ')} |`,
    ...cells(explanation).map((row) => `| ${row.map(markdownText).join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n`;
}

/** A number as the table writes it (`-3`, `12`, `1.5`): a spreadsheet reads it as that number. */
const NUMBER = /^[-+]?\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would evaluate: one starting with `=`, `+`, `-` or `@` (a formula, even
 * `-1+cmd|…`), or with a tab or carriage return (some spreadsheets drop them and read what
 * follows). A number, and `-` alone (the table's "none"), are not formulas.
 */
const isFormula = (text: string): boolean =>
  /^[=+\-@\t\r]/.test(text) && text !== '-' && !NUMBER.test(text);

/**
 * One CSV field: control characters escaped as in every text ome-sim prints (`sanitizeCell`), a
 * cell a spreadsheet would evaluate prefixed with `'` (which spreadsheets show as text, as
 * OWASP's CSV-injection advice has it), then RFC 4180: quoted when it holds a comma or quote,
 * inner quotes doubled.
 */
export function csvCell(text: string): string {
  const guarded = isFormula(text) ? `'${text}` : text;
  const safe = sanitizeCell(guarded);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function renderCsv(explanation: Ranked): string {
  const question = questionCells(explanation);
  const rows = [
    [...HEADERS, ...QUESTION_HEADERS],
    ...cells(explanation).map((row) => [...row, ...question]),
  ];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * `ome-sim runtime diff` output: a plain table for terminals, a stable JSON document for tools
 * (docs/cli.md "runtime diff"), and Markdown ready to post as a pull-request comment.
 */
import type { Answer } from './answer';
import type { Change, Comparison } from './compare';
import type { Question } from './questions';
import { markdownCode, markdownText } from '../render/markdown-text';
import { padColumns } from '../render/pad-columns';
import { sanitizeCell } from '../render/width';

/** "team-llama (Namespaced)", "none (no runtime qualifies)", "not found", "selection fails". */
export function answerText(answer: Answer): string {
  if (answer.selected !== null) return `${answer.selected.name} (${answer.selected.scope})`;
  switch (answer.failure) {
    case 'not-found':
      return 'not found';
    case 'invalid-model':
      return 'selection fails';
    case 'runtime-refused':
      return 'none (the named runtime is refused)';
    default:
      return 'none (no runtime qualifies)';
  }
}

const questionText = (q: Question): string => `${q.kind === 'isvc' ? 'isvc' : 'model'} ${q.name}`;

/** "2 of 14 runtime selections changed", or that none did. */
export function headline(comparison: Comparison): string {
  const { changes, questions } = comparison;
  if (changes.length === 0)
    return `no runtime selection changed (${questions} question${questions === 1 ? '' : 's'} asked)`;
  return `${changes.length} of ${questions} runtime selection${questions === 1 ? '' : 's'} changed`;
}

/** The headline with the unchanged count: the table's last line. */
export const summaryLine = (comparison: Comparison): string =>
  comparison.changes.length === 0
    ? `${capitalise(headline(comparison))}.`
    : `${capitalise(headline(comparison))}; ${comparison.unchanged} unchanged.`;

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The terminal table: one row per change (WHY last, unwrapped), then the summary line. */
export function renderDiffTable(comparison: Comparison, link: string | null = null): string {
  const lines: string[] = [];
  if (comparison.changes.length > 0) {
    const rows = [
      ['QUESTION', 'NAMESPACE', 'BEFORE', 'AFTER', 'WHY'],
      ...comparison.changes.map((c) => [
        questionText(c.question),
        c.question.namespace,
        answerText(c.before),
        answerText(c.after),
        c.why,
      ]),
    ];
    lines.push(padColumns(rows));
  }
  lines.push(summaryLine(comparison));
  if (link !== null) lines.push(`Open in ome-sim: ${sanitizeCell(link)}`);
  return `${lines.join('\n')}\n`;
}

const jsonAnswer = (a: Answer) => ({ selected: a.selected, error: a.error });

const jsonChange = (c: Change) => ({
  question: { kind: c.question.kind, name: c.question.name, namespace: c.question.namespace },
  before: jsonAnswer(c.before),
  after: jsonAnswer(c.after),
  why: c.why,
});

/** The stable JSON document; `link` only with `--link`. Fields are only ever added. */
export function renderDiffJson(comparison: Comparison, link: string | null = null): string {
  const document = {
    changes: comparison.changes.map(jsonChange),
    unchanged: comparison.unchanged,
    questions: comparison.questions,
    ...(link === null ? {} : { link }),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * A pull-request comment: a heading with the summary, a table of changes, the unchanged count.
 * Empty when nothing changed, unless `always` (then the heading says so).
 */
export function renderDiffMarkdown(
  comparison: Comparison,
  options: { readonly always?: boolean; readonly link?: string | null } = {},
): string {
  const { changes } = comparison;
  if (changes.length === 0 && options.always !== true) return '';
  const lines = [`### ome-sim runtime diff: ${headline(comparison)}`];
  if (changes.length > 0) {
    lines.push(
      '',
      '| Question | Namespace | Before | After | Why |',
      '| --- | --- | --- | --- | --- |',
      ...changes.map(
        (c) =>
          `| ${c.question.kind} ${markdownCode(c.question.name)} | ${markdownCode(c.question.namespace)} | ${markdownText(answerText(c.before))} | ${markdownText(answerText(c.after))} | ${markdownText(c.why)} |`,
      ),
      '',
      `${comparison.unchanged} unchanged.`,
    );
  }
  // The link is ome-sim's own: --app-url and a fragment of base64url, with no `)` to end it early.
  if (options.link != null) lines.push('', `[Open this change in ome-sim](${options.link})`);
  return `${lines.join('\n')}\n`;
}

/**
 * docs/lint.md's table of rules, made from the registry: `npm run docs:lint` writes it between
 * the markers below, and src/lint/registry.test.ts fails when the page is out of date. Laid out
 * as Prettier lays out a Markdown table, so the written page passes `prettier --check`.
 */
import { LINT_RULES } from './registry';

export const RULE_TABLE_START =
  '<!-- The table is generated from src/lint/registry.ts: run `npm run docs:lint` after changing a rule. -->';
export const RULE_TABLE_END = '<!-- End of the generated table. -->';

const HEADER = ['rule', 'severity', 'what', 'why it matters, what to do'] as const;

/** The rules as a Markdown table, one row per rule in the registry's order. */
export function ruleTable(): string {
  const rows = LINT_RULES.map((r) => [`\`${r.id}\``, r.severity, r.title, r.help]);
  const cells = [[...HEADER], ...rows].map((row) => row.map((c) => c.replaceAll('|', '\\|')));
  const widths = HEADER.map((_, i) => Math.max(3, ...cells.map((row) => [...row[i]!].length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head!), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The page with its table replaced by the registry's; null when the markers are missing. */
export function withRuleTable(page: string): string | null {
  const start = page.indexOf(RULE_TABLE_START);
  const end = page.indexOf(RULE_TABLE_END);
  if (start < 0 || end < start) return null;
  return `${page.slice(0, start + RULE_TABLE_START.length)}\n\n${ruleTable()}\n\n${page.slice(end)}`;
}

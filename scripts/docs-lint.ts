/**
 * `npm run docs:lint`: writes docs/lint.md's table of rules from the registry
 * (src/lint/registry.ts). src/lint/registry.test.ts fails until it has been run after a change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { RULE_TABLE_END, RULE_TABLE_START, withRuleTable } from '../src/lint/rule-table';

const path = new URL('../docs/lint.md', import.meta.url);
const page = readFileSync(path, 'utf8');
const updated = withRuleTable(page);
if (updated === null) {
  console.error(
    `docs/lint.md needs the lines\n${RULE_TABLE_START}\n${RULE_TABLE_END}\naround the table`,
  );
  process.exit(1);
}
writeFileSync(path, updated);
console.log(
  updated === page ? 'docs/lint.md is up to date' : 'docs/lint.md: table of rules rewritten',
);

/**
 * The lint registry is complete: docs/lint.md's table is the registry's, every rule has a
 * scenario under scenarios/lint/ that triggers it and one that expects it not to fire, and every
 * engine finding is a rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../engine';
import { findingRule, LINT_RULE_IDS, LINT_RULES } from '.';
import { RULE_TABLE_START, withRuleTable } from './rule-table';

const folder = new URL('../../scenarios/lint/', import.meta.url);
const scenarios = readdirSync(folder)
  .filter((f) => f.endsWith('.yaml'))
  .map(
    (f) => load(readFileSync(new URL(f, folder), 'utf8')) as { lint?: Record<string, string[]> },
  );

describe('the lint registry', () => {
  it('is the table of rules in docs/lint.md (else run `npm run docs:lint`)', () => {
    const page = readFileSync(new URL('../../docs/lint.md', import.meta.url), 'utf8');
    expect(page, 'docs/lint.md has lost the markers around its table').toContain(RULE_TABLE_START);
    expect(
      withRuleTable(page) === page,
      'docs/lint.md is out of date with src/lint/registry.ts: run `npm run docs:lint`',
    ).toBe(true);
  });
  it('notices a table that differs from the registry', () => {
    const page = readFileSync(new URL('../../docs/lint.md', import.meta.url), 'utf8');
    const edited = page.replace('| `catch-all` ', '| `catch-alls`');
    expect(edited).not.toBe(page);
    expect(withRuleTable(edited)).toBe(page);
  });
  it('gives each rule one id', () => {
    expect(new Set(LINT_RULE_IDS).size).toBe(LINT_RULES.length);
  });
  it("holds every engine finding, with the app's label", () => {
    for (const code of FINDING_CODES) {
      expect(findingRule(code).id).toBe(code);
      expect(findingRule(code).label).not.toBe('');
    }
  });
  it('has a scenario that triggers every rule', () => {
    const triggered = new Set(
      scenarios.flatMap((s) =>
        Object.entries(s.lint ?? {})
          .filter(([, o]) => o.length > 0)
          .map(([r]) => r),
      ),
    );
    expect(LINT_RULE_IDS.filter((id) => !triggered.has(id))).toEqual([]);
  });
  it('has a scenario where every rule must not fire', () => {
    const quiet = new Set(
      scenarios.flatMap((s) =>
        Object.entries(s.lint ?? {})
          .filter(([, o]) => o.length === 0)
          .map(([r]) => r),
      ),
    );
    expect(LINT_RULE_IDS.filter((id) => !quiet.has(id))).toEqual([]);
  });
  it('names only rules that exist', () => {
    const named = scenarios.flatMap((s) => Object.keys(s.lint ?? {}));
    expect(named.filter((r) => !(LINT_RULE_IDS as readonly string[]).includes(r))).toEqual([]);
  });
});

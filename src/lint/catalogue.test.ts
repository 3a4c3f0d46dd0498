/**
 * The lint catalogue is complete: every rule is documented in docs/lint.md, and has a scenario
 * under scenarios/lint/ that triggers it and one that expects it not to fire.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { LINT_RULE_IDS } from '.';

const folder = new URL('../../scenarios/lint/', import.meta.url);
const scenarios = readdirSync(folder)
  .filter((f) => f.endsWith('.yaml'))
  .map(
    (f) => load(readFileSync(new URL(f, folder), 'utf8')) as { lint?: Record<string, string[]> },
  );

describe('the lint catalogue', () => {
  it('documents every rule in docs/lint.md', () => {
    const doc = readFileSync(new URL('../../docs/lint.md', import.meta.url), 'utf8');
    expect(LINT_RULE_IDS.filter((id) => !new RegExp(`^\\| \`${id}\` +\\|`, 'm').test(doc))).toEqual(
      [],
    );
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

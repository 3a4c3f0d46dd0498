/**
 * axe-core (Deque's accessibility rules) run in the page as it stands: a test calls
 * `expectNoSeriousViolations(page)` once the view it checks is on screen. The built app's
 * Content-Security-Policy forbids inline scripts, so axe is evaluated through the DevTools
 * protocol (as Playwright's `evaluate` does) rather than added as a script tag.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { expect } from './fixtures';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The impacts that fail a test: what keeps some users from the feature altogether. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One line per violation: its rule, impact, help and the first few elements it found. */
const describeViolation = (v: Result): string =>
  `${v.id} (${v.impact}): ${v.help}\n` +
  v.nodes
    .slice(0, 5)
    .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
    .join('\n');

/**
 * Runs axe's WCAG 2.x A/AA rules on the page (or on the parts `include` selects) and fails with
 * every serious or critical violation listed.
 */
export async function expectNoSeriousViolations(
  page: Page,
  include: readonly string[] = [],
): Promise<void> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ({ include }) => {
      const context = include.length === 0 ? document : { include: [...include] };
      return (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(context, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      })) as AxeResults;
    },
    { include },
  );
  const serious = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  expect(serious.map(describeViolation).join('\n')).toBe('');
}

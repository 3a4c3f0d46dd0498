/**
 * axe-core (a dev dependency) run inside the page as it is: the serious and critical violations
 * it finds, one readable line each, so a failing test says what, how often and where.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/** How many of a rule's elements a line names (the count says how many there are). */
const SHOWN_TARGETS = 3;

/**
 * "rule (impact) ×count: help — target; target; …" for each serious or critical violation in
 * the page, or in the part `within` selects (CSS). axe is evaluated as a script rather than added
 * as a <script> tag: the app's Content-Security-Policy (script-src 'self') refuses inline
 * scripts, as it should.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (selector): Promise<AxeResults> =>
      window.axe!.run(selector ?? document, { resultTypes: ['violations'] }),
    within,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, SHOWN_TARGETS).map((n) => {
        const detail = n.any[0]?.message ?? n.all[0]?.message ?? n.none[0]?.message ?? '';
        return `${n.target.join(' ')} (${detail})`;
      });
      return `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.help} — ${targets.join('; ')}`;
    });
}

/**
 * The editor knows the five OME kinds: completion and hover from the schema, keyed on `kind`.
 * One journey, run against the build (editor.spec.ts) and the dev server (dev-server.dev.ts),
 * where monaco-yaml's worker once failed.
 */
import { expect, type Page } from '@playwright/test';
import type { SimulatorPage } from '../pages/simulator-page';

export async function completesKindsAndExplainsFields(sim: SimulatorPage, page: Page) {
  // Rows of the suggestion list; counted, not checked for visibility, since the widget may be
  // scrolled or sized to the room around the cursor.
  const suggestions = page.locator('.suggest-widget .monaco-list-row');

  await sim.append('---\napiVersion: ome.io/v1beta1\nkind: Cl');
  await page.keyboard.press('Control+Space');
  await expect(suggestions.filter({ hasText: 'ClusterServingRuntime' })).toHaveCount(1);
  await expect(suggestions.filter({ hasText: 'ClusterBaseModel' })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await sim.append(
    'usterServingRuntime\nspec:\n  supportedModelFormats:\n  - modelFormat:\n      name: x\n    ',
  );
  await page.keyboard.press('Control+Space');
  await expect(suggestions.filter({ hasText: /^priority$/ })).toHaveCount(1);
  await expect(suggestions.filter({ hasText: /^autoSelect$/ })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await sim.select('priority: 2');
  await sim.editor
    .locator('.view-line', { hasText: 'priority: 2' })
    .getByText('priority', { exact: true })
    .hover();
  await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText(
    "Multiplies the entry's score: (format term + framework term) × priority. Unset: 1.",
  );
}

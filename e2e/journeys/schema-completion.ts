/**
 * The editor knows the six OME kinds: completion and hover from the schema, keyed on `kind`.
 * Journeys run against the build (editor.spec.ts) and the dev server (dev-server.dev.ts), where
 * monaco-yaml's worker once failed.
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

/** The AcceleratorClass kind, and the InferenceService fields the accelerator decision reads. */
export async function completesAcceleratorClass(sim: SimulatorPage, page: Page) {
  const suggestions = page.locator('.suggest-widget .monaco-list-row');

  await sim.append('---\napiVersion: ome.io/v1beta1\nkind: Acc');
  await page.keyboard.press('Control+Space');
  await expect(suggestions.filter({ hasText: 'AcceleratorClass' })).toHaveCount(1);
  await page.keyboard.press('Escape');

  await sim.append(
    'eleratorClass\nmetadata:\n  name: h100\nspec:\n  capabilities:\n    memoryGB: 80Gi\n  ',
  );
  await page.keyboard.press('Control+Space');
  await expect(suggestions.filter({ hasText: /^discovery$/ })).toHaveCount(1);
  await expect(suggestions.filter({ hasText: /^cost$/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await sim.expectSchemaHover('memoryGB', 'Memory in bytes, whatever the name says: write 80Gi');

  await sim.append(
    'discovery: {}\n---\napiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata:\n  name: svc\nspec:\n  acceleratorSelector:\n    policy: ',
  );
  await page.keyboard.press('Control+Space');
  for (const policy of ['BestFit', 'Cheapest', 'MostCapable', 'FirstAvailable'])
    await expect(suggestions.filter({ hasText: new RegExp(`^${policy}$`) })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await sim.expectSchemaHover('policy', 'BestFit: 70% memory fit, 30% compute.');
}

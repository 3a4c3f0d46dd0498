/** The editor knows the five OME kinds: completion and hover from the schema, keyed on `kind`. */
import { expect, test } from './fixtures';

test('completes kinds and fields, and explains a field on hover', async ({ sim, page }) => {
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
});

/** The editor knows the six OME kinds: completion and hover from the schema, keyed on `kind`. */
import { generateManifests } from '../scripts/generate-manifests';
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import {
  completesAcceleratorClass,
  completesKindsAndExplainsFields,
} from './journeys/schema-completion';

test('completes kinds and fields, and explains a field on hover', async ({ sim, page }) => {
  await completesKindsAndExplainsFields(sim, page);
});

test('completes and explains AcceleratorClass and the accelerator selector', async ({
  sim,
  page,
}) => {
  await completesAcceleratorClass(sim, page);
});

test('a cluster-sized paste turns bracket colours off (Monaco would re-parse it all); undo turns them on', async ({
  sim,
}) => {
  // Monaco colours matching brackets with these classes, a colour per nesting level.
  const coloured = sim.editor.locator('.view-lines [class*="bracket-highlighting-"]');
  const line = (text: string) => sim.editor.locator('.view-line', { hasText: text });
  await sim.append('\n---\n# a flow map to colour\nx: {a: [b]}\n');
  await expect(line('x: {a: [b]}')).toBeVisible();
  await expect(coloured.first()).toBeVisible();

  const cluster = generateManifests({ runtimes: 1_000, models: 10, inferenceServices: 0, seed: 3 });
  expect(cluster.split('\n').length).toBeGreaterThan(5_000);
  await sim.append(`${cluster}---\n# the end of the paste\ny: {a: [b]}\n`);
  await expect(line('y: {a: [b]}')).toBeVisible();
  await expect(coloured).toHaveCount(0);

  await sim.undo();
  await expect(line('x: {a: [b]}')).toBeVisible();
  await expect(coloured.first()).toBeVisible();
});

test('a long text pasted into the find box is searched for, not ranked as if pasted into the YAML', async ({
  sim,
  page,
}) => {
  const before = await sim.editorText();
  const cluster = generateManifests({ runtimes: 200, models: 5, inferenceServices: 0, seed: 5 });
  expect(cluster.length).toBeGreaterThan(20_000);
  await page.evaluate((t) => navigator.clipboard.writeText(t), cluster);
  await sim.focusEditor();
  await page.keyboard.press('Control+F');
  await expect(page.getByRole('textbox', { name: 'Find' })).toBeFocused();
  await page.keyboard.press('Control+V');
  await expect(page.getByRole('textbox', { name: 'Find' })).not.toHaveValue('');
  await page.keyboard.press('Escape');
  // The ranking and the problems stay those of the text in the editor, which did not change.
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.problems).toContainText('No problems');
  await expect(sim.staleNote).toHaveCount(0);
  expect(await sim.editorText()).toBe(before);
});

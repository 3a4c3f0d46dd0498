/** The editor knows the five OME kinds: completion and hover from the schema, keyed on `kind`. */
import { generateManifests } from '../scripts/generate-manifests';
import { expect, test } from './fixtures';
import { completesKindsAndExplainsFields } from './journeys/schema-completion';

test('completes kinds and fields, and explains a field on hover', async ({ sim, page }) => {
  await completesKindsAndExplainsFields(sim, page);
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

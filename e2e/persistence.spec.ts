/** Autosave and reset: work survives a reload; "Reset to example" asks first. */
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

const EDITED_ORDER = ['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large'];

test('a reload restores the text and the choices', async ({ sim, page }) => {
  await sim.replace('priority: 3', 'priority: 4');
  await sim.setOmeVersion('1.2.2');
  await sim.expectOrder(EDITED_ORDER);
  await expect(sim.table.locator('caption')).toContainText('OME v1.2.2');

  await page.reload();
  await sim.expectOrder(EDITED_ORDER);
  await expect(sim.omeRelease).toHaveValue('1.2.2');
  expect(await sim.editorText()).toContain('priority: 4');
});

test('"Reset to example" asks in a dialog, and Cancel keeps the work', async ({ sim, page }) => {
  await sim.replace('priority: 3', 'priority: 4');
  await sim.expectOrder(EDITED_ORDER);

  await page.getByRole('button', { name: 'Reset to example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset to the worked example?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await sim.expectOrder(EDITED_ORDER);

  await page.getByRole('button', { name: 'Reset to example' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog).toBeHidden();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  expect(await sim.editorText()).not.toContain('priority: 4');
});

/** Autosave and reset: work survives a reload; "Reset to example" asks first. */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

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

/**
 * Storage here refuses a scenario over 1 MB, as a full quota would, and counts the scenario
 * writes the page offers it.
 */
async function withSmallQuota(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    const counted = window as unknown as { scenarioWrites: number };
    counted.scenarioWrites = 0;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'ome-sim:scenario:v1') {
        counted.scenarioWrites++;
        if (value.length > 1_000_000) throw new DOMException('quota', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { scenarioWrites: number }).scenarioWrites);
}

test('a text storage refuses is not offered again as it grows; a shorter one is saved', async ({
  page,
}) => {
  const writes = await withSmallQuota(page);
  const sim = new SimulatorPage(page);
  await sim.open();
  await sim.replace('priority: 3', 'priority: 4');
  await expect.poll(writes).toBeGreaterThan(0);

  await sim.append(`# ${'x'.repeat(1_100_000)}\n`);
  const autosaveOff = page.getByRole('alert').filter({ hasText: 'Autosave is off' });
  await expect(autosaveOff).toBeVisible();
  const refused = await writes();

  // Typed: the text grows, and a syntax error shows that the page has it.
  await page.keyboard.type('# typed after the refusal\nbroken: [\n');
  await expect(sim.problemItems().first()).toBeVisible();
  // Leaving the page saves what is pending at once.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  expect(await writes()).toBe(refused);
  await expect(autosaveOff).toBeVisible();

  await sim.focusEditor();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('# shortened\n');
  await expect(autosaveOff).toBeHidden();
  expect(await writes()).toBeGreaterThan(refused);
  await page.reload();
  await expect(sim.editor).toContainText('# shortened');
});

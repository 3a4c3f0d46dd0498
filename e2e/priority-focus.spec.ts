/**
 * Keyboard never lost: a priority of 0 or -1 typed in the table rejects its runtime
 * (score 0), and the field stays, focused, in the runtime's row, while a screen reader hears why;
 * the next keys bring the row back. At the three sizes the app is built for, and on OME's whole
 * catalog (../shared/data), where the rejected rows are folded.
 */
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';
import { openOnText } from './shared-catalog-page';
import { VIEWPORTS } from './viewports';

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const typed of ['0', '-1']) {
      test(`typing ${typed} rejects the row and keeps the focus in its field`, async ({
        sim,
        page,
      }) => {
        const field = page.getByRole('spinbutton', {
          name: 'Priority of srt-llama-large, entry 1',
        });
        await field.focus();
        await page.keyboard.press('Control+A');
        await page.keyboard.type(typed);
        await expect(sim.cell('srt-llama-large', 'compatible')).toHaveText('No');
        await expect(sim.cell('srt-llama-large', 'reason')).toContainText('auto-select score is 0');
        await expect(field).toBeFocused();
        await expect(field).toHaveValue(typed);
        await expect(field).toBeInViewport();
        await expect(sim.announcer).toContainText(
          `srt-llama-large is now rejected: auto-select score is 0${typed === '0' ? ' (format priority 0)' : ''}`,
        );
        // The next keys, in the same field, bring it back.
        await page.keyboard.press('Control+A');
        await page.keyboard.type('3');
        await sim.expectOrder(WORKED_EXAMPLE_ORDER);
        await expect(field).toBeFocused();
        await expect(sim.cell('srt-llama-large', 'compatible')).toHaveText('Yes');
      });
    }
  });
}

const catalog = sharedCatalogText();
if (catalog === null) console.log(SHARED_CATALOG_NOTE);

test.describe(
  catalog === null
    ? `priority focus on the catalog: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "priority focus on OME's catalog",
  () => {
    if (catalog === null) return;
    const text = catalog;
    test('typing 0 on the pick keeps the focus while its row joins 200 rejected ones', async ({
      sim,
      page,
    }) => {
      await openOnText(page, text, 'qwen2-5-32b-instruct');
      const name = 'srt-deepseek-r1-distill-qwen-14b';
      const field = page.getByRole('spinbutton', { name: `Priority of ${name}, entry 1` });
      await field.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('0');
      await expect(sim.cell(name, 'compatible')).toHaveText('No');
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      await expect(sim.announcer).toContainText(
        `${name} is now rejected: auto-select score is 0 (format priority 0)`,
      );
      await page.keyboard.press('Control+A');
      await page.keyboard.type('1');
      await expect(sim.runtimeNames().first()).toHaveText(name);
      await expect(field).toBeFocused();
    });
  },
);

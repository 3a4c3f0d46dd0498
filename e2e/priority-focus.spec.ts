/**
 * Keyboard never lost (issue 19): a priority of 0 or -1 typed in the table rejects its runtime
 * (score 0), and the field stays, focused, in the runtime's row, while a screen reader hears why;
 * the next keys bring the row back. At the three sizes the app is built for.
 */
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
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

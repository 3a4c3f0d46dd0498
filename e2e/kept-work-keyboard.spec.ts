/**
 * Kept work by keyboard alone, at the three sizes and in both themes: a link that arrives while
 * my work is on screen waits, opening it keeps my work, and Kept work brings it back. Each step's
 * notice or dialog is captured in both themes (attached to the test's results, to look at).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { encodeScenario as encodeLink } from '../src/share/codec';
import { expect, test } from './features';
import { fillStorage } from './pages/share-links';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

const EDITED_ORDER = ['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large'];
const SHARED_TEXT = `${readFileSync('src/examples/worked-example.yaml', 'utf8')}# shared\n`;

/** Presses Tab (or Shift+Tab) until `target` has the focus: the page's own order. */
async function tabTo(page: Page, target: Locator, key = 'Tab', most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** A screenshot of `area` (else the window) in the light and the dark theme, attached. */
async function capture(
  page: Page,
  area: Locator | null,
  name: string,
  info: TestInfo,
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const path = info.outputPath(`${name}-${theme}.png`);
    await (area ?? page).screenshot({ path });
    await info.attach(`${name}-${theme}`, { path, contentType: 'image/png' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const viewport of VIEWPORTS) {
  test(`kept work by keyboard at ${viewport.width}×${viewport.height}`, async ({
    sim,
    links,
    page,
  }, info) => {
    test.slow(); // two themes at every step
    await page.setViewportSize(viewport);
    await sim.replace('priority: 3', 'priority: 4');
    await sim.expectOrder(EDITED_ORDER);
    await expect.poll(() => links.autosaved()).toContain('priority: 4');

    // The address changes under my work: it waits, and says so.
    const fragment = await encodeLink({
      manifests: SHARED_TEXT,
      target: null,
      namespace: null,
      omeRelease: '1.3',
    });
    await page.evaluate((hash) => (window.location.hash = hash), fragment);
    await expect(links.held).toContainText('The address changed to a shared scenario.');
    await capture(page, null, 'held', info);

    const open = links.held.getByRole('button', { name: 'Open the shared scenario' });
    // From the top of the page (the editor keeps Tab for indenting).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(links.status).toContainText('Your previous work is kept.');
    await sim.expectOrder(WORKED_EXAMPLE_ORDER);
    // The focus stays with the notice, on its first button.
    await expect(links.backToMyWork).toBeFocused();
    await capture(page, links.status, 'opened', info);

    // Back up to the header (the notice follows its buttons in the tab order).
    await tabTo(page, links.keptWorkButton, 'Shift+Tab');
    await expect(links.keptWorkButton).toHaveAccessibleName('Kept work 1');
    await page.keyboard.press('Enter');
    await expect(links.keptWork).toBeVisible();
    const item = links.keptWork.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(
      'model llama-3-2-3b-instruct · namespace llama-demo · OME 1.3',
    );
    await capture(page, null, 'kept-work', info);

    const bringBack = item.getByRole('button', { name: 'Bring back' });
    await tabTo(page, bringBack);
    await page.keyboard.press('Enter');
    await expect(links.keptWork).toBeHidden();
    await expect(links.status).toContainText('Back to your work');
    await sim.expectOrder(EDITED_ORDER);
    // Nothing is kept any more, so the header's button is gone: the focus goes to the notice.
    await expect(links.keptWorkButton).toBeHidden();
    await expect(links.status.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await capture(page, links.status, 'restored', info);

    // With storage full, opening the link waits, says why, and opens only when I choose.
    await fillStorage(page);
    await page.evaluate((hash) => (window.location.hash = hash), fragment);
    await links.held.getByRole('button', { name: 'Open the shared scenario' }).focus();
    await page.keyboard.press('Enter');
    await expect(links.held).toContainText('The shared scenario was not opened.');
    await expect(links.held.getByRole('button', { name: 'Download my work' })).toBeFocused();
    await capture(page, null, 'no-room', info);
    await tabTo(
      page,
      links.held.getByRole('button', { name: 'Open it anyway, discarding my work' }),
    );
    await page.keyboard.press('Enter');
    await expect(links.status).toContainText('Your previous work was not kept, as you chose.');
    await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  });
}

/**
 * The cluster-wide view on OME's whole catalog (../shared/data: 207 models), at the three sizes
 * the app is built for: every column in view without a sideways scroll box at 1440 and 1024,
 * labelled cards on a phone, and a click on a model deep in the list shows its ranking from the
 * top with the model in view.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { SimulatorPage } from './pages/simulator-page';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';
import { openOnText } from './shared-catalog-page';
import { DESKTOP_VIEWPORTS, PHONE_VIEWPORT, VIEWPORTS } from './viewports';

const catalog = sharedCatalogText();
if (catalog === null) console.log(SHARED_CATALOG_NOTE);

const HEADERS = ['For', 'Namespace', 'OME picks', 'Qualify'];

/** No element inside `root` scrolls sideways, and nothing sticks out of it. */
async function expectNoSidewaysScroll(root: Locator): Promise<void> {
  const overflowing = await root.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const found: string[] = [];
    for (const node of [el, ...Array.from(el.querySelectorAll('*'))]) {
      const style = getComputedStyle(node);
      const scrolls = /auto|scroll/.test(style.overflowX) && node.scrollWidth > node.clientWidth;
      const r = node.getBoundingClientRect();
      if (scrolls || r.right > box.right + 1) found.push(`${node.tagName}.${node.className}`);
    }
    return found;
  });
  expect(overflowing).toEqual([]);
}

test.describe(
  catalog === null
    ? `cluster-wide: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "cluster-wide on OME's catalog",
  () => {
    if (catalog === null) return;
    const text = catalog;

    for (const viewport of DESKTOP_VIEWPORTS) {
      test(`${viewport.width}×${viewport.height}: every column in view, no scroll box`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openOnText(page, text, 'internlm2-7b');
        await page.getByRole('tab', { name: 'Cluster-wide' }).click();
        const table = page.getByRole('table', { name: /^Which runtime OME picks/ });
        await expect(table.locator('tbody tr')).toHaveCount(207);
        const headers = table.locator('thead th');
        await expect(headers).toHaveText(HEADERS, { ignoreCase: true });
        for (const header of await headers.all()) await expect(header).toBeInViewport();
        await expectNoSidewaysScroll(page.locator('.cluster-wide-wrap'));
        // The longest model names wrap inside their cell.
        const longest = table.getByRole('button', {
          name: 'llama-4-maverick-17b-128e-instruct-fp8',
        });
        await longest.scrollIntoViewIfNeeded();
        await expect(longest).toBeInViewport({ ratio: 1 });
      });
    }

    test('a phone: one labelled card per model', async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await openOnText(page, text, 'internlm2-7b');
      await page.getByRole('tab', { name: 'Cluster-wide' }).click();
      const row = page.locator('tr.cluster-wide-row').first();
      await expect(row).toBeVisible();
      const labels = await row
        .locator('[data-label]')
        .evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content));
      expect(labels).toEqual(['"Namespace"', '"OME picks"', '"Qualify"']);
      await expectNoSidewaysScroll(page.locator('.cluster-wide-wrap'));
      const box = (await row.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    });

    for (const viewport of VIEWPORTS) {
      test(`${viewport.width}×${viewport.height}: a click on a model shows its ranking from the top`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openOnText(page, text, 'internlm2-7b');
        await page.getByRole('tab', { name: 'Cluster-wide' }).click();
        // A model far down the list: the view is scrolled a long way to reach it.
        const model = page.getByRole('button', { name: 'qwen2-5-72b-instruct', exact: true });
        await model.scrollIntoViewIfNeeded();
        await model.click();
        const question = new SimulatorPage(page).question;
        await expect(question).toHaveValue('qwen2-5-72b-instruct (ClusterBaseModel)');
        await expect(page.locator('#ranking-heading')).toBeFocused();
        await expect(question).toBeInViewport();
        await expect(page.getByRole('tab', { name: 'Ranking' })).toBeInViewport();
        const table = page.getByRole('table', { name: /qwen2-5-72b-instruct/ });
        await expect(table.locator('tr.runtime-row').first()).toHaveAttribute(
          'data-runtime',
          'srt-deepseek-r1-distill-qwen-14b',
        );
        expect(await page.locator('.ranking-panel').evaluate((el) => el.scrollTop)).toBe(0);
      });
    }
  },
);

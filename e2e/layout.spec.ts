/**
 * The page fits the screen: at 1440×900 and 1024×768 every column of the ranking and every open
 * breakdown are in view without scrolling sideways (worked example and real OME catalog
 * manifests, including "no runtime qualifies" with OME's long reasons); at 390×844 the page does
 * not overflow and the ranking is a list of cards. The editor/results split is a keyboard- and
 * mouse-operable separator that is remembered; toasts cover none of the controls.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openCatalog } from './catalog-data';
import { DESKTOP_VIEWPORTS, PHONE_VIEWPORT } from './viewports';

/** Nothing in the page or in the ranking's own box scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const sizes = await page.evaluate(() => {
    const wrap = document.querySelector('.ranking-table-wrap')!;
    return {
      page: document.scrollingElement!.scrollWidth,
      wrap: wrap.scrollWidth - wrap.clientWidth,
    };
  });
  expect(sizes.page).toBeLessThanOrEqual(width);
  expect(sizes.wrap).toBeLessThanOrEqual(0);
}

/** Every column header, and every cell of every open breakdown, lies inside the viewport. */
async function expectAllColumnsInView(page: Page, width: number) {
  const table = page.getByRole('table', { name: /^Serving runtimes for/ });
  const headers = table.locator(':scope > thead th');
  await expect(headers).toHaveCount(10);
  await expect(headers).toHaveText([
    'Breakdown',
    'Rank',
    'Runtime',
    'Scope',
    'Compatible',
    'Score',
    'Priority',
    'Weight',
    'Reason',
    'Make it win',
  ]);
  // Sideways only: long tables go below the fold, which is fine.
  for (const header of await headers.all()) {
    await header.scrollIntoViewIfNeeded();
    await expect(header).toBeInViewport();
  }
  const rights = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'table.ranking > thead th, table.ranking > tbody > tr > *, table.entries th, table.entries td',
      ),
    )
      .filter((cell) => (cell as HTMLElement).offsetParent !== null)
      .map((cell) => cell.getBoundingClientRect().right),
  );
  expect(rights.length).toBeGreaterThan(10);
  expect(Math.max(...rights)).toBeLessThanOrEqual(width);
}

/** Scrolled to (vertically), `locator` is wholly on screen: nothing pushes it off sideways. */
async function expectInViewOnScroll(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport({ ratio: 1 });
}

async function expandAll(page: Page) {
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.getByRole('button', { name: 'Collapse all' })).toBeVisible();
}

for (const viewport of DESKTOP_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the worked example, every breakdown open, fits without scrolling sideways', async ({
      page,
    }) => {
      await page.goto('./');
      await expect(page.locator('tr.runtime-row')).toHaveCount(4);
      await expandAll(page);
      await expect(page.locator('table.entries')).toHaveCount(4);
      await expectAllColumnsInView(page, viewport.width);
      await expectNoSidewaysScroll(page, viewport.width);
      // The crown of a runtime that does not win is in view too.
      await expectInViewOnScroll(page.getByRole('button', { name: 'Make it win: vllm-llama' }));
    });

    test('OME catalog manifests, ranked and rejected runtimes, fit', async ({ page }) => {
      await openCatalog(page, 'qwen2-5-32b-instruct');
      const rows = page.locator('tr.runtime-row');
      await expect(rows.first()).toBeVisible();
      await expect(page.locator('tr.runtime-row.is-rejected').first()).toBeVisible();
      await expandAll(page);
      await expectAllColumnsInView(page, viewport.width);
      await expectNoSidewaysScroll(page, viewport.width);
      // A long reason wraps inside its cell, whole.
      const reason = page
        .locator('tr.runtime-row[data-runtime="srt-llama-3-1-8b-instruct"] .cell-reason')
        .first();
      await expect(reason).toContainText('not in supported formats');
      const box = (await reason.boundingBox())!;
      expect(box.height).toBeGreaterThan(30);
    });

    test('"no runtime qualifies", with OME\'s long reasons, fits', async ({ page }) => {
      await openCatalog(page, 'qwen3-4b');
      await expect(page.locator('tr.runtime-row.is-rejected').first()).toBeVisible();
      await expect(page.locator('tr.runtime-row:not(.is-rejected)')).toHaveCount(0);
      await expect(
        page.locator('tr.runtime-row[data-runtime="srt-qwen3-0-6b"] .cell-reason'),
      ).toContainText('outside supported range');
      await expectAllColumnsInView(page, viewport.width);
      await expectNoSidewaysScroll(page, viewport.width);
      await expectInViewOnScroll(page.getByRole('button', { name: 'Make it win: srt-qwen3-4b' }));
    });
  });
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the page does not overflow, the header does not overlap, runtimes are cards', async ({
    page,
  }) => {
    await page.goto('./');
    await expect(page.locator('tr.runtime-row')).toHaveCount(4);
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    const title = (await page.getByRole('heading', { name: 'ome-sim', level: 1 }).boundingBox())!;
    for (const button of await page.locator('.header-actions button:visible').all()) {
      const box = (await button.boundingBox())!;
      const overlaps =
        box.x < title.x + title.width &&
        title.x < box.x + box.width &&
        box.y < title.y + title.height &&
        title.y < box.y + box.height;
      expect(overlaps).toBe(false);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    // Each runtime is a card: rank, name, then its values labelled, the priority a field.
    const card = page.locator('tr.runtime-row[data-runtime="vllm-llama"]');
    await expect(card).toHaveCSS('display', 'flex');
    const cardBox = (await card.boundingBox())!;
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
    await expect(card.locator('.cell-rank')).toHaveText('2');
    await expect(card.locator('.cell-scope')).toHaveText('Cluster');
    await expect(card.locator('.cell-score')).toHaveText('6');
    const priority = page.getByRole('spinbutton', { name: 'Priority of vllm-llama, entry 1' });
    await expectInViewOnScroll(priority);
    await expect(priority).toHaveValue('2');
    // The values sit under the name, not squeezed beside it.
    const name = (await card.locator('.runtime-name').boundingBox())!;
    const score = (await card.locator('.cell-score').boundingBox())!;
    expect(score.y).toBeGreaterThanOrEqual(name.y + name.height);
    await expectInViewOnScroll(page.getByRole('button', { name: 'Make it win: vllm-llama' }));

    // The four view tabs on one line, the last inside the screen; also once the cluster-wide
    // tab shows its count.
    const tabs = await page.getByRole('tab').all();
    expect(tabs).toHaveLength(4);
    const expectOneLine = async () => {
      const tops = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())!.y));
      expect(new Set(tops).size).toBe(1);
      const last = (await tabs[3]!.boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(390);
    };
    await expectOneLine();
    await page.getByRole('tab', { name: /Cluster-wide/ }).click();
    await expect(page.locator('.view-tab .count-badge')).toBeVisible();
    await expectOneLine();
  });

  test('catalog cards with their reasons fit, a breakdown too', async ({ page }) => {
    await openCatalog(page, 'qwen2-5-32b-instruct');
    await expect(page.locator('tr.runtime-row.is-rejected').first()).toBeVisible();
    await page
      .getByRole('button', { name: 'Breakdown of srt-deepseek-r1-distill-qwen-14b' })
      .click();
    await expect(page.locator('table.entries').first()).toBeVisible();
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const reason = page.locator(
      'tr.runtime-row[data-runtime="srt-qwen2-5-72b-instruct"] .cell-reason',
    );
    await expect(reason).toContainText('outside supported range');
    const box = (await reason.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test("the catalog's problems wrap their long names inside the screen", async ({ page }) => {
    await openCatalog(page, 'qwen2-5-32b-instruct');
    const messages = page.locator('.problem-message');
    await expect(messages.first()).toContainText('srt-qwen2-5-coder-32b-instruct');
    for (const message of await messages.all()) {
      const box = (await message.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});

test('the editor/results split moves with the keyboard and is remembered', async ({ page }) => {
  await page.goto('./');
  const separator = page.getByRole('separator', { name: 'Resize the editor and the results' });
  const editor = page.getByRole('region', { name: 'Manifests' });
  const before = Number(await separator.getAttribute('aria-valuenow'));
  const widthBefore = (await editor.boundingBox())!.width;
  await separator.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', String(before - 6));
  const widthAfter = (await editor.boundingBox())!.width;
  expect(widthAfter).toBeLessThan(widthBefore - 60);

  await page.reload();
  await expect(separator).toHaveAttribute('aria-valuenow', String(before - 6));
  expect(Math.abs((await editor.boundingBox())!.width - widthAfter)).toBeLessThan(2);

  await separator.focus();
  await page.keyboard.press('End');
  await expect(separator).toHaveAttribute('aria-valuenow', '75');
});

test('the split can be dragged with the mouse', async ({ page }) => {
  await page.goto('./');
  const separator = page.getByRole('separator', { name: 'Resize the editor and the results' });
  const box = (await separator.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(720, box.y + 220, { steps: 5 });
  await page.mouse.up();
  await expect(separator).toHaveAttribute('aria-valuenow', '50');
  await page.reload();
  await expect(separator).toHaveAttribute('aria-valuenow', '50');
});

test('the "Link copied" toast is a status that covers no control', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./');
  await expect(page.locator('tr.runtime-row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Share link' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Link copied' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const controls = page.locator(
    '.header-actions button, .query-controls select, .query-controls input, .segment, table.ranking button, table.ranking input',
  );
  for (const control of await controls.all()) {
    const c = await control.boundingBox();
    if (c === null) continue;
    const overlaps =
      c.x < box.x + box.width &&
      box.x < c.x + c.width &&
      c.y < box.y + box.height &&
      box.y < c.y + c.height;
    expect(overlaps, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(false);
  }
});

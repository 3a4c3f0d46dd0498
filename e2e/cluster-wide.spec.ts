/**
 * The cluster-wide view on OME's whole catalog (../shared/data: 207 models), at the three sizes
 * the app is built for: a summary by outcome whose entries filter the rows, a text filter and an
 * order; every column in view without a sideways scroll box at 1440 and 1024, labelled cards on a
 * phone; and a click on a model deep in the list shows its ranking from the top with the model in
 * view. Also the summary on the worked example, as an edit changes it. (axe checks the view, and
 * one outcome chosen, in e2e/axe.spec.ts.)
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { SimulatorPage } from './pages/simulator-page';
import { WhatIf } from './pages/what-if';
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

test('the worked example: its one question, and a tie an edit makes', async ({ sim }) => {
  test.slow(); // the view is computed again after the edit
  const whatIf = new WhatIf(sim);
  await whatIf.showCluster();
  await expect(sim.page.locator('.outcome-total')).toHaveText('1 question, by outcome:');
  await expect(whatIf.outcomes()).toHaveText(['1 OME picks a runtime']);
  await expect(whatIf.clusterWideRows()).toHaveCount(1);
  await expect(whatIf.clusterWideRows()).toContainText('team-llamaNamespaced');
  // Without team-llama, vllm-llama and srt-llama-small have the same score: a name decides.
  await sim.replace('autoSelect: true', 'autoSelect: false');
  await expect(whatIf.outcomes()).toHaveText([
    '1 OME picks a runtime',
    '1 decided by a tie (size or name)',
  ]);
  await expect(whatIf.clusterWideRows()).toContainText('tie on score, decided by');
  // Each entry filters the rows; pressed again, it shows them all.
  await whatIf.outcome('decided by a tie (size or name)').click();
  await expect(whatIf.outcome('decided by a tie (size or name)')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(whatIf.shownCount).toHaveText('1 of 1 shown');
  await whatIf.questionFilter.fill('no such model');
  await expect(whatIf.clusterWideRows()).toHaveCount(0);
  await expect(sim.page.getByText('No question matches.')).toBeVisible();
  await sim.page.getByRole('button', { name: 'Show every question' }).click();
  await expect(whatIf.clusterWideRows()).toHaveCount(1);
  await expect(whatIf.questionFilter).toHaveValue('');
  await expect(whatIf.outcome('decided by a tie (size or name)')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test.describe(
  catalog === null
    ? `cluster-wide: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "cluster-wide on OME's catalog",
  () => {
    if (catalog === null) return;
    const text = catalog;
    // The catalog takes a while to load and rank.
    test.describe.configure({ timeout: 90_000 });

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

    test('the summary by outcome: its entries and the text filter narrow the rows, with the keyboard', async ({
      page,
    }) => {
      await openOnText(page, text, 'internlm2-7b');
      const whatIf = new WhatIf(new SimulatorPage(page));
      await whatIf.showCluster();
      await expect(page.locator('.outcome-total')).toHaveText('207 questions, by outcome:');
      await expect(whatIf.outcomes()).toHaveText([
        '28 OME picks a runtime',
        '9 decided by a tie (size or name)',
        '13 no runtime qualifies',
        '166 selection fails',
        '166 no modelFormat',
      ]);
      const rows = whatIf.clusterWideRows();
      await expect(rows).toHaveCount(207);
      await expect(whatIf.shownCount).toBeEmpty();

      // Keyboard: Tab to an entry, Enter presses it.
      const fails = whatIf.outcome('selection fails');
      await fails.focus();
      await page.keyboard.press('Enter');
      await expect(fails).toHaveAttribute('aria-pressed', 'true');
      await expect(rows).toHaveCount(166);
      await expect(whatIf.shownCount).toHaveText('166 of 207 shown');
      await expect(rows.locator('.cluster-wide-pick')).toHaveText(
        Array(166).fill('selection fails: no modelFormat'),
      );
      await page.keyboard.press('Tab'); // the reason within: "no modelFormat"
      await page.keyboard.press('Tab'); // the text filter
      await expect(whatIf.questionFilter).toBeFocused();
      await page.keyboard.type('qwen2-5-72b');
      await expect(rows).toHaveCount(1);
      await expect(rows.getByRole('button')).toHaveText('qwen2-5-72b');

      // Another entry replaces the first; the text filter stays.
      await whatIf.outcome('OME picks a runtime').click();
      await expect(fails).toHaveAttribute('aria-pressed', 'false');
      await expect(rows).toHaveCount(1);
      await expect(rows.getByRole('button')).toHaveText('qwen2-5-72b-instruct');
      await whatIf.questionFilter.fill('');
      await expect(rows).toHaveCount(28);

      // The ties: picks only a runtime's name decides, the 72B Qwen's 14B runtime among them.
      await whatIf.outcome('decided by a tie (size or name)').click();
      await expect(rows).toHaveCount(9);
      await expect(whatIf.clusterWideRow('model', 'default', 'qwen2-5-72b-instruct')).toContainText(
        'srt-deepseek-r1-distill-qwen-14bCluster; tie on score, decided by name',
      );

      // Ordered by name, numbers read as numbers; by the runtime picked.
      await whatIf.outcome('OME picks a runtime').click();
      await whatIf.sortBy.selectOption('name');
      await expect(page.getByRole('columnheader', { name: 'For' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      const names = await rows.getByRole('button').allTextContents();
      // gpt-oss-20b before gpt-oss-120b: numbers in names are read as numbers.
      expect(names.slice(0, 3)).toEqual(['falcon3-10b-instruct', 'gpt-oss-20b', 'gpt-oss-120b']);
      expect(names.indexOf('qwen1-5-32b-chat')).toBeLessThan(names.indexOf('qwen1-5-110b-chat'));
      await whatIf.sortBy.selectOption('runtime picked');
      const picked = await rows.locator('.cluster-wide-pick .runtime-name').allTextContents();
      expect(picked).toEqual(
        [...picked].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
      );
      await page.getByRole('button', { name: 'Show every question' }).click();
      await expect(rows).toHaveCount(207);
    });

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
      // The summary, the filter and the order are there too, and fit.
      await expect(page.locator('.outcome-summary').getByRole('button')).toHaveCount(5);
      await expect(page.getByRole('searchbox', { name: 'Filter questions' })).toBeInViewport();
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

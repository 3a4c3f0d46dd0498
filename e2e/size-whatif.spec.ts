/**
 * The size map's what-if: choose a size (Enter on a band, or typed into "Rank at size") and
 * the ranking is OME's at that size, under a banner saying so, while the YAML stays as written;
 * "Back to the YAML's size" (or the model's own size) returns to the YAML's ranking. On
 * the worked example: srt-llama-small takes [1B, 8B] and srt-llama-large [1B, 70B], so at 32B
 * only the large one qualifies and at 30M neither does.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { DESKTOP_VIEWPORTS, PHONE_VIEWPORT } from './viewports';

const SHOTS = process.env.SIZE_WHATIF_SHOTS;

const banner = (page: Page) => page.getByRole('region', { name: 'Size what-if' });

for (const viewport of [DESKTOP_VIEWPORTS[0], PHONE_VIEWPORT]) {
  test.describe(`at ${viewport.width} wide`, () => {
    test.use({ viewport });

    test('choose a size by keyboard and by typing; the ranking follows, the YAML does not', async ({
      sim,
    }) => {
      const page = sim.page;
      const original = await sim.editorText();
      const tab = page.getByRole('tab', { name: 'Size map' });
      await tab.click();
      const field = page.getByRole('textbox', { name: 'Rank at size' });
      await expect(field).toBeVisible();
      const status = page.locator('.size-chooser-status');
      await expect(status).toContainText(
        "Ranking llama-3-2-3b-instruct at the YAML's size (3.21B)",
      );

      // The map's one band (team-llama at every size) offers no size of its own: a made-up
      // middle of (0, ∞) would only suggest a difference. By keyboard, type one.
      const table = page.getByRole('table', { name: 'Runtime OME picks at each model size' });
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.locator('.size-rank-at')).toHaveText('the same at every size');
      await expect(page.locator('.size-map-chart .band[role="button"]')).toHaveCount(0);
      await field.focus();
      await page.keyboard.type('30M');
      await page.keyboard.press('Enter');
      await expect(status).toContainText(
        'Ranked at modelParameterSize 30M (what-if; the YAML says 3.21B): OME picks team-llama.',
      );
      await expect(field).toHaveValue('30M');
      await expect(table.locator('tr.is-chosen-size')).toContainText('what-if 30M');
      // The what-if mark is drawn in the accent colour, not as a plain grey tag beside it.
      const mark = table.locator('tr.is-chosen-size .tag-whatif');
      const plain = table.locator('tr.is-own-size .tag:not(.tag-whatif)').first();
      const colours = (tag: typeof mark) =>
        tag.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).borderColor]);
      expect(await colours(mark)).not.toEqual(await colours(plain));
      await expect(page.locator('.chosen-marker')).toContainText('what-if 30M');

      await page.getByRole('tab', { name: 'Ranking' }).click();
      await expect(banner(page)).toContainText(
        'Ranked at modelParameterSize 30M (what-if; the YAML says 3.21B)',
      );
      // Below both srt ranges: neither qualifies.
      await expect(sim.cell('srt-llama-small', 'reason')).toContainText(
        'model size 30M is outside supported range [1B, 8B]',
      );
      await expect(sim.cell('srt-llama-large', 'reason')).toContainText(
        'model size 30M is outside supported range [1B, 70B]',
      );
      await expect(
        page.getByRole('button', { name: 'Copy kubectl output (at 30M, what-if)' }),
      ).toBeVisible();

      // By typing: a lowercase suffix is refused, with the reason, and changes nothing.
      await tab.click();
      await field.fill('32b');
      await field.press('Enter');
      const error = page.locator('.size-chooser-error');
      await expect(error).toHaveText(
        'OME reads “32b” as 0: a suffix must be a capital T, B or M. Type a size above 0, such as 32B.',
      );
      await expect(field).toHaveAccessibleDescription(/OME reads “32b” as 0/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(status).toContainText('Ranked at modelParameterSize 30M');
      await field.fill('32B');
      await field.press('Enter');
      await expect(error).toHaveCount(0);
      await expect(status).toContainText(
        'Ranked at modelParameterSize 32B (what-if; the YAML says 3.21B): OME picks team-llama.',
      );
      if (SHOTS !== undefined) await shot(page, `${SHOTS}/size-map-chosen-${viewport.width}.png`);

      // At 32B, as the range bars say: srt-llama-large still qualifies, srt-llama-small not.
      await page.getByRole('button', { name: 'Show the ranking' }).click();
      await expect(banner(page)).toContainText('Ranked at modelParameterSize 32B');
      await sim.expectOrder(['team-llama', 'vllm-llama', 'srt-llama-large', 'srt-llama-small']);
      await expect(sim.cell('srt-llama-small', 'reason')).toContainText(
        'model size 32B is outside supported range [1B, 8B]',
      );
      await expect(sim.cell('srt-llama-large', 'rank')).toHaveText('3');
      if (SHOTS !== undefined) await shot(page, `${SHOTS}/ranking-whatif-${viewport.width}.png`);

      // Back to the YAML's size.
      await banner(page).getByRole('button', { name: "Back to the YAML's size" }).click();
      await expect(banner(page)).toHaveCount(0);
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);
      await expect(page.getByRole('button', { name: 'Copy kubectl output' })).toBeVisible();

      // Typing the model's own size is no what-if at all.
      await tab.click();
      await field.fill('70B');
      await field.press('Enter');
      await expect(status).toContainText('Ranked at modelParameterSize 70B');
      await field.fill('3.21B');
      await field.press('Enter');
      await expect(status).toContainText("at the YAML's size (3.21B)");
      await page.getByRole('tab', { name: 'Ranking' }).click();
      await expect(banner(page)).toHaveCount(0);
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);

      expect(await sim.editorText()).toBe(original);
    });
  });
}

test('Enter on a band and Space on its "Rank at" button choose it; another model ends it', async ({
  sim,
}) => {
  const page = sim.page;
  // Without the namespace runtime, vllm-llama takes four bands, each offering a size inside it.
  await sim.replace('autoSelect: true', 'autoSelect: false');
  await page.getByRole('tab', { name: 'Size map' }).click();
  const table = page.getByRole('table', { name: 'Runtime OME picks at each model size' });
  await expect(table.locator('tbody tr')).toHaveCount(4);
  const status = page.locator('.size-chooser-status');
  // From the field, Tab past "Rank" to the map's first band.
  await page.getByRole('textbox', { name: 'Rank at size' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const band = page.getByRole('button', { name: 'vllm-llama: > 0 to < 1B, rank at 100M' });
  await expect(band).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Ranked at modelParameterSize 100M');
  const rankAt = table.getByRole('button', { name: 'Rank at 20B', exact: true });
  await rankAt.focus();
  await page.keyboard.press('Space');
  await expect(status).toContainText('Ranked at modelParameterSize 20B');
  await page.getByRole('tab', { name: 'Ranking' }).click();
  await expect(banner(page)).toBeVisible();
  // Another question: the InferenceService-free model list offers only this model, so rename it.
  await sim.replace('name: llama-3-2-3b-instruct', 'name: llama-renamed');
  await expect(
    page.getByRole('table', { name: /^Serving runtimes for .*llama-renamed/ }),
  ).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

/** The view as it is, for looking at (SIZE_WHATIF_SHOTS=/tmp/dir), not compared. */
async function shot(page: Page, path: string): Promise<void> {
  mkdirSync(path.replace(/\/[^/]*$/, ''), { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path, fullPage: true });
}

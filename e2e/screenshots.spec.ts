/**
 * The README's screenshots: `SCREENSHOTS=1 npx playwright test screenshots` writes
 * docs/screenshot-light.png, docs/screenshot-dark.png and, with OME catalog manifests,
 * docs/screenshot-catalog-1440.png and docs/screenshot-catalog-390.png. Not collected otherwise
 * (playwright.config.ts `testIgnore`).
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { Outline } from './pages/outline';

for (const scheme of ['light', 'dark'] as const) {
  test(`screenshot, ${scheme} theme`, async ({ browser }) => {
    const context = await browser.newContext({
      colorScheme: scheme,
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto('./');
    const table = page.getByRole('table', { name: /^Serving runtimes for/ });
    await expect(table.locator('tr.runtime-row')).toHaveCount(4);
    // Show a breakdown: the scoring terms and the step that placed it.
    await page.getByRole('button', { name: 'Breakdown of srt-llama-large' }).click();
    await expect(page.getByText('same score 6; size distance 69B vs 7B')).toBeVisible();
    // Monaco colours lines in the background: wait until a line near the bottom is coloured.
    const key = page
      .locator('.view-line', { hasText: 'supportedModelFormats:' })
      .first()
      .getByText('supportedModelFormats');
    await expect(key).not.toHaveClass('mtk1');
    await page.mouse.move(0, 0);
    mkdirSync('docs', { recursive: true });
    await page.screenshot({ path: `docs/screenshot-${scheme}.png` });
    await context.close();
  });
}

/** docs/screenshot-catalog-<width>.png: the story from OME's own catalog, real manifests. */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const) {
  test(`screenshot, OME catalog at ${viewport.width}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto('./');
    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('button', { name: "Open OME's own catalog" }).click();
    const table = page.getByRole('table', { name: /^Serving runtimes for/ });
    await expect(table).toContainText('srt-deepseek-r1-distill-qwen-14b');
    await expect(page.locator('.yaml-editor .monaco-editor')).toBeVisible();
    await new Outline(page).expectOpen();
    const key = page
      .locator('.view-line', { hasText: 'apiVersion:' })
      .first()
      .getByText('apiVersion');
    await expect(key).not.toHaveClass('mtk1');
    await page.mouse.move(0, 0);
    mkdirSync('docs', { recursive: true });
    await page.screenshot({ path: `docs/screenshot-catalog-${viewport.width}.png` });
    await context.close();
  });
}

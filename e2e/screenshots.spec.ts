/**
 * The README's screenshots: `SCREENSHOTS=1 npx playwright test screenshots` writes
 * docs/screenshot-light.png and docs/screenshot-dark.png. Not collected otherwise
 * (playwright.config.ts `testIgnore`).
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';

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

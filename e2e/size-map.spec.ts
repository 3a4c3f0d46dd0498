/**
 * The size map view: beside Ranking and Cluster-wide, reached by keyboard; its table gives every
 * band of the worked example's model shape with the runtime OME picks, the model's own size
 * marked, and the map follows an edit to a range.
 */
import { expect, test } from './fixtures';

test('the size map tab shows every band of the model shape, by keyboard', async ({ sim }) => {
  const page = sim.page;
  const rankingTab = page.getByRole('tab', { name: 'Ranking' });
  await rankingTab.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const tab = page.getByRole('tab', { name: 'Size map' });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Runtime OME picks at each model size' });
  await expect(table).toBeVisible();
  const chart = page.getByRole('group', {
    name: /^Size map for llama-3-2-3b-instruct on a log scale/,
  });
  await expect(chart).toBeVisible();
  const rows = table.locator('tbody tr');
  // The bands cover (0, ∞): the first starts above 0, the last is open.
  await expect(rows.first().locator('td').first()).toHaveText('> 0');
  await expect(rows.last().locator('td').nth(1)).toHaveText('< ∞');
  // The model's own size is in exactly one band, and that band's winner is the ranking's pick.
  const own = table.locator('tr.is-own-size');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('team-llama');
  await expect(own).toContainText('llama-3-2-3b-instruct (3.21B)');
});

test('the size map follows an edit: without the namespace runtime, the unranged runtime takes every size', async ({
  sim,
}) => {
  const page = sim.page;
  await page.getByRole('tab', { name: 'Size map' }).click();
  const table = page.getByRole('table', { name: 'Runtime OME picks at each model size' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  // team-llama (a ServingRuntime of the namespace) stops being auto-selected.
  await sim.replace('autoSelect: true', 'autoSelect: false');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveText([
    /> 0< 1Bvllm-llama Cluster.*the only one that qualifies/,
    /≥ 1B≤ 8Bvllm-llama Cluster.*size distance, over srt-llama-small \(same score\)/,
    /> 8B≤ 70Bvllm-llama Cluster.*size distance, over srt-llama-large \(same score\)/,
    /> 70B< ∞vllm-llama Cluster.*the only one that qualifies/,
  ]);
  await expect(table.locator('tr.is-own-size')).toContainText('≥ 1B');
  const chart = page.getByRole('group', { name: /^Size map for llama-3-2-3b-instruct/ });
  await expect(chart.locator('.band.is-tie')).toHaveCount(2);
  await expect(chart.locator('.range-bar')).toHaveCount(3);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width} wide the chart fits its box, its text at its size`, async ({
    sim,
  }) => {
    const page = sim.page;
    await page.setViewportSize(viewport);
    await page.getByRole('tab', { name: 'Size map' }).click();
    const box = page.locator('.size-map-scroll');
    await expect(page.locator('.size-map-chart .band').first()).toBeVisible();
    // Nothing scrolls sideways, neither the chart's box nor the page.
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    // The tick labels are drawn at 11px or more: the chart is not scaled down to fit.
    const tickHeight = await page
      .locator('.size-map-tick')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(tickHeight).toBeGreaterThanOrEqual(10);
    await box.screenshot({ path: `/tmp/size-map-shots/size-map-${viewport.width}.png` });
  });
}

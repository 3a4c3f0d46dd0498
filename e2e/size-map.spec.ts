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

/**
 * The catalog view: ome-sim lint over the editor's text, run in the query worker as the text
 * changes, findings grouped by rule with a button to each line, and what each runtime wins.
 */
import { expect, test } from './fixtures';

test('the catalog view lints the text, takes you to a finding’s line, and follows edits', async ({
  sim,
}) => {
  const page = sim.page;
  await page.getByRole('tab', { name: 'Catalog' }).click();
  const panel = page.locator('#view-panel-catalog');
  // The worked example: vllm-llama has no range and ties the sized runtimes on score 6.
  const catchAll = panel.getByRole('region', { name: /catch-all/ });
  await expect(catchAll).toContainText('vllm-llama has no modelSizeRange');
  await expect(panel.getByRole('table', { name: 'What each runtime wins now' })).toContainText(
    'team-llama (Namespaced)',
  );
  // A finding's button puts the cursor on its line (vllm-llama's metadata.name).
  const button = catchAll.getByRole('button', { name: /^Go to line \d+/ });
  const line = ((await button.textContent()) ?? '').replace('line ', '');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.yaml-editor .line-numbers.active-line-number')).toHaveText(line);

  // With a higher priority, vllm-llama wins on score, not on size distance: no catch-all.
  await sim.replace('priority: 2', 'priority: 5');
  await expect(sim.problems).toContainText('No problems');
  await expect(panel.getByRole('region', { name: /catch-all/ })).toHaveCount(0);
  await expect(panel.getByRole('status')).toContainText('findings');
});

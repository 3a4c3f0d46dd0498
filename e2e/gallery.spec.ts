/** The gallery of bundled examples: each with its story; opening one over edits asks first. */
import { expect, test } from './features';

test('opening an example shows its story, its ranking and its choices', async ({
  sim,
  gallery,
}) => {
  await gallery.show();
  await expect(gallery.dialog.getByRole('listitem')).toHaveCount(9);
  const card = gallery.card('Namespace override');
  await expect(card).toContainText('model qwen2-5-14b-instruct · namespace team-search · OME v1.3');
  await expect(card).toContainText('ServingRuntimes in the InferenceService');
  await card.getByRole('button', { name: 'Open Namespace override' }).click();
  await expect(gallery.dialog).toBeHidden();
  await expect(gallery.confirm).toBeHidden(); // the worked example was unedited: nothing to lose

  await expect(gallery.note).toContainText('Namespace override');
  await expect(gallery.note).toContainText('whatever the score');
  await sim.expectOrder(['team-search-sglang', 'vllm-qwen', 'sglang-qwen']);
  await expect(sim.row('team-search-sglang')).toHaveClass(/is-selected/);
  await expect(sim.page.getByRole('combobox', { name: 'Namespace' })).toHaveValue('team-search');
  await expect(sim.editor).toContainText('kind: ClusterBaseModel');
});

test('an example opens over edited work only once confirmed', async ({ sim, gallery }) => {
  await sim.replace('priority: 3', 'priority: 4');
  await gallery.show();
  await gallery.dialog.getByRole('button', { name: 'Open Accelerator class' }).click();
  await expect(gallery.confirm).toBeVisible();
  await expect(gallery.confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await sim.page.keyboard.press('Escape');
  await expect(gallery.confirm).toBeHidden();
  expect(await sim.editorText()).toContain('priority: 4');

  await gallery.show();
  await gallery.dialog.getByRole('button', { name: 'Open Accelerator class' }).click();
  await gallery.confirm.getByRole('button', { name: 'Open example' }).click();
  await expect(gallery.note).toContainText('Accelerator class');
  await expect(sim.table.locator('caption')).toContainText('namespace team-inference');
});

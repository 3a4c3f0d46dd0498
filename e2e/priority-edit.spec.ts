/**
 * Priorities edited in the table: the PRIORITY cell is the field, every key counts whatever the
 * timing, focus stays, the editor shows the changed line, and an edit made before the editor
 * has loaded is kept (and undoable there).
 */
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

test('the PRIORITY cell is the field of the entry that sets it', async ({ sim, page }) => {
  const field = page.getByRole('spinbutton', { name: 'Priority of vllm-llama, entry 1' });
  await expect(field).toHaveValue('2');
  await expect(sim.cell('vllm-llama', 'priority').getByRole('spinbutton')).toHaveCount(1);
  // The breakdown keeps one field per entry.
  await sim.openBreakdown('vllm-llama');
  await expect(sim.priorityInput('vllm-llama')).toHaveValue('2');
});

test('typing 10 gives 10, keeps the focus and re-ranks', async ({ sim, page }) => {
  const field = page.getByRole('spinbutton', { name: 'Priority of srt-llama-large, entry 1' });
  await field.click();
  await page.keyboard.press('Control+A');
  // No delay between the keys: the second arrives while the answer to the first is on its way.
  await page.keyboard.type('10');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('10');
  // (1 + 1) × 10 = 20: above the other cluster runtimes, still below the namespace's team-llama.
  await expect(sim.cell('srt-llama-large', 'score')).toHaveText('20');
  await sim.expectOrder(['team-llama', 'srt-llama-large', 'vllm-llama', 'srt-llama-small']);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('10');
  const text = await sim.editorText();
  expect(text).toMatch(/name: srt-llama-large[\s\S]*?priority: 10\n/);
});

test('ArrowUp and ArrowDown keep working, also when the row moves down', async ({ sim, page }) => {
  const field = page.getByRole('spinbutton', { name: 'Priority of srt-llama-small, entry 1' });
  await field.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(field).toHaveValue('5');
  await expect(sim.cell('srt-llama-small', 'score')).toHaveText('10');
  await sim.expectOrder(['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large']);
  await expect(field).toBeFocused();
  // Down to 2: its score 4 puts it last, so its row moves below the others.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(field).toHaveValue('2');
  await sim.expectOrder(['team-llama', 'vllm-llama', 'srt-llama-large', 'srt-llama-small']);
  await expect(field).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field).toHaveValue('3');
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(field).toBeFocused();
});

test('a table edit reveals and highlights the changed line in the editor', async ({
  sim,
  page,
}) => {
  const field = page.getByRole('spinbutton', { name: 'Priority of srt-llama-large, entry 1' });
  await field.fill('7');
  // The highlight comes with the edit and lasts 1.6 s; the new score waits for the engine, which
  // on a loaded machine can take longer than that: look for the highlight first.
  const highlight = page.locator('.yaml-editor .table-edit-highlight');
  await expect(highlight).toHaveCount(1);
  await expect(page.locator('.yaml-editor .view-line', { hasText: 'priority: 7' })).toBeVisible();
  await expect(sim.cell('srt-llama-large', 'score')).toHaveText('14');
  // It fades and goes.
  await expect(highlight).toHaveCount(0, { timeout: 5000 });
  await expect(field).toBeFocused();
  // The editor scrolled to the edit, the text's last line in view: every line number legible.
  await sim.focusEditor();
  await page.keyboard.press('Control+End');
  expect(await seriousViolations(page, '.yaml-editor')).toEqual([]);
});

test.describe('before the editor has loaded', () => {
  // This test opens the page itself, holding the editor's code back.
  test('a table edit is kept, and Ctrl+Z undoes it once the editor is there', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/MonacoYamlEditor-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./');
    const loading = page.getByLabel('Manifests (YAML), loading the editor');
    await expect(loading).toBeVisible();
    const field = page.getByRole('spinbutton', { name: 'Priority of srt-llama-large, entry 1' });
    await field.fill('7');
    await expect(
      page.locator('tr.runtime-row[data-runtime="srt-llama-large"] .cell-score'),
    ).toHaveText('14');
    await expect(loading).toContainText('priority: 7');
    await expect(loading).toBeVisible();

    release();
    const sim = new SimulatorPage(page);
    await expect(sim.editor).toBeVisible();
    expect(await sim.editorText()).toMatch(/name: srt-llama-large[\s\S]*?priority: 7\n/);
    // The edit is the editor's own undoable step.
    await sim.undo();
    await expect(sim.cell('srt-llama-large', 'score')).toHaveText('6');
    expect(await sim.editorText()).not.toContain('priority: 7');
    await expect(field).toHaveValue('3');
  });
});

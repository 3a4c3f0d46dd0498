/** Keyboard-only use, accessible names, announcements and themes. */
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

test('the ranking can be explored and edited with the keyboard only', async ({ sim, page }) => {
  // Start from the OME release field, just above the table, and tab forward.
  await sim.omeRelease.focus();
  const toggle = sim.disclosure('team-llama');
  for (let i = 0; i < 6 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // The PRIORITY cell is a field, then the breakdown's field per entry.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('spinbutton', { name: 'Priority of team-llama, entry 1' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sim.priorityInput('team-llama')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sim.disclosure('vllm-llama')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('spinbutton', { name: 'Priority of vllm-llama, entry 1' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Make it win: vllm-llama' })).toBeFocused();
  await page.keyboard.press('Tab');
  const vllm = sim.priorityInput('vllm-llama');
  await expect(vllm).toBeFocused();

  // Arrow keys change the priority live: 2 → 4 makes vllm-llama score 12, ahead of the others.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(sim.cell('vllm-llama', 'score')).toHaveText('12');
  await expect(vllm).toBeFocused();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.cell('vllm-llama', 'priority').getByRole('spinbutton')).toHaveValue('4');
});

test('rank changes are announced politely', async ({ sim }) => {
  await expect(sim.announcer).toHaveAttribute('aria-live', 'polite');
  await sim.openBreakdown('srt-llama-large');
  await sim.priorityInput('srt-llama-large').fill('5');
  await sim.expectOrder(['team-llama', 'srt-llama-large', 'vllm-llama', 'srt-llama-small']);
  await expect(sim.announcer).toHaveText(
    'srt-llama-large moved to rank 2; vllm-llama moved to rank 3; srt-llama-small moved to rank 4; team-llama selected',
  );
});

test('the theme follows the system and can be toggled, the editor too', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('./');
  const html = page.locator('html');
  const editor = page.locator('.yaml-editor .monaco-editor');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(editor).toHaveClass(/vs-dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(editor).not.toHaveClass(/vs-dark/);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await context.close();
});

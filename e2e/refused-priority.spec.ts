/**
 * A priority typed on an entry that a YAML alias shares is refused in the
 * open: a message by the row says why and what to do, screen readers hear it, the field shows
 * the value in the text again and keeps the focus, and the YAML is left as it was.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { VIEWPORTS } from './viewports';

const SHARED_FORMATS = readFileSync(
  new URL('../testdata/aliases/shared-formats.yaml', import.meta.url),
  'utf8',
);

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a priority on an aliased entry is refused with a message, by keyboard too', async ({
      sim,
      page,
    }, testInfo) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await sim.append(SHARED_FORMATS);
      const field = page.getByRole('spinbutton', { name: 'Priority of srt-shared-b, entry 1' });
      await expect(field).toHaveValue('1');
      const score = await sim.cell('srt-shared-b', 'score').textContent();
      const before = await sim.editorText();
      expect(before).toContain('supportedModelFormats: *llama-formats');

      await field.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('7');
      const alert = page.getByRole('alert').filter({ hasText: 'Priority not changed' });
      await expect(alert).toHaveCount(1);
      await expect(alert).toContainText('entry 1 is shared through the YAML anchor &llama-formats');
      await expect(alert).toContainText(
        "Edit the anchor's entry &llama-formats in the YAML to change them all",
      );
      // The field shows the value in the text again, keeps the focus, and points at the message.
      await expect(field).toHaveValue('1');
      await expect(field).toBeFocused();
      const messageId = await alert.getAttribute('id');
      await expect(field).toHaveAttribute('aria-describedby', messageId!);
      await expect(sim.cell('srt-shared-b', 'score')).toHaveText(score!);
      expect(await sim.editorText()).toBe(before);

      // Arrow keys are refused the same way, and each refusal is said again.
      await alert.evaluate((el) => el.setAttribute('data-said', 'once'));
      await field.focus();
      await page.keyboard.press('ArrowUp');
      // A new alert element: screen readers say it again.
      await expect(alert).not.toHaveAttribute('data-said', 'once');
      await expect(field).toHaveValue('1');
      await expect(alert).toBeVisible();
      await expect(field).toBeFocused();
      expect(await alert.getAttribute('id')).toBe(messageId);
      await alert.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('refused.png') });

      // The message leads to the anchor's entry in the editor, by keyboard: Tab past the row's
      // "make it win" reaches it.
      const goTo = alert.getByRole('button', {
        name: /^Go to the anchor &llama-formats, line \d+$/,
      });
      for (let i = 0; i < 4 && !(await goTo.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(goTo).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(
        page.locator('.yaml-editor .view-line', {
          hasText: 'supportedModelFormats: &llama-formats',
        }),
      ).toBeVisible();
      expect(await sim.editorText()).toBe(before);
    });
  });
}

test('the breakdown’s field is refused too, and the message goes once the YAML changes', async ({
  sim,
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await sim.append(SHARED_FORMATS);
  await sim.openBreakdown('srt-shared-a');
  const field = sim.priorityInput('srt-shared-a');
  await field.fill('4');
  const alert = page.getByRole('alert').filter({ hasText: 'Priority not changed' });
  await expect(alert).toContainText('&llama-formats');
  await expect(field).toHaveValue('1');
  // Other entries are still edited from the table.
  const vllm = page.getByRole('spinbutton', { name: 'Priority of vllm-llama, entry 1' });
  await vllm.fill('5');
  await expect(sim.cell('vllm-llama', 'score')).toHaveText('15');
  await expect(alert).toHaveCount(0);
  // Done the way the message says: the anchor's entry, in the YAML, changes both runtimes.
  const text = await sim.editorText();
  const anchored = text.split('priority: 1').length - 1; // the last one: the anchor's entry
  expect(text.lastIndexOf('priority: 1')).toBeGreaterThan(text.indexOf('&llama-formats'));
  await sim.replace('priority: 1', 'priority: 4', anchored);
  await expect(sim.cell('srt-shared-a', 'priority').getByRole('spinbutton')).toHaveValue('4');
  await expect(sim.cell('srt-shared-b', 'priority').getByRole('spinbutton')).toHaveValue('4');
});

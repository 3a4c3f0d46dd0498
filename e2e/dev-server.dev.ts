/**
 * `npm start` works as the build does (run by playwright.dev.config.ts against `vite`): the
 * schema's completion and hover come from monaco-yaml's worker, and a share link opened over
 * the user's work keeps it, with "Back to my work", although StrictMode runs effects twice.
 */
import { expect, test } from './features';
import {
  completesAcceleratorClass,
  completesKindsAndExplainsFields,
} from './journeys/schema-completion';

test('completion offers the schema and hover explains a field', async ({ sim, page }) => {
  await completesKindsAndExplainsFields(sim, page);
});

test('completion and hover know AcceleratorClass and the accelerator selector', async ({
  sim,
  page,
}) => {
  await completesAcceleratorClass(sim, page);
});

test('a share link opened over my work says so and offers "Back to my work"', async ({
  sim,
  links,
  page,
}) => {
  const link = await links.share();
  await sim.replace('priority: 3', 'priority: 4');
  await expect(sim.cell('srt-llama-small', 'priority').getByRole('spinbutton')).toHaveValue('4');
  await expect.poll(() => links.autosaved()).toContain('priority: 4');

  await page.goto('about:blank');
  await sim.open(link);
  await expect(links.status).toContainText('Your previous work is kept');
  await expect(sim.cell('srt-llama-small', 'priority').getByRole('spinbutton')).toHaveValue('3');
  expect(page.url()).toContain('#s1.'); // the link stays until the first edit
  await links.backToMyWork.click();
  await expect(links.status).toContainText('Back to your work');
  await expect(sim.cell('srt-llama-small', 'priority').getByRole('spinbutton')).toHaveValue('4');
});

/** Opening the app on OME's whole catalog (../shared/data), as an autosaved scenario or by paste. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { SimulatorPage } from './pages/simulator-page';
import { seedScenario } from './seed-scenario';

/** Opens the app on `text`, ranking the ClusterBaseModel `model` in `default`. */
export async function openOnText(page: Page, text: string, model: string): Promise<void> {
  await seedScenario(page, text, model);
  await page.goto('./');
  // 207 runtime and 207 model documents to load and rank: on a busy machine, more than 10 s.
  await expect(page.getByRole('table', { name: /^Serving runtimes for/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Pastes `text` over the editor's whole text, as a user brings in a catalog. */
export async function pasteOver(sim: SimulatorPage, text: string): Promise<void> {
  await sim.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await sim.focusEditor();
  await sim.page.keyboard.press('Control+A');
  await sim.page.keyboard.press('Control+V');
}

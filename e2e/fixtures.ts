/** `test` with a ready simulator page object: the app open on the worked example. */
import { test as base } from '@playwright/test';
import { SimulatorPage } from './pages/simulator-page';

export const test = base.extend<{ sim: SimulatorPage }>({
  // The editor's text is read back through the clipboard (select all, copy), as a user would.
  permissions: ['clipboard-read', 'clipboard-write'],
  sim: async ({ page }, use) => {
    const sim = new SimulatorPage(page);
    await sim.open();
    await use(sim);
  },
});

export { expect } from '@playwright/test';

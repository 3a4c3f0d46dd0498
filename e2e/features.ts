/**
 * `test` with the simulator and the issue-4 tools as page objects: what-if, share links, the
 * gallery, and import/export.
 */
import { test as base } from './fixtures';
import { Gallery } from './pages/gallery';
import { ShareLinks } from './pages/share-links';
import { Transfer } from './pages/transfer';
import { WhatIf } from './pages/what-if';

export const test = base.extend<{
  whatIf: WhatIf;
  links: ShareLinks;
  gallery: Gallery;
  transfer: Transfer;
}>({
  whatIf: async ({ sim }, use) => use(new WhatIf(sim)),
  links: async ({ sim }, use) => use(new ShareLinks(sim.page)),
  gallery: async ({ sim }, use) => use(new Gallery(sim.page)),
  transfer: async ({ sim }, use) => use(new Transfer(sim.page)),
});

export { expect } from '@playwright/test';

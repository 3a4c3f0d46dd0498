/**
 * No serious or critical axe-core violation in any view — the ranking, the question picker open,
 * a breakdown, make it win, cluster-wide (and one outcome of its summary chosen), the size map,
 * the catalog, and the import, examples, reset and share dialogs —
 * at the three sizes the app is built for, in both themes, on the worked example and on OME's
 * whole catalog (../shared/data) with its outline open. Each view is checked where a user
 * brings it up; every finding is reported (soft assertions), not only the first.
 *
 * The whole page is checked on the ranking; each later view, in the part that changed (its tab
 * panel, or the dialog): the header, editor, outline and problems stay as they were, and on the
 * catalog a whole-page run costs seconds each.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { Gallery } from './pages/gallery';
import { Outline } from './pages/outline';
import { ShareLinks } from './pages/share-links';
import { SimulatorPage } from './pages/simulator-page';
import { Transfer } from './pages/transfer';
import { WhatIf } from './pages/what-if';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';
import { openOnText } from './shared-catalog-page';
import { VIEWPORTS } from './viewports';

const THEMES = ['light', 'dark'] as const;

/** What a test checks in: the model, the runtime to open and make win, a long share link. */
interface Subject {
  readonly runtime: string;
  /** The text is long enough that Share link asks what to leave out (a dialog). */
  readonly shareAsks: boolean;
}

async function expectClean(page: Page, where: string, within?: string): Promise<void> {
  expect.soft(await seriousViolations(page, within), where).toEqual([]);
}

const RANKING = '#view-panel-ranking';
const OPEN_DIALOG = 'dialog[open]';

/** Brings up each view and dialog in turn, in one theme, and checks each. */
async function checkEveryView(sim: SimulatorPage, subject: Subject, label: string) {
  const page = sim.page;
  const whatIf = new WhatIf(sim);
  await whatIf.showRanking();
  await expectClean(page, `${label}: ranking`);
  // "Rank runtimes for" open on every question (a listbox of hundreds on the catalog).
  await sim.question.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Models and InferenceServices' })).toBeVisible();
  await expectClean(page, `${label}: question picker open`, '.query-controls');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Models and InferenceServices' })).toBeHidden();
  await sim.openBreakdown(subject.runtime);
  await expectClean(page, `${label}: a breakdown open`, RANKING);
  await whatIf.makeItWin(subject.runtime);
  await expectClean(page, `${label}: make it win`, RANKING);
  await whatIf.showCluster();
  await expectClean(page, `${label}: cluster-wide`, '#view-panel-cluster');
  // A summary entry pressed: the rows of that outcome only.
  const picks = whatIf.outcome('OME picks a runtime');
  await picks.click();
  await expect(picks).toHaveAttribute('aria-pressed', 'true');
  await expectClean(page, `${label}: cluster-wide, one outcome`, '#view-panel-cluster');
  await picks.click();
  await page.getByRole('tab', { name: 'Size map' }).click();
  await expect(
    page.getByRole('table', { name: 'Runtime OME picks at each model size' }),
  ).toBeVisible();
  await expectClean(page, `${label}: size map`, '#view-panel-sizes');
  await page.getByRole('tab', { name: 'Catalog' }).click();
  await expect(page.getByRole('table', { name: 'What each runtime wins now' })).toBeVisible();
  await expectClean(page, `${label}: catalog`, '#view-panel-catalog');
  await whatIf.showRanking();

  const transfer = new Transfer(page);
  await transfer.openImport();
  await expectClean(page, `${label}: import dialog`, OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(transfer.importDialog).toBeHidden();

  const gallery = new Gallery(page);
  await gallery.show();
  await expectClean(page, `${label}: examples dialog`, OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(gallery.dialog).toBeHidden();

  await page.getByRole('button', { name: 'Reset to example' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset to the worked example?' });
  await expect(reset).toBeVisible();
  await expectClean(page, `${label}: reset dialog`, OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(reset).toBeHidden();

  const links = new ShareLinks(page);
  await links.button.click();
  if (subject.shareAsks) {
    const dialog = page.getByRole('dialog', { name: 'Share link' });
    // The shorter text comes from the query worker, busy a while with a text this long.
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expectClean(page, `${label}: share dialog`, OPEN_DIALOG);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } else {
    await expect(links.status).toContainText('Link copied');
    await expectClean(page, `${label}: link copied`, '.app-header');
  }
}

/** Each theme in turn, as the system asks for it (the app follows until the user chooses). */
async function inEachTheme(sim: SimulatorPage, check: (label: string) => Promise<void>) {
  for (const theme of THEMES) {
    await sim.page.emulateMedia({ colorScheme: theme });
    await expect(sim.page.locator('html')).toHaveAttribute('data-theme', theme);
    await sim.waitForEditorColours();
    await check(theme);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the worked example: no serious or critical violation in any view', async ({ sim }) => {
      test.setTimeout(120_000);
      await new Outline(sim.page).expectOpen();
      const subject = { runtime: 'vllm-llama', shareAsks: false };
      await inEachTheme(sim, (theme) => checkEveryView(sim, subject, `example, ${theme}`));
    });
  });
}

const catalog = sharedCatalogText();
if (catalog === null) console.log(SHARED_CATALOG_NOTE);

test.describe(
  catalog === null
    ? `axe on OME's catalog: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "axe on OME's catalog, its outline open",
  () => {
    if (catalog === null) return;
    const text = catalog;
    for (const viewport of VIEWPORTS) {
      test(`${viewport.width}×${viewport.height}: no serious or critical violation in any view`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize(viewport);
        await openOnText(page, text, 'qwen2-5-72b-instruct');
        const sim = new SimulatorPage(page);
        // A text this long opens with its outline closed: open it, all 414 objects.
        const outline = new Outline(page);
        await outline.open(60_000);
        await expect(outline.objects).toHaveCount(414);
        const subject = { runtime: 'srt-qwen2-5-72b-instruct', shareAsks: true };
        await inEachTheme(sim, (theme) => checkEveryView(sim, subject, `catalog, ${theme}`));
      });
    }
  },
);

/**
 * The keyboard, at the three sizes and in both themes: from the page start every part comes
 * within a few Tab presses — the outline and the problems list are one stop each however long
 * they are (OME's whole catalog: 414 objects, 1,372 options) — and every stop draws its
 * focus, in each view. Then the outline's own keys.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Outline } from './pages/outline';
import { SimulatorPage } from './pages/simulator-page';
import { pressesTo, tabCycle, type TabStop } from './pages/tab-walk';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';
import { openOnText } from './shared-catalog-page';
import { VIEWPORTS } from './viewports';

const THEMES = ['light', 'dark'] as const;

/**
 * Tab presses from the page start, at most: the skip link, five header buttons, the outline's
 * summary and its list, the editor (then Ctrl+M), the problems list, the split handle, and the
 * model picker.
 */
const TO_OUTLINE = 8;
const TO_PICKER = 12;
/** Then the namespace, the release, "Pin as baseline", and the view tabs. */
const TO_VIEWS = 17;

const OTHER_VIEWS = ['Cluster-wide', 'Size map', 'Catalog'] as const;

const unseen = (stops: readonly TabStop[]) =>
  stops.filter((s) => s.unseen !== null).map((s) => `${s.name}: ${s.unseen}`);

/**
 * Reloads in `theme` and walks the page with Tab from its start: the first press lands on the
 * skip link, so the walk starts there (after `prepare`, which may have moved the focus).
 */
async function walkFromStart(
  sim: SimulatorPage,
  theme: (typeof THEMES)[number],
  prepare: () => Promise<void> = async () => {},
): Promise<TabStop[]> {
  await sim.page.emulateMedia({ colorScheme: theme });
  await sim.page.reload();
  // OME's whole catalog is parsed and ranked again: that takes a while on a busy machine.
  await expect(sim.table).toBeVisible({ timeout: 60_000 });
  await expect(sim.page.locator('html')).toHaveAttribute('data-theme', theme);
  await prepare();
  await sim.page.getByRole('link', { name: 'Skip to the ranking' }).focus();
  return tabCycle(sim.page);
}

/** The parts a user reaches first come within their counts; every stop draws its focus. */
async function expectFewPresses(page: Page, stops: readonly TabStop[], label: string) {
  expect.soft(unseen(stops), `${label}: stops without a visible focus`).toEqual([]);
  const outline = new Outline(page);
  expect
    .soft(await pressesTo(stops, outline.tabStop), `${label}: to the outline`)
    .toBeLessThanOrEqual(TO_OUTLINE);
  expect
    .soft(
      await pressesTo(stops, page.getByRole('combobox', { name: 'Rank runtimes for' })),
      `${label}: to the model picker`,
    )
    .toBeLessThanOrEqual(TO_PICKER);
  expect
    .soft(
      await pressesTo(stops, page.getByRole('tab', { name: 'Ranking' })),
      `${label}: to the views`,
    )
    .toBeLessThanOrEqual(TO_VIEWS);
}

/**
 * Each other view's panel, walked from its tab: every stop draws its focus. The views are
 * chosen as a keyboard user does, with the arrow keys from the Ranking tab.
 */
async function expectFocusShownInViews(page: Page, label: string) {
  for (const [i, view] of OTHER_VIEWS.entries()) {
    await page.getByRole('tab', { name: 'Ranking' }).click();
    for (let step = 0; step <= i; step++) await page.keyboard.press('ArrowRight');
    const tab = page.getByRole('tab', { name: new RegExp(`^${view}`) });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: new RegExp(`^${view}`) })).not.toBeEmpty();
    const stops = await tabCycle(page);
    expect.soft(unseen(stops), `${label}, ${view}: stops without a visible focus`).toEqual([]);
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the worked example: every part within a few Tab presses, every focus drawn', async ({
      sim,
    }) => {
      test.setTimeout(120_000);
      for (const theme of THEMES) {
        const stops = await walkFromStart(sim, theme);
        await expectFewPresses(sim.page, stops, theme);
        // The whole page, header to exports, in the ranking view.
        expect.soft(stops.length, `${theme}: stops in all`).toBeLessThanOrEqual(40);
        await expectFocusShownInViews(sim.page, theme);
      }
    });
  });
}

test('the skip link: two Tabs and an Enter reach the model picker', async ({ sim, page }) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the ranking' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Rank runtimes for' })).toBeFocused();
  await expect(sim.table).toBeVisible();
});

test("the outline's keys: arrows, Home, End, a typed name, Enter goes to the line", async ({
  sim,
  page,
}) => {
  const outline = new Outline(page);
  await outline.expectOpen();
  // One tab stop: from the summary, Tab enters on the first object, the next Tab leaves.
  await outline.summary.focus();
  await page.keyboard.press('Tab');
  const first = outline.option(/^BaseModel llama-3-2-3b-instruct at line \d+$/);
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(outline.option(/^modelFormat of llama-3-2-3b-instruct at line \d+$/)).toBeFocused();
  await page.keyboard.press('End');
  const last = outline.list.getByRole('option').last();
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  // Typing a name jumps to the next object that starts with it (fields are skipped).
  await page.keyboard.type('vl');
  const vllm = outline.option(/^ClusterServingRuntime vllm-llama at line \d+$/);
  await expect(vllm).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const field = outline.option(/^supportedModelFormats of vllm-llama at line \d+$/);
  await expect(field).toBeFocused();
  // The list keeps its place: Shift+Tab and Tab come back to the same option.
  await page.keyboard.press('Shift+Tab');
  await expect(outline.summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  const line = (await field.textContent())!.match(/line (\d+)$/)![1]!;
  await page.keyboard.press('Enter');
  await expect(sim.editor.locator('.line-numbers.active-line-number')).toHaveText(line);
  await expect(
    sim.editor.locator('.view-line', { hasText: 'supportedModelFormats:' }).last(),
  ).toBeVisible();
});

const catalog = sharedCatalogText();
if (catalog === null) console.log(SHARED_CATALOG_NOTE);

test.describe(
  catalog === null
    ? `the keyboard on OME's catalog: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "the keyboard on OME's catalog, its outline open",
  () => {
    if (catalog === null) return;
    const text = catalog;
    for (const viewport of VIEWPORTS) {
      test(`${viewport.width}×${viewport.height}: 414 objects in one stop, the picker a few Tabs away`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.setViewportSize(viewport);
        await openOnText(page, text, 'qwen2-5-72b-instruct');
        const sim = new SimulatorPage(page);
        const outline = new Outline(page);
        for (const theme of THEMES) {
          // A text this long opens with its outline closed: open it, 414 objects and their fields.
          const stops = await walkFromStart(sim, theme, async () => {
            await outline.open(60_000);
            await expect(outline.objects).toHaveCount(414);
            await expect(outline.list.getByRole('option')).toHaveCount(1_372);
          });
          await expectFewPresses(page, stops, theme);
          // Fifteen runtimes shown (the rest behind "Show 188 more rejected"), two or three stops each.
          expect.soft(stops.length, `${theme}: stops in all`).toBeLessThanOrEqual(70);
        }
      });
    }
  },
);

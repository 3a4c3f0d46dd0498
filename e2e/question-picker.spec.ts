/**
 * "Rank runtimes for" as a searchable picker (the WAI-ARIA combobox with a listbox popup): with
 * the keyboard alone on the worked example, and on OME's whole catalog (../shared/data: 207
 * models) at 1440 and 390 wide, where typing narrows the list, the count is announced, and the
 * open list fits the page (axe checks the open picker in e2e/axe.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SimulatorPage } from './pages/simulator-page';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';
import { openOnText } from './shared-catalog-page';

const catalog = sharedCatalogText();
if (catalog === null) console.log(SHARED_CATALOG_NOTE);

const CHAT = `
---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: chat
  namespace: llama-demo
spec:
  model:
    name: llama-3-2-3b-instruct
`;

/** The picker's parts: the listbox it controls, its options, what is announced. */
function pickerParts(page: Page) {
  const sim = new SimulatorPage(page);
  const list = page.getByRole('listbox', { name: 'Models and InferenceServices' });
  return {
    field: sim.question,
    list,
    options: list.getByRole('option'),
    status: page.locator('.question-picker [role="status"]'),
    /** The option the field points at with aria-activedescendant. */
    active: async () => {
      const id = await sim.question.getAttribute('aria-activedescendant');
      return id === null ? null : page.locator(`[id="${id}"]`).textContent();
    },
  };
}

test('the keyboard alone: open, move, pick, and Escape puts the question back', async ({
  sim,
  page,
}) => {
  test.slow(); // a long keyboard journey: past 30 s on a machine other jobs share
  await sim.append(CHAT);
  const picker = pickerParts(page);
  const { field } = picker;
  // In the tab order, just before the namespace.
  await page.getByRole('combobox', { name: 'Namespace' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('llama-3-2-3b-instruct (BaseModel in llama-demo)');
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  // Down opens the list on the question ranked now, grouped by kind, with the count.
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(picker.list).toBeVisible();
  await expect(picker.list.getByRole('group')).toHaveText([
    /^Models \(1\)/,
    /^InferenceServices \(1\)/,
  ]);
  await expect(picker.options).toHaveText([
    'llama-3-2-3b-instruct (BaseModel in llama-demo)',
    'chat (InferenceService in llama-demo)',
  ]);
  await expect(picker.status).toHaveText('1 model, 1 InferenceService');
  // Named by its label alone: the check mark on the question ranked now is not read out.
  await expect(
    picker.list.getByRole('option', {
      name: 'llama-3-2-3b-instruct (BaseModel in llama-demo)',
      exact: true,
    }),
  ).toHaveClass(/is-picked/);
  expect(await picker.active()).toBe('llama-3-2-3b-instruct (BaseModel in llama-demo)');
  await expect(picker.options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  expect(await picker.active()).toBe('chat (InferenceService in llama-demo)');
  await page.keyboard.press('Home');
  expect(await picker.active()).toBe('llama-3-2-3b-instruct (BaseModel in llama-demo)');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('chat (InferenceService in llama-demo)');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toBeFocused();
  await expect(sim.table.locator('caption')).toHaveText(
    'Serving runtimes for InferenceService chat (BaseModel llama-3-2-3b-instruct) in namespace llama-demo, OME v1.3',
  );

  // Typing filters (by kind too); nothing matching says so; Escape puts the question back.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('model');
  await expect(picker.options).toHaveText(['llama-3-2-3b-instruct (BaseModel in llama-demo)']);
  await expect(picker.status).toHaveText('1 of 2 match');
  await page.keyboard.type(' nothing');
  await expect(picker.options).toHaveText(['Nothing matches “model nothing”']);
  await expect(picker.options).toHaveAttribute('aria-disabled', 'true');
  await expect(picker.status).toHaveText('None of 2 matches');
  await page.keyboard.press('Enter'); // nothing to pick
  await expect(field).toHaveValue('model nothing');
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('chat (InferenceService in llama-demo)');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(picker.list).toBeHidden();
  await expect(picker.status).toBeEmpty();
  await expect(sim.table.locator('caption')).toContainText('InferenceService chat');

  // Alt+Down opens without moving; Tab closes without picking and moves on.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(await picker.active()).toBeNull();
  await page.keyboard.press('Tab');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Namespace' })).toBeFocused();
  await expect(field).toHaveValue('chat (InferenceService in llama-demo)');
});

test('the mouse: a click opens the list, a click on an option picks it', async ({ sim, page }) => {
  await sim.append(CHAT);
  const picker = pickerParts(page);
  await picker.field.click();
  await expect(picker.list).toBeVisible();
  await picker.list.getByRole('option', { name: /^chat / }).click();
  await expect(picker.field).toHaveValue('chat (InferenceService in llama-demo)');
  await expect(picker.list).toBeHidden();
});

test.describe(
  catalog === null
    ? `question picker: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "the question picker on OME's catalog",
  () => {
    if (catalog === null) return;
    const text = catalog;
    // The catalog takes a while to load and rank.
    test.describe.configure({ timeout: 90_000 });

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        test(`${viewport.width}×${viewport.height}, ${scheme}: type to narrow 207 models, pick with the keyboard`, async ({
          page,
        }, testInfo) => {
          await page.emulateMedia({ colorScheme: scheme });
          await page.setViewportSize(viewport);
          await openOnText(page, text, 'internlm2-7b');
          const sim = new SimulatorPage(page);
          const picker = pickerParts(page);
          await picker.field.focus();
          await page.keyboard.press('ArrowDown');
          await expect(picker.status).toHaveText('207 models');
          await expect(picker.options).toHaveCount(207);
          // Sorted by name, numbers read as numbers.
          const names = await picker.list.locator('.picker-name').allTextContents();
          const collator = new Intl.Collator('en', { numeric: true });
          expect(names).toEqual([...names].sort(collator.compare));
          expect(await picker.active()).toBe('internlm2-7b (ClusterBaseModel)');
          await expect(picker.options.filter({ hasText: /^internlm2-7b / })).toBeInViewport();

          await page.keyboard.press('Control+A');
          await page.keyboard.type('qwen 72');
          await expect(picker.status).toHaveText('6 of 207 match');
          await expect(picker.options).toHaveText([
            'qwen1-5-72b-chat (ClusterBaseModel)',
            'qwen2-5-72b (ClusterBaseModel)',
            'qwen2-5-72b-instruct (ClusterBaseModel)',
            'qwen2-5-math-rm-72b (ClusterBaseModel)',
            'qwen2-72b-instruct (ClusterBaseModel)',
            'qwen2-vl-72b-instruct (ClusterBaseModel)',
          ]);
          // The first match is in hand at once; Down moves on from it.
          expect(await picker.active()).toBe('qwen1-5-72b-chat (ClusterBaseModel)');
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('ArrowDown');
          expect(await picker.active()).toBe('qwen2-5-72b-instruct (ClusterBaseModel)');
          // The open list fits the page.
          const box = (await page.locator('.picker-popup').boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          await page.screenshot({ path: testInfo.outputPath(`picker-${viewport.width}.png`) });

          await page.keyboard.press('Enter');
          await expect(picker.field).toHaveValue('qwen2-5-72b-instruct (ClusterBaseModel)');
          const table = page.getByRole('table', { name: /qwen2-5-72b-instruct/ });
          await expect(table.locator('tr.runtime-row').first()).toHaveAttribute(
            'data-runtime',
            'srt-deepseek-r1-distill-qwen-14b',
          );
          await expect(sim.question).toBeFocused();
        });
      }
    }
  },
);

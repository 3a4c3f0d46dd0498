/**
 * The catalog view: ome-sim lint over the editor's text, run in the query worker as the text
 * changes, findings grouped by rule with a button to each line, what it could not check and why,
 * and what each runtime wins.
 */
import { expect, test } from './fixtures';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';
import { openOnText } from './shared-catalog-page';
import { DESKTOP_VIEWPORTS, PHONE_VIEWPORT } from './viewports';

const catalog = sharedCatalogText();
if (catalog === null) console.log(SHARED_CATALOG_NOTE);

test('the catalog view lints the text, takes you to a finding’s line, and follows edits', async ({
  sim,
}) => {
  const page = sim.page;
  await page.getByRole('tab', { name: 'Catalog' }).click();
  const panel = page.locator('#view-panel-catalog');
  // The worked example: vllm-llama has no range and ties the sized runtimes on score 6.
  const catchAll = panel.getByRole('region', { name: /catch-all/ });
  await expect(catchAll).toContainText('vllm-llama has no modelSizeRange');
  await expect(panel.getByRole('table', { name: 'What each runtime wins now' })).toContainText(
    'team-llama (Namespaced)',
  );
  // A finding's button puts the cursor on its line (vllm-llama's metadata.name).
  const button = catchAll.getByRole('button', { name: /^Go to line \d+/ });
  const line = ((await button.textContent()) ?? '').replace('line ', '');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.yaml-editor .line-numbers.active-line-number')).toHaveText(line);

  // With a higher priority, vllm-llama wins on score, not on size distance: no catch-all.
  await sim.replace('priority: 2', 'priority: 5');
  await expect(sim.problems).toContainText('No problems');
  await expect(panel.getByRole('region', { name: /catch-all/ })).toHaveCount(0);
  await expect(panel.getByRole('status')).toContainText('findings');
});

/** A model the agent has not filled in yet, and a service asking for a model that is not there. */
const UNCHECKED = `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: not-yet-filled
spec:
  storage:
    storageUri: hf://example/not-yet-filled
---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: lost
  namespace: llama-demo
spec:
  model:
    name: no-such-model
`;

test('the catalog view says what it could not check and why, and follows edits', async ({
  sim,
}) => {
  const page = sim.page;
  const tab = page.getByRole('tab', { name: 'Catalog' });
  await tab.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('#view-panel-catalog');
  await expect(panel.getByRole('region', { name: /catch-all/ })).toBeVisible();
  const notChecked = panel.locator('.catalog-not-checked');
  await expect(notChecked).toHaveCount(0);

  await sim.append(UNCHECKED);
  await expect(notChecked).toHaveText([
    /^Not checked: 1 model has no modelFormat, so no runtime is selected for it yet: OME's model agent fills it in from the model's files/,
    'Not checked: 1 InferenceService names a model that is not in the manifests (spec.model.name)',
  ]);
  // Given the agent's fields, the model is ranked like any other: one note left.
  await sim.replace(
    '    storageUri: hf://example/not-yet-filled',
    '    storageUri: hf://example/not-yet-filled\n  modelFormat: {name: safetensors}',
  );
  await expect(notChecked).toHaveText([/^Not checked: 1 InferenceService names a model/]);
});

test.describe(
  catalog === null
    ? `catalog view: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "catalog view on OME's catalog",
  () => {
    if (catalog === null) return;
    const text = catalog;
    for (const viewport of [DESKTOP_VIEWPORTS[0], PHONE_VIEWPORT]) {
      test(`${viewport.width}×${viewport.height}: says that 166 of its 207 models are not checked`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openOnText(page, text, 'internlm2-7b');
        const tab = page.getByRole('tab', { name: 'Catalog' });
        await tab.focus();
        await page.keyboard.press('Enter');
        const note = page.locator('#view-panel-catalog .catalog-not-checked');
        await expect(note).toHaveText([
          /^Not checked: 166 models have no modelFormat, so no runtime is selected for them yet: OME's model agent fills it in from the model's files \(ome-sim reads them with --model-root DIR or --model-files NAME=PATH; in the app, Fill from the model's files\)$/,
        ]);
        await note.scrollIntoViewIfNeeded();
        const box = (await note.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      });
    }
  },
);

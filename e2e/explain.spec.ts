/**
 * Why the pick wins, one verdict for a named runtime, "make it
 * win" plans that make that very runtime win, and the quick fix for a model without modelFormat.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test } from './features';
import { WORKED_EXAMPLE_ORDER, type SimulatorPage } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/ome/${name}`, import.meta.url), 'utf8');

/** Replaces the whole text, as pasting over a selection would. */
async function paste(sim: SimulatorPage, text: string): Promise<void> {
  await sim.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await sim.focusEditor();
  await sim.page.keyboard.press('Control+A');
  await sim.page.keyboard.press('Control+V');
}

/**
 * The element's content fits in it, and it fits in the results panel: nothing to scroll
 * sideways. (The table's own width at phone size is the layout's business.)
 */
async function expectFits(box: Locator): Promise<void> {
  const sizes = await box.evaluate((el) => {
    const panel = el.closest('.ranking-panel') ?? document.body;
    return {
      overflow: el.scrollWidth - el.clientWidth,
      right: el.getBoundingClientRect().right - panel.getBoundingClientRect().right,
    };
  });
  expect(sizes.overflow).toBeLessThanOrEqual(0);
  expect(sizes.right).toBeLessThanOrEqual(1);
}

/** A catalog-style model: OME's model agent would fill modelFormat and the rest after download. */
const MODEL_WITHOUT_FORMAT = `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: llama-3-3-70b-instruct
spec:
  # filled by the model agent in a cluster
  vendor: meta
  storage:
    storageUri: hf://meta-llama/Llama-3.3-70B-Instruct
`;

test('the pick says which step puts it above the runner-up', async ({ sim, page }) => {
  const reason = page.getByTestId('pick-reason');
  await expect(reason).toHaveText(
    "OME picks team-llama. Above vllm-llama by scope: a ServingRuntime in the namespace comes before every ClusterServingRuntime, whatever the score (2 vs vllm-llama's 6).",
  );
  await sim.openBreakdown('team-llama');
  const breakdown = await sim.breakdown('team-llama');
  await expect(breakdown.locator('.placement')).toContainText(
    'Rank 1 OME selects this runtime. Above vllm-llama by scope',
  );
  // With team-llama out of the running, the tie on score 6 is decided by size distance.
  await sim.replace('autoSelect: true', 'autoSelect: false');
  await expect(reason).toHaveText(
    'OME picks vllm-llama. Above srt-llama-small by size distance: same score 6; size distance 0 < 7B.',
  );
});

test('"make it win" offers only plans that make that runtime the pick', async ({
  sim,
  whatIf,
  page,
}) => {
  const card = await whatIf.makeItWin('srt-llama-large');
  await expect(card).toContainText('3 ways to make OME pick srt-llama-large');
  await expect(card).toContainText('team-llama is a ServingRuntime in llama-demo');
  await expect(card).not.toContainText('create a ServingRuntime');
  const plans = card.locator('.win-plan');
  await expect(plans).toHaveText([
    /^Set team-llama's autoSelect to false \(entry 1\), then set srt-llama-large entry 1's priority from 3 to 4 \(score 8\)/,
    /^Disable team-llama \(spec.disabled: true\), then set srt-llama-large entry 1's priority from 3 to 4/,
    // A deletion is not made in the text, but what it moves is checked all the same.
    /^Delete ServingRuntime team-llama, then .*By hand: kubectl delete servingruntime team-llama -n llama-demoMoves nothing else\.$/,
  ]);
  await expect(plans.nth(2).getByRole('button', { name: /^Apply/ })).toHaveCount(0);

  // Apply from the keyboard, with the editor scrolled to the end: focus stays in the card, on its
  // heading, while the editor scrolls back to the first line the plan changed and highlights
  // each changed line (not the unchanged ones between), as after a table edit.
  await sim.focusEditor();
  await page.keyboard.press('Control+End');
  const apply = card.getByRole('button', { name: /^Apply: set team-llama's autoSelect/ });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => sim.highlightedLines()).toContain('autoSelect: false');
  expect(await sim.highlightedLines()).not.toContain('kind: ClusterServingRuntime');
  await sim.expectOrder(['srt-llama-large', 'vllm-llama', 'srt-llama-small', 'team-llama']);
  await expect(sim.cell('team-llama', 'compatible')).toHaveText('No');
  await expect(card.getByRole('heading', { name: 'Make srt-llama-large win' })).toBeFocused();
  await expect(plans.nth(0).getByRole('status')).toHaveText(
    'Applied. Ctrl+Z in the editor undoes it.',
  );
  const text = await sim.editorText();
  expect(text).toContain('      autoSelect: false\n---');
  expect(text).toContain('# The worked example'); // comments kept

  // One Ctrl+Z undoes the whole plan, and the card offers it again.
  await sim.undo();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(plans.nth(0).getByRole('status')).toHaveCount(0);
  await expect(apply).toBeVisible();

  // Disabling instead: the second plan, by mouse.
  await card.getByRole('button', { name: /^Apply: disable team-llama/ }).click();
  await sim.expectOrder(['srt-llama-large', 'vllm-llama', 'srt-llama-small', 'team-llama']);
  await expect(sim.cell('team-llama', 'reason').locator('.ome-reason')).toHaveText(
    'runtime is disabled',
  );
  await expect(plans.nth(1).getByRole('status')).toBeVisible();
});

test('"make it win" turns autoSelect on, in one edit that one undo takes back', async ({
  sim,
  whatIf,
  page,
}) => {
  // team-llama, made not auto-selectable: OME skips it (no entry with autoSelect: true).
  await sim.replace('autoSelect: true', 'autoSelect: false');
  await expect(sim.cell('team-llama', 'compatible')).toHaveText('No');
  const edited = await sim.editorText();
  const card = await whatIf.makeItWin('team-llama');
  await expect(card).toContainText('autoSelect: true on it lets OME pick team-llama');
  const plans = card.locator('.win-plan');
  await expect(plans.first()).toHaveText(
    /^Set team-llama entry 1's autoSelect to true \(score 2\)/,
  );
  await card.getByRole('button', { name: /^Apply: set team-llama entry 1's autoSelect/ }).click();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.table.locator('tr.is-selected .runtime-name')).toHaveText('team-llama');
  await expect(card.getByRole('heading', { name: 'Make team-llama win' })).toBeFocused();
  expect(await sim.editorText()).toBe(edited.replace('autoSelect: false', 'autoSelect: true'));
  await sim.undo();
  await expect(sim.cell('team-llama', 'compatible')).toHaveText('No');
  expect(await sim.editorText()).toBe(edited);
  await expect(
    page.getByRole('button', { name: /^Apply: set team-llama entry 1's autoSelect/ }),
  ).toBeVisible();
});

test('a named runtime gets one verdict, then what automatic selection would pick', async ({
  sim,
  page,
}) => {
  const manifests = [
    fixture('qwen3-8b-isvc.yaml'),
    fixture('qwen3-8b-model.yaml'),
    fixture('qwen3-8b-rt.yaml'),
  ].join('---\n');
  await paste(sim, manifests);
  await sim.pickQuestion('qwen3-8b (InferenceService in qwen3-8b)');
  const verdict = page.getByRole('note', { name: 'Named runtime' });
  await expect(verdict).toHaveCount(1);
  await expect(verdict).toContainText('OME uses srt-qwen3-8b, named in spec.runtime.name.');
  // srt-qwen3-8b sets autoSelect: false, so automatic selection finds nothing.
  await expect(verdict).toContainText(
    'Without spec.runtime, automatic selection would pick no runtime: no runtime found to support model safetensors',
  );
  await expect(page.locator('.ranking-status .note-error')).toHaveCount(0);
  await expect(page.getByTestId('pick-reason')).toHaveCount(0);

  // The named runtime's size range no longer fits: OME warns and proceeds (v1.3) …
  await sim.replace('max: 9B', 'max: 7B');
  await expect(verdict).toContainText('with a warning');
  await expect(verdict).toContainText(
    'OME warns: runtime "srt-qwen3-8b" does not declare support for model "qwen3-8b" (runtime srt-qwen3-8b does not support model safetensors: model size 8B is outside supported range [7B, 7B])',
  );
  // … and v1.2.2 refuses it.
  await sim.setOmeVersion('1.2.2');
  await expect(verdict).toContainText('OME refuses srt-qwen3-8b');
  await expect(page.getByRole('note', { name: 'Named runtime' })).toHaveCount(1);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the quick fix makes a model without modelFormat rankable', async ({ sim, page }) => {
      await sim.append(MODEL_WITHOUT_FORMAT);
      await sim.pickQuestion('llama-3-3-70b-instruct (ClusterBaseModel)');
      // OME's own error stays, with the why and the fix beside it.
      await expect(page.locator('.ranking-status .note-error')).toContainText(
        'invalid model specification: modelFormat.name: model format name is required',
      );
      await expect(sim.problem('has no spec.modelFormat')).toContainText(
        "ClusterBaseModel llama-3-3-70b-instruct has no spec.modelFormat. In a cluster, OME's model agent fills",
      );
      const fix = page.getByRole('region', { name: /has no modelFormat yet/ });
      await expect(
        fix.getByRole('combobox', { name: 'Supported by the runtimes here' }),
      ).toHaveValue('0');
      await expect(fix.getByRole('textbox', { name: 'modelFormat.name' })).toHaveValue(
        'safetensors',
      );
      await expect(fix.getByRole('textbox', { name: 'modelArchitecture' })).toHaveValue(
        'LlamaForCausalLM',
      );
      const size = fix.getByRole('textbox', { name: /^modelParameterSize/ });
      await expect(size).toHaveValue('70B');
      await expect(fix).toContainText('A guess from the model’s name: check it');
      await expectFits(fix);
      if (viewport.width === 1440) await page.screenshot({ path: 'test-results/quick-fix.png' });

      await size.fill('3.21B'); // the worked example's model size: the runtimes rank as there
      await fix
        .getByRole('button', { name: 'Write these fields into llama-3-3-70b-instruct' })
        .click();
      await expect(page.locator('.ranking-status .note-error')).toHaveCount(0);
      await expect(fix).toBeHidden();
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);
      await expect(page.locator('#ranking-heading')).toBeFocused();
      const text = await sim.editorText();
      expect(text).toContain(
        'spec:\n  # filled by the model agent in a cluster\n  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n  modelFramework:\n    name: transformers\n    version: "4.45.0.dev0"\n  modelArchitecture: LlamaForCausalLM\n  modelParameterSize: 3.21B\n  vendor: meta\n',
      );
      await sim.undo();
      await expect(page.locator('.ranking-status .note-error')).toContainText(
        'model format name is required',
      );
    });

    test('"make it win" plans fit and Apply keeps focus', async ({ sim, whatIf, page }) => {
      const card = await whatIf.makeItWin('vllm-llama');
      await expect(card.locator('.win-plan')).toHaveCount(3);
      // On a phone the card sits in the table's row, whose layout stacks the cells.
      if (viewport.width > 390) await expectFits(card);
      if (viewport.width === 390)
        await page.screenshot({ path: 'test-results/win-390.png', fullPage: true });
      await card.getByRole('button', { name: /^Apply: set team-llama's autoSelect/ }).click();
      await expect(sim.table.locator('tr.is-selected .runtime-name')).toHaveText('vllm-llama');
      await expect(card.getByRole('heading')).toBeFocused();
    });
  });
}

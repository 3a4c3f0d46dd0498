/**
 * The question follows the manifests (issue 9, points 1, 9 and 12): pasted or imported OME
 * manifests without the ranked model switch to one they have, in a namespace they use or
 * `default`, and say so; the caption, the copied command and the exports say the same; broken
 * YAML never shows findings of another answer than the table's; a selection that fails outright
 * shows OME's error and no empty table. Real manifests from OME's catalog (testdata/ome).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './features';
import { WORKED_EXAMPLE_ORDER, type SimulatorPage } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

// Each test replaces or edits the manifests several times; on a busy machine that takes a while.
test.describe.configure({ timeout: 60_000 });

const ome = (path: string) =>
  readFileSync(new URL(`../testdata/ome/${path}`, import.meta.url), 'utf8');
const documents = (...paths: string[]) => paths.map((p) => ome(`config/${p}`)).join('\n---\n');

const QWEN3_4B = documents('models/Qwen/Qwen3-4B.yaml', 'runtimes/srt/Qwen/qwen3-4b-rt.yaml');

/** Replaces the whole editor text by pasting, as a user does with Ctrl+A, Ctrl+V. */
async function pasteOver(sim: SimulatorPage, text: string): Promise<void> {
  await sim.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await sim.focusEditor();
  await sim.page.keyboard.press('Control+A');
  await sim.page.keyboard.press('Control+V');
}

const namespacePicker = (page: Page) => page.getByRole('combobox', { name: 'Namespace' });
/** The line under the pickers that says why the app changed the question. */
const note = (page: Page) => page.locator('.query-controls .retarget-note');

async function copiedCommand(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy command' }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('pasted Qwen3 manifests are ranked in default, and the app says why', async ({
      sim,
      transfer,
      page,
    }, testInfo) => {
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);
      await pasteOver(sim, QWEN3_4B);
      await expect(sim.question).toHaveValue('qwen3-4b (ClusterBaseModel)');
      await expect(namespacePicker(page)).toHaveValue('default');
      await expect(note(page)).toHaveText(
        'Now ranking qwen3-4b in default: llama-3-2-3b-instruct is not in the manifests',
      );
      await sim.expectOrder(['srt-qwen3-4b']);
      await expect(sim.staleNote).toBeHidden();
      await expect(sim.table.locator('caption')).toHaveText(
        'Serving runtimes for ClusterBaseModel qwen3-4b in namespace default, OME v1.3',
      );
      expect(await copiedCommand(page)).toBe(
        'kubectl ome runtime explain --model qwen3-4b -n default',
      );
      await page.screenshot({ path: testInfo.outputPath('pasted.png') });
      const markdown = await transfer.download('Markdown');
      expect(markdown.text.split('\n')[0]).toBe(
        'Serving runtimes for ClusterBaseModel qwen3-4b in namespace default, OME v1.3',
      );
      const csv = await transfer.download('CSV');
      expect(csv.text.split('\r\n')[1]).toMatch(
        /^[-\d]+,srt-qwen3-4b,.*,ClusterBaseModel\/qwen3-4b,-,default,1\.3$/,
      );

      // Choosing for oneself ends the note.
      await sim.pickQuestion('qwen3-4b (ClusterBaseModel)');
      await namespacePicker(page).selectOption('default');
      await expect(note(page)).toBeEmpty();
    });
  });
}

test('an imported kubectl List ranks its InferenceService, in its namespace', async ({
  sim,
  transfer,
  page,
}) => {
  await transfer.openImport();
  await expect(transfer.importDialog).toContainText(
    'kubectl get servingruntimes,clusterservingruntimes,basemodels,clusterbasemodels,inferenceservices -A -o yaml',
  );
  await page.keyboard.press('Escape');
  await transfer.importText(ome('list-cluster.yaml'), 'Replace them');
  await expect(sim.question).toHaveValue('qwen3-8b (InferenceService in qwen3-8b)');
  await expect(namespacePicker(page)).toHaveValue('qwen3-8b');
  await expect(note(page)).toHaveText(
    'Now ranking qwen3-8b in qwen3-8b: llama-3-2-3b-instruct is not in the manifests',
  );
  await expect(sim.table.locator('caption')).toHaveText(
    'Serving runtimes for InferenceService qwen3-8b (ClusterBaseModel qwen3-8b) in namespace qwen3-8b, OME v1.3',
  );
  await expect(sim.runtimeNames().first()).toBeVisible();
  await expect(sim.row('team-llama')).toHaveCount(0);
  expect(await copiedCommand(page)).toBe('kubectl ome runtime explain --isvc qwen3-8b -n qwen3-8b');
});

test('typing over the ranked model’s name follows it, without jumping or a note', async ({
  sim,
  page,
}) => {
  await sim.select('name: llama-3-2-3b-instruct');
  // Over the name only: type a new one key by key.
  await page.keyboard.press('End');
  for (let i = 0; i < 'instruct'.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type('chat', { delay: 30 });
  await expect(sim.question).toHaveValue('llama-3-2-3b-chat (BaseModel in llama-demo)');
  await expect(namespacePicker(page)).toHaveValue('llama-demo');
  await expect(note(page)).toBeEmpty();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.staleNote).toBeHidden();
});

test('a syntax error keeps the table and its findings together, both out of date', async ({
  sim,
}) => {
  // The case: team-llama's document breaks. Without team-llama vllm-llama and
  // srt-llama-small would tie; the table still shows team-llama, so no tie may be listed.
  await sim.replace('name: team-llama', 'name: team-llama: x');
  await expect(sim.problem(/Nested mappings/)).toHaveCount(1);
  await expect(sim.staleNote).toBeVisible();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.problems).not.toContainText('Ties with');
  await sim.replace('name: team-llama: x', 'name: team-llama');
  await expect(sim.problems).toContainText('No problems');

  // A ranking with findings (team-llama not auto-selected: vllm-llama and srt-llama-small tie),
  // then vllm-llama's document breaks: the tie stays listed with the table, marked out of date.
  await sim.replace('autoSelect: true', 'autoSelect: false');
  const tie = sim.problem(/vllm-llama: Ties with srt-llama-small/);
  await expect(tie).toHaveCount(1);
  await expect(tie).not.toContainText('Out of date');
  await sim.replace('name: vllm-llama', 'name: vllm-llama: x');
  await expect(sim.staleNote).toBeVisible();
  await expect(tie).toContainText('Out of date');
  await expect(sim.row('vllm-llama')).toHaveCount(1);
});

test('a model without a format shows OME’s error, not an empty table', async ({ sim, page }) => {
  await pasteOver(
    sim,
    documents('models/Qwen/Qwen3-8B.yaml', 'runtimes/srt/Qwen/qwen3-8b-rt.yaml'),
  );
  await expect(sim.question).toHaveValue('qwen3-8b (ClusterBaseModel)');
  await expect(page.locator('.ranking-status')).toContainText(
    'invalid model specification: modelFormat.name: model format name is required',
  );
  await expect(sim.table).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Markdown' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download kubectl text' })).toBeEnabled();
});

/**
 * "Fill from the model's files" with a folder that holds many models, by keyboard alone: the test
 * writes a folder laid out as Hugging Face downloads (two models, one whose config is broken) in
 * a temp dir it removes, opens manifests with those models and one more it does not hold, picks
 * the folder, and checks the fields of both in the editor, the list of what was matched and what
 * was not, that one Ctrl+Z takes the whole fill back, and axe, at the three sizes in both themes.
 * With MODEL_ROOT_SHOTS set, the screenshots are saved there (else attached to the results).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { encodeScenario } from '../src/share/codec';
import { safetensorsBytes } from '../src/modelfiles/test-support/memory-tree';
import { seriousViolations } from './pages/axe';
import { expect, test } from './features';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

const WORKED = readFileSync(
  new URL('../src/examples/worked-example.yaml', import.meta.url),
  'utf8',
);

const model = (name: string, storage: string) => `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: ${name}
spec:
  vendor: test
  storage:
${storage}`;

const MANIFESTS = [
  WORKED,
  model('llama-3-2-3b-hub', '    storageUri: hf://meta-llama/Llama-3.2-3B-Instruct\n'),
  // Found by its node path's last two parts, as a copy of the node's models folder.
  model('qwen3-8b-node', '    path: /mnt/models/Qwen/Qwen3-8B\n'),
  model('mistral-broken', '    storageUri: hf://mistralai/Broken-7B\n'),
  model('deepseek-v3', '    storageUri: hf://deepseek-ai/DeepSeek-V3\n'),
].join('');

const header = (tensors: Record<string, number[]>) =>
  safetensorsBytes(
    Object.fromEntries(
      Object.entries(tensors).map(([name, shape]) => [name, { dtype: 'BF16', shape }]),
    ),
  );

const LLAMA = {
  model_type: 'llama',
  architectures: ['LlamaForCausalLM'],
  transformers_version: '4.45.0.dev0',
  hidden_size: 3072,
  num_hidden_layers: 28,
  num_attention_heads: 24,
  num_key_value_heads: 8,
  vocab_size: 128256,
  max_position_embeddings: 131072,
};

const QWEN3 = {
  model_type: 'qwen3',
  architectures: ['Qwen3ForCausalLM'],
  transformers_version: '4.51.0',
  hidden_size: 4096,
  num_hidden_layers: 36,
  intermediate_size: 12288,
  num_attention_heads: 32,
  num_key_value_heads: 8,
  vocab_size: 151936,
  max_position_embeddings: 40960,
};

let dir = '';
let hub = '';
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ome-sim-e2e-model-root-'));
  hub = join(dir, 'hub');
  const write = (folder: string, files: Record<string, string | Uint8Array>) => {
    mkdirSync(join(hub, folder), { recursive: true });
    for (const [name, content] of Object.entries(files))
      writeFileSync(join(hub, folder, name), content);
  };
  write('meta-llama/Llama-3.2-3B-Instruct', {
    'config.json': JSON.stringify(LLAMA),
    'model-00001-of-00002.safetensors': header({ a: [2_000_000_000], b: [10_000_000] }),
    'model-00002-of-00002.safetensors': header({ c: [1_203_000_000] }),
    'model.safetensors.index.json': JSON.stringify({
      weight_map: {
        a: 'model-00001-of-00002.safetensors',
        b: 'model-00001-of-00002.safetensors',
        c: 'model-00002-of-00002.safetensors',
      },
    }),
  });
  write('Qwen/Qwen3-8B', { 'config.json': JSON.stringify(QWEN3) });
  write('mistralai/Broken-7B', { 'config.json': '{"model_type": "mistral",' });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Presses `key` until `done` holds of the focused element (the page's own order). */
async function tabUntil(page: Page, done: Locator | 'editor', key = 'Tab', most = 60) {
  const reached = () =>
    done === 'editor'
      ? page.evaluate(() => document.activeElement?.closest('.monaco-editor') != null)
      : done.evaluate((element) => element === document.activeElement);
  for (let i = 0; i < most; i++) {
    if (await reached()) return;
    await page.keyboard.press(key);
  }
  expect(await reached()).toBe(true);
}

/** The editor's whole text, copied with the keyboard (the focus must be in the editor). */
async function copiedText(page: Page): Promise<string> {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+C');
  await page.keyboard.press('Control+Home');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The list in both themes: the window and the list alone, saved or attached. */
async function capture(page: Page, list: Locator, width: number, info: TestInfo) {
  const folder = process.env.MODEL_ROOT_SHOTS;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const [what, area] of [
      ['window', page],
      ['list', list],
    ] as const) {
      const name = `model-root-${what}-${width}-${theme}.png`;
      const path = folder === undefined ? info.outputPath(name) : join(folder, name);
      await area.screenshot({ path });
      if (folder === undefined) await info.attach(name, { path, contentType: 'image/png' });
    }
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const viewport of VIEWPORTS) {
  test(`a folder of models fills each model it holds in one undoable edit, and lists the rest (${viewport.width})`, async ({
    sim,
    page,
  }, info) => {
    test.slow(); // two themes, axe each time
    await page.setViewportSize(viewport);
    const fragment = await encodeScenario({
      manifests: MANIFESTS,
      target: { kind: 'model', name: 'llama-3-2-3b-hub' },
      namespace: 'llama-demo',
      omeRelease: '1.3',
    });
    await page.goto(`./#${fragment}`);
    const error = page.locator('.ranking-status .note-error');
    await expect(error).toContainText('model format name is required');

    // From the top of the page: "Skip to the ranking" (the editor keeps Tab for indenting), then
    // Tab to the folder button; Enter opens the system's picker.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const skip = page.getByRole('link', { name: 'Skip to the ranking' });
    await tabUntil(page, skip);
    await page.keyboard.press('Enter');
    await expect(page.locator('#ranking-heading')).toBeFocused();
    const fill = page.getByRole('group', { name: 'Fill from the model’s files' });
    await tabUntil(page, fill.getByRole('button', { name: 'Pick a folder' }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(hub);

    const summary = page.getByRole('region', { name: /^Filled 2 of 4 models with empty fields/ });
    await expect(summary.getByRole('heading')).toHaveText(
      'Filled 2 of 4 models with empty fields from hub',
    );
    await expect(summary.getByRole('heading')).toBeFocused();
    const filled = summary.getByRole('group').filter({ hasText: 'Filled: 2 models' });
    await expect(filled.getByRole('listitem')).toHaveText([
      'llama-3-2-3b-hub → hub/meta-llama/Llama-3.2-3B-Instruct' +
        'safetensors 1.0.0 · transformers 4.45.0.dev0 · LlamaForCausalLM · 3.21B',
      'qwen3-8b-node → hub/Qwen/Qwen3-8B' +
        'safetensors 1.0.0 · transformers 4.51.0 · Qwen3ForCausalLM · 8B (OME’s estimate)' +
        'hub/Qwen/Qwen3-8B/config.json: no .safetensors files beside it (looked in the model folder): the count is what OME estimates from hub/Qwen/Qwen3-8B/config.json without the weights',
    ]);
    const notFilled = summary.getByRole('group').filter({ hasText: 'Not filled: 1 model' });
    await expect(notFilled.getByRole('listitem')).toHaveText(
      /^mistral-broken → hub\/mistralai\/Broken-7Bhub\/mistralai\/Broken-7B\/config\.json: expected a JSON object, but it is not valid JSON/,
    );
    const notFound = summary.getByRole('group').filter({ hasText: 'No folder here: 1 model' });
    await expect(notFound.getByRole('listitem')).toHaveText([
      'deepseek-v3looked for deepseek-ai/DeepSeek-V3',
    ]);

    // The ranked model has its fields, and the ranking follows.
    await expect(error).toHaveCount(0);
    await sim.expectOrder(WORKED_EXAMPLE_ORDER);
    await capture(page, summary, viewport.width, info);

    // Back into the editor by Shift+Tab: both models are written, each under its own comment.
    await tabUntil(page, 'editor', 'Shift+Tab');
    const written = await copiedText(page);
    expect(written).toContain(
      'name: llama-3-2-3b-hub\nspec:\n  # filled from hub/meta-llama/Llama-3.2-3B-Instruct/config.json as OME\'s model agent would (parameter size: from the safetensors headers)\n  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n  modelFramework:\n    name: transformers\n    version: "4.45.0.dev0"\n  modelArchitecture: LlamaForCausalLM\n  modelParameterSize: 3.21B\n  vendor: test\n',
    );
    expect(written).toContain(
      'name: qwen3-8b-node\nspec:\n  # filled from hub/Qwen/Qwen3-8B/config.json as OME\'s model agent would (parameter size: OME\'s estimate without the weights)\n  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n  modelFramework:\n    name: transformers\n    version: "4.51.0"\n  modelArchitecture: Qwen3ForCausalLM\n  modelParameterSize: 8B\n  vendor: test\n',
    );
    expect(written).toContain('name: mistral-broken\nspec:\n  vendor: test\n');
    expect(written).toContain('name: deepseek-v3\nspec:\n  vendor: test\n');

    // One Ctrl+Z takes the whole fill back.
    await page.keyboard.press('Control+Z');
    expect(await copiedText(page)).toBe(MANIFESTS);
    await expect(error).toContainText('model format name is required');

    // The list stays until dismissed; then the focus goes to the ranking.
    await sim.letTabLeaveEditor();
    await tabUntil(page, summary.getByRole('button', { name: 'Dismiss' }));
    await page.keyboard.press('Enter');
    await expect(summary).toHaveCount(0);
    await expect(page.locator('#ranking-heading')).toBeFocused();
  });
}

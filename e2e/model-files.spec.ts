/**
 * Issue 21: "Fill from the model's files" on a model without modelFormat. The test writes a model
 * folder (config.json, an index and two safetensors shards whose headers name 3.21B parameters,
 * with no weights after them) in a temp dir it removes, picks it as a user would, and checks the
 * fields, their sources, the one undoable edit and the ranking that follows.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { safetensorsBytes } from '../src/modelfiles/test-support/memory-tree';
import { expect, test } from './features';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

const MODEL = `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: llama-3-3-70b-instruct
spec:
  vendor: meta
  storage:
    storageUri: hf://meta-llama/Llama-3.3-70B-Instruct
`;

/** A safetensors file whose header names `tensors` (shapes in BF16), with no weights after it. */
const header = (tensors: Record<string, number[]>) =>
  safetensorsBytes(
    Object.fromEntries(
      Object.entries(tensors).map(([name, shape]) => [name, { dtype: 'BF16', shape }]),
    ),
  );

const CONFIG = {
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

let dir = '';
let folder = '';
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ome-sim-e2e-model-'));
  folder = join(dir, 'Llama-3.2-3B-Instruct');
  mkdirSync(folder);
  writeFileSync(join(folder, 'config.json'), JSON.stringify(CONFIG));
  writeFileSync(
    join(folder, 'model-00001-of-00002.safetensors'),
    header({ a: [2_000_000_000], b: [10_000_000] }),
  );
  writeFileSync(join(folder, 'model-00002-of-00002.safetensors'), header({ c: [1_203_000_000] }));
  writeFileSync(
    join(folder, 'model.safetensors.index.json'),
    JSON.stringify({
      weight_map: {
        a: 'model-00001-of-00002.safetensors',
        b: 'model-00001-of-00002.safetensors',
        c: 'model-00002-of-00002.safetensors',
      },
    }),
  );
  writeFileSync(join(dir, 'broken.json'), '{"model_type": "llama",');
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SHOTS = '/tmp/i21-shots';

for (const viewport of VIEWPORTS) {
  test(`a model folder fills the model in one undoable edit, and the ranking follows (${viewport.width})`, async ({
    sim,
    page,
  }) => {
    await page.setViewportSize(viewport);
    await sim.append(MODEL);
    await sim.pickQuestion('llama-3-3-70b-instruct (ClusterBaseModel)');
    const error = page.locator('.ranking-status .note-error');
    await expect(error).toContainText('model format name is required');
    const fill = page.getByRole('group', { name: 'Fill from the model’s files' });
    await expect(fill.getByRole('button', { name: 'Pick a folder' })).toBeVisible();
    // The name-based guess stays beside it, marked as one.
    await expect(
      page.getByRole('heading', { name: /A guess from the runtimes here and the model’s name/ }),
    ).toBeVisible();

    await page.getByLabel('The model’s folder').setInputFiles(folder);
    const fields = fill.getByRole('table');
    await expect(fields).toContainText(
      'What OME’s agent would write, from Llama-3.2-3B-Instruct/config.json (model_type llama)',
    );
    await expect(fields.getByRole('row', { name: /modelParameterSize/ })).toContainText(
      '3.21Bsafetensors headers: Llama-3.2-3B-Instruct/model.safetensors.index.json, Llama-3.2-3B-Instruct/model-00001-of-00002.safetensors, Llama-3.2-3B-Instruct/model-00002-of-00002.safetensors',
    );
    await expect(fields.getByRole('row', { name: /modelFramework/ })).toContainText(
      'transformers 4.45.0.dev0Llama-3.2-3B-Instruct/config.json: transformers_version',
    );
    await page.screenshot({
      path: `${SHOTS}/model-files-read-${viewport.width}.png`,
      fullPage: viewport.width === 390,
    });

    await fill
      .getByRole('button', { name: 'Write the files’ fields into llama-3-3-70b-instruct' })
      .click();
    await expect(error).toHaveCount(0);
    await sim.expectOrder(WORKED_EXAMPLE_ORDER);
    await expect(page.locator('#ranking-heading')).toBeFocused();
    expect(await sim.editorText()).toContain(
      'spec:\n  # filled from Llama-3.2-3B-Instruct/config.json as OME\'s model agent would (parameter size: from the safetensors headers)\n  modelFormat:\n    name: safetensors\n    version: "1.0.0"\n  modelFramework:\n    name: transformers\n    version: "4.45.0.dev0"\n  modelArchitecture: LlamaForCausalLM\n  modelParameterSize: 3.21B\n  vendor: meta\n',
    );
    await page.screenshot({ path: `${SHOTS}/model-files-written-${viewport.width}.png` });
    await sim.undo();
    await expect(error).toContainText('model format name is required');
  });
}

test('a config.json alone: OME’s estimate, said to be one; a broken one names the file', async ({
  sim,
  page,
}) => {
  await sim.append(MODEL);
  await sim.pickQuestion('llama-3-3-70b-instruct (ClusterBaseModel)');
  const fill = page.getByRole('group', { name: 'Fill from the model’s files' });
  const picker = page.getByLabel('The model’s config.json');

  await picker.setInputFiles(join(dir, 'broken.json'));
  await expect(fill.getByRole('alert')).toHaveText(
    'broken.json: expected a JSON object, but it is not valid JSON (line 1, column 24)',
  );

  // Dropped, as from a file manager: the same reading.
  await fill.locator('.files-drop').evaluate(
    (zone, text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'config.json', { type: 'application/json' }));
      zone.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    },
    JSON.stringify({ ...CONFIG, architectures: ['LlamaForDroppedLM'] }),
  );
  await expect(fill.getByRole('row', { name: /modelArchitecture/ })).toContainText(
    'LlamaForDroppedLM',
  );

  await picker.setInputFiles(join(folder, 'config.json'));
  await expect(fill.getByRole('row', { name: /modelParameterSize/ })).toContainText(
    '3Bestimate without weights (llama: Llama-3.2-3B), from config.json',
  );
  await expect(fill).toContainText('no .safetensors files beside it');
  await fill.screenshot({ path: `${SHOTS}/model-files-estimate.png` });
  await fill.getByRole('button', { name: /^Write the files’ fields into/ }).click();
  await expect(page.locator('.ranking-status .note-error')).toHaveCount(0);
  expect(await sim.editorText()).toContain(
    "# filled from config.json as OME's model agent would (parameter size: OME's estimate without the weights)\n  modelFormat:",
  );
});

test('a diffusers folder shows its pipeline; a model OME’s agent skips says so, and so does the comment', async ({
  sim,
  page,
}) => {
  const flux = join(dir, 'FLUX.1-dev');
  mkdirSync(join(flux, 'transformer'), { recursive: true });
  writeFileSync(
    join(flux, 'model_index.json'),
    JSON.stringify({
      _class_name: 'FluxPipeline',
      _diffusers_version: '0.30.0',
      scheduler: ['diffusers', 'FlowMatchEulerDiscreteScheduler'],
      transformer: ['diffusers', 'FluxTransformer2DModel'],
      text_encoder_2: ['transformers', 'T5EncoderModel'],
    }),
  );
  writeFileSync(join(flux, 'transformer', 'config.json'), '{}');
  writeFileSync(join(flux, 'transformer', 'model.safetensors'), header({ w: [12_000_000_000] }));
  await sim.append(
    MODEL.replace(
      'metadata:\n  name: llama-3-3-70b-instruct\n',
      'metadata:\n  name: llama-3-3-70b-instruct\n  annotations:\n    ome.oracle.com/skip-config-parsing: "true"\n',
    ),
  );
  await sim.pickQuestion('llama-3-3-70b-instruct (ClusterBaseModel)');
  await expect(page.locator('.model-fix')).toContainText(
    'OME’s model agent will not fill these fields: llama-3-3-70b-instruct is annotated ome.oracle.com/skip-config-parsing: "true".',
  );
  const fill = page.getByRole('group', { name: 'Fill from the model’s files' });
  await page.getByLabel('The model’s folder').setInputFiles(flux);
  const fields = fill.getByRole('table');
  await expect(fields).toContainText(
    'What OME’s agent would write if it did not skip this model, from FLUX.1-dev/model_index.json',
  );
  await expect(fields.getByRole('row', { name: /diffusionPipeline/ })).toContainText(
    'FluxPipeline: scheduler, transformer, text_encoder_2',
  );
  await fill.screenshot({ path: `${SHOTS}/model-files-diffusers.png` });
  await fill.getByRole('button', { name: /^Write the files’ fields into/ }).click();
  expect(await sim.editorText()).toContain(
    "# filled from FLUX.1-dev/model_index.json as OME's model agent would, though it skips this model (skip-config-parsing)",
  );
  expect(await sim.editorText()).toContain('  diffusionPipeline:\n    className: FluxPipeline\n');
});

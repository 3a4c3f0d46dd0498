/**
 * Real OME catalog manifests (testdata/ome, vendored from OME's repository): what selection does
 * not read is folded, the outline jumps to what it does read, a long link can leave the unread
 * parts out and still ranks the same, and the gallery's story from OME's own catalog. At the three
 * sizes the app is built for.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { Gallery } from './pages/gallery';
import { Outline } from './pages/outline';
import { ShareLinks } from './pages/share-links';
import type { SimulatorPage } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

const CATALOG = 'testdata/ome/config/';
const read = (path: string) => readFileSync(`${CATALOG}${path}`, 'utf8');
/** The Qwen2.5 story's files plus a long prefill/decode runtime, as one paste. */
const catalogText = [
  'runtimes/srt/Qwen/Qwen2.5-32B-Instruct-rt.yaml',
  'runtimes/srt/Qwen/Qwen2.5-72B-Instruct-rt.yaml',
  'runtimes/srt/deepseek-ai/deepseek-r1-distill-qwen-14b-rt.yaml',
  'runtimes/srt/meta/llama-3-2-3b-instruct-pd-rt.yaml',
  'models/Qwen/Qwen2.5-32B-Instruct.yaml',
  'models/Qwen/Qwen2.5-72B-Instruct.yaml',
]
  .map(read)
  .map((text) => (text.endsWith('\n') ? text : `${text}\n`))
  .join('---\n');

/** An AcceleratorClass, with a part no decision reads (`integration`). */
const ACCELERATOR_CLASS = `apiVersion: ome.io/v1beta1
kind: AcceleratorClass
metadata:
  name: nvidia-h100
spec:
  vendor: nvidia
  discovery:
    nodeSelector:
      nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
  capabilities:
    memoryGB: 80Gi
    features: [nvlink, fp8]
  integration:
    kueueResourceFlavor: h100
  cost:
    perHour: "4"
`;

/** Replaces the editor's text by pasting, as a user brings in their manifests. */
async function pasteAll(sim: SimulatorPage, text: string): Promise<void> {
  await sim.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await sim.focusEditor();
  await sim.page.keyboard.press('Control+A');
  await sim.page.keyboard.press('Control+V');
  await sim.page.keyboard.press('Control+Home');
  // Ranks one of the pasted models (what a paste switches to is another part of the app).
  await sim.pickQuestion('qwen2-5-32b-instruct (ClusterBaseModel)');
}

/** Lines Monaco shows with a folded region's "…" after them. */
const foldedLines = (sim: SimulatorPage) =>
  sim.editor.locator('.margin-view-overlays .codicon-folding-collapsed');

const visibleLine = (sim: SimulatorPage, text: string) =>
  sim.editor.locator('.view-line', { hasText: text });

for (const size of VIEWPORTS) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('pasted catalog runtimes show the fields selection reads; the rest is folded', async ({
      sim,
    }) => {
      await pasteAll(sim, catalogText);
      await expect(visibleLine(sim, 'supportedModelFormats:').first()).toBeVisible();
      await expect(visibleLine(sim, 'sglang.launch_server')).toHaveCount(0);

      // engineConfig is one folded line: the cursor steps from it straight to routerConfig.
      const activeLine = async () =>
        Number(await sim.editor.locator('.line-numbers.active-line-number').textContent());
      await sim.select('engineConfig:');
      await expect(visibleLine(sim, 'engineConfig:').first()).toBeVisible();
      await expect(foldedLines(sim).first()).toBeAttached();
      const engineConfig = await activeLine();
      await sim.page.keyboard.press('ArrowDown');
      await expect(
        sim.editor.locator('.view-line', { hasText: 'routerConfig:' }).first(),
      ).toBeVisible();
      // Monaco draws the moved cursor on its next frame: poll, never read once.
      await expect.poll(activeLine).toBeGreaterThan(engineConfig + 50);

      // Unfolded by the user, it stays open while they type.
      await sim.page.keyboard.press('ArrowUp');
      await sim.page.keyboard.press('Control+Shift+BracketRight');
      await sim.page.keyboard.press('End');
      await sim.page.keyboard.type(' ');
      await sim.page.keyboard.press('Backspace');
      await sim.page.keyboard.press('ArrowDown');
      await expect.poll(activeLine).toBe(engineConfig + 1);
      await expect(visibleLine(sim, 'annotations:').first()).toBeVisible();
    });

    test('the outline jumps to a field with the keyboard', async ({ sim, page }) => {
      await pasteAll(sim, catalogText);
      const outline = new Outline(page);
      await expect(outline.objects).toHaveCount(6);
      // One tab stop: typed letters reach the runtime, the arrow key its next field.
      await outline.summary.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.type('srt-llama');
      await expect(
        outline.option(/^ClusterServingRuntime srt-llama-3-2-3b-instruct-pd at line \d+$/),
      ).toBeFocused();
      const field = outline.option(/^modelSizeRange of srt-llama-3-2-3b-instruct-pd at line \d+$/);
      for (let i = 0; i < 4 && !(await field.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('ArrowDown');
      await expect(field).toBeFocused();
      const line = (await field.textContent())!.match(/line (\d+)$/)![1]!;
      await page.keyboard.press('Enter');
      await expect(sim.editor.locator('.line-numbers.active-line-number')).toHaveText(line);
      await expect(
        sim.editor.locator('.view-line', { hasText: 'modelSizeRange:' }).last(),
      ).toBeVisible();
    });

    test('the outline lists an AcceleratorClass with the fields its decision reads', async ({
      sim,
      page,
    }) => {
      await pasteAll(sim, `${catalogText}---\n${ACCELERATOR_CLASS}`);
      const outline = page.getByRole('list', { name: 'Objects and the fields selection reads' });
      await expect(outline.getByRole('listitem')).toHaveCount(7);
      await expect(
        outline.getByRole('button', { name: /^AcceleratorClass nvidia-h100, line \d+$/ }),
      ).toBeVisible();
      const fields = outline.getByRole('button', { name: / of nvidia-h100, line \d+$/ });
      await expect(fields).toHaveText(['vendor', 'discovery', 'capabilities', 'cost']);
      const capabilities = fields.filter({ hasText: 'capabilities' });
      const line = Number(
        (await capabilities.getAttribute('aria-label'))!.match(/line (\d+)$/)![1],
      );
      await capabilities.focus();
      await page.keyboard.press('Enter');
      await expect(sim.editor.locator('.line-numbers.active-line-number')).toHaveText(String(line));
      await expect(visibleLine(sim, 'memoryGB: 80Gi')).toBeVisible();
    });

    test('a long link can leave out what selection does not read, and ranks the same', async ({
      sim,
      page,
    }) => {
      await pasteAll(sim, catalogText);
      await expect(sim.row('srt-deepseek-r1-distill-qwen-14b')).toBeVisible();
      const order = await sim.runtimeNames().allTextContents();
      const links = new ShareLinks(page);
      await links.button.click();
      const dialog = page.getByRole('dialog', { name: 'Share link' });
      await expect(dialog).toBeVisible();
      const short = dialog.getByRole('radio', { name: /Leave out parts selection does not read/ });
      const whole = dialog.getByRole('radio', { name: /The whole text/ });
      await expect(short).toBeFocused();
      await expect(short).toBeChecked();
      const length = async (radio: typeof short) =>
        Number(
          (await radio.locator('xpath=..').locator('.share-length').textContent())!.replace(
            /\D/g,
            '',
          ),
        );
      const shortLength = await length(short);
      const wholeLength = await length(whole);
      expect(wholeLength).toBeGreaterThan(2000);
      expect(shortLength).toBeLessThan(wholeLength / 3);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter'); // Copy link
      const link = await links.copiedLink();
      expect(link.length).toBe(shortLength);

      const other = await page.context().newPage();
      await other.goto(link);
      const table = other.getByRole('table', { name: /^Serving runtimes for/ });
      await expect(table.locator('tr.runtime-row .runtime-name')).toHaveText(order);
      await expect(
        other.locator('.yaml-editor .view-line', { hasText: 'engineConfig' }),
      ).toHaveCount(0);
      await other.close();
    });

    test("the story from OME's own catalog: the DeepSeek runtime wins, both causes shown", async ({
      sim,
      page,
    }) => {
      await new Gallery(page).choose("OME's own catalog");
      await expect(sim.table.locator('caption')).toContainText('qwen2-5-32b-instruct');
      await expect(sim.runtimeNames().first()).toHaveText('srt-deepseek-r1-distill-qwen-14b');
      await expect(sim.cell('srt-deepseek-r1-distill-qwen-14b', 'rank')).toContainText('1');
      await expect(sim.problem(/defined again/)).toContainText('srt-qwen2-5-32b-instruct');
      await expect(sim.problem(/Has no modelSizeRange/)).toContainText(
        'srt-deepseek-r1-distill-qwen-14b',
      );
      const findings = page.getByRole('list', {
        name: 'Findings for srt-deepseek-r1-distill-qwen-14b',
      });
      await expect(findings).toContainText('Wins without a size range');
    });
  });
}

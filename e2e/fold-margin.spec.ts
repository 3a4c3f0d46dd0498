/**
 * The editor's margin (line numbers, fold arrows) stays beside the text after a paste is folded.
 * Pasting real OME catalog files (testdata/ome) leaves the editor scrolled to the end, where long
 * engineConfig lines need a horizontal scrollbar; folding them away removed the scrollbar while
 * Monaco drew, and the margin kept rows for the earlier scroll position: once the editor lost the
 * focus, its line numbers sat a row up and its last line had none, or read "undefinedundefined".
 * Which sizes showed it depended on where the fold left the view: so all three sizes.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { SimulatorPage } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

const read = (path: string) => readFileSync(`testdata/ome/config/${path}`, 'utf8');
/** Runtimes and models as they come, then a runtime with a mistake, as one paste. */
const pasted = [
  'runtimes/srt/Qwen/Qwen2.5-32B-Instruct-rt.yaml',
  'runtimes/srt/deepseek-ai/deepseek-r1-distill-qwen-14b-rt.yaml',
  'models/Qwen/Qwen2.5-32B-Instruct.yaml',
  'models/meta/Llama-3.2-3B-Instruct.yaml',
  'runtimes/srt/meta/llama-3-2-3b-instruct-rt.yaml',
]
  .map(read)
  .concat(
    'kind: ClusterServingRuntime\nmetadata:\n  name: broken\nspec:\n' +
      '  supportedModelFormats:\n    - priority: high\n',
  )
  .join('\n---\n');

/** The text's rows as Monaco draws them: their vertical positions, top to bottom. */
const textRowTops = (sim: SimulatorPage) =>
  sim.editor
    .locator('.view-lines > .view-line')
    .evaluateAll((rows) =>
      rows.map((row) => parseFloat((row as HTMLElement).style.top)).sort((a, b) => a - b),
    );

/** The margin's rows, top to bottom: where each is and the line number it shows. */
const marginRows = (sim: SimulatorPage) =>
  sim.editor.locator('.margin-view-overlays > div').evaluateAll((rows) =>
    rows
      .map((row) => ({
        top: parseFloat((row as HTMLElement).style.top),
        number: row.querySelector('.line-numbers')?.textContent ?? '',
      }))
      .sort((a, b) => a.top - b.top),
  );

/** The editor's line height (MonacoYamlEditor): the margin is as tall as the lines it shows. */
const LINE_HEIGHT = 20;

for (const size of VIEWPORTS) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    test('after a folded paste, the margin matches the text', async ({ sim, page }) => {
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await sim.focusEditor();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Control+V');
      const margin = sim.editor.locator('.margin-view-overlays');
      // The unread parts fold once the query worker has found them: most lines are hidden.
      const unfoldedHeight = pasted.split('\n').length * LINE_HEIGHT;
      await expect
        .poll(async () => parseFloat(await margin.evaluate((e) => (e as HTMLElement).style.height)))
        .toBeLessThan(unfoldedHeight / 2);
      await expect(sim.problem(/priority expected an integer, got high/)).toBeVisible();

      // Leave the editor for another control.
      const namespace = page.getByRole('combobox', { name: 'Namespace' });
      await namespace.click();
      await expect(namespace).toBeFocused();
      await expect(sim.editor).not.toHaveClass(/\bfocused\b/);
      // Monaco redraws the margin for the lost focus (it marks the margin unfocused as it does).
      await expect(margin).not.toHaveClass(/\bfocused\b/);

      await expect(margin).not.toContainText('undefined');
      // One margin row beside each row of text, each numbered, the numbers going down the page.
      const rows = await marginRows(sim);
      const textRows = await textRowTops(sim);
      expect(textRows.length).toBeGreaterThan(5);
      expect(rows.map((row) => row.top)).toEqual(textRows);
      expect(rows.filter((row) => !/^\d+$/.test(row.number))).toEqual([]);
      const numbers = rows.map((row) => Number(row.number));
      expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
    });
  });
}

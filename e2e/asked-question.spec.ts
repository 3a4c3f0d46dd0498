/**
 * A question asked with the manifests (a share link, `ome-sim ui --isvc`) is kept as asked when
 * they lack it, with OME's own "not found" (issue 10); manifests pasted over it then switch the
 * question to what they have, saying so (issue 9 point 1).
 */
import { readFileSync } from 'node:fs';
import { encodeScenario } from '../src/share/codec';
import { expect, test } from './features';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

const WORKED = readFileSync(
  new URL('../src/examples/worked-example.yaml', import.meta.url),
  'utf8',
);
const QWEN3_4B = ['models/Qwen/Qwen3-4B.yaml', 'runtimes/srt/Qwen/qwen3-4b-rt.yaml']
  .map((p) => readFileSync(new URL(`../testdata/ome/config/${p}`, import.meta.url), 'utf8'))
  .join('\n---\n');

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a link asking about an InferenceService the manifests lack keeps it as asked', async ({
      sim,
      page,
    }, testInfo) => {
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);
      const fragment = await encodeScenario({
        manifests: WORKED,
        target: { kind: 'isvc', name: 'chat' },
        namespace: 'llama-demo',
        omeRelease: '1.3',
      });
      await page.goto(`./#${fragment}`);
      await expect(page.getByText('inferenceservices.ome.io "chat" not found')).toBeVisible();
      const picker = sim.question;
      await expect(picker).toHaveValue('chat (not in the manifests)');
      await expect(page.getByRole('combobox', { name: 'Namespace' })).toHaveValue('llama-demo');
      await expect(page.locator('.retarget-note')).toBeEmpty();
      await expect(sim.table).toHaveCount(0);
      await page.getByRole('button', { name: 'Copy command' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'kubectl ome runtime explain --isvc chat -n llama-demo',
      );
      await page.screenshot({ path: testInfo.outputPath('asked.png') });

      // Other manifests pasted over it: the question follows them, and the app says why.
      await page.evaluate((t) => navigator.clipboard.writeText(t), QWEN3_4B);
      await sim.focusEditor();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Control+V');
      await expect(picker).toHaveValue('qwen3-4b (ClusterBaseModel)');
      await expect(page.locator('.retarget-note')).toHaveText(
        'Now ranking qwen3-4b in default: chat is not in the manifests',
      );
      await sim.expectOrder(['srt-qwen3-4b']);
    });
  });
}

/**
 * "Runs on" under the verdict of an InferenceService: which AcceleratorClass each component runs
 * on, why (every class the runtime lists, with why it lost, and what applies on the class), and
 * the what-if of the selector's policy and constraints, which decides again at once without
 * editing the YAML, until "Write into the YAML" makes it one undoable edit. All by keyboard, at
 * the three sizes, in both themes, axe-clean. On scenarios/accelerator/explain/picked.yaml: the
 * engine by the service's BestFit (a100; l4 too small), the decoder by its own Cheapest.
 */
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { acceleratorManifests, RunsOn } from './pages/runs-on';
import { DESKTOP_VIEWPORTS, PHONE_VIEWPORT, VIEWPORTS } from './viewports';

/** Where the screenshots go to be looked at (outside the repository), when asked for. */
const SHOTS = process.env.RUNS_ON_SHOTS;
const THEMES = ['light', 'dark'] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('runs on: a line per component, and why, by keyboard; axe-clean in both themes', async ({
      sim,
      page,
    }) => {
      test.setTimeout(90_000);
      // The worked example asks about a model: no component, no "Runs on".
      await expect(sim.table).toBeVisible();
      await expect(page.getByRole('region', { name: /^Runs on/ })).toHaveCount(0);
      const runsOn = new RunsOn(page);
      await runsOn.openOn(acceleratorManifests('picked'), 'llama-chat', 'team-a');
      await expect(runsOn.region).toContainText(
        'On runtime vllm-llama (ClusterServingRuntime), the runtime OME selects.',
      );
      await expect(runsOn.line('Engine')).toHaveText(
        'Engine nvidia-a100-40gb: picked by BestFit (policy from spec.acceleratorSelector; decided by score)',
      );
      await expect(runsOn.line('Decoder')).toHaveText(
        "Decoder nvidia-a100-40gb: picked by Cheapest (policy from the component's acceleratorOverride; decided by cost)",
      );

      await runsOn.why.focus();
      await page.keyboard.press('Enter');
      await expect(runsOn.why).toHaveAttribute('aria-expanded', 'true');
      await expect(runsOn.candidate('engine', 'nvidia-l4')).toContainText(
        'left out: memory 24GB < required 40GB',
      );
      await expect(runsOn.candidate('engine', 'nvidia-h100-80gb')).toContainText('lower score');
      await expect(runsOn.candidate('engine', 'nvidia-a100-40gb')).toContainText('runs on');
      await expect(runsOn.candidate('decoder', 'nvidia-h100-80gb')).toContainText('costs more');
      await expect(runsOn.region.locator('.runs-on-applies').first()).toContainText(
        'tensor parallel size 8',
      );
      await expect(runsOn.region).toContainText(
        'On nvidia-a100-40gb, with entry 1 (llama-safetensors) of vllm-llama (ClusterServingRuntime)',
      );
      // Nothing sideways: the classes fit the panel at every width.
      const table = runsOn.candidates('engine');
      const [width, fits] = await table.evaluate((t) => [
        t.scrollWidth,
        t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1,
      ]);
      expect(fits, `table ${width} px`).toBe(true);

      await runsOn.whatIf.focus();
      await page.keyboard.press('Enter');
      await expect(runsOn.field('policy')).toBeVisible();
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect.soft(await seriousViolations(page, '.runs-on'), theme).toEqual([]);
        if (SHOTS !== undefined) {
          mkdirSync(SHOTS, { recursive: true });
          await runsOn.region.scrollIntoViewIfNeeded();
          const name = `${SHOTS}/runs-on-${viewport.width}-${theme}`;
          await page.screenshot({ path: `${name}-page.png` });
          // On a phone the page scrolls, so the whole region can be taken; wider, the panel does.
          if (viewport.width < 600) await runsOn.region.screenshot({ path: `${name}-region.png` });
        }
      }
    });
  });
}

for (const viewport of [DESKTOP_VIEWPORTS[0], PHONE_VIEWPORT]) {
  test.describe(`what-if at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('policy and constraints decide again at once, the YAML untouched until written in', async ({
      sim,
      page,
    }) => {
      test.setTimeout(90_000);
      const runsOn = new RunsOn(page);
      await runsOn.openOn(acceleratorManifests('picked'), 'llama-chat', 'team-a');
      const original = await sim.editorText();
      await runsOn.whatIf.focus();
      await page.keyboard.press('Enter');
      const minMemory = runsOn.field('minMemory');
      await expect(minMemory).toHaveValue('40');
      await expect(runsOn.field('policy')).toHaveValue('BestFit');
      await expect(runsOn.region).toContainText('The decision above is the YAML’s selector.');
      // The decoder's own policy wins over the form's: the form says so.
      await expect(runsOn.region).toContainText(
        'The decoder’s own acceleratorOverride.policy (Cheapest) wins over this policy; the constraints still apply.',
      );

      // Constraints that leave nothing: no class, silently in OME, plainly here.
      await minMemory.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('100');
      await expect(runsOn.line('Engine')).toHaveText(
        'Engine no class: the constraints leave no candidate for BestFit (policy from spec.acceleratorSelector)',
      );
      await expect(runsOn.line('Decoder')).toContainText('no class');
      await expect(runsOn.whatIfTag).toBeVisible();
      await expect(runsOn.region).toContainText(
        'Decided with the what-if’s policy and constraints; the manifests are unchanged.',
      );
      expect(await sim.editorText()).toBe(original);
      if (SHOTS !== undefined)
        await runsOn.region.screenshot({ path: `${SHOTS}/what-if-${viewport.width}-light.png` });

      // What is not a number is said, and decides nothing.
      const maxMemory = runsOn.field('maxMemory');
      await maxMemory.focus();
      await page.keyboard.type('lots');
      await expect(maxMemory).toHaveAttribute('aria-invalid', 'true');
      await expect(maxMemory).toHaveAccessibleDescription('“lots” is not a whole number');
      await expect(runsOn.line('Engine')).toContainText('no class');
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await expect(maxMemory).toHaveAttribute('aria-invalid', 'false');

      // Back to the YAML's selector, by keyboard.
      await runsOn.back.focus();
      await page.keyboard.press('Enter');
      await expect(runsOn.line('Engine')).toContainText('nvidia-a100-40gb: picked by BestFit');
      await expect(runsOn.whatIfTag).toHaveCount(0);
      await expect(minMemory).toHaveValue('40');

      // 60 GB leaves the H100 alone; excluding it leaves nothing; another policy picks it again.
      await minMemory.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('60');
      await expect(runsOn.line('Engine')).toHaveText(
        'Engine nvidia-h100-80gb: picked by BestFit (policy from spec.acceleratorSelector; the only candidate left)',
      );
      const h100 = runsOn.excluded('nvidia-h100-80gb');
      await h100.focus();
      await page.keyboard.press('Space');
      await expect(h100).toBeChecked();
      await expect(runsOn.line('Engine')).toContainText('no class');
      await page.keyboard.press('Space');
      await expect(h100).not.toBeChecked();
      await runsOn.field('policy').selectOption('MostCapable');
      await expect(runsOn.line('Engine')).toContainText(
        'nvidia-h100-80gb: picked by MostCapable (policy from spec.acceleratorSelector',
      );

      // Written into the YAML: one edit of the selector, undone in the editor in one step.
      await runsOn.write.focus();
      await page.keyboard.press('Enter');
      await expect(runsOn.whatIfTag).toHaveCount(0);
      await expect(runsOn.region.getByRole('heading', { name: /^What if/ })).toBeFocused();
      await expect(runsOn.line('Engine')).toContainText('nvidia-h100-80gb: picked by MostCapable');
      const written = await sim.editorText();
      expect(written).toContain('    policy: MostCapable\n    constraints:\n      minMemory: 60\n');
      expect(written.replace(/\n {2}acceleratorSelector:[\s\S]*?\n {2}engine:/, '')).toBe(
        original.replace(/\n {2}acceleratorSelector:[\s\S]*?\n {2}engine:/, ''),
      );
      await sim.undo();
      await expect(runsOn.line('Engine')).toContainText('nvidia-a100-40gb: picked by BestFit');
      expect(await sim.editorText()).toBe(original);
    });
  });
}

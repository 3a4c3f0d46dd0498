/** What-if: a pinned baseline, "make it win", and the cluster-wide view. */
import { expect, test } from './features';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

const EDITED_ORDER = ['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large'];

test('a pinned baseline shows how each runtime moved and how its score changed', async ({
  sim,
  whatIf,
}) => {
  await whatIf.pin();
  await sim.openBreakdown('srt-llama-small');
  await sim.priorityInput('srt-llama-small').fill('4');
  await sim.expectOrder(EDITED_ORDER);
  await expect(whatIf.rankMove('srt-llama-small')).toHaveText('↑1');
  await expect(whatIf.scoreDelta('srt-llama-small')).toHaveText('+2');
  await expect(whatIf.rankMove('vllm-llama')).toHaveText('↓1');
  await expect(whatIf.scoreDelta('vllm-llama')).toHaveCount(0); // its score didn't change
  await expect(whatIf.rankMove('team-llama')).toHaveCount(0);
  await expect(whatIf.bar).toContainText('team-llama is still selected. 2 runtimes moved.');

  // team-llama's framework version no longer matches: it is rejected, the next one is picked.
  await sim.replace('4.45.0.dev0', '4.46.0', 2);
  await expect(whatIf.stateTag('team-llama')).toHaveText('newly rejected');
  await expect(whatIf.stateTag('srt-llama-small')).toHaveText('newly selected');
  await expect(whatIf.bar).toContainText('srt-llama-small is now selected instead of team-llama');

  await whatIf.clear();
  await expect(sim.table.locator('.move, .score-delta, .tag-move')).toHaveCount(0);
});

test('a pinned baseline survives a reload; a cleared one does not come back', async ({
  sim,
  whatIf,
  page,
}) => {
  await whatIf.pin();
  await sim.replace('priority: 3', 'priority: 4');
  await sim.expectOrder(EDITED_ORDER);
  await expect(whatIf.rankMove('srt-llama-small')).toHaveText('↑1');

  await page.reload();
  await sim.expectOrder(EDITED_ORDER);
  await expect(whatIf.rankMove('srt-llama-small')).toHaveText('↑1');
  await expect(whatIf.scoreDelta('srt-llama-small')).toHaveText('+2');
  await expect(whatIf.rankMove('vllm-llama')).toHaveText('↓1');
  await expect(whatIf.bar).toContainText('team-llama is still selected. 2 runtimes moved.');

  // Still "before" the edit: undoing it by hand shows no movement against the same baseline.
  await sim.replace('priority: 4', 'priority: 3');
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(whatIf.bar).toContainText('No runtime moved.');

  await whatIf.clear();
  await page.reload();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(page.getByRole('button', { name: 'Pin as baseline' })).toBeVisible();
  await expect(sim.table.locator('.move, .score-delta, .tag-move')).toHaveCount(0);
});

test('when storage has no room for the baseline, the bar says a reload loses it; the text is saved', async ({
  sim,
  whatIf,
  page,
}) => {
  // The browser refuses the baseline's key, as a full quota does once the text is written.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('ome-sim:baseline:')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.reload();
  await whatIf.pin();
  await expect(whatIf.bar.getByRole('status')).toHaveText(
    'Not saved: the browser’s storage is full, and your text comes first. A reload loses this baseline.',
  );
  await expect(page.getByText('Autosave is off')).toHaveCount(0);
  await sim.replace('priority: 3', 'priority: 4');
  await expect(whatIf.rankMove('srt-llama-small')).toHaveText('↑1');

  await page.reload();
  await sim.expectOrder(EDITED_ORDER);
  await expect(page.getByRole('button', { name: 'Pin as baseline' })).toBeVisible();
});

test('"make it win" explains, and Apply makes the plan in the YAML', async ({ sim, whatIf }) => {
  const card = await whatIf.makeItWin('srt-llama-small');
  await expect(card).toContainText('3 ways to make OME pick srt-llama-small');
  await expect(card).toContainText('team-llama is a ServingRuntime in llama-demo');
  await expect(card).not.toContainText('create a ServingRuntime in llama-demo');
  await expect(card).toContainText('spec.runtime.name: srt-llama-small');

  const before = await sim.editorText();
  await card.getByRole('button', { name: /^Apply: disable team-llama/ }).click();
  await sim.expectOrder(['srt-llama-small', 'vllm-llama', 'srt-llama-large', 'team-llama']);
  await expect(card.getByRole('status')).toContainText('Applied');
  const after = await sim.editorText();
  expect(after.indexOf('      priority: 4')).toBe(
    before.indexOf('      priority: 3') + 'disabled: true\n  '.length,
  );
  await expect(sim.cell('srt-llama-small', 'priority').getByRole('spinbutton')).toHaveValue('4');

  await sim.undo(); // one undoable edit, like the table's priority inputs
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
});

test('"make it win" says why no priority can help a rejected runtime', async ({ sim, whatIf }) => {
  await sim.replace('4.45.0.dev0', '4.46.0', 2); // team-llama's framework version
  await expect(sim.cell('team-llama', 'compatible')).toHaveText('No');
  const card = await whatIf.makeItWin('team-llama');
  await expect(card).toContainText('No priority makes team-llama win.');
  await expect(card).toContainText('OME rejects it (model format');
  await expect(card).toContainText(
    'framework version mismatch (model=4.45.0.dev0, runtime=4.46.0)',
  );
  await expect(card.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
});

test('the cluster-wide view highlights each selection an edit flips', async ({
  sim,
  whatIf,
  gallery,
}) => {
  await gallery.choose('Namespace override');
  await sim.expectOrder(['team-search-sglang', 'vllm-qwen', 'sglang-qwen']);
  await whatIf.showCluster();
  const search = whatIf.clusterWideRow('model', 'team-search', 'qwen2-5-14b-instruct');
  const ads = whatIf.clusterWideRow('model', 'team-ads', 'qwen2-5-14b-instruct');
  await expect(search).toContainText('team-search-sglang');
  await expect(ads).toContainText('team-ads-vllm');
  await whatIf.pin();

  // The team's override opts out of auto-selection: only team-search's pick changes.
  await sim.replace(
    'autoSelect: true            # required',
    'autoSelect: false           # required',
  );
  await expect(search).toHaveClass(/is-flipped/);
  await expect(search).toContainText('vllm-qwen');
  await expect(search).toContainText('flipped');
  await expect(search.locator('.cluster-wide-was')).toContainText('team-search-sglang');
  await expect(ads).not.toHaveClass(/is-flipped/);
  await expect(whatIf.page.getByText('1 selection flipped since the baseline')).toBeVisible();

  // A row opens its ranking.
  await search.getByRole('button', { name: 'qwen2-5-14b-instruct' }).click();
  await expect(sim.table.locator('caption')).toContainText('namespace team-search');
  await expect(sim.row('vllm-qwen')).toContainText('newly selected');
});

test('findings are shown by their runtime and listed as problems with their line', async ({
  sim,
  gallery,
}) => {
  await gallery.choose('Size tie-break');
  const findings = sim.page.getByRole('list', { name: 'Findings for vllm-llama' });
  await expect(findings).toContainText('Ambiguous tie:');
  const problem = sim.problem('ClusterServingRuntime vllm-llama: Ties with srt-llama-small');
  await expect(problem).toContainText('Warning');
  const line = (await sim.editorText()).split('\n').indexOf('  name: vllm-llama') + 1;
  await expect(problem).toContainText(`line ${line}`);
  // Its first finding (the tie; the second says why it wins it) goes to the runtime's name.
  await findings
    .getByRole('button', { name: /^Go to line/ })
    .first()
    .click();
  await expect(sim.page.locator('.yaml-editor .line-numbers.active-line-number')).toHaveText(
    String(line),
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('after Apply, "Show in the editor" brings the lines it changed into view, highlighted again', async ({
    sim,
    whatIf,
  }) => {
    const card = await whatIf.makeItWin('srt-llama-small');
    const text = await sim.editorText();
    await card.getByRole('button', { name: /^Apply: disable team-llama/ }).click();
    await expect(card.getByRole('status')).toHaveText('Applied. Ctrl+Z in the editor undoes it.');
    // The editor is above the results, out of view; the highlight fades there unseen.
    await expect(sim.editor).not.toBeInViewport();
    await expect.poll(() => sim.highlightedLines()).toEqual([]);

    await card.getByRole('button', { name: 'Show in the editor' }).click();
    await expect(sim.editor.locator('.view-line', { hasText: 'disabled: true' })).toBeInViewport();
    // Highlighted again; the line the plan wrote before is left as it was, and not highlighted.
    await expect
      .poll(async () => {
        const lines = await sim.highlightedLines();
        return lines.includes('disabled: true') && !lines.includes('supportedModelFormats:');
      })
      .toBe(true);
    // The cursor on the first line the plan wrote, the focus in the editor (Ctrl+Z is at hand).
    const line = text.split('\n').findIndex((l) => l.includes('name: team-llama')) + 1;
    const active = Number(
      await sim.editor.locator('.line-numbers.active-line-number').textContent(),
    );
    expect(active).toBeGreaterThan(line);
    expect(active).toBeLessThan(line + 5);
    await expect(sim.editor).toHaveClass(/\bfocused\b/);
  });
});

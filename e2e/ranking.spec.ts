/** The ranking: the worked example on first load, and live updates from the editor and the table. */
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

test('shows the worked example on first load', async ({ sim }) => {
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.table.locator('caption')).toHaveText(
    'Serving runtimes for BaseModel llama-3-2-3b-instruct in namespace llama-demo, OME v1.3',
  );
  await expect(sim.row('team-llama')).toHaveClass(/is-selected/);
  await expect(sim.row('team-llama')).toContainText('selected');
  await expect(sim.editor).toContainText('kind: BaseModel');
  expect(await sim.editorText()).toContain('  name: srt-llama-large\n');
  await expect(sim.problems).toContainText('No problems');
});

test('typing in the editor reorders the table', async ({ sim }) => {
  // srt-llama-small is the first runtime with priority 3.
  await sim.replace('priority: 3', 'priority: 4');
  await sim.expectOrder(['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large']);
  await expect(sim.announcer).toHaveText(
    'srt-llama-small moved to rank 2; vllm-llama moved to rank 3; team-llama selected',
  );
});

test('a priority changed in the table edits that one line of YAML, and Ctrl+Z undoes it', async ({
  sim,
}) => {
  const before = await sim.editorText();
  await sim.openBreakdown('srt-llama-small');
  await expect(await sim.breakdown('srt-llama-small')).toContainText('(1 + 1) × 3 = 6');
  await sim.priorityInput('srt-llama-small').fill('4');
  await sim.expectOrder(['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large']);

  const after = await sim.editorText();
  const beforeLines = before.split('\n');
  const afterLines = after.split('\n');
  expect(afterLines).toHaveLength(beforeLines.length);
  const changed = afterLines.flatMap((line, i) =>
    line === beforeLines[i] ? [] : [[beforeLines[i], line]],
  );
  expect(changed).toEqual([['      priority: 3', '      priority: 4']]);
  expect(after.indexOf('priority: 4')).toBe(before.indexOf('priority: 3'));

  await sim.undo();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  expect(await sim.editorText()).toBe(before);
});

test('a priority missing from an entry is inserted with the CRD default marked', async ({
  sim,
}) => {
  await sim.openBreakdown('team-llama');
  const breakdown = await sim.breakdown('team-llama');
  await expect(breakdown).toContainText(
    'defaulted: format and framework weight 1, operator Equal, priority 1',
  );
  await sim.priorityInput('team-llama').fill('5');
  await expect(sim.cell('team-llama', 'score')).toHaveText('10');
  expect(await sim.editorText()).toContain('      autoSelect: true\n      priority: 5\n---');
});

test('the breakdown explains placement and rejection', async ({ sim }) => {
  await sim.openBreakdown('srt-llama-large');
  await expect(sim.page.getByText('same score 6; size distance 69B vs 7B')).toBeVisible();
  // The second 4.45.0.dev0 is team-llama's framework version (the first is the model's).
  await sim.replace('4.45.0.dev0', '4.46.0', 2);
  await expect(sim.cell('team-llama', 'compatible')).toHaveText('No');
  await sim.openBreakdown('team-llama');
  await expect(sim.cell('team-llama', 'reason')).toContainText(
    'framework version mismatch (model=4.45.0.dev0, runtime=4.46.0)',
  );
  const breakdown = await sim.breakdown('team-llama');
  await expect(breakdown.locator('.placement')).toContainText(
    'Rejected by the format-mismatch check',
  );
  await expect(breakdown.locator('.mismatch-list li')).toHaveText(
    'framework version mismatch (model=4.45.0.dev0, runtime=4.46.0)',
  );
  await expect(breakdown.locator('.mismatch-field')).toHaveText('framework version');
  await expect(sim.row('vllm-llama')).toContainText('selected');
});

test('OME v1.2.2 behaves differently where the versions differ', async ({ sim }) => {
  // srt-llama-small keeps only its upper bound: fine in v1.3, a nil-pointer crash in v1.2.2.
  await sim.replace('min: 1B', '# min: 1B');
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await sim.setOmeVersion('1.2.2');
  await expect(sim.page.locator('.note-error')).toContainText('nil pointer dereference');
  await expect(sim.page.locator('.note-error')).toContainText(
    'runtime srt-llama-small sets only one',
  );
  // Selection fails outright, so OME's error stands alone, with no empty table.
  await expect(sim.table).toHaveCount(0);
  await expect(sim.runtimeNames()).toHaveCount(0);
  await sim.setOmeVersion('1.3');
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
});

test('copies the exact kubectl output and the command', async ({ sim }) => {
  const page = sim.page;
  await page.getByRole('button', { name: 'Copy kubectl output' }).click();
  await expect(page.getByText('Copied the kubectl output')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    [
      'RUNTIME           SCOPE        COMPATIBLE   PRIORITY   WEIGHT   REASON',
      'team-llama        Namespaced   Yes          1          2        -',
      'vllm-llama        Cluster      Yes          2          6        -',
      'srt-llama-small   Cluster      Yes          3          6        -',
      'srt-llama-large   Cluster      Yes          3          6        -',
      '',
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Copy command' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'kubectl ome runtime explain --model llama-3-2-3b-instruct -n llama-demo',
  );
});

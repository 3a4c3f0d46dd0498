/** Problems: markers and the problems list come from the engine worker's loader, with document and line. */
import { expect, test } from './fixtures';
import { WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

/** The 1-based line of the first line containing `text`. */
const lineOf = (source: string, text: string): number =>
  source.split('\n').findIndex((l) => l.includes(text)) + 1;

test('a syntax error is marked, keeps the last ranking out of date, and recovers when fixed', async ({
  sim,
}) => {
  const line = lineOf(await sim.editorText(), 'priority: 2');
  await sim.replace('priority: 2', 'priority: 2: 3');

  const problem = sim.problem(`document 3, line ${line}`);
  await expect(problem).toContainText('Nested mappings are not allowed');
  await expect(sim.errorMarkers()).toHaveCount(1);
  await expect(sim.staleNote).toContainText('Out of date');
  // vllm-llama's document no longer parses, but the last good ranking stays on screen.
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  // Its positions no longer match the text, so its priorities can't be edited until fixed.
  await sim.openBreakdown('srt-llama-small');
  await expect(sim.priorityInput('srt-llama-small')).toBeDisabled();

  // Activating the problem puts the cursor on its line.
  await problem.click();
  await expect(sim.page.locator('.yaml-editor .line-numbers.active-line-number')).toHaveText(
    String(line),
  );

  await sim.replace('priority: 2: 3', 'priority: 2');
  await expect(sim.problems).toContainText('No problems');
  await expect(sim.staleNote).toBeHidden();
  await expect(sim.errorMarkers()).toHaveCount(0);
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(sim.priorityInput('srt-llama-small')).toBeEnabled();
});

test('a wrong type names the field and the line', async ({ sim }) => {
  const line = lineOf(await sim.editorText(), 'priority: 2');
  await sim.replace('priority: 2', 'priority: high');
  const problem = sim.problem(`line ${line}`);
  await expect(problem).toContainText('spec.supportedModelFormats[0].priority');
  await expect(problem).toContainText('expected an integer, got high');
  await expect(sim.errorMarkers()).toHaveCount(1);
  await expect(sim.staleNote).toBeVisible();
});

test('an InferenceService naming a model that does not exist is a problem; fixed, it can be ranked', async ({
  sim,
  page,
}) => {
  await sim.append(
    '---\napiVersion: ome.io/v1beta1\nkind: InferenceService\nmetadata:\n  name: chat\n  namespace: llama-demo\nspec:\n  model:\n    name: llama-3-70b\n',
  );
  const text = await sim.editorText();
  const problem = sim.problem(`document 6, line ${lineOf(text, 'name: llama-3-70b')}`);
  await expect(problem).toContainText(
    'no BaseModel "llama-3-70b" in namespace llama-demo and no ClusterBaseModel "llama-3-70b"',
  );
  await problem.click(); // scrolls the marked line into view
  await expect(sim.errorMarkers()).toHaveCount(1);
  // Unrelated to the model being ranked: that ranking is still current.
  await expect(sim.staleNote).toBeHidden();

  await sim.pickQuestion('chat (InferenceService in llama-demo)');
  await expect(sim.staleNote).toContainText('clusterbasemodels.ome.io "llama-3-70b" not found');

  await sim.replace('llama-3-70b', 'llama-3-2-3b-instruct');
  await expect(sim.staleNote).toBeHidden();
  await expect(sim.table.locator('caption')).toHaveText(
    'Serving runtimes for InferenceService chat (BaseModel llama-3-2-3b-instruct) in namespace llama-demo, OME v1.3',
  );
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await page.getByRole('button', { name: 'Copy command' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'kubectl ome runtime explain --isvc chat -n llama-demo',
  );
});

test('the problems list is one tab stop: arrow keys move in it, Enter goes to the line', async ({
  sim,
  page,
}) => {
  const text = await sim.editorText();
  await sim.replace('priority: 2', 'priority: high');
  await sim.replace('priority: 3', 'priority: low');
  const first = sim.problem(`line ${lineOf(text, 'priority: 2')}`);
  const second = sim.problem(`line ${lineOf(text, 'priority: 3')}`);
  await expect(sim.problemItems()).toHaveCount(2);
  // From the editor (Ctrl+M: Tab leaves it), one Tab enters the list, on its first problem.
  await sim.focusEditor();
  await sim.letTabLeaveEditor();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(sim.page.locator('.yaml-editor .line-numbers.active-line-number')).toHaveText(
    String(lineOf(text, 'priority: 3')),
  );
  // Back in the list it keeps its place; one more Tab leaves it (no stop per problem).
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('separator', { name: 'Resize the editor and the results' }),
  ).toBeFocused();
});

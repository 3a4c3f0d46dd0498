/**
 * The simulator as a user sees it: the manifests editor, the problems under it, the choice of
 * what to rank, and the ranked table. Specs talk to the app only through this object.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const WORKED_EXAMPLE_ORDER = [
  'team-llama',
  'vllm-llama',
  'srt-llama-small',
  'srt-llama-large',
];

export class SimulatorPage {
  readonly table: Locator;
  readonly editor: Locator;
  readonly problems: Locator;
  readonly staleNote: Locator;
  readonly announcer: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^Serving runtimes for/ });
    this.editor = page.locator('.yaml-editor .monaco-editor');
    this.problems = page.locator('section.problems');
    this.staleNote = page.locator('#stale-note');
    this.announcer = page.getByTestId('rank-announcer');
  }

  /** Opens the app (relative to baseURL) and waits for the first ranking. */
  async open(path = './'): Promise<void> {
    await this.page.goto(path);
    await expect(this.table).toBeVisible();
    await expect(this.editor).toBeVisible();
  }

  runtimeNames(): Locator {
    return this.table.locator('tr.runtime-row .runtime-name');
  }

  async expectOrder(names: readonly string[]): Promise<void> {
    await expect(this.runtimeNames()).toHaveText([...names]);
  }

  row(name: string): Locator {
    return this.table.locator(`tr.runtime-row[data-runtime="${name}"]`);
  }

  disclosure(name: string): Locator {
    return this.page.getByRole('button', { name: `Breakdown of ${name}` });
  }

  /** A cell of a runtime's row: score, priority, weight, scope, compatible, reason, rank. */
  cell(
    name: string,
    column: 'score' | 'priority' | 'weight' | 'scope' | 'compatible' | 'reason' | 'rank',
  ): Locator {
    return this.row(name).locator(`.cell-${column}`);
  }

  /** The breakdown a row's disclosure button controls. */
  async breakdown(name: string): Promise<Locator> {
    const id = await this.disclosure(name).getAttribute('aria-controls');
    return this.page.locator(`[id="${id}"]`);
  }

  async openBreakdown(name: string): Promise<void> {
    const button = this.disclosure(name);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }

  priorityInput(runtime: string, entry = 1): Locator {
    return this.page.getByRole('spinbutton', { name: `${runtime} entry ${entry} priority` });
  }

  /**
   * "Rank runtimes for": a combobox whose value is the ranked question's label, e.g.
   * `qwen3-4b (ClusterBaseModel)`, `chat (InferenceService in llama-demo)`, or
   * `chat (not in the manifests)`.
   */
  get question(): Locator {
    return this.page.getByRole('combobox', { name: 'Rank runtimes for' });
  }

  /**
   * Picks the model or InferenceService labelled `label` (as the field then shows it, e.g.
   * `qwen3-4b (ClusterBaseModel)`), as a user does: types its name to narrow the list, then
   * clicks it.
   */
  async pickQuestion(label: string): Promise<void> {
    await this.question.fill(label.slice(0, label.indexOf(' (')));
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.question).toHaveValue(label);
  }

  /** The OME release field (a text field offering the known lines). */
  get omeRelease(): Locator {
    return this.page.getByRole('combobox', { name: 'OME release' });
  }

  /** Writes `release` (`1.2.2`, `v1.4.0-rc.1`…) into the OME release field. */
  async setOmeVersion(release: string): Promise<void> {
    await this.omeRelease.fill(release);
  }

  // ---- the editor ----

  /**
   * Hovers `word` in the editor until the schema hover shows `text`. On a loaded machine a hover
   * made while monaco-yaml's worker is still starting showed nothing within 10 s (one run in the
   * full suite); moving the pointer away and back asks again, as a user would.
   */
  async expectSchemaHover(word: string, text: string): Promise<void> {
    const hover = this.page.locator('.monaco-hover:not(.hidden)');
    await expect(async () => {
      await this.page.mouse.move(0, 0);
      await this.editor.getByText(word, { exact: true }).hover();
      await expect(hover).toContainText(text, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }

  /**
   * Clicks into the text near the top left of what the editor shows. Not the middle of
   * `.view-lines`: that element is as tall and wide as the whole text, so its middle can lie
   * past the pane's edge (on the scrollbar, at 1024 wide), where a click leaves the focus out.
   */
  async focusEditor(): Promise<void> {
    await this.editor.locator('.editor-scrollable').click({ position: { x: 24, y: 8 } });
  }

  /**
   * Ctrl+M in the focused editor: from then on Tab leaves it instead of indenting (Monaco's tab
   * focus mode, for the whole page). Waits for Monaco's announcement that it is on.
   */
  async letTabLeaveEditor(): Promise<void> {
    await this.page.keyboard.press('Control+M');
    await expect(
      this.page.getByRole('alert').filter({ hasText: 'Pressing Tab will now move focus' }),
    ).toBeAttached();
  }

  /** Waits until Monaco has coloured the text it shows (it tokenizes after drawing). */
  async waitForEditorColours(): Promise<void> {
    await expect(
      this.editor.locator('.view-line span[class^="mtk"]:not(.mtk1)').first(),
    ).toBeVisible();
  }

  /** Selects the `nth` match of `search` from the top (with the find widget) and types over it. */
  async replace(search: string, replacement: string, nth = 1): Promise<void> {
    await this.select(search, nth);
    await this.page.keyboard.insertText(replacement);
  }

  async select(search: string, nth = 1): Promise<void> {
    await this.focusEditor();
    await this.page.keyboard.press('Control+Home');
    await this.page.keyboard.press('Control+F');
    const find = this.page.getByRole('textbox', { name: 'Find' });
    await expect(find).toBeFocused();
    await find.fill(search);
    const count = this.page.locator('.find-widget .matchesCount');
    await expect(count).toHaveText(/^1 of \d+$/);
    for (let i = 1; i < nth; i++) await this.page.keyboard.press('Enter');
    await expect(count).toHaveText(new RegExp(`^${nth} of \\d+$`));
    await this.page.keyboard.press('Escape');
    await expect(find).toBeHidden();
  }

  /** Pastes text at the very end (pasting keeps indentation as is; typing would auto-indent). */
  async append(text: string): Promise<void> {
    await this.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await this.focusEditor();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.press('Control+V');
  }

  async undo(): Promise<void> {
    await this.focusEditor();
    await this.page.keyboard.press('Control+Z');
  }

  /** The whole text, copied out of the editor as a user would (select all, copy). */
  async editorText(): Promise<string> {
    await this.focusEditor();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.press('Control+C');
    const text = await this.page.evaluate(() => navigator.clipboard.readText());
    await this.page.keyboard.press('Control+Home');
    return text;
  }

  /**
   * The text of each line the editor shows highlighted after an edit (a table edit, an applied
   * plan), trimmed: the lines drawn at the height of a highlight. Only lines in view are drawn.
   */
  async highlightedLines(): Promise<string[]> {
    return this.editor.evaluate((root) => {
      const tops = Array.from(root.querySelectorAll('.table-edit-highlight')).map((e) =>
        Math.round(e.getBoundingClientRect().top),
      );
      return Array.from(root.querySelectorAll('.view-line'))
        .filter((line) => tops.includes(Math.round(line.getBoundingClientRect().top)))
        .map((line) => (line.textContent ?? '').replace(/\u00a0/g, ' ').trim());
    });
  }

  errorMarkers(): Locator {
    return this.editor.locator('.squiggly-error');
  }

  /** The problems, one option each of the list's listbox. */
  problemItems(): Locator {
    return this.problems.getByRole('option');
  }

  problem(text: string | RegExp): Locator {
    return this.problemItems().filter({ hasText: text });
  }
}

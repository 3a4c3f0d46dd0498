/**
 * The outline above the editor: a disclosure, and in it one listbox of objects (each a group:
 * the object's option, then its fields' options). One tab stop; the arrow keys move inside.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class Outline {
  readonly summary: Locator;
  readonly list: Locator;
  /** One group per object. */
  readonly objects: Locator;

  constructor(readonly page: Page) {
    this.summary = page.locator('.selection-outline > summary');
    this.list = page.getByRole('listbox', { name: 'Objects and the fields selection reads' });
    this.objects = this.list.getByRole('group');
  }

  /**
   * Opens the disclosure (a long text starts with it closed) by keyboard and waits for the
   * list, which the query worker builds: on a whole catalog, behind its other work, that can
   * take a while.
   */
  async open(timeout?: number): Promise<void> {
    if (!(await this.list.isVisible())) {
      await this.summary.focus();
      await this.page.keyboard.press('Enter');
    }
    await this.expectOpen(timeout);
  }

  async expectOpen(timeout?: number): Promise<void> {
    await expect(this.list).toBeVisible(timeout === undefined ? {} : { timeout });
  }

  option(name: string | RegExp): Locator {
    return this.list.getByRole('option', { name });
  }

  /** The option that holds the list's tab stop (the one Tab enters on). */
  get tabStop(): Locator {
    return this.list.locator('[role="option"][tabindex="0"]');
  }
}

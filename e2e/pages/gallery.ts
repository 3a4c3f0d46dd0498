/** The examples gallery: a dialog of example cards, and the confirmation before replacing work. */
import { expect, type Locator, type Page } from '@playwright/test';

export class Gallery {
  readonly dialog: Locator;
  readonly confirm: Locator;
  /** The open example's title and story, above the ranking. */
  readonly note: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Examples' });
    this.confirm = page.getByRole('dialog', { name: /^Open “/ });
    this.note = page.locator('.example-note');
  }

  async show(): Promise<void> {
    await this.page.getByRole('button', { name: 'Examples' }).click();
    await expect(this.dialog).toBeVisible();
  }

  card(title: string): Locator {
    return this.dialog
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /** Opens an example from the gallery (answering no confirmation). */
  async choose(title: string): Promise<void> {
    await this.show();
    await this.dialog.getByRole('button', { name: `Open ${title}` }).click();
    await expect(this.dialog).toBeHidden();
  }
}

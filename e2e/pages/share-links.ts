/** Share links as a user meets them: the share button, its confirmation, and opened-link notices. */
import { expect, type Locator, type Page } from '@playwright/test';

export class ShareLinks {
  readonly button: Locator;
  /** The polite status region: "Link copied", "Opened a shared scenario". */
  readonly status: Locator;
  /** A link that could not be opened. */
  readonly alert: Locator;
  readonly backToMyWork: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Share link' });
    this.status = page.getByRole('status').filter({ hasText: /Link|shared scenario|your work/ });
    this.alert = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
    this.backToMyWork = page.getByRole('button', { name: 'Back to my work' });
  }

  /** Shares with the button; returns the copied link. */
  async share(): Promise<string> {
    await this.button.click();
    return this.copiedLink();
  }

  async copiedLink(): Promise<string> {
    await expect(this.status).toContainText('Link copied');
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** What the app has stored as autosave (to check a broken link left it alone). */
  autosaved(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('ome-sim:scenario:v1'));
  }
}

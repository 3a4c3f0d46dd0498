/** Moving manifests in and rankings out: the import dialog, a dropped file, and the exports. */
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class Transfer {
  readonly importDialog: Locator;

  constructor(readonly page: Page) {
    this.importDialog = page.getByRole('dialog', { name: 'Import manifests' });
  }

  async openImport(): Promise<void> {
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(this.importDialog).toBeVisible();
  }

  /** Pastes `text` into the import dialog and imports it, replacing or appending. */
  async importText(text: string, mode: 'Replace them' | 'Append to them'): Promise<void> {
    await this.openImport();
    await this.importDialog.getByRole('textbox', { name: /paste manifests/i }).fill(text);
    await this.importDialog.getByRole('radio', { name: mode }).check();
    await this.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(this.importDialog).toBeHidden();
  }

  /** Drops a file on the editor, as dragging it from the desktop does. */
  async dropFile(name: string, text: string): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      ([fileName, content]) => {
        const data = new DataTransfer();
        data.items.add(new File([content], fileName, { type: 'text/yaml' }));
        return data;
      },
      [name, text] as const,
    );
    const zone = this.page.locator('.drop-zone');
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** Clicks an export button and returns the download with its text. */
  async download(
    format: 'Markdown' | 'CSV' | 'kubectl text',
  ): Promise<{ name: string; text: string }> {
    const [download]: [Download, void] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: `Download ${format}` }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}

/**
 * Share links as a user meets them: the share button, its confirmation, opened-link notices, a
 * link held back over the user's work, and the Kept work dialog.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const SCENARIO_STORAGE_KEY = 'ome-sim:scenario:v1';
const KEPT_WORK_PREFIX = 'ome-sim:kept:v1:';

export class ShareLinks {
  readonly button: Locator;
  /** The polite status region: "Link copied", "Opened a shared scenario". */
  readonly status: Locator;
  /** A link that could not be opened. */
  readonly alert: Locator;
  /** A link (or kept text) held back: the user's work is still on screen. */
  readonly held: Locator;
  readonly backToMyWork: Locator;
  /** The header's way to the kept texts (shown while any is kept). */
  readonly keptWorkButton: Locator;
  readonly keptWork: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Share link' });
    this.status = page.getByRole('status').filter({ hasText: /Link|shared scenario|your work/ });
    this.alert = page.getByRole('alert').filter({ hasText: 'This link could not be opened' });
    this.held = page
      .getByRole('alert')
      .filter({ hasText: /not opened|opened this tab|address changed|not brought back/ });
    this.backToMyWork = page.getByRole('button', { name: 'Back to my work' });
    this.keptWorkButton = page.getByRole('banner').getByRole('button', { name: /^Kept work/ });
    this.keptWork = page.getByRole('dialog', { name: 'Kept work' });
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
    return this.page.evaluate((key) => localStorage.getItem(key), SCENARIO_STORAGE_KEY);
  }

  /** The texts kept in storage, newest first. */
  keptTexts(): Promise<string[]> {
    return this.page.evaluate((prefix) => {
      const entries: { keptAt: number; text: string }[] = [];
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key?.startsWith(prefix))
          entries.push(JSON.parse(localStorage.getItem(key)!) as { keptAt: number; text: string });
      }
      return entries.sort((a, b) => b.keptAt - a.keptAt).map((entry) => entry.text);
    }, KEPT_WORK_PREFIX);
  }

  /** A kept text's row in the Kept work dialog, found by what it says. */
  keptItem(text: string | RegExp): Locator {
    return this.keptWork.getByRole('listitem').filter({ hasText: text });
  }
}

/** Writes `text` as the app's autosave before the page loads (once per test), as if typed. */
export async function seedWork(page: Page, text: string): Promise<void> {
  const scenario = {
    text,
    target: { kind: 'model', name: 'llama-3-2-3b-instruct' },
    namespace: 'llama-demo',
    omeRelease: '1.3',
  };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e:seeded') !== null) return;
      sessionStorage.setItem('e2e:seeded', '1');
      localStorage.setItem(key!, value!);
    },
    [SCENARIO_STORAGE_KEY, JSON.stringify(scenario)],
  );
}

/**
 * Fills localStorage to the last character, as another app on this origin could: at once where
 * the quota is Chromium's (5,242,880 characters of keys and values), else by halving.
 */
export async function fillStorage(page: Page): Promise<void> {
  const full = await page.evaluate(() => {
    const key = 'e2e:filler';
    const fits = (n: number) => {
      try {
        localStorage.setItem(key, 'f'.repeat(n));
        return true;
      } catch {
        return false;
      }
    };
    localStorage.removeItem(key);
    let used = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i)!;
      used += name.length + localStorage.getItem(name)!.length;
    }
    if (!fits(5_242_880 - used - key.length)) {
      let [low, high] = [0, 6_000_000];
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (fits(middle)) low = middle;
        else high = middle - 1;
      }
      fits(low);
    }
    try {
      localStorage.setItem('e2e:one-more', 'x');
      return false;
    } catch {
      return true;
    }
  });
  expect(full).toBe(true);
}

/** Stores `text` as a kept text from an hour ago, as an earlier link would have kept it. */
export async function keepOldText(page: Page, text: string): Promise<void> {
  await page.evaluate(
    ([prefix, text]) => {
      const keptAt = Date.now() - 3_600_000;
      const entry = {
        keptAt,
        text,
        target: { kind: 'model', name: 'llama-3-2-3b-instruct' },
        namespace: 'llama-demo',
        omeRelease: '1.3',
      };
      localStorage.setItem(`${prefix!}${keptAt}`, JSON.stringify(entry));
    },
    [KEPT_WORK_PREFIX, text],
  );
}

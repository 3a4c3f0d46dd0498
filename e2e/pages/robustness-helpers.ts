/**
 * What the robustness journeys need beyond the simulator page: a way to make the engine worker
 * hang or crash, a record of CSP violations and dialogs, and a check that the page still answers.
 *
 * The misbehaving worker is the real one behind a test-only wrapper, served by Playwright in
 * place of the built engine.worker-*.js: nothing in the app knows about it, so production has no
 * hook to abuse. The wrapper imports the real worker and passes every request on, except that a
 * request whose YAML contains `# e2e: hang` loops forever and one with `# e2e: crash` throws.
 */
import { expect, type Page } from '@playwright/test';

export const HANG_MARKER = '# e2e: hang';
export const CRASH_MARKER = '# e2e: crash';

const ENGINE_WORKER = /\/assets\/engine\.worker-[^/?]+\.js$/;

function wrapperFor(realUrl: string): string {
  return `
import ${JSON.stringify(realUrl)};
const answer = self.onmessage;
self.onmessage = (event) => {
  const text = event.data.sources.map((source) => source.text).join('\\n');
  if (text.includes(${JSON.stringify(HANG_MARKER)})) for (;;);
  if (text.includes(${JSON.stringify(CRASH_MARKER)})) throw new Error('simulated engine crash');
  answer.call(self, event);
};
`;
}

/** Serves the misbehaving wrapper for every engine worker the page starts (before `open`). */
export async function useMisbehavingEngine(page: Page): Promise<void> {
  await page.route(ENGINE_WORKER, async (route) => {
    const real = `${route.request().url()}?real`;
    await route.fulfill({ contentType: 'text/javascript', body: wrapperFor(real) });
  });
}

interface Recorded {
  readonly violations: string[];
}

/** Records CSP violations (the DOM event, and the console message) and dialogs, from the start. */
export async function recordViolations(page: Page): Promise<{
  violations(): Promise<string[]>;
  readonly dialogs: string[];
}> {
  const consoleViolations: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const recorded: Recorded = { violations: [] };
    (window as unknown as { __e2e: Recorded }).__e2e = recorded;
    document.addEventListener('securitypolicyviolation', (event) =>
      recorded.violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return {
    dialogs,
    violations: async () => [
      ...consoleViolations,
      ...(await page.evaluate(() => (window as unknown as { __e2e: Recorded }).__e2e.violations)),
    ],
  };
}

/**
 * Clicks a breakdown toggle and expects the page to show the result within a second of the
 * click reaching it: the main thread is not blocked, whatever the engine is doing. Measured in
 * the page, from the click event's timestamp (when the browser received it, so any wait for a
 * busy main thread counts) to the moment the toggle's state changed, so Playwright's own
 * round trips on a loaded machine don't count.
 */
export async function expectResponsive(page: Page, runtime: string): Promise<void> {
  const button = page.getByRole('button', { name: `Breakdown of ${runtime}`, exact: true });
  // Installed before the click (and awaited), read after it.
  await button.evaluate((element) => {
    const probe = window as unknown as { __latency: Promise<number> };
    probe.__latency = new Promise<number>((resolve) => {
      let clickedAt = 0;
      element.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, observer) => {
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      }).observe(element, { attributeFilter: ['aria-expanded'] });
    });
  });
  await button.click();
  const latency = await page.evaluate(
    () => (window as unknown as { __latency: Promise<number> }).__latency,
  );
  expect(latency).toBeLessThan(1000);
}

/** Share links: the scenario travels in the URL, opens elsewhere, and a broken one harms nothing. */
import { expect, test } from './features';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { ShareLinks } from './pages/share-links';

const EDITED_ORDER = ['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large'];

test('the worked example shares as a short link', async ({ links }) => {
  const link = await links.share();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#s1\.[A-Za-z0-9_-]+$/);
  expect(link.length).toBeLessThan(1000);
  expect(links.page.url()).toBe(link); // in the address bar too
  await expect(links.status).not.toContainText('chat tools');
});

test('a link opens the same ranking and choices in a fresh browser', async ({
  sim,
  links,
  browser,
}) => {
  await sim.replace('priority: 3', 'priority: 4');
  await sim.setOmeVersion('1.2.2');
  await sim.expectOrder(EDITED_ORDER);
  // Ctrl+S shares, and the browser's "Save page" never opens.
  const prevented = sim.page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        // Capture, after the app's own listener: the editor stops the event bubbling further.
        window.addEventListener(
          'keydown',
          (e) => {
            if (e.key.toLowerCase() === 's') resolve(e.defaultPrevented);
          },
          true,
        ),
      ),
  );
  await sim.focusEditor();
  await sim.page.keyboard.press('Control+S');
  expect(await prevented).toBe(true);
  const link = await links.copiedLink();

  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const other = new SimulatorPage(await context.newPage());
  await other.open(link);
  await other.expectOrder(EDITED_ORDER);
  await expect(other.omeRelease).toHaveValue('1.2.2');
  await expect(other.question).toHaveValue('llama-3-2-3b-instruct (BaseModel in llama-demo)');
  await expect(other.page.getByRole('combobox', { name: 'Namespace' })).toHaveValue('llama-demo');
  await expect(new ShareLinks(other.page).status).toContainText('Opened a shared scenario');
  expect(await other.editorText()).toContain('      priority: 4\n');
  await context.close();
});

const BROKEN: [string, (link: string) => string, string][] = [
  ['truncated', (link) => link.slice(0, link.length - 40), 'damaged or incomplete'],
  ['future-version', (link) => link.replace(/#.*$/, '#s9.AAAAAAAA'), 'made by a newer ome-sim'],
  ['s0', (link) => link.replace(/#.*$/, '#s0.AAAAAAAA'), 'not one any ome-sim makes'],
];

for (const [kind, mangle, message] of BROKEN) {
  test(`a ${kind} link shows why and keeps the autosaved work`, async ({ sim, links, page }) => {
    await sim.replace('priority: 3', 'priority: 4');
    await sim.expectOrder(EDITED_ORDER);
    await expect.poll(() => links.autosaved()).toContain('priority: 4');
    const saved = await links.autosaved();
    const link = await links.share();

    await page.goto('about:blank');
    await sim.open(mangle(link));
    await expect(links.alert).toContainText(message);
    await expect(links.alert).toContainText('Your own work is unchanged');
    await sim.expectOrder(EDITED_ORDER);
    expect(await links.autosaved()).toBe(saved);

    await links.alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(links.alert).toBeHidden();
    expect(page.url()).not.toContain('#s');
  });
}

test('opening a link keeps my work, and "Back to my work" restores it', async ({
  sim,
  links,
  page,
}) => {
  // A link to the unedited worked example, then my own edit.
  const link = await links.share();
  await sim.replace('priority: 3', 'priority: 4');
  await sim.expectOrder(EDITED_ORDER);
  await expect.poll(() => links.autosaved()).toContain('priority: 4');

  await page.goto('about:blank');
  await sim.open(link);
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(links.status).toContainText('Your previous work is kept');
  await links.backToMyWork.click();
  await sim.expectOrder(EDITED_ORDER);
  await expect(links.status).toContainText('Back to your work');
  expect(page.url()).not.toContain('#s');
  await page.reload();
  await sim.expectOrder(EDITED_ORDER);
});

test('a long link warns that chat tools may cut it', async ({ sim, links }) => {
  // Text that doesn't compress: 3,000 characters of a pseudo-random comment.
  let seed = 7;
  const noise = Array.from({ length: 3000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[seed % 62];
  }).join('');
  await sim.append(`\n# ${noise}\n`);
  await expect(sim.editor).toContainText(noise.slice(0, 20));
  const link = await links.share();
  expect(link.length).toBeGreaterThan(2000);
  await expect(links.status).toContainText('some chat tools cut links that long');
});

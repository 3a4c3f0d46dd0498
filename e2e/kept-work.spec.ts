/**
 * The user's work is never lost to a link: two links in a row (from this tab, or sent by another
 * site into a tab it opened), a 2.8 MB text, and full storage. Every text the user wrote stays
 * one click away (Kept work) until they discard it, and each notice says what became of it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { encodeScenario as encodeLink } from '../src/share/codec';
import { expect, test } from './features';
import { fillStorage, keepOldText, seedWork, ShareLinks } from './pages/share-links';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';

const WORKED = readFileSync('src/examples/worked-example.yaml', 'utf8');
/** My work: srt-llama-small's priority raised, which reorders the table. */
const EDITED_ORDER = ['team-llama', 'srt-llama-small', 'vllm-llama', 'srt-llama-large'];
/** The worked example's model, as "Rank runtimes for" shows it. */
const MODEL = 'llama-3-2-3b-instruct (BaseModel in llama-demo)';

/** A second BaseModel, so that link 1 offers a choice of model. */
const SECOND_MODEL = (
  /^---\n(apiVersion: ome\.io\/v1beta1\nkind: BaseModel\n[\s\S]*?)(?=^---)/m.exec(WORKED)?.[1] ?? ''
)
  .replace(/llama-3-2-3b-instruct/g, 'llama-3-1-8b-instruct')
  .replace('3.21B', '8B');
const LINK_1_TEXT = `${WORKED}---\n${SECOND_MODEL}# link 1\n`;
const LINK_2_TEXT = `${WORKED}# link 2\n`;

/** A link as a chat would carry it; without `model` it names none, and the app picks one. */
async function linkTo(text: string, model: string | null = null): Promise<string> {
  const fragment = await encodeLink({
    manifests: text,
    target: model === null ? null : { kind: 'model', name: model },
    namespace: model === null ? null : 'llama-demo',
    omeRelease: '1.3',
  });
  return `/#${fragment}`;
}

const rankedFor = (page: Page) => new SimulatorPage(page).question;

/** My own edit of the worked example, autosaved. */
async function writeMyWork(sim: SimulatorPage, links: ShareLinks): Promise<string> {
  await sim.replace('priority: 3', 'priority: 4');
  await sim.expectOrder(EDITED_ORDER);
  await expect.poll(() => links.autosaved()).toContain('priority: 4');
  return (await links.autosaved())!;
}

const BETWEEN_LINKS = {
  'the app picks the model': async (page: Page) => {
    await expect(rankedFor(page)).toHaveValue(MODEL);
  },
  'I pick another model': async (page: Page) => {
    await new SimulatorPage(page).pickQuestion('llama-3-1-8b-instruct (BaseModel in llama-demo)');
    await expect(page.getByRole('table', { name: /llama-3-1-8b-instruct/ })).toBeVisible();
  },
};

for (const [between, act] of Object.entries(BETWEEN_LINKS)) {
  test(`two links in a row keep my work when ${between} in between`, async ({
    sim,
    links,
    page,
  }) => {
    await writeMyWork(sim, links);
    const link1 = await linkTo(LINK_1_TEXT);
    const link2 = await linkTo(LINK_2_TEXT, 'llama-3-2-3b-instruct');

    await page.goto('about:blank');
    await sim.open(link1);
    await expect(links.status).toContainText(
      'Opened a shared scenario. Your previous work is kept.',
    );
    await sim.expectOrder(WORKED_EXAMPLE_ORDER);
    await act(page);

    // Link 2 in the same tab: link 1 was not my writing, so it opens at once.
    await page.goto(link2);
    await expect(links.status).toContainText(
      'It replaced only the last shared scenario; your earlier work is still kept.',
    );
    expect(await sim.editorText()).toContain('# link 2');
    expect(await links.keptTexts()).toEqual([expect.stringContaining('priority: 4')]);

    await links.backToMyWork.click();
    await sim.expectOrder(EDITED_ORDER);
    await expect(links.status).toContainText('Back to your work');
    await page.reload();
    await sim.expectOrder(EDITED_ORDER);
  });
}

test('links another site opens and then changes wait for my click', async ({
  sim,
  links,
  page,
  context,
}) => {
  const saved = await writeMyWork(sim, links);
  // Another site: localhost is another origin than the app's 127.0.0.1.
  const app = new URL(page.url()).origin;
  const elsewhere = `${app.replace('127.0.0.1', 'localhost')}/elsewhere.html`;
  await context.route(elsewhere, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
  await page.goto(elsewhere);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (url) => {
        (window as unknown as { opened: Window | null }).opened = window.open(url);
      },
      `${app}${await linkTo(LINK_1_TEXT)}`,
    ),
  ]);
  const victim = new SimulatorPage(tab);
  const victimLinks = new ShareLinks(tab);
  await expect(victim.table).toBeVisible();
  await expect(victimLinks.held).toContainText(
    'Another site opened this tab with a shared scenario. Your work stays on screen until you open it',
  );
  await victim.expectOrder(EDITED_ORDER);

  // Seconds later, the other site sends link 2 into the tab it holds.
  await page.evaluate(
    (url) => {
      (window as unknown as { opened: Window }).opened.location.href = url;
    },
    `${app}${await linkTo(LINK_2_TEXT, 'llama-3-2-3b-instruct')}`,
  );
  await expect(victimLinks.held).toContainText('The address changed to a shared scenario.');
  await victim.expectOrder(EDITED_ORDER);
  expect(await victimLinks.autosaved()).toBe(saved);
  expect(await victimLinks.keptTexts()).toEqual([]);

  // Only my click opens it, and my work is kept.
  await victimLinks.held.getByRole('button', { name: 'Open the shared scenario' }).click();
  await expect(victimLinks.status).toContainText('Your previous work is kept.');
  await victim.expectOrder(WORKED_EXAMPLE_ORDER);
  await victimLinks.backToMyWork.click();
  await victim.expectOrder(EDITED_ORDER);
});

test('a link another site sends over a link I left untouched opens; my work stays kept', async ({
  sim,
  links,
  page,
  context,
}) => {
  await writeMyWork(sim, links);
  const app = new URL(page.url()).origin;
  const elsewhere = `${app.replace('127.0.0.1', 'localhost')}/elsewhere.html`;
  await context.route(elsewhere, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
  await page.goto(elsewhere);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(
      (url) => {
        (window as unknown as { opened: Window | null }).opened = window.open(url);
      },
      `${app}${await linkTo(LINK_1_TEXT)}`,
    ),
  ]);
  const victim = new SimulatorPage(tab);
  const victimLinks = new ShareLinks(tab);
  await victimLinks.held.getByRole('button', { name: 'Open the shared scenario' }).click();
  await expect(victimLinks.status).toContainText('Your previous work is kept.');
  await expect(rankedFor(tab)).toHaveValue(MODEL); // the app picked it

  await page.evaluate(
    (url) => {
      (window as unknown as { opened: Window }).opened.location.href = url;
    },
    `${app}${await linkTo(LINK_2_TEXT, 'llama-3-2-3b-instruct')}`,
  );
  await expect(victimLinks.status).toContainText('your earlier work is still kept');
  expect(await victimLinks.keptTexts()).toEqual([expect.stringContaining('priority: 4')]);
  await victimLinks.backToMyWork.click();
  await victim.expectOrder(EDITED_ORDER);
});

/** My work, 2.8 MB: the worked example and 35,000 lines of notes (the ranking is the example's). */
const BIG_WORK = `${WORKED}${Array.from(
  { length: 35_000 },
  (_, i) => `# note ${String(i).padStart(5, '0')}: ${'my own words '.repeat(5)}\n`,
).join('')}# the last line of my work\n`;

test('a 2.8 MB text is kept when links replace it, and comes back whole', async ({ page }) => {
  test.slow(); // 2.8 MB in the editor, three times
  expect(BIG_WORK.length).toBeGreaterThan(2_800_000);
  await seedWork(page, BIG_WORK);
  const sim = new SimulatorPage(page);
  const links = new ShareLinks(page);
  await sim.open();
  await sim.expectOrder(WORKED_EXAMPLE_ORDER);

  await page.goto('about:blank');
  await sim.open(await linkTo(LINK_1_TEXT.replace('priority: 3', 'priority: 4')));
  await expect(links.status).toContainText('Your previous work is kept.');
  await sim.expectOrder(EDITED_ORDER);
  // Kept whole; the autosave then holds the link (the text moved, it was not copied).
  expect(await links.keptTexts()).toEqual([BIG_WORK]);
  await expect.poll(() => links.autosaved()).toContain('# link 1');

  await page.goto(await linkTo(LINK_2_TEXT, 'llama-3-2-3b-instruct'));
  await expect(links.status).toContainText('your earlier work is still kept');
  await links.keptWorkButton.click();
  await expect(links.keptItem(/2,8\d\d,\d\d\d characters/)).toBeVisible();
  await links
    .keptItem(/2,8\d\d,\d\d\d characters/)
    .getByRole('button', { name: 'Bring back' })
    .click();
  await expect(links.status).toContainText('Back to your work');
  await expect.poll(async () => (await links.autosaved())?.length ?? 0).toBeGreaterThan(2_800_000);
  expect(JSON.parse((await links.autosaved())!).text).toBe(BIG_WORK);
  expect(await links.keptTexts()).toEqual([]);
  await expect(links.keptWorkButton).toBeHidden();
});

test('in full storage a link waits: my work stays until I choose to discard it', async ({
  sim,
  links,
  page,
}) => {
  const saved = await writeMyWork(sim, links);
  await fillStorage(page);
  await page.goto('about:blank');
  await sim.open(await linkTo(LINK_2_TEXT, 'llama-3-2-3b-instruct'));
  await expect(links.held).toContainText(
    "The shared scenario was not opened. This browser's storage for this site is full",
  );
  await expect(links.held).toContainText('It is on screen, unchanged.');
  await sim.expectOrder(EDITED_ORDER);
  expect(await links.autosaved()).toBe(saved);
  await expect(links.backToMyWork).toBeHidden();

  // Download it first: the file is my text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    links.held.getByRole('button', { name: 'Download my work' }).click(),
  ]);
  const file = readFileSync(await download.path(), 'utf8');
  expect(file).toBe(JSON.parse(saved).text);

  await links.held.getByRole('button', { name: 'Open it anyway, discarding my work' }).click();
  await expect(links.status).toContainText('Your previous work was not kept, as you chose.');
  expect(await sim.editorText()).toContain('# link 2');
});

test('when kept texts fill storage, discarding one makes room for the link', async ({
  sim,
  links,
  page,
}) => {
  await writeMyWork(sim, links);
  await keepOldText(page, `# an old text of mine\n${'# old words\n'.repeat(200_000)}`);
  await fillStorage(page);
  await page.goto('about:blank');
  await sim.open(await linkTo(LINK_2_TEXT, 'llama-3-2-3b-instruct'));
  await expect(links.held).toContainText('could not be kept beside your 1 kept text.');
  await sim.expectOrder(EDITED_ORDER);

  await links.held.getByRole('button', { name: 'Kept work' }).click();
  const old = links.keptItem('2,400,022 characters');
  await old.getByRole('button', { name: 'Discard…' }).click();
  await expect(old).toContainText('Discard this text for good?');
  await old.getByRole('button', { name: 'Discard for good' }).click();
  await expect(links.keptWork).toContainText('Nothing is kept.');
  await page.keyboard.press('Escape');
  await expect(links.keptWork).toBeHidden();

  await links.held.getByRole('button', { name: 'Try again' }).click();
  await expect(links.status).toContainText('Your previous work is kept.');
  expect(await sim.editorText()).toContain('# link 2');
  expect(await links.keptTexts()).toEqual([expect.stringContaining('priority: 4')]);
});

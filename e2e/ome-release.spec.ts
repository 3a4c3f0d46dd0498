/**
 * The OME release ("semver where it is honest"): any release as users write it, its
 * behaviour shown beside it, a note outside the known releases, a clear message for text that is
 * not a release (which keeps the behaviour in use and the text typed), all by keyboard, and the
 * release as written kept by a reload and carried by a share link.
 */
import { expect, test } from './features';
import { SimulatorPage, WORKED_EXAMPLE_ORDER } from './pages/simulator-page';
import { VIEWPORTS } from './viewports';

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a release typed with the keyboard picks its behaviour, and a wrong one keeps it', async ({
      sim,
      page,
    }, testInfo) => {
      const caption = sim.table.locator('caption');
      const behaviour = page.locator('.release-behaviour');
      const message = page.locator('.release-message');
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);
      await expect(sim.omeRelease).toHaveValue('1.3');
      await expect(behaviour).toHaveText('1.3 behaviour');

      // From the namespace picker, Tab reaches the release field.
      await page.getByRole('combobox', { name: 'Namespace' }).focus();
      await page.keyboard.press('Tab');
      await expect(sim.omeRelease).toBeFocused();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('v1.2.2');
      await expect(behaviour).toHaveText('1.2.2 behaviour');
      await expect(caption).toContainText('OME v1.2.2');
      await expect(message).toBeEmpty();

      // Newer than any release ome-sim knows: the newest behaviour, and a note saying so.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('1.4.0-rc.1');
      await expect(behaviour).toHaveText('1.3 behaviour');
      await expect(message).toHaveText(
        'OME 1.4.0-rc.1 is newer than the releases ome-sim knows (up to 1.3); reproducing 1.3 behaviour',
      );
      // The table (and the exports) name the release as written, with the behaviour it ranks.
      await expect(caption).toContainText('OME 1.4.0-rc.1 (v1.3 behaviour)');
      await expect(sim.omeRelease).toHaveAttribute('aria-invalid', 'false');

      // Back to 1.2.2, then text that is not a release: a message says what was expected, the
      // ranking keeps 1.2.2, and the text stays as typed, also after leaving the field.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('1.2.2');
      await expect(caption).toContainText('OME v1.2.2');
      await page.keyboard.type('.x');
      await expect(sim.omeRelease).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveText(
        '"1.2.2.x" is not an OME release: expected one such as 1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1. Still ranking with the behaviour of 1.2.2.',
      );
      await expect(behaviour).toHaveText('still 1.2.2 behaviour');
      await expect(message).toHaveAttribute('aria-live', 'polite');
      const described = await sim.omeRelease.getAttribute('aria-describedby');
      expect(described?.split(' ')).toContain(await message.getAttribute('id'));
      await page.keyboard.press('Tab');
      await expect(sim.omeRelease).toHaveValue('1.2.2.x');
      await expect(caption).toContainText('OME v1.2.2');
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);
      await page.screenshot({ path: testInfo.outputPath('invalid-release.png') });

      // Fixing it goes on from there.
      await sim.omeRelease.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2.0.0');
      await expect(message).toContainText('OME 2.0.0 is newer');
      await expect(caption).toContainText('OME 2.0.0 (v1.3 behaviour)');
      await page.screenshot({ path: testInfo.outputPath('newer-release.png') });
    });

    test("one of OME's tags shows the behaviour its code has, and how it differs", async ({
      sim,
      page,
    }, testInfo) => {
      const caption = sim.table.locator('caption');
      const behaviour = page.locator('.release-behaviour');
      const message = page.locator('.release-message');
      await sim.omeRelease.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('v0.1.3');
      await expect(behaviour).toHaveText('1.2.2 behaviour');
      await expect(message).toContainText(
        'OME v0.1.3 (tag v0.1.3, commit 578577ad): reproducing 1.2.2 behaviour, which its selection code has except: no accelerator-class check;',
      );
      await expect(caption).toContainText('OME v0.1.3 (v1.2.2 behaviour)');
      await expect(sim.omeRelease).toHaveAttribute('aria-invalid', 'false');
      await sim.expectOrder(WORKED_EXAMPLE_ORDER);
      await page.screenshot({ path: testInfo.outputPath('tag-release.png') });

      // The tags before OME's runtime selector say that they rank as neither behaviour.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('0.1.1');
      await expect(message).toContainText(
        "OME 0.1.1 (tag v0.1.1, commit ed55a096) predates OME's runtime selector and ranks as neither behaviour ome-sim has",
      );
      await expect(behaviour).toHaveText('1.2.2 behaviour');
      await page.screenshot({ path: testInfo.outputPath('older-tag.png') });
    });
  });
}

test('the known lines are offered, and the release as written survives a reload', async ({
  sim,
  page,
}) => {
  const listId = await sim.omeRelease.getAttribute('list');
  await expect(page.locator(`datalist[id="${listId}"] option`)).toHaveText([
    'OME 1.3 behaviour',
    'OME 1.2.2 behaviour',
  ]);
  await expect(page.locator(`datalist[id="${listId}"] option`).first()).toHaveAttribute(
    'value',
    '1.3',
  );
  await sim.setOmeVersion('v1.2.0');
  await expect(sim.table.locator('caption')).toContainText('OME v1.2.0 (v1.2.2 behaviour)');
  await page.reload();
  await expect(sim.omeRelease).toHaveValue('v1.2.0');
  await expect(sim.table.locator('caption')).toContainText('OME v1.2.0 (v1.2.2 behaviour)');
});

test('a share link carries the release as written; an old link with a behaviour still opens', async ({
  sim,
  links,
  browser,
}) => {
  await sim.setOmeVersion('v1.4.0-rc.1');
  await expect(sim.page.locator('.release-message')).toContainText('newer than the releases');
  const link = await links.share();
  expect(link).toMatch(/#s3\./);

  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const other = new SimulatorPage(await context.newPage());
  await other.open(link);
  await other.expectOrder(WORKED_EXAMPLE_ORDER);
  await expect(other.omeRelease).toHaveValue('v1.4.0-rc.1');
  await expect(other.page.locator('.release-message')).toContainText('newer than the releases');

  // A link made before releases (s1 with the 1.2.2 behaviour, as the codec's pinned link).
  const old = new SimulatorPage(await context.newPage());
  await old.page.goto(
    './#s1.PcwxCgIxEEbhq4S_DgtuOaWCnTdIM5gRxMxEMqPNkrvLbmH3io-3QUF4Pa1SurSPh4wzu9x6lVZMJbhyMKXNWIVSa6w8i_lb7lQsJd3htQ_l-CPnh4SY9-GzGDIChAMiw0A4Lns7CFW0I-MLwmlZlxXzBw',
  );
  await expect(old.page.getByRole('combobox', { name: 'Namespace' })).toHaveValue('demo');
  await expect(old.omeRelease).toHaveValue('1.2.2');
  await expect(old.page.locator('.release-behaviour')).toHaveText('1.2.2 behaviour');
  await context.close();
});

test('"Reset to example" also clears a release that did not read', async ({ sim, page }) => {
  const message = page.locator('.release-message');
  await sim.omeRelease.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('.x');
  await expect(message).toContainText('"1.3.x" is not an OME release');
  await page.getByRole('button', { name: 'Reset to example' }).click();
  await page
    .getByRole('dialog', { name: 'Reset to the worked example?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(sim.omeRelease).toHaveValue('1.3');
  await expect(sim.omeRelease).toHaveAttribute('aria-invalid', 'false');
  await expect(message).toBeEmpty();
});

/**
 * Rejected runtimes that help, on OME's whole catalog (../shared/data): a failed selection leads
 * with counts by reason and the nearest runtimes (OME's text behind a disclosure, with a copy
 * button), rejected rows come nearest first with the differing field and both values, a filter
 * narrows them by name or reason, and rows past the first screenful wait behind a count. Also the
 * question after a paste of the catalog. At the three sizes the app is built for.
 */
import { expect, test } from './fixtures';
import { sharedCatalogText, SHARED_CATALOG_NOTE } from './shared-catalog';
import { openOnText, pasteOver } from './shared-catalog-page';
import { VIEWPORTS } from './viewports';

const catalog = sharedCatalogText();
if (catalog === null) console.log(SHARED_CATALOG_NOTE);

/** internlm2-7b: nothing selected; its own runtimes fail only on autoSelect, ~60 rows down in OME's order. */
const MODEL = 'internlm2-7b';
const NEAREST = ['srt-internlm2-20b', 'srt-internlm2-7b'];

test.describe(
  catalog === null
    ? `near misses: NOT RUN, ${SHARED_CATALOG_NOTE}`
    : "near misses on OME's catalog",
  () => {
    if (catalog === null) return;
    const text = catalog;

    for (const viewport of VIEWPORTS) {
      test.describe(`${viewport.width}×${viewport.height}`, () => {
        test.use({ viewport });

        test('a failed selection leads with a summary; OME’s text is a click away', async ({
          page,
        }) => {
          await openOnText(page, text, MODEL);
          const failed = page.getByRole('region', {
            name: /^No runtime selected: 203 runtimes rejected/,
          });
          await expect(failed).toBeVisible();
          const counts = failed.getByRole('list', { name: 'Rejected, by reason' });
          await expect(counts.getByRole('listitem').first()).toHaveText(/^\d+ format mismatch$/);
          await expect(counts).toContainText('no autoSelect entry');
          const nearest = failed.getByRole('list', { name: 'Nearest runtimes' });
          await expect(nearest.getByRole('listitem')).toHaveCount(3);
          await expect(nearest.getByRole('listitem').first()).toContainText(
            'srt-internlm2-20b (1 field off): autoSelect (entry 1): model needs true, runtime false',
          );
          // The summary is short: OME's 55,000-character message waits behind its disclosure.
          const message = failed.getByLabel("OME's message");
          await expect(message).toBeHidden();
          const box = await failed.boundingBox();
          expect(box!.height).toBeLessThan(viewport.height * 0.6);
          await failed.getByText(/^OME's message/).click();
          await expect(message).toBeVisible();
          await expect(message).toContainText('no runtime found to support model safetensors');
          await failed.getByRole('button', { name: "Copy OME's message" }).click();
          await expect(failed.getByRole('status')).toHaveText("Copied OME's message");
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          expect(copied).toBe(await message.textContent());
          expect(copied.length).toBeGreaterThan(50_000);
        });

        test('rejected rows come nearest first, each with what differs; OME’s order is one choice away', async ({
          sim,
          page,
        }) => {
          await openOnText(page, text, MODEL);
          const names = sim.runtimeNames();
          await expect(names.first()).toHaveText(NEAREST[0]!);
          await expect(names.nth(1)).toHaveText(NEAREST[1]!);
          await expect(sim.cell('srt-internlm2-7b', 'reason')).toContainText(
            '1 field off autoSelect (entry 1): model needs true, runtime false',
          );
          // OME's reason is still there, word for word.
          await expect(sim.cell('srt-internlm2-7b', 'reason')).toContainText(
            'supports the model but has no supportedModelFormats[].autoSelect=true entry',
          );
          await expect(sim.cell(await names.nth(2).innerText(), 'reason')).toContainText(
            '2 fields off',
          );

          await page.getByLabel('Rejected rows').selectOption("OME's order");
          await expect(names.first()).toHaveText('srt-afm-4-5b-base');
          await expect(sim.row('srt-internlm2-7b')).toHaveCount(0); // folded in OME's order
        });

        test('a filter over names and reasons, and the fold behind a count', async ({
          sim,
          page,
        }) => {
          await openOnText(page, text, MODEL);
          const names = sim.runtimeNames();
          // The first screenful, then a count.
          await expect(names).toHaveCount(12);
          const more = page.getByRole('button', { name: 'Show 191 more rejected' });
          await expect(page.locator('.more-rows')).toContainText(
            'Showing 12 of 203 runtimes; 191 more below.',
          );
          await more.click();
          await expect(names).toHaveCount(203);
          await expect(more).toHaveCount(0);

          const filter = page.getByRole('searchbox', { name: 'Filter runtimes' });
          await filter.fill('srt-internlm2');
          await expect(names).toHaveText([
            'srt-internlm2-20b',
            'srt-internlm2-7b',
            'srt-internlm2-7b-reward',
          ]);
          await expect(page.locator('.table-tools [role="status"]')).toHaveText(
            '3 of 203 runtimes match',
          );
          // Words match reasons too: the runtimes written for DeepSeek V3's architecture.
          await filter.fill('DeepseekV3');
          await expect(names).toHaveCount(6);
          await expect(sim.row('srt-kimi-k2-instruct')).toBeVisible();
          await filter.fill('no such runtime');
          await expect(names).toHaveCount(0);
          await expect(page.locator('.table-tools [role="status"]')).toHaveText(
            'No runtime matches the filter',
          );
          await filter.fill('');
          await expect(names.first()).toHaveText(NEAREST[0]!);
        });
      });
    }

    test('pasting the catalog over the worked example asks, in a namespace it uses, about a model that ranks', async ({
      sim,
      page,
    }) => {
      test.slow(); // the catalog is loaded, ranked, and answered cluster-wide
      const namespace = page.getByRole('combobox', { name: 'Namespace' });
      await expect(namespace).toHaveValue('llama-demo');
      await pasteOver(sim, text);
      await expect(namespace).toHaveValue('default', { timeout: 30_000 });
      // The catalog has a ClusterBaseModel of the example's name, without the fields OME's model
      // agent fills: its answer would be an error. The first model OME picks a runtime for is
      // asked about instead, and the note says so.
      await expect(sim.question).toHaveValue('internvl2-5-8b (ClusterBaseModel)', {
        timeout: 30_000,
      });
      await expect(page.locator('.retarget-note')).toHaveText(
        'Now ranking internvl2-5-8b in default, the first OME picks a runtime for: ' +
          "OME's selection fails for llama-3-2-3b-instruct (no modelFormat)",
      );
      await expect(namespace.getByRole('option')).toHaveText(['default']);
      await expect(sim.table.locator('tr.runtime-row.is-selected')).toHaveAttribute(
        'data-runtime',
        'srt-internvl2-5-8b',
      );
    });
  },
);

/**
 * A cluster's worth in the outline and the problems list: each draws only the part near its
 * scroll position (use-list-window.ts), so a paste of thousands of objects keeps the page
 * answering, yet every item is still reached by keyboard, scroll and screen reader.
 */
import type { Locator, Page } from '@playwright/test';
import { generateManifests } from '../scripts/generate-manifests';
import { expect, test } from './fixtures';
import { Outline } from './pages/outline';
import { expectResponsive } from './pages/robustness-helpers';

const RUNTIMES = 3_000;

/** What is drawn at the middle of a scrolling box: a real item, never the space left for others. */
async function drawnAtMiddle(page: Page, box: Locator): Promise<string> {
  const { x, y, width, height } = (await box.boundingBox())!;
  return page.evaluate(
    ([cx, cy]) => {
      const hit = document.elementFromPoint(cx!, cy!);
      return (
        hit?.closest('[role="option"], [role="group"]')?.textContent ?? `blank: ${hit?.tagName}`
      );
    },
    [x + width / 2, y + height / 2],
  );
}

/**
 * How far the box scrolls, against how long the list would be drawn whole were each of its `units`
 * as tall as the mean of those drawn: near 1 when the space of the units not drawn is counted
 * right, so that the scroll bar's thumb shows the share of the list in view.
 */
async function scrollLengthRatio(box: Locator, list: Locator, units: number): Promise<number> {
  const mean = await list.evaluate((element) => {
    const drawn = Array.from(element.querySelectorAll(':scope > [data-unit]'));
    return drawn.reduce((sum, unit) => sum + unit.getBoundingClientRect().height, 0) / drawn.length;
  });
  return box.evaluate((element, whole) => element.scrollHeight / whole, units * mean);
}

const activeLine = (page: Page) => page.locator('.yaml-editor .line-numbers.active-line-number');

test('thousands of objects: the outline draws a part, and keys, scrolling and Enter reach them all', async ({
  sim,
  page,
}) => {
  test.setTimeout(90_000);
  await sim.append(
    `\n---\n${generateManifests({ runtimes: RUNTIMES, models: 20, inferenceServices: 0, seed: 7 })}`,
  );
  const outline = new Outline(page);
  await outline.expectOpen();
  await expect(outline.summary).toContainText(`${RUNTIMES + 20 + 5} objects`, { timeout: 30_000 });
  // A few screens of groups are drawn, not 3,025 of them.
  expect(await outline.objects.count()).toBeLessThan(200);
  await expectResponsive(page, 'team-llama');

  await outline.summary.focus();
  await page.keyboard.press('Tab');
  const total = Number(await outline.tabStop.getAttribute('aria-setsize'));
  expect(total).toBeGreaterThan(RUNTIMES * 2);
  await expect(outline.tabStop).toHaveAttribute('aria-posinset', '1');

  // End goes to the last field of the last runtime, drawn and focused although it was not drawn.
  await page.keyboard.press('End');
  const last = outline.option(new RegExp(` of runtime-${RUNTIMES} at line \\d+$`)).last();
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-posinset', String(total));
  const line = (await last.getAttribute('title'))!.match(/line (\d+)$/)![1]!;
  await page.keyboard.press('Enter');
  await expect(activeLine(page)).toHaveText(line);

  // Typing a name far up the list jumps there.
  await outline.tabStop.focus();
  await page.keyboard.press('Home');
  await page.keyboard.type('runtime-1500');
  const typedTo = outline.option(/^(Cluster)?ServingRuntime runtime-1500 at line \d+$/);
  await expect(typedTo).toBeFocused();

  // Scrolled anywhere, the box shows objects, never the empty space left for the others.
  for (const part of [0.25, 0.5, 0.999]) {
    await outline.list.evaluate((list, at) => {
      list.scrollTop = (list.scrollHeight - list.clientHeight) * at;
    }, part);
    await expect.poll(() => drawnAtMiddle(page, outline.list)).not.toMatch(/^blank/);
  }
  // The scroll bar is as long as the objects would be: each group is several lines tall.
  const ratio = await scrollLengthRatio(outline.list, outline.list, RUNTIMES + 25);
  expect(ratio).toBeGreaterThan(0.8);
  expect(ratio).toBeLessThan(1.25);
  // The tab stop stays where it was, drawn, wherever the list was scrolled.
  await outline.summary.focus();
  await page.keyboard.press('Tab');
  await expect(typedTo).toBeFocused();
});

test('thousands of problems: the list draws a part, and End and Enter reach the last', async ({
  sim,
  page,
}) => {
  test.setTimeout(90_000);
  const broken = Array.from({ length: 1_000 }, (_, i) =>
    [
      '---',
      'apiVersion: ome.io/v1beta1',
      'kind: ClusterServingRuntime',
      'metadata:',
      `  name: broken-${i + 1}`,
      'spec:',
      '  supportedModelFormats:',
      '    - name: safetensors',
      '      priority: high',
    ].join('\n'),
  ).join('\n');
  const before = (await sim.editorText()).split('\n').length;
  await sim.append(`\n${broken}\n`);
  await expect(sim.problems.locator('.count')).toHaveText(/^1,?0\d\d problems$/, {
    timeout: 30_000,
  });
  expect(await sim.problemItems().count()).toBeLessThan(200);

  await sim.problemItems().first().focus();
  const total = Number(await sim.problemItems().first().getAttribute('aria-setsize'));
  expect(total).toBeGreaterThanOrEqual(1_000);
  await page.keyboard.press('End');
  const last = sim.problemItems().filter({ hasText: 'expected an integer, got high' }).last();
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-posinset', String(total));
  const line = Number((await last.textContent())!.match(/line (\d+)/)![1]);
  expect(line).toBeGreaterThan(before + 8 * 999);
  await page.keyboard.press('Enter');
  await expect(activeLine(page)).toHaveText(String(line));

  await sim.problems.evaluate((box) => (box.scrollTop = box.scrollHeight / 2));
  await expect.poll(() => drawnAtMiddle(page, sim.problems)).not.toMatch(/^blank/);
  const ratio = await scrollLengthRatio(sim.problems, sim.problems.getByRole('listbox'), total);
  expect(ratio).toBeGreaterThan(0.8);
  expect(ratio).toBeLessThan(1.25);
});

/** The index of the entry at the top of a scrolling box (`data-unit` of the first drawn entry in view). */
async function unitAtTop(box: Locator, list: Locator): Promise<number> {
  return list.evaluate(
    (element, boxElement) => {
      const top = boxElement!.getBoundingClientRect().top;
      for (const child of Array.from(element.children) as HTMLElement[]) {
        if (child.getBoundingClientRect().bottom <= top + 1) continue;
        return Number(child.dataset.unit ?? -1);
      }
      return -1;
    },
    await box.elementHandle(),
  );
}

test('a long list scrolled by the wheel moves steadily forward, never jumping back', async ({
  sim,
  page,
}) => {
  test.setTimeout(90_000);
  const broken = Array.from(
    { length: 800 },
    (_, i) =>
      `---\napiVersion: ome.io/v1beta1\nkind: ClusterServingRuntime\nmetadata:\n  name: wheel-${i + 1}\nspec:\n  supportedModelFormats:\n    - name: safetensors\n      priority: high`,
  ).join('\n');
  await sim.append(`\n${broken}\n`);
  await expect(sim.problems.locator('.count')).toHaveText(/^8\d\d problems$/, { timeout: 30_000 });
  const list = sim.problems.getByRole('listbox');
  await sim.problems.hover();
  let before = await unitAtTop(sim.problems, list);
  for (let step = 0; step < 25; step++) {
    await page.mouse.wheel(0, 120);
    // Two frames: the part drawn follows the scroll, and nothing moves after it.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const scrolled = await sim.problems.evaluate((box) => box.scrollTop);
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    expect(await sim.problems.evaluate((box) => box.scrollTop)).toBe(scrolled);
    const now = await unitAtTop(sim.problems, list);
    expect(now).toBeGreaterThanOrEqual(before);
    // A wheel step of 120 px passes a few problems, never dozens.
    expect(now - before).toBeLessThanOrEqual(5);
    before = now;
  }
  expect(before).toBeGreaterThan(20);
});

/**
 * Every change shows what else it moves, with no baseline pinned: a make-it-win plan lists the
 * other models it sends to the runtime, and a priority typed into the table says "Also moves 1"
 * with the list one key away. Screenshots of make-it-win with its side effects, light and dark.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './pages/axe';
import { SimulatorPage } from './pages/simulator-page';
import { WhatIf } from './pages/what-if';
import { seedScenario } from './seed-scenario';

const model = (name: string) => `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: ${name}
spec:
  modelArchitecture: LlamaForCausalLM
  modelFormat: {name: safetensors, version: '1.0.0'}
  modelFramework: {name: transformers, version: 4.45.0}
`;
const runtime = (name: string, priority: number) => `apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: ${name}
spec:
  supportedModelFormats:
    - modelFormat: {name: safetensors, version: '1.0.0', weight: 1}
      modelFramework: {name: transformers, version: 4.45.0, weight: 1}
      modelArchitecture: LlamaForCausalLM
      priority: ${priority}
      autoSelect: true
`;

/** Two models that both runtimes serve: whatever lifts srt-small for one lifts it for the other. */
const TEXT = [
  model('small-model'),
  model('large-model'),
  runtime('srt-large', 5),
  runtime('srt-small', 1),
].join('---\n');

/** Where the screenshots go when MOVES_SHOTS is set (beside the worktrees, never in the repo). */
const SHOTS = new URL('../../../helpers/shots/moves/', import.meta.url);

async function openOn(page: Page): Promise<SimulatorPage> {
  await seedScenario(page, TEXT, 'small-model');
  const sim = new SimulatorPage(page);
  await sim.open();
  await expect(sim.row('srt-large')).toContainText('selected');
  return sim;
}

test('a make-it-win plan lists what else it moves, and says every plan moves something', async ({
  page,
}) => {
  const sim = await openOn(page);
  const card = await new WhatIf(sim).makeItWin('srt-small');
  await expect(card).toContainText('This plan also moves other selections');
  const plan = card.getByRole('listitem').filter({ hasText: 'priority' }).first();
  const more = plan.locator('details.moves');
  await expect(more.locator('summary')).toHaveText('Also moves 1');
  await expect(more.getByText('model large-model in default')).toBeHidden();
  await more.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(more.getByRole('listitem')).toHaveText(
    'model large-model in default: srt-large → srt-small',
  );
  expect(await seriousViolations(page, '.win-card')).toEqual([]);
});

test('a priority typed into the table says "Also moves 1", the list one key away', async ({
  page,
}) => {
  const sim = await openOn(page);
  const field = page.getByRole('spinbutton', { name: 'Priority of srt-small, entry 1' });
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('9');
  const status = page.getByRole('status', { name: /What else the priority change of srt-small/ });
  await expect(status).toContainText('This priority change also moves 1');
  await expect(sim.row('srt-small')).toContainText('selected');
  const summary = status.locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(status.getByRole('listitem')).toHaveText(
    'model large-model in default: srt-large → srt-small',
  );
  expect(await seriousViolations(page, '.table-moves-row')).toEqual([]);
  if (process.env.MOVES_SHOTS !== undefined) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: new URL('table-edit-1440-light.png', SHOTS).pathname });
  }
  // Typed back to the text it started from: nothing changed, so nothing is said to move.
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await expect(sim.row('srt-large')).toContainText('selected');
  await expect(status).toHaveCount(0);
});

/** A framework-bounded entry: `operator` decides which models' transformers versions it takes. */
const entry = (operator: string, priority: number, autoSelect: boolean) =>
  `    - modelFormat: {name: safetensors, version: '1.0.0', weight: 1}
      modelFramework: {name: transformers, version: 4.45.0, operator: ${operator}, weight: 1}
      modelArchitecture: LlamaForCausalLM
      priority: ${priority}
      autoSelect: ${autoSelect}
`;
const versioned = (name: string, version: string) =>
  model(name).replace('version: 4.45.0', `version: ${version}`);
const runtimeOf = (kind: string, name: string, entries: string) => `apiVersion: ome.io/v1beta1
kind: ${kind}
metadata:
  name: ${name}${kind === 'ServingRuntime' ? '\n  namespace: default' : ''}
spec:
  supportedModelFormats:
${entries}`;

/**
 * chat-model (transformers 4.45.0) and code-model (4.44.0) both go to srt-top. srt-mine's first
 * entry takes only 4.45.0 and is not auto-selectable; its second takes both: turning the first on
 * wins chat-model alone, a priority on the second wins code-model too.
 */
const TWO_WAYS = [
  versioned('chat-model', '4.45.0'),
  versioned('code-model', '4.44.0'),
  runtimeOf('ClusterServingRuntime', 'srt-top', entry('GreaterThanOrEqual', 5, true)),
  runtimeOf(
    'ClusterServingRuntime',
    'srt-mine',
    entry('Equal', 9, false) + entry('GreaterThanOrEqual', 1, true),
  ),
].join('---\n');

/** With team, a ServingRuntime in default, ahead of both: every way to pass it moves code-model. */
const TEAM_AHEAD = [
  TWO_WAYS,
  runtimeOf('ServingRuntime', 'team', entry('GreaterThanOrEqual', 1, true)),
].join('---\n');

test('a plan that moves nothing else comes first, ahead of one the engine ranks first', async ({
  page,
}) => {
  await seedScenario(page, TWO_WAYS, 'chat-model');
  const sim = new SimulatorPage(page);
  await sim.open();
  await expect(sim.row('srt-top')).toContainText('selected');
  const card = await new WhatIf(sim).makeItWin('srt-mine');
  // The engine ranks the priority change first (both win outright with one edit); it moves
  // code-model too, so the one that moves nothing else is offered first.
  await expect(card.locator('.win-plan')).toHaveText([
    /^Set srt-mine entry 1's autoSelect to true \(score 18\)ApplyMoves nothing else\.$/,
    /^Set srt-mine entry 2's priority from 1 to 6 \(score 12\)ApplyAlso moves 1/,
  ]);
  await expect(card.locator('.win-moves-all')).toHaveCount(0);
});

test('every plan past a ServingRuntime moves something, a deletion included, and the card says so', async ({
  page,
}) => {
  // Every way past team (ahead of every ClusterServingRuntime) sends code-model to srt-top too; a
  // deletion is checked like the rest: team taken out of the manifests, every question asked again.
  await seedScenario(page, TEAM_AHEAD, 'chat-model');
  const sim = new SimulatorPage(page);
  await sim.open();
  await expect(sim.row('team')).toContainText('selected');
  const card = await new WhatIf(sim).makeItWin('srt-top');
  await expect(card.locator('.win-moves-all')).toHaveText(
    'Every plan also moves other selections; the one that moves the fewest comes first.',
  );
  const deletion = card.locator('.win-plan').filter({ hasText: 'Delete ServingRuntime team' });
  await expect(deletion).toContainText('By hand: kubectl delete servingruntime team -n default');
  await deletion.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(deletion.getByRole('listitem')).toHaveText(
    'model code-model in default: team → srt-top',
  );
  await expect(card).not.toContainText('not checked');
});

for (const scheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`screenshot: make it win with side effects, ${scheme}, ${viewport.width}×${viewport.height}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport,
        colorScheme: scheme,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      const sim = await openOn(page);
      const card = await new WhatIf(sim).makeItWin('srt-small');
      await card.locator('summary').first().click();
      await card.scrollIntoViewIfNeeded();
      if (process.env.MOVES_SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({
          path: new URL(`make-it-win-${viewport.width}-${scheme}.png`, SHOTS).pathname,
        });
      }
      expect(await seriousViolations(page, '.win-card')).toEqual([]);
      await context.close();
    });
  }
}

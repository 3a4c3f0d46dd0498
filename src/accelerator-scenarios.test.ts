/**
 * The accelerator scenario runner: every `scenarios/accelerator/**\/*.yaml` (format in
 * scenarios/README.md, "Accelerator scenarios") is either decisions (manifests, an
 * InferenceService, the runtime OME uses, what each component gets) or calls of the functions
 * OME's Go tests assert. Each decision is also run twice and with its documents shuffled.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outcomeText, type AcceleratorDecision, type ComponentDecision } from './engine';
import { constraintText } from './engine/accelerator/reasons';
import { settingText } from './render/accelerator-text';
import { ACCELERATOR_FUNCTIONS } from './test-support/accelerator-functions';
import {
  caseManifests,
  decide,
  readScenario,
  type ComponentExpect,
  type DecisionCase,
  type FunctionCase,
  type ScenarioFile,
} from './test-support/accelerator-scenario';
import { splitDocuments } from './yaml';

const ROOT = fileURLToPath(new URL('../scenarios/accelerator/', import.meta.url));

const files = (dir: string): string[] =>
  readdirSync(dir)
    .flatMap((n) => {
      const path = join(dir, n);
      return statSync(path).isDirectory() ? files(path) : n.endsWith('.yaml') ? [path] : [];
    })
    .sort();

/** A cost as the scenarios write it: `hourly spotPerHour 2`. */
function costOf(d: ComponentDecision, name: string): string {
  const score = d.candidates.find((v) => v.name === name)?.score;
  if (score?.policy !== 'Cheapest' || score.group === null) return 'none';
  return `${score.group} ${score.field} ${score.cost}`;
}

function checkComponent(d: ComponentDecision, want: ComponentExpect, tolerance: number): void {
  const label = d.component;
  if (want.class !== undefined) expect(d.className, `${label} class`).toBe(want.class);
  if (want.outcome !== undefined) expect(d.outcome.code, `${label} outcome`).toBe(want.outcome);
  if (want.named !== undefined) expect(d.named?.by ?? null, `${label} named`).toBe(want.named);
  if (want.policy !== undefined)
    expect(d.policy?.policy ?? null, `${label} policy`).toBe(want.policy);
  if (want.policySource !== undefined)
    expect(d.policy?.source ?? null, `${label} policy source`).toBe(want.policySource);
  if (want.decidedBy !== undefined) expect(d.decidedBy, `${label} decidedBy`).toBe(want.decidedBy);
  if (want.tiedWith !== undefined) expect(d.tiedWith, `${label} tiedWith`).toEqual(want.tiedWith);
  if (want.error !== undefined) {
    if (want.error === null) expect(d.error, `${label} error`).toBeNull();
    else expect(d.error ?? '', `${label} error`).toContain(want.error);
  }
  if (want.text !== undefined) expect(outcomeText(d.outcome), `${label} text`).toBe(want.text);
  if (want.candidates !== undefined)
    expect(Object.fromEntries(d.candidates.map((v) => [v.name, v.standing.code])), label).toEqual(
      want.candidates,
    );
  if (want.standings !== undefined)
    expect(
      d.candidates.map((v) => `${v.name} ${v.standing.code}`),
      label,
    ).toEqual(want.standings);
  for (const [name, reason] of Object.entries(want.excluded ?? {})) {
    const standing = d.candidates.find((v) => v.name === name)?.standing;
    expect(standing?.code, `${label} ${name}`).toBe('excluded');
    if (standing?.code === 'excluded') expect(constraintText(standing.failure)).toBe(reason);
  }
  for (const [name, score] of Object.entries(want.scores ?? {})) {
    const got = d.candidates.find((v) => v.name === name)?.score;
    expect(got !== null && got !== undefined && 'total' in got, `${label} ${name} scored`).toBe(
      true,
    );
    if (got !== null && got !== undefined && 'total' in got)
      expect(Math.abs(got.total - score), `${label} ${name}: ${got.total}`).toBeLessThanOrEqual(
        tolerance,
      );
  }
  for (const [name, cost] of Object.entries(want.costs ?? {}))
    expect(costOf(d, name), `${label} ${name} cost`).toBe(cost);
  if (want.notes !== undefined) expect(d.notes, `${label} notes`).toEqual(want.notes);
  if (want.settings === null) expect(d.settings, `${label} settings`).toBeNull();
  else if (want.settings !== undefined) {
    const s = d.settings;
    expect(s, `${label} settings`).not.toBeNull();
    if (want.settings.entry !== undefined)
      expect(s?.entry?.index ?? null).toBe(want.settings.entry);
    if (want.settings.entryConfig !== undefined)
      expect(s?.entryConfig).toBe(want.settings.entryConfig);
    if (want.settings.applied !== undefined)
      expect(s?.settings.map(settingText)).toEqual(want.settings.applied);
  }
}

/** What must not change between runs or document orders. */
const projection = (d: AcceleratorDecision): string =>
  JSON.stringify(d, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

/** The documents in another order (a seeded rotation and reversal): the decision must not move. */
function reordered(manifests: string, seed: number): string {
  const docs = splitDocuments(manifests)
    .map((chunk) => chunk.text.replace(/^---[^\n]*\n?/, '').trim())
    .filter((t) => t.replace(/^\s*#.*$/gm, '').trim() !== '');
  const turned = [...docs.slice(seed % docs.length), ...docs.slice(0, seed % docs.length)];
  return (seed % 2 === 0 ? turned.reverse() : turned).join('\n---\n');
}

function runDecision(file: ScenarioFile, c: DecisionCase): void {
  const manifests = caseManifests(file, c);
  const decision = decide(file, c, manifests);
  const components = decision.components.map((d) => d.component);
  if (c.expect.runtime !== undefined)
    expect(decision.runtime?.name ?? null, 'runtime').toBe(c.expect.runtime);
  if (c.expect.components !== undefined) expect(components).toEqual(c.expect.components);
  for (const d of decision.components) {
    const want = c.expect[d.component];
    if (want !== undefined) checkComponent(d, want, file.tolerance ?? 1e-12);
  }
  for (const key of ['engine', 'decoder'] as const)
    if (c.expect[key] !== undefined) expect(components, `has ${key}`).toContain(key);
  expect(projection(decide(file, c, manifests))).toBe(projection(decision));
  for (const seed of [1, 2, 3])
    expect(projection(decide(file, c, reordered(manifests, seed))), `order ${seed}`).toBe(
      projection(decision),
    );
}

function runFunction(file: ScenarioFile, c: FunctionCase): void {
  const fn = ACCELERATOR_FUNCTIONS[file.function!];
  expect(fn, `function ${file.function}`).toBeDefined();
  const got = fn!(c.args);
  if (c.expectNonZero === true) expect(got).not.toBe(0);
  if (c.expect === undefined) return;
  if (typeof c.expect === 'number' && typeof got === 'number')
    expect(Math.abs(got - c.expect), `${got}`).toBeLessThanOrEqual(file.tolerance ?? 0);
  else expect(got).toEqual(c.expect);
}

const scenarioFiles = files(ROOT);

describe('accelerator scenarios', () => {
  it('exist', () => expect(scenarioFiles.length).toBeGreaterThan(0));
  for (const path of scenarioFiles) {
    const file = readScenario(path);
    describe(`${relative(ROOT, path)}: ${file.name}`, () => {
      const cases = file.cases ?? [file as DecisionCase];
      for (const c of cases)
        it(c.name, () =>
          file.function !== undefined
            ? runFunction(file, c as FunctionCase)
            : runDecision(file, c as DecisionCase),
        );
    });
  }
});

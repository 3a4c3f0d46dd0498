/**
 * The scenario runner: every `scenarios/**\/*.yaml` is one engine case (format in
 * scenarios/README.md). Each is checked for what it states, then for determinism and for
 * independence from document order.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { splitDocuments } from './yaml';
import { describe, expect, it } from 'vitest';
import {
  explainRanking,
  makeItWin,
  type Explanation,
  type OmeVersion,
  type SelectionInput,
  type WinEdit,
} from './engine';
import { explainRows } from './render/rows';
import { lintManifests, type LintFinding } from './lint';
import { EXPLAIN_HEADERS, renderTable } from './render/table';
import {
  isResolveError,
  loadManifests,
  resolveErrorText,
  resolveQuestion,
  scenarioQuestion,
  type ScenarioQuery,
} from './manifests';

const ROOT = fileURLToPath(new URL('../scenarios/', import.meta.url));

interface Expectation {
  order?: string[];
  selected?: string | null;
  scores?: Record<string, number>;
  excluded?: Record<string, string>;
  reasons?: Record<string, string>;
  placements?: Record<string, string>;
  /** ome-sim's hints beside OME's error, matched as a subset (toMatchObject) */
  hints?: unknown[];
  /** the selected runtime -> the step that put it above the runner-up (or `only`) */
  winsBy?: Record<string, string>;
  explain?: string[][];
  error?: string;
  findings?: Record<string, string[]>;
  /** Codes of the warnings the manifests produce (e.g. duplicate-object), in order. */
  diagnostics?: string[];
  explicit?: { used?: boolean; message?: string | null };
  table?: string;
  tableUnwrapped?: string;
  /**
   * runtime -> expected "make it win" verdict: its status, every plan (each a list of edits, see
   * `editCode`), how each plan then wins (`wins`: the step over the runner-up, re-ranked: only,
   * scope, score, distance or name), and for a change the first plan's priority edit.
   */
  makeItWin?: Record<
    string,
    {
      status: string;
      plans?: string[][];
      wins?: string[];
      entry?: number;
      to?: number;
      explanation?: string;
    }
  >;
}

interface Scenario {
  name: string;
  namespace?: string;
  /** Absent in a lint-only scenario (scenarios/lint/). */
  query?: ScenarioQuery;
  crdDefaults?: boolean;
  omeVersion?: OmeVersion;
  manifests: string;
  expect?: Expectation;
  expect_1_2_2?: Expectation;
  /** `ome-sim lint` over the manifests: rule -> the objects it reports, exactly ([] = none). */
  lint?: Record<string, string[]>;
  /** rule -> a text every message of that rule contains. */
  lintMessages?: Record<string, string>;
}

/**
 * Folders of scenarios/ that hold other files: `runtime diff` cases, `ome-sim test` files,
 * manifests that fail decoding (inputs of golden CLI transcripts), and accelerator class cases
 * (their own runner, src/accelerator-scenarios.test.ts).
 */
const NOT_ENGINE_SCENARIOS = ['diff', 'ome-sim-test', 'invalid', 'accelerator'];

/** A plan's edit as the scenario files write it: `b entry 0 priority 4`, `a autoSelect false`. */
function editCode(edit: WinEdit): string {
  const name = edit.runtime.name;
  switch (edit.kind) {
    case 'priority':
      return `${name} entry ${edit.entry} priority ${edit.to}`;
    case 'autoselect-off':
      return `${name} autoSelect false`;
    case 'autoselect-on':
      return `${name} entry ${edit.entry} autoSelect true`;
    case 'disable':
      return `${name} disabled`;
    case 'delete':
      return `${name} deleted`;
  }
}

function scenarioFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory())
        return NOT_ENGINE_SCENARIOS.includes(name) ? [] : scenarioFiles(path);
      return name.endsWith('.yaml') ? [path] : [];
    })
    .sort();
}

type Outcome = ({ explanation: Explanation; input: SelectionInput } | { error: string }) & {
  diagnostics: string[];
};

/** Every lint finding over the scenario's manifests (one source, named `scenario`). */
function runLint(scenario: Scenario, manifests: string, omeVersion: OmeVersion): LintFinding[] {
  const sources = [{ name: 'scenario', text: manifests }];
  const set = loadManifests(sources, { applyCrdDefaults: scenario.crdDefaults ?? true });
  return lintManifests(set, sources, { omeVersion });
}

/** What a lint expectation names: the object, or the line of a finding about the text. */
const lintSubject = (f: LintFinding): string => f.object ?? `line ${f.line}`;

function checkLint(findings: readonly LintFinding[], scenario: Scenario): void {
  for (const [rule, objects] of Object.entries(scenario.lint ?? {})) {
    const got = [...new Set(findings.filter((f) => f.rule === rule).map(lintSubject))].sort();
    expect(got, `${rule}: ${findings.map((f) => `${f.rule} ${f.message}`).join('\n')}`).toEqual(
      [...objects].sort(),
    );
  }
  for (const [rule, text] of Object.entries(scenario.lintMessages ?? {})) {
    const messages = findings.filter((f) => f.rule === rule).map((f) => f.message);
    expect(messages.length, rule).toBeGreaterThan(0);
    for (const message of messages) expect(message, rule).toContain(text);
  }
}

/** What must not change with document order: which rules report which objects. */
const lintProjection = (findings: readonly LintFinding[]): string[] =>
  [...new Set(findings.map((f) => `${f.rule} ${f.object ?? '(text)'}`))].sort();

function run(scenario: Scenario, manifests: string, omeVersion: OmeVersion): Outcome {
  const set = loadManifests([{ name: 'scenario', text: manifests }], {
    applyCrdDefaults: scenario.crdDefaults ?? true,
  });
  const errors = set.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0)
    throw new Error(`manifests invalid: ${errors.map((d) => d.message).join('; ')}`);
  const diagnostics = set.diagnostics.map((d) => d.code);
  const resolved = resolveQuestion(
    set,
    scenarioQuestion(scenario.namespace!, scenario.query!),
    omeVersion,
  );
  if (isResolveError(resolved)) return { error: resolveErrorText(resolved), diagnostics };
  return { explanation: explainRanking(resolved.input), input: resolved.input, diagnostics };
}

/** What must not change between runs or document orders. */
function projection(outcome: Outcome) {
  if ('error' in outcome) return { error: outcome.error };
  const e = outcome.explanation;
  return {
    selected: e.selected,
    error: e.error,
    explicit: e.explicitRuntime?.message ?? null,
    rows: e.rows.map((r) => ({
      key: r.key,
      rank: r.rank,
      placement: r.placementDetail,
      score: r.score,
      priority: r.priority,
      weight: r.weight,
      reason: r.reason,
      findings: r.findings.map((f) => f.message),
    })),
  };
}

/** A seeded shuffle (mulberry32): reproducible, so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Which object a document defines: kubectl keeps the last of two definitions of one object. */
function identityOf(document: string): string | null {
  let object: {
    kind?: unknown;
    metadata?: { name?: unknown; namespace?: unknown };
  } | null;
  try {
    object = load(document) as typeof object;
  } catch {
    return null; // a broken document is its own identity-less input
  }
  if (object === null || typeof object !== 'object' || typeof object.metadata?.name !== 'string')
    return null;
  return `${String(object.kind)}/${String(object.metadata.namespace ?? '')}/${object.metadata.name}`;
}

/**
 * A shuffle that keeps two definitions of one object in their order: which one is used is decided
 * by that order (later wins), so it is part of the input, not an accident of it.
 */
function shuffledKeepingRedefinitions(documents: readonly string[], seed: number): string[] {
  const out = shuffled(documents, seed);
  const slots = new Map<string, number[]>();
  out.forEach((document, slot) => {
    const id = identityOf(document);
    if (id !== null) slots.set(id, [...(slots.get(id) ?? []), slot]);
  });
  for (const [id, places] of slots) {
    if (places.length < 2) continue;
    const inOrder = documents.filter((d) => identityOf(d) === id);
    places.forEach((slot, i) => (out[slot] = inOrder[i]!));
  }
  return out;
}

function checkExpectation(outcome: Outcome, want: Expectation): void {
  if (want.diagnostics !== undefined) expect(outcome.diagnostics).toEqual(want.diagnostics);
  if ('error' in outcome) {
    expect(want.error, `unexpected resolve error: ${outcome.error}`).toBeDefined();
    expect(outcome.error).toContain(want.error);
    return;
  }
  const e = outcome.explanation;
  const byName = new Map(e.rows.map((r) => [r.name, r]));
  const row = (name: string) => {
    const found = byName.get(name);
    expect(found, `runtime ${name} is a candidate`).toBeDefined();
    return found!;
  };
  if (want.error !== undefined) {
    expect(e.error ?? '').toContain(want.error);
  }
  if (want.order !== undefined) {
    expect(e.rows.filter((r) => r.compatible).map((r) => r.name)).toEqual(want.order);
  }
  if (want.selected !== undefined) expect(e.selected?.name ?? null).toBe(want.selected);
  for (const [name, score] of Object.entries(want.scores ?? {}))
    expect(row(name).score, name).toBe(score);
  for (const [name, check] of Object.entries(want.excluded ?? {})) {
    expect(row(name).compatible, name).toBe(false);
    expect(row(name).check, name).toBe(check);
  }
  for (const [name, reason] of Object.entries(want.reasons ?? {}))
    expect(row(name).reason, name).toBe(reason);
  for (const [name, step] of Object.entries(want.placements ?? {}))
    expect(row(name).placement, name).toBe(step);
  if (want.hints !== undefined) expect(e.hints).toMatchObject(want.hints);
  for (const [name, step] of Object.entries(want.winsBy ?? {}))
    expect(row(name).winsBy?.step, name).toBe(step);
  if (want.explain !== undefined) expect(explainRows(e).map((r) => [...r])).toEqual(want.explain);
  for (const [name, codes] of Object.entries(want.findings ?? {})) {
    expect(
      row(name).findings.map((f) => f.code),
      name,
    ).toEqual(codes);
  }
  if (want.explicit !== undefined) {
    const verdict = e.explicitRuntime;
    expect(verdict, 'an explicit runtime verdict').not.toBeNull();
    if (want.explicit.used !== undefined) expect(verdict?.used).toBe(want.explicit.used);
    if (want.explicit.message !== undefined)
      expect(verdict?.message ?? null).toBe(want.explicit.message);
  }
  for (const [name, verdict] of Object.entries(want.makeItWin ?? {})) {
    const target = outcome.input.runtimes.find((r) => r.name === name);
    expect(target, `runtime ${name}`).toBeDefined();
    const got = makeItWin(outcome.input, target!);
    expect(got.status, name).toBe(verdict.status);
    if (got.status === 'change') {
      if (verdict.plans !== undefined)
        expect(
          got.plans.map((p) => p.edits.map(editCode)),
          name,
        ).toEqual(verdict.plans);
      if (verdict.wins !== undefined)
        expect(
          got.plans.map((p) => p.margin.step),
          name,
        ).toEqual(verdict.wins);
      const first = got.plans[0]?.edits.find((e) => e.kind === 'priority');
      if (verdict.entry !== undefined) expect(first?.entry, name).toBe(verdict.entry);
      if (verdict.to !== undefined) expect(first?.to, name).toBe(verdict.to);
    }
    if (verdict.explanation !== undefined && got.status !== 'already-selected') {
      expect(got.explanation, name).toContain(verdict.explanation);
    }
  }
  if (want.table !== undefined)
    expect(renderTable(EXPLAIN_HEADERS, explainRows(e), 80)).toBe(want.table);
  if (want.tableUnwrapped !== undefined) {
    expect(renderTable(EXPLAIN_HEADERS, explainRows(e), 0)).toBe(want.tableUnwrapped);
  }
}

const files = scenarioFiles(ROOT);

describe('scenarios', () => {
  it('exist', () => expect(files.length).toBeGreaterThan(0));

  for (const file of files) {
    const scenario = load(readFileSync(file, 'utf8')) as Scenario;
    const label = `${relative(ROOT, file)}: ${scenario.name}`;
    describe(label, () => {
      const version = scenario.omeVersion ?? '1.3';
      if (scenario.expect !== undefined) {
        it('meets its expectations', () =>
          checkExpectation(run(scenario, scenario.manifests, version), scenario.expect!));
      }
      if (scenario.expect_1_2_2 !== undefined) {
        it('meets its v1.2.2 expectations', () =>
          checkExpectation(run(scenario, scenario.manifests, '1.2.2'), scenario.expect_1_2_2!));
      }
      if (scenario.lint !== undefined || scenario.lintMessages !== undefined) {
        it('meets its lint expectations, in any document order', () => {
          const findings = runLint(scenario, scenario.manifests, version);
          checkLint(findings, scenario);
          const documents = splitDocuments(scenario.manifests).map((chunk) =>
            chunk.text.replace(/^---[^\n]*\n?/, '').trim(),
          );
          for (const seed of [1, 2]) {
            const text = shuffledKeepingRedefinitions(documents, seed).join('\n---\n');
            expect(lintProjection(runLint(scenario, text, version)), `seed ${seed}`).toEqual(
              lintProjection(findings),
            );
          }
        });
      }
      if (scenario.query === undefined) return;
      it('is deterministic and independent of document order', () => {
        const first = projection(run(scenario, scenario.manifests, version));
        expect(projection(run(scenario, scenario.manifests, version))).toEqual(first);
        // Each document's own text, without its `---` line; empty and comment-only ones dropped.
        const documents = splitDocuments(scenario.manifests)
          .map((chunk) => chunk.text.replace(/^---[^\n]*\n?/, '').trim())
          .filter((text) => text.replace(/^\s*#.*$/gm, '').trim() !== '');
        for (const seed of [1, 2, 3]) {
          const text = shuffledKeepingRedefinitions(documents, seed).join('\n---\n');
          expect(projection(run(scenario, text, version)), `shuffle seed ${seed}`).toEqual(first);
        }
      });
    });
  }
});

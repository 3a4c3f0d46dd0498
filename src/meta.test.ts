/**
 * Meta-tests that keep the catalogue, the rules README and the scenarios in step: every check,
 * mismatch part and finding the engine can produce is reached by at least one scenario, and every
 * rule of src/engine/README.md is named with a section of docs/selection-rules.md that exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import {
  CHECK_ORDER,
  explainRanking,
  FINDING_CODES,
  MISMATCH_PART_CODES,
  type OmeVersion,
} from './engine';
import {
  isResolveError,
  loadManifests,
  resolveQuestion,
  scenarioQuestion,
  type ScenarioQuery,
} from './manifests';
import { citedSections, ruleSections } from './test-support/rule-sections';

const ROOT = fileURLToPath(new URL('../scenarios/', import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const path = join(dir, n);
    // scenarios/diff, ome-sim-test, invalid and accelerator hold `runtime diff` cases, test
    // files, manifests that fail decoding and accelerator class cases.
    if (statSync(path).isDirectory())
      return ['diff', 'ome-sim-test', 'invalid', 'accelerator'].includes(n) ? [] : files(path);
    return n.endsWith('.yaml') ? [path] : [];
  });

interface Scenario {
  namespace: string;
  /** Absent in lint-only scenarios (scenarios/lint/). */
  query?: ScenarioQuery;
  crdDefaults?: boolean;
  manifests: string;
  expect_1_2_2?: unknown;
}

/** Everything the scenarios make the engine say, under both OME versions where they ask for it. */
function reached() {
  const checks = new Set<string>();
  const parts = new Set<string>();
  const findings = new Set<string>();
  for (const file of files(ROOT)) {
    const scenario = load(readFileSync(file, 'utf8')) as Scenario;
    if (scenario.query === undefined) continue;
    const set = loadManifests([{ name: file, text: scenario.manifests }], {
      applyCrdDefaults: scenario.crdDefaults ?? true,
    });
    const versions: OmeVersion[] = scenario.expect_1_2_2 === undefined ? ['1.3'] : ['1.3', '1.2.2'];
    for (const version of versions) {
      const resolved = resolveQuestion(
        set,
        scenarioQuestion(scenario.namespace, scenario.query),
        version,
      );
      if (isResolveError(resolved)) continue;
      for (const row of explainRanking(resolved.input).rows) {
        if (row.check !== null) checks.add(row.check);
        if (row.failure?.check === 'format-mismatch') {
          for (const entry of row.failure.entries) for (const part of entry) parts.add(part.code);
        }
        for (const finding of row.findings) findings.add(finding.code);
      }
    }
  }
  return { checks, parts, findings };
}

describe('coverage of the catalogue by scenarios', () => {
  const seen = reached();
  it('reaches every check', () =>
    expect([...CHECK_ORDER].filter((c) => !seen.checks.has(c))).toEqual([]));
  it('reaches every mismatch part', () =>
    expect([...MISMATCH_PART_CODES].filter((c) => !seen.parts.has(c))).toEqual([]));
  it('reaches every finding', () =>
    expect([...FINDING_CODES].filter((c) => !seen.findings.has(c))).toEqual([]));
});

describe('rules README', () => {
  const readme = readFileSync(new URL('./engine/README.md', import.meta.url), 'utf8');
  it('cites only sections that docs/selection-rules.md has', () => {
    const sections = ruleSections();
    expect(sections.size).toBeGreaterThan(60);
    expect(citedSections(readme).filter((s) => !sections.has(s))).toEqual([]);
  });
  it('names every check and finding with a section of docs/selection-rules.md', () => {
    const rows = readme.split('\n').filter((l) => l.startsWith('| ') && /§/.test(l));
    for (const code of [...CHECK_ORDER, ...FINDING_CODES]) {
      expect(
        rows.some((row) => row.includes(`\`${code}\``)),
        code,
      ).toBe(true);
    }
  });
});

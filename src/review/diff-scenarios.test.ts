/**
 * Runs every diff scenario in scenarios/diff/ (see its README): both sides loaded, every question
 * compared, and exactly the listed changes found, each with the listed parts of its "why".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load as parse } from 'js-yaml';
import { createManifestCache, loadManifests } from '../manifests';
import { compareSelections } from './compare';
import { questionKey } from './questions';

interface ExpectedChange {
  readonly question: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly error?: string;
  readonly why?: readonly string[];
}

interface DiffScenario {
  readonly name: string;
  readonly before: string;
  readonly after: string;
  readonly namespaces?: readonly string[];
  readonly omeVersion?: '1.3' | '1.2.2';
  readonly expect: { readonly questions: number; readonly changes: readonly ExpectedChange[] };
}

const folder = new URL('../../scenarios/diff/', import.meta.url);
const files = readdirSync(folder).filter((f) => f.endsWith('.yaml'));

describe('diff scenarios', () => {
  it('has the cases the issue asks for', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of files) {
    const scenario = parse(readFileSync(new URL(file, folder), 'utf8')) as DiffScenario;
    it(`${file}: ${scenario.name}`, () => {
      const before = loadManifests([{ name: 'before.yaml', text: scenario.before }]);
      const after = loadManifests([{ name: 'after.yaml', text: scenario.after }]);
      expect(before.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(after.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const result = compareSelections(before, after, {
        ...(scenario.omeVersion ? { omeVersion: scenario.omeVersion } : {}),
        ...(scenario.namespaces ? { namespaces: scenario.namespaces } : {}),
      });
      expect(result.questions).toBe(scenario.expect.questions);
      expect(result.unchanged).toBe(result.questions - result.changes.length);
      expect(
        result.changes.map((c) => ({
          question: questionKey(c.question),
          before: c.before.selected?.name ?? null,
          after: c.after.selected?.name ?? null,
        })),
      ).toEqual(
        scenario.expect.changes.map((c) => ({
          question: c.question,
          before: c.before,
          after: c.after,
        })),
      );
      scenario.expect.changes.forEach((c, i) => {
        const actual = result.changes[i]!;
        if (c.error !== undefined) expect(actual.after.error).toContain(c.error);
        for (const part of c.why ?? []) expect(actual.why).toContain(part);
      });
      // Loaded through one cache, unchanged documents are shared objects and compareSelections
      // takes its shortcut for answers a change cannot reach: the result must be the same.
      const cache = createManifestCache();
      const shared = compareSelections(
        loadManifests([{ name: 'before.yaml', text: scenario.before }], {}, cache),
        loadManifests([{ name: 'after.yaml', text: scenario.after }], {}, cache),
        {
          ...(scenario.omeVersion ? { omeVersion: scenario.omeVersion } : {}),
          ...(scenario.namespaces ? { namespaces: scenario.namespaces } : {}),
        },
      );
      expect(shared).toEqual(result);
      // Swapping the sides reverses every change and finds no others.
      const back = compareSelections(after, before, {
        ...(scenario.omeVersion ? { omeVersion: scenario.omeVersion } : {}),
        ...(scenario.namespaces ? { namespaces: scenario.namespaces } : {}),
      });
      expect(back.changes.map((c) => [questionKey(c.question), c.after, c.before])).toEqual(
        result.changes.map((c) => [questionKey(c.question), c.before, c.after]),
      );
    });
  }
});

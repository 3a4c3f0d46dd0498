/**
 * The size read from a model's name (sizeFromName) against OME's own catalog: over every model
 * name there, no guess contradicts a modelParameterSize the catalog writes. Two sizes agree when
 * they are the same number of parameters as OME reads them (parseModelSize: "8B" and "8000M"
 * agree; a guess of no size contradicts nothing).
 */
import { expect, it } from 'vitest';
import { sizeFromName } from './engine/model-hints';
import { parseModelSize } from './engine/size';
import { loadManifests } from './manifests';
import { catalogFiles, describeWithCatalog } from './test-support/ome-catalog';

const title = "size guesses over every model name in OME's catalog";

describeWithCatalog(title, () => {
  const files = catalogFiles().filter((f) => f.path.startsWith('config/models/'));
  const set = loadManifests(files.map((f) => ({ name: f.path, text: f.text })));
  const models = set.models.map((m) => m.object);

  it('reads every model of the catalog', () => {
    expect(models.length).toBe(207);
  });

  it('never contradicts a modelParameterSize the catalog sets', () => {
    const written = models.filter((m) => m.modelParameterSize !== null);
    expect(written.length).toBeGreaterThan(20);
    const contradictions = written.flatMap((m) => {
      const guess = sizeFromName(m.name);
      if (guess === null) return [];
      return parseModelSize(guess) === parseModelSize(m.modelParameterSize!)
        ? []
        : [`${m.name}: guessed ${guess}, catalog says ${m.modelParameterSize}`];
    });
    expect(contradictions).toEqual([]);
  });

  it('guesses a size OME can read for every name it guesses at', () => {
    for (const m of models) {
      const guess = sizeFromName(m.name);
      if (guess !== null) expect(parseModelSize(guess), `${m.name} → ${guess}`).toBeGreaterThan(0);
    }
  });
});

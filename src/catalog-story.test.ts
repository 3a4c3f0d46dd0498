/**
 * The gallery story from OME's own catalog carries the vendored manifests (testdata/ome) exactly:
 * each document is one file, headed by its path, byte-for-byte.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioFile } from './manifests';

const STORY = new URL('../scenarios/gallery/09-ome-catalog.yaml', import.meta.url);
const CATALOG = new URL('../testdata/ome/', import.meta.url);

describe("the OME catalog story's manifests", () => {
  const story = parseScenarioFile(readFileSync(STORY, 'utf8'))!;
  const documents = story.manifests.split(/^---\n/m);

  it('are the vendored files, unmodified, each headed by its path', () => {
    expect(documents.length).toBe(8);
    for (const document of documents) {
      const path = /^# (config\/\S+\.yaml)\n/.exec(document)?.[1];
      expect(path, document.slice(0, 80)).toBeDefined();
      const file = readFileSync(new URL(path!, CATALOG), 'utf8');
      expect(document).toBe(`# ${path}\n${file}`);
    }
  });
});

/**
 * What `npm run bench:ui` measures: the worked example, and the manifests pasted over it and
 * stored in its place (a generated cluster or `--manifests`, the catalog stand-in, `--catalog`),
 * each with the question that gives it the busiest table.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { explainRanking } from '../../src/engine';
import { isResolveError, loadManifests, resolveQuestion } from '../../src/manifests';
import { splitDocuments } from '../../src/yaml';
import { catalogFolderText, catalogSizedText, yamlFilesUnder } from '../catalog-sized';
import { generateManifests } from '../generate-manifests';
import type { Options } from './options';

const HERE = dirname(fileURLToPath(import.meta.url));
export const WORKED_EXAMPLE = readFileSync(
  join(HERE, '../../src/examples/worked-example.yaml'),
  'utf8',
);
const VENDORED_CATALOG = join(HERE, '../../testdata/ome/config');

export const EXAMPLE_TITLE = 'worked example';
/** The worked example's runtime whose priority is changed (3 → 50…: it moves to rank 2). */
export const EXAMPLE_EDIT = { runtime: 'srt-llama-large', entry: 1 };

export interface Subject {
  readonly title: string;
  readonly kind: 'generated' | 'catalog';
  readonly text: string;
  /** The runtimes that the text defines. */
  readonly runtimes: readonly string[];
  readonly model: string;
  readonly namespace: string;
  readonly rows: number;
  readonly ranked: number;
  /** The runtime whose priority is changed (ranked second, so raising it reorders the table). */
  readonly runtime: string;
  /** 1-based number of the entry that sets its PRIORITY (and its score), as the field says it. */
  readonly entry: number;
}

type SubjectText = Pick<Subject, 'title' | 'kind' | 'text'>;

/** The manifests to measure, each with its question (`pickSubject`). */
export const subjects = (options: Options): Subject[] => subjectTexts(options).map(pickSubject);

/** What is measured: a generated cluster (or --manifests), the catalog stand-in, a real catalog. */
function subjectTexts(options: Options): SubjectText[] {
  const out: SubjectText[] = [];
  if (options.manifests !== '') {
    const files = yamlFilesUnder(options.manifests);
    const text = files.map((file) => readFileSync(file, 'utf8').trimEnd()).join('\n---\n');
    out.push({ title: `${options.manifests} (${files.length} files)`, kind: 'generated', text });
  } else {
    out.push({
      title: `${options.runtimes} runtimes, ${options.models} models`,
      kind: 'generated',
      text: generateManifests({ runtimes: options.runtimes, models: options.models, seed: 42 }),
    });
  }
  out.push({
    title: 'catalog stand-in (207 runtimes, 207 models from testdata/ome)',
    kind: 'catalog',
    text: catalogSizedText(VENDORED_CATALOG),
  });
  if (options.catalog !== '') {
    const { text, files } = catalogFolderText(options.catalog);
    out.push({ title: `catalog ${options.catalog} (${files} files)`, kind: 'catalog', text });
  }
  return options.only === '' ? out : out.filter((s) => s.kind === options.only);
}

/** The manifests, and the model with the most runtimes ranked (the busiest table). */
function pickSubject({ title, kind, text }: SubjectText): Subject {
  const set = loadManifests([{ name: 'bench.yaml', text }]);
  const runtimes = set.runtimes.map((r) => r.object.name);
  let best: Omit<Subject, 'text' | 'title' | 'runtimes' | 'kind'> | null = null;
  for (const { object: model } of set.models) {
    const namespace = model.namespace ?? 'default';
    const resolved = resolveQuestion(set, {
      kind: 'model',
      name: model.name,
      namespace: namespace,
    });
    if (isResolveError(resolved)) continue;
    const { rows } = explainRanking(resolved.input);
    const ranked = rows.filter((row) => row.rank !== null);
    const second = ranked[1];
    const scoring = second?.entries.find((entry) => entry.isScoringEntry && entry.isMatchingEntry);
    if (second === undefined || scoring === undefined || (second.score ?? 0) <= 0) continue;
    if (best !== null && ranked.length <= best.ranked) continue;
    best = {
      model: model.name,
      namespace,
      rows: rows.length,
      ranked: ranked.length,
      runtime: second.name,
      entry: scoring.index + 1,
    };
  }
  if (best === null) throw new Error(`no model in ${title} has two ranked runtimes`);
  return { title, kind, text, runtimes, ...best };
}

/**
 * The worked example with the document of the model `subject` asks about added, so the question
 * stands through the paste (without it, the app would ask about the example's model, and after
 * the paste about whatever it picks from the pasted text).
 */
export function exampleAsking(subject: Subject): string {
  const named = new RegExp(`\\n  name: ${subject.model}\\s`);
  const model = splitDocuments(subject.text)
    .map((chunk) => chunk.text.replace(/^---[^\n]*\n/, ''))
    .find((doc) => /\nkind: (Cluster)?BaseModel\s/.test(`\n${doc}`) && named.test(doc));
  if (model === undefined) throw new Error(`${subject.title}: no document for ${subject.model}`);
  return `${WORKED_EXAMPLE.trimEnd()}\n---\n${model.trimEnd()}\n`;
}

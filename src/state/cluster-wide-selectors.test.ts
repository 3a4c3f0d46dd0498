/** The cluster-wide view's summary, filters and orders: pure selectors over its answer. */
import { describe, expect, it } from 'vitest';
import { questionKey, type ClusterSelection, type Question } from '../engine';
import { loadManifests } from '../manifests';
import { catalogFiles, describeWithCatalog } from '../test-support/ome-catalog';
import { clusterSelections } from '../worker/cluster-selections';
import {
  clusterWideRows,
  clusterWideSummary,
  type ClusterWideQuery,
  type SummaryEntry,
} from './cluster-wide-selectors';

const asked = (name: string, namespace = 'default', kind: Question['kind'] = 'model') => {
  const question = { kind, name, namespace };
  return { ...question, key: questionKey(question), model: kind === 'model' ? name : 'llama' };
};
const none = { selected: null, failure: null, winsBy: null, named: false, qualifying: 0 };
const picks = (
  name: string,
  runtime: string,
  winsBy: ClusterSelection['winsBy'] = 'score',
  namespace = 'default',
): ClusterSelection => ({
  ...asked(name, namespace),
  selected: { name: runtime, scope: 'Cluster' },
  outcome: 'picks',
  failure: null,
  winsBy,
  named: false,
  qualifying: 2,
});
/** An InferenceService that names its runtime, which OME uses. */
const usesNamed = (name: string, runtime: string): ClusterSelection => ({
  ...asked(name, 'default', 'isvc'),
  ...none,
  selected: { name: runtime, scope: 'Cluster' },
  outcome: 'uses-named',
  named: true,
});
/** An InferenceService that names its runtime, which OME refuses. */
const refusesNamed = (name: string, failure: ClusterSelection['failure']): ClusterSelection => ({
  ...asked(name, 'default', 'isvc'),
  ...none,
  outcome: 'refuses-named',
  failure,
  named: true,
});
const noRuntime = (name: string): ClusterSelection => ({
  ...asked(name),
  ...none,
  outcome: 'no-runtime',
});
const fails = (name: string, failure: ClusterSelection['failure']): ClusterSelection => ({
  ...asked(name),
  ...none,
  outcome: 'fails',
  failure,
});
const notFound = (name: string): ClusterSelection => ({
  ...asked(name, 'team-a', 'isvc'),
  ...none,
  model: '',
  outcome: 'not-found',
});

const CELLS: readonly ClusterSelection[] = [
  fails('qwen2-5-72b', 'model-format-missing'),
  picks('qwen2-5-14b', 'srt-qwen', 'name', 'team-b'),
  noRuntime('mixtral'),
  picks('qwen2-5-7b', 'vllm-qwen', 'distance'),
  fails('odd', 'nil-pointer-panic'),
  picks('llama', 'srt-llama', 'only'),
  notFound('chat'),
  fails('deepseek', 'model-format-missing'),
  usesNamed('serve-qwen', 'srt-qwen3-4b'),
  refusesNamed('serve-gone', 'runtime-not-found'),
];

/** An entry as `count label` (and its entries within, indented), to read at a glance. */
const lines = (entries: readonly SummaryEntry[], indent = ''): string[] =>
  entries.flatMap((e) => [`${indent}${e.count} ${e.label}`, ...lines(e.within, `${indent}  `)]);

const names = (query: Partial<ClusterWideQuery>) =>
  clusterWideRows(CELLS, { outcome: null, text: '', order: 'written', ...query }).map(
    (c) => c.name,
  );

describe('clusterWideSummary', () => {
  it('counts each outcome that occurs, the ties among the picks, failures by reason', () => {
    expect(lines(clusterWideSummary(CELLS))).toEqual([
      '3 OME picks a runtime',
      '  2 decided by a tie (size or name)',
      '1 OME uses the runtime named',
      '1 no runtime qualifies',
      '1 OME refuses the runtime named',
      '  1 not found where OME looks',
      '3 selection fails',
      '  2 no modelFormat',
      '  1 a runtime with one modelSizeRange bound (OME 1.2.2 panics)',
      '1 model not found',
    ]);
  });

  it('leaves out what does not occur', () => {
    expect(lines(clusterWideSummary([picks('llama', 'srt-llama')]))).toEqual([
      '1 OME picks a runtime',
    ]);
    expect(clusterWideSummary([])).toEqual([]);
  });
});

describe('clusterWideRows', () => {
  it('filters by a summary entry: an outcome, the ties, one reason for failing', () => {
    expect(names({ outcome: 'picks' })).toEqual(['qwen2-5-14b', 'qwen2-5-7b', 'llama']);
    expect(names({ outcome: 'ties' })).toEqual(['qwen2-5-14b', 'qwen2-5-7b']);
    expect(names({ outcome: 'fails' })).toEqual(['qwen2-5-72b', 'odd', 'deepseek']);
    expect(names({ outcome: 'fails:model-format-missing' })).toEqual(['qwen2-5-72b', 'deepseek']);
    expect(names({ outcome: 'not-found' })).toEqual(['chat']);
    expect(names({ outcome: 'uses-named' })).toEqual(['serve-qwen']);
    expect(names({ outcome: 'refuses-named:runtime-not-found' })).toEqual(['serve-gone']);
    // A reason belongs to its outcome: a named runtime's refusal is no selection failure.
    expect(names({ outcome: 'fails:nil-pointer-panic' })).toEqual(['odd']);
  });

  it('keeps rows with every word of the text in their name, namespace, runtime or outcome', () => {
    expect(names({ text: 'QWEN' })).toEqual([
      'qwen2-5-72b',
      'qwen2-5-14b',
      'qwen2-5-7b',
      'serve-qwen',
    ]);
    expect(names({ text: 'qwen team-b' })).toEqual(['qwen2-5-14b']);
    expect(names({ text: 'srt-' })).toEqual(['qwen2-5-14b', 'llama', 'serve-qwen']);
    expect(names({ text: 'modelformat' })).toEqual(['qwen2-5-72b', 'deepseek']);
    expect(names({ text: 'inferenceservice' })).toEqual(['chat', 'serve-qwen', 'serve-gone']);
    expect(names({ text: 'named' })).toEqual(['serve-qwen', 'serve-gone']);
    expect(names({ text: 'fails qwen' })).toEqual(['qwen2-5-72b']);
    expect(names({ text: 'qwen', outcome: 'ties' })).toEqual(['qwen2-5-14b', 'qwen2-5-7b']);
    expect(names({ text: 'nothing like it' })).toEqual([]);
  });

  it('orders by name (numbers as numbers), namespace, outcome or the runtime picked', () => {
    expect(names({ order: 'name' })).toEqual([
      'chat',
      'deepseek',
      'llama',
      'mixtral',
      'odd',
      'qwen2-5-7b',
      'qwen2-5-14b',
      'qwen2-5-72b',
      'serve-gone',
      'serve-qwen',
    ]);
    expect(names({ order: 'namespace' }).slice(-2)).toEqual(['chat', 'qwen2-5-14b']);
    expect(names({ order: 'outcome' })).toEqual([
      'llama',
      'qwen2-5-7b',
      'qwen2-5-14b',
      'serve-qwen',
      'mixtral',
      'serve-gone',
      'deepseek',
      'qwen2-5-72b',
      'odd',
      'chat',
    ]);
    expect(names({ order: 'runtime' })).toEqual([
      'llama',
      'qwen2-5-14b',
      'serve-qwen',
      'qwen2-5-7b',
      'chat',
      'deepseek',
      'mixtral',
      'odd',
      'qwen2-5-72b',
      'serve-gone',
    ]);
  });

  it('leaves the answer as it came', () => {
    const before = CELLS.map((c) => c.key);
    names({ order: 'name', text: 'q' });
    expect(CELLS.map((c) => c.key)).toEqual(before);
  });
});

describeWithCatalog("the cluster-wide summary of OME's catalog", () => {
  it('207 models: 28 picks (9 by a tie), 13 with no runtime, 166 failing for want of modelFormat', () => {
    const set = loadManifests(catalogFiles().map((f) => ({ name: f.path, text: f.text })));
    const cells = clusterSelections(set);
    const summary = clusterWideSummary(cells);
    expect(lines(summary)).toEqual([
      '28 OME picks a runtime',
      // Nine picks only a name separates from the runner-up, the 72B Qwen's 14B runtime among them.
      '  9 decided by a tie (size or name)',
      '13 no runtime qualifies',
      '166 selection fails',
      '  166 no modelFormat',
    ]);
    const failing = clusterWideRows(cells, {
      outcome: 'fails:model-format-missing',
      text: 'qwen2-5-72b',
      order: 'name',
    });
    // The base model is one of those the agent has not filled; the instruct one ranks.
    expect(failing.map((c) => c.name)).toEqual(['qwen2-5-72b']);
    const picked = clusterWideRows(cells, { outcome: 'picks', text: 'qwen2-5-72b', order: 'name' });
    expect(picked.map((c) => `${c.name} ${c.selected?.name}`)).toEqual([
      'qwen2-5-72b-instruct srt-deepseek-r1-distill-qwen-14b',
    ]);
  });
});

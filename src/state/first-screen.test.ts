/**
 * New manifests without a question (`ome-sim ui` alone, an import, a paste over the text) open on
 * one that ranks, saying so, rather than on one whose answer is an error; a question asked with
 * them (`--model`, a link) stays as asked; typing never switches.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadManifests } from '../manifests';
import { catalogFiles, describeWithCatalog } from '../test-support/ome-catalog';
import { answerClusterWide, questionOf, rank } from '../test-support/rank-by-hand';
import { clusterSelections } from '../worker/cluster-selections';
import { EXAMPLE_SCENARIO } from './example';
import { awaitsOutcomes, rankingErrorOf, retargetNote, WAITING_FOR_OUTCOMES } from './selectors';
import { createAppStore } from './store';

const ome = (path: string) =>
  readFileSync(new URL(`../../testdata/ome/config/${path}`, import.meta.url), 'utf8');
const join = (...paths: string[]) => paths.map((p) => ome(p)).join('\n---\n');

/** Qwen3-8B as OME ships it: no modelFormat, so OME's selection fails for it. */
const QWEN3_8B = 'models/Qwen/Qwen3-8B.yaml';
/** Llama-3.2-3B-Instruct, the worked example's model name, cluster-scoped and without modelFormat. */
const LLAMA_3B = 'models/meta/Llama-3.2-3B-Instruct.yaml';
/** Qwen2.5-32B-Instruct, for which OME picks srt-deepseek-r1-distill-qwen-14b. */
const PICKS = [
  'models/Qwen/Qwen2.5-32B-Instruct.yaml',
  'runtimes/srt/deepseek-ai/deepseek-r1-distill-qwen-14b-rt.yaml',
];
/** Qwen3-4B with OME's runtime for it, which does not auto-select: no runtime qualifies. */
const NO_RUNTIME = ['models/Qwen/Qwen3-4B.yaml', 'runtimes/srt/Qwen/qwen3-4b-rt.yaml'];

type Store = ReturnType<typeof createAppStore>;

/**
 * The store after `text` came in, as an import or `ome-sim ui -f` without a question brings it,
 * once ranked (and, when the app waits for every question's outcome, once that came too).
 */
function opened(text: string, subject: { kind: 'model'; name: string } | null = null) {
  const store = createAppStore();
  rank(store);
  store.getState().replaceScenario({ text, subject, namespace: null, omeRelease: '1.3' });
  rank(store);
  settle(store);
  return store;
}

/**
 * What the syncs bring next while the store settles its choice: the chosen question's answer,
 * then, when that is an error, the query worker's cluster-wide answer.
 */
function settle(store: Store): void {
  if (store.getState().firstChoice !== null) rank(store);
  if (awaitsOutcomes(store.getState())) answerClusterWide(store);
  expect(store.getState().firstChoice).toBeNull();
}

describe('manifests without a question', () => {
  it('pass over a model whose selection fails for the first OME picks a runtime for', () => {
    const store = opened(join(LLAMA_3B, QWEN3_8B, ...NO_RUNTIME, ...PICKS));
    expect(questionOf(store)).toBe('model/qwen2-5-32b-instruct in default');
    expect(retargetNote(store.getState())).toBe(
      'Now ranking qwen2-5-32b-instruct in default, the first OME picks a runtime for: ' +
        "OME's selection fails for llama-3-2-3b-instruct (no modelFormat)",
    );
    rank(store);
    expect(store.getState().ranked?.result.explanation.selected?.name).toBe(
      'srt-deepseek-r1-distill-qwen-14b',
    );
  });

  it('pass over the first model when the question is gone too', () => {
    const store = opened(join(QWEN3_8B, ...PICKS));
    expect(questionOf(store)).toBe('model/qwen2-5-32b-instruct in default');
    expect(retargetNote(store.getState())).toBe(
      'Now ranking qwen2-5-32b-instruct in default, the first OME picks a runtime for: ' +
        'llama-3-2-3b-instruct is not in the manifests',
    );
  });

  it('without a pick anywhere, prefer a table of rejected runtimes to an error', () => {
    const store = opened(join(LLAMA_3B, ...NO_RUNTIME));
    expect(questionOf(store)).toBe('model/qwen3-4b in default');
    expect(retargetNote(store.getState())).toBe(
      'Now ranking qwen3-4b in default, the first OME can rank (it picks a runtime for none): ' +
        "OME's selection fails for llama-3-2-3b-instruct (no modelFormat)",
    );
  });

  it('keep the question when OME picks a runtime for it, without waiting for the others', () => {
    const store = createAppStore();
    rank(store);
    const text = EXAMPLE_SCENARIO.text.replace('priority: 3', 'priority: 4');
    store.getState().replaceScenario({ text, subject: null, namespace: null, omeRelease: '1.3' });
    rank(store);
    expect(store.getState().firstChoice).toBeNull();
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in llama-demo');
    expect(retargetNote(store.getState())).toBeNull();
  });

  it('keep a question whose runtimes OME ranks, though none qualifies: the table says why', () => {
    const store = opened(join(...NO_RUNTIME, ...PICKS));
    expect(questionOf(store)).toBe('model/qwen3-4b in default');
    expect(retargetNote(store.getState())).toBe(
      'Now ranking qwen3-4b in default: llama-3-2-3b-instruct is not in the manifests',
    );
  });

  it('keep the error as the answer when no question ranks', () => {
    const store = opened(join(LLAMA_3B, QWEN3_8B));
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in default');
    expect(retargetNote(store.getState())).toBeNull();
    rank(store);
    expect(rankingErrorOf(store.getState())).toBeNull();
    expect(store.getState().ranked?.result.selectionFailed).toBe(true);
  });

  it('pasted over the text, choose the same way', () => {
    const store = createAppStore();
    rank(store);
    store.getState().setText(join(LLAMA_3B, ...PICKS));
    rank(store);
    // The example's model is there, asked in a namespace the catalog uses; its answer an error.
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in default');
    expect(awaitsOutcomes(store.getState())).toBe(false); // not before its answer
    rank(store);
    expect(awaitsOutcomes(store.getState())).toBe(true);
    expect(retargetNote(store.getState())).toBe(WAITING_FOR_OUTCOMES);
    settle(store);
    expect(questionOf(store)).toBe('model/qwen2-5-32b-instruct in default');
    expect(retargetNote(store.getState())).toContain('the first OME picks a runtime for');
    expect(store.getState().ranked).toBeNull(); // no rows of the passed-over question meanwhile
  });
});

describe('a question asked with the manifests, or typed', () => {
  it('`ome-sim ui --model` is kept, though its selection fails', () => {
    const store = opened(join(LLAMA_3B, ...PICKS), {
      kind: 'model',
      name: 'llama-3-2-3b-instruct',
    });
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in default');
    expect(retargetNote(store.getState())).toBeNull();
  });

  it('a link names everything: kept', () => {
    const store = createAppStore();
    rank(store);
    store.getState().replaceScenario({
      text: join(LLAMA_3B, ...PICKS),
      subject: { kind: 'model', name: 'llama-3-2-3b-instruct' },
      namespace: 'default',
      omeRelease: '1.3',
    });
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in default');
    expect(retargetNote(store.getState())).toBeNull();
  });

  it('an edit or a choice of ones own before the outcomes are known: nothing switches', () => {
    const text = join(LLAMA_3B, ...PICKS);
    const edited = createAppStore();
    edited.getState().replaceScenario({ text, subject: null, namespace: null, omeRelease: '1.3' });
    rank(edited);
    expect(edited.getState().firstChoice).not.toBeNull();
    edited.getState().setText(`${text}# typed\n`);
    answerClusterWide(edited);
    rank(edited);
    expect(questionOf(edited)).toBe('model/llama-3-2-3b-instruct in default');

    const picked = createAppStore();
    picked.getState().replaceScenario({ text, subject: null, namespace: null, omeRelease: '1.3' });
    rank(picked);
    picked.getState().setQuestion({ kind: 'model', name: 'llama-3-2-3b-instruct' }, 'default');
    answerClusterWide(picked);
    expect(questionOf(picked)).toBe('model/llama-3-2-3b-instruct in default');
    expect(retargetNote(picked.getState())).toBeNull();
  });

  it('an edit that makes the question fail does not switch it', () => {
    const store = createAppStore();
    rank(store);
    store.getState().setText(`${store.getState().text}---\n${join(...PICKS)}\n`);
    rank(store);
    store.getState().setText(store.getState().text.replace('name: safetensors', 'name: ""'));
    rank(store);
    expect(store.getState().firstChoice).toBeNull();
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in llama-demo');
    expect(retargetNote(store.getState())).toBeNull();
  });
});

describeWithCatalog("`ome-sim ui -R -f` on OME's catalog, without --model", () => {
  it('opens on the first model OME picks a runtime for, not the example’s failing one', () => {
    const files = catalogFiles();
    const text = files.map((f) => f.text).join('\n---\n');
    const store = opened(text);
    const first = clusterSelections(loadManifests([{ name: 'catalog', text }])).find(
      (c) => c.outcome === 'picks',
    )!;
    expect(questionOf(store)).toBe(`model/${first.name} in default`);
    expect(retargetNote(store.getState())).toBe(
      `Now ranking ${first.name} in default, the first OME picks a runtime for: ` +
        "OME's selection fails for llama-3-2-3b-instruct (no modelFormat)",
    );
    rank(store);
    expect(store.getState().ranked?.result.explanation.selected?.name).toBe(first.selected?.name);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import type { QueryRequest } from '../worker/protocol';
import { answerQuery } from '../worker/query';
import { chooseTarget } from './choose-target';
import { editorSource } from './requests';
import { omeBehaviourOf } from './selectors';
import { createAppStore, type AppStore } from './store';
import {
  compareWithBaseline,
  exportFileName,
  clusterWideFlips,
  scoreDeltaText,
  selectionChangeText,
} from './whatif-selectors';
import { planStatus, plansOf } from './win-plans';
import { applyEdit } from '../manifests';
import type { StoreApi } from 'zustand/vanilla';
import { rank } from '../test-support/rank-by-hand';

/** Answers a query the way the query sync does. */
function ask(store: StoreApi<AppStore>, request: QueryRequest): void {
  store.getState().receiveQuery(answerQuery(request), request);
}

const small4 = (text: string) => text.replace(/(name: srt-llama-small[\s\S]*?priority: )3/, '$14');

describe('the baseline', () => {
  it('compares the ranking with the pinned one: moves, score deltas and the pick', () => {
    const store = createAppStore();
    rank(store);
    store.getState().pinBaseline();
    store.getState().setText(small4(store.getState().text));
    rank(store);
    const { baseline, ranked } = store.getState();
    const comparison = compareWithBaseline(baseline, ranked);
    if (comparison.kind !== 'compared') throw new Error(comparison.kind);
    const moved = (key: string) => comparison.changes.get(key);
    expect(moved('Cluster/srt-llama-small')).toMatchObject({
      movement: { kind: 'up', places: 1 },
      scoreDelta: 2,
    });
    expect(moved('Cluster/vllm-llama')?.movement).toEqual({ kind: 'down', places: 1 });
    expect(moved('Namespaced/team-llama')?.movement).toEqual({ kind: 'same' });
    expect(comparison.removed).toEqual([]);
    expect(selectionChangeText(baseline!.explanation, comparison.after)).toBe(
      'team-llama is still selected',
    );
  });

  it('says so when the baseline ranks something else, and clears', () => {
    const gallery = answerQuery({ type: 'gallery', id: 1 });
    if (gallery.type !== 'gallery') throw new Error();
    const override = gallery.examples.find((e) => e.id === '03-namespace-override')!;
    const store = createAppStore({
      ...override,
      omeRelease: override.omeVersion,
      question: { ...override.question, namespace: 'team-search' },
    });
    rank(store);
    store.getState().pinBaseline();
    store.getState().setNamespace('team-ads'); // the ClusterBaseModel is ranked there too
    rank(store);
    expect(compareWithBaseline(store.getState().baseline, store.getState().ranked).kind).toBe(
      'other-target',
    );
    store.getState().clearBaseline();
    expect(compareWithBaseline(store.getState().baseline, store.getState().ranked).kind).toBe(
      'none',
    );
  });

  it("gets the baseline's clusterWide from a later answer, and flags the flips", () => {
    const store = createAppStore();
    rank(store);
    store.getState().pinBaseline();
    expect(store.getState().baseline?.clusterWide).toBeNull(); // no clusterWide yet when pinned
    const pinned = store.getState().text;
    const edited = pinned.replace(/(name: team-llama[\s\S]*?autoSelect: )true/, '$1false');
    store.getState().setText(edited);
    const request: QueryRequest = {
      type: 'cluster-wide',
      id: 1,
      sources: editorSource(edited),
      omeVersion: '1.3',
      baseline: { sources: editorSource(pinned), omeVersion: '1.3' },
    };
    ask(store, request);
    const { baseline, clusterWide } = store.getState();
    expect(baseline?.clusterWide?.[0]?.selected?.name).toBe('team-llama');
    expect(clusterWide?.cells[0]?.selected?.name).toBe('vllm-llama');
    expect([...clusterWideFlips(baseline, clusterWide)!.flipped]).toEqual([
      'model/llama-demo/llama-3-2-3b-instruct',
    ]);
  });

  it('takes the cluster-wide view on screen when it is for the pinned text', () => {
    const store = createAppStore();
    rank(store);
    const { text } = store.getState();
    ask(store, {
      type: 'cluster-wide',
      id: 1,
      sources: editorSource(text),
      omeVersion: '1.3',
      baseline: null,
    });
    store.getState().pinBaseline();
    expect(store.getState().baseline?.clusterWide).toHaveLength(1);
    expect(
      clusterWideFlips(store.getState().baseline, store.getState().clusterWide)!.flipped.size,
    ).toBe(0);
  });
});

describe('make it win', () => {
  it('stores the answer for the question asked, and offers it only for that text', () => {
    const store = createAppStore();
    rank(store);
    store.getState().askMakeItWin('Cluster/srt-llama-small', 'srt-llama-small');
    const winQuestion = store.getState().winQuestion!;
    const { text, question } = winQuestion.scenario;
    const omeVersion = omeBehaviourOf(winQuestion.scenario);
    ask(store, {
      type: 'make-it-win',
      id: 1,
      input: { sources: editorSource(text), question, omeVersion },
      runtimeKey: winQuestion.runtimeKey,
    });
    expect(store.getState().winQuestion?.answer?.status).toBe('change');
    const asked = store.getState().winQuestion!;
    const [plan] = plansOf(asked);
    const status = planStatus(asked, plan!, store.getState().text);
    expect(status.kind).toBe('apply');
    if (status.kind !== 'apply') return;
    // Applied while the text carries the edit; offered again once it is undone.
    const applied = applyEdit(text, status.edit);
    expect(applied).toContain('autoSelect: false');
    expect(planStatus(asked, plan!, applied)).toEqual({ kind: 'applied' });
    expect(planStatus(asked, plan!, text).kind).toBe('apply');
    expect(planStatus(asked, plan!, 'edited')).toEqual({ kind: 'outdated' });
    store.getState().dismissMakeItWin();
    expect(store.getState().winQuestion).toBeNull();
  });

  it('records a failure against the question', () => {
    const store = createAppStore();
    store.getState().askMakeItWin('Cluster/vllm-llama', 'vllm-llama');
    const request: QueryRequest = {
      type: 'make-it-win',
      id: 3,
      input: {
        sources: [],
        question: { kind: 'model', name: 'm', namespace: 'n' },
        omeVersion: '1.3',
      },
      runtimeKey: 'Cluster/vllm-llama',
    };
    store.getState().failQuery('stopped', request);
    expect(store.getState().winQuestion?.error).toBe('stopped');
  });
});

describe('replacing the scenario', () => {
  it('picks what to rank from the first answer for the new manifests', () => {
    const store = createAppStore();
    const gallery = answerQuery({ type: 'gallery', id: 1 });
    if (gallery.type !== 'gallery') throw new Error();
    const accelerator = gallery.examples.find((e) => e.id === '07-accelerator-class')!;
    store.getState().replaceScenario({
      text: accelerator.text,
      subject: null,
      namespace: null,
      omeRelease: '1.3',
    });
    expect(store.getState().pickTarget).toBe(true);
    rank(store);
    // Its first InferenceService (issue 9: InferenceServices come before models).
    expect(store.getState()).toMatchObject({
      question: { kind: 'isvc', name: 'qwen-chat', namespace: 'team-inference' },
      pickTarget: false,
    });
  });

  it('loads the gallery once it is asked for', () => {
    const store = createAppStore();
    store.getState().requestGallery();
    expect(store.getState().gallery.status).toBe('loading');
    ask(store, { type: 'gallery', id: 1 });
    const gallery = store.getState().gallery;
    expect(gallery.status === 'ready' && gallery.examples.length).toBe(9);
  });
});

describe('chooseTarget', () => {
  const choices = {
    models: [
      { name: 'a', kind: 'ClusterBaseModel', namespace: null },
      { name: 'b', kind: 'BaseModel', namespace: 'team-b' },
    ],
    inferenceServices: [{ name: 'chat', namespace: 'team-c', model: 'a' }],
    namespaces: ['team-b', 'team-c'],
  } as const;

  it.each([
    ['keeps a target that is still there', { kind: 'isvc', name: 'chat' }, 'x', 'chat', 'team-c'],
    ['moves to a BaseModel’s namespace', { kind: 'model', name: 'b' }, 'x', 'b', 'team-b'],
    [
      'keeps a used namespace for a cluster model',
      { kind: 'model', name: 'a' },
      'team-c',
      'a',
      'team-c',
    ],
    [
      'else picks the first InferenceService',
      { kind: 'model', name: 'gone' },
      'x',
      'chat',
      'team-c',
    ],
  ] as const)('%s', (_, target, namespace, name, expected) => {
    const choice = chooseTarget(choices, { ...target, namespace });
    expect([choice.name, choice.namespace]).toEqual([name, expected]);
  });

  it('keeps the choice when there is nothing to rank', () => {
    const empty = { models: [], inferenceServices: [], namespaces: [] };
    const current = { kind: 'model', name: 'm', namespace: 'n' } as const;
    expect(chooseTarget(empty, current)).toBe(current);
  });
});

describe('small helpers', () => {
  it('formats deltas and file names', () => {
    expect([2, -1, 0].map(scoreDeltaText)).toEqual(['+2', '−1', '±0']);
    expect(exportFileName({ kind: 'model', name: 'llama 3/8b', namespace: 'ns' }, 'md')).toBe(
      'ome-sim-llama_3_8b-ns.md',
    );
  });
});

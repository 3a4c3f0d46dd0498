/**
 * The question follows the manifests: new manifests without what is ranked switch it (the first
 * InferenceService, else the first model, in a namespace they use or `default`), saying so; rows
 * of text that is gone never stay; typing over the ranked name neither jumps nor loses it; and
 * the problems list shows the findings of the ranking on screen, out of date with it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isOutOfDate,
  kubectlCommand,
  problemsOf,
  rankingCaption,
  rankingErrorOf,
  retargetNote,
} from './selectors';
import { createAppStore } from './store';
import { engineAnswer, engineRequest, questionOf, rank } from '../test-support/rank-by-hand';

const ome = (path: string) =>
  readFileSync(new URL(`../../testdata/ome/config/${path}`, import.meta.url), 'utf8');
/** Qwen3-4B as OME ships it (a ClusterBaseModel) with OME's runtime for it. */
const QWEN3_4B = `${ome('models/Qwen/Qwen3-4B.yaml')}\n---\n${ome('runtimes/srt/Qwen/qwen3-4b-rt.yaml')}`;

describe('pasting manifests without what is ranked', () => {
  it('ranks their model in default, says why, and shows no rows of the old text meanwhile', () => {
    const store = createAppStore();
    rank(store);
    expect(store.getState().ranked).not.toBeNull();
    store.getState().setText(QWEN3_4B);
    rank(store); // asks about llama-3-2-3b-instruct, which is gone
    const state = store.getState();
    expect(questionOf(store)).toBe('model/qwen3-4b in default');
    expect(retargetNote(state)).toBe(
      'Now ranking qwen3-4b in default: llama-3-2-3b-instruct is not in the manifests',
    );
    expect(state.ranked).toBeNull();
    // The old question's "not found" is not news while the new one is on its way.
    expect(rankingErrorOf(state)).toBeNull();
    expect(isOutOfDate(state)).toBe(false);

    rank(store);
    const ranked = store.getState().ranked!;
    expect(rankingCaption(ranked.result.explanation, store.getState())).toBe(
      'Serving runtimes for ClusterBaseModel qwen3-4b in namespace default, OME v1.3',
    );
    expect(ranked.result.explanation.rows.map((r) => r.name)).toEqual(['srt-qwen3-4b']);
    expect(kubectlCommand(store.getState().question)).toBe(
      'kubectl ome runtime explain --model qwen3-4b -n default',
    );
    // The note stays until the user chooses.
    expect(retargetNote(store.getState())).not.toBeNull();
    store.getState().setNamespace('other');
    expect(retargetNote(store.getState())).toBeNull();
  });

  it('follows with the namespace when the ranked model is still there, cluster-scoped', () => {
    // OME's catalog has a ClusterBaseModel of the worked example's model name: the question stays,
    // and is asked in default, not in llama-demo, which only the old text used.
    const store = createAppStore();
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in llama-demo');
    store
      .getState()
      .setText(
        `${ome('models/meta/Llama-3.2-3B-Instruct.yaml')}\n---\n${ome('runtimes/srt/meta/llama-3-2-3b-instruct-rt.yaml')}`,
      );
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in default');
    // Typing afterwards leaves a namespace the user chose alone.
    store.getState().setNamespace('team-x');
    store.getState().setText(`${store.getState().text}\n# a comment`);
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in team-x');
  });

  it('prefers an InferenceService, in its own namespace', () => {
    const store = createAppStore();
    rank(store);
    store.getState().setText(`${QWEN3_4B}
---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: chat
  namespace: team-a
spec:
  model:
    name: qwen3-4b
`);
    rank(store);
    expect(questionOf(store)).toBe('isvc/chat in team-a');
    rank(store);
    expect(store.getState().ranked?.result.explanation.inferenceService).toBe('chat');
  });

  it('keeps a namespace the manifests use for a cluster-scoped model', () => {
    const store = createAppStore();
    const text = store
      .getState()
      .text.replace(
        /kind: BaseModel\nmetadata:\n {2}name: llama-3-2-3b-instruct\n {2}namespace: llama-demo/,
        'kind: ClusterBaseModel\nmetadata:\n  name: llama-3-1-8b',
      );
    store.getState().setText(text);
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-1-8b in llama-demo');
  });

  it('an import picks afresh even with a broken document, and drops the old rows at once', () => {
    const store = createAppStore();
    rank(store);
    store.getState().replaceScenario({
      text: `${QWEN3_4B}\n---\nkind: [broken\n`,
      subject: null,
      namespace: null,
      omeRelease: '1.3',
    });
    expect(store.getState().ranked).toBeNull();
    rank(store);
    expect(questionOf(store)).toBe('model/qwen3-4b in default');
    expect(retargetNote(store.getState())).toContain(
      'llama-3-2-3b-instruct is not in the manifests',
    );
  });

  it('leaves the question alone when there is nothing to rank', () => {
    const store = createAppStore();
    rank(store);
    store.getState().setText('# nothing yet\n');
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in llama-demo');
    expect(store.getState().ranked).toBeNull(); // its rows came from text that is gone
    expect(rankingErrorOf(store.getState())).toContain('llama-3-2-3b-instruct');
  });
});

describe('typing in the manifests', () => {
  const MODEL_NAME = 'name: llama-3-2-3b-instruct\n  namespace: llama-demo';

  it('follows the ranked model while its name is retyped, without a note', () => {
    const store = createAppStore();
    rank(store);
    for (const typed of ['llama-3-2-3b-instruc', 'llama-3-2-3b-instr', 'llama-3-2-3b-chat']) {
      store
        .getState()
        .setText(
          store
            .getState()
            .text.replace(
              /name: llama-3-2-3b-[a-z]*\n {2}namespace/,
              `name: ${typed}\n  namespace`,
            ),
        );
      rank(store);
      expect(questionOf(store)).toBe(`model/${typed} in llama-demo`);
      // The rows stay (out of date) until the renamed model's ranking arrives.
      expect(store.getState().ranked).not.toBeNull();
    }
    expect(retargetNote(store.getState())).toBeNull();
    rank(store);
    expect(isOutOfDate(store.getState())).toBe(false);
  });

  it('follows it too when an answer for text already typed past came in between', () => {
    const store = createAppStore();
    rank(store);
    const original = store.getState().text;
    const typeName = (name: string) =>
      store
        .getState()
        .setText(original.replace('name: llama-3-2-3b-instruct\n', `name: ${name}\n`));
    typeName('llama-3-2-3b-instruc');
    const overtaken = engineRequest(store);
    typeName('llama-3-2-3b-instr');
    store.getState().receive(overtaken, engineAnswer(overtaken));
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in llama-demo');
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instr in llama-demo');
    expect(retargetNote(store.getState())).toBeNull();
  });

  it('does not switch while the YAML around the name is broken', () => {
    const store = createAppStore();
    rank(store);
    const text = store.getState().text;
    store
      .getState()
      .setText(text.replace(MODEL_NAME, 'name: [llama-3-2-3b-instruct\n  namespace: llama-demo'));
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in llama-demo');
    expect(store.getState().ranked).not.toBeNull(); // the last good ranking, out of date
    expect(isOutOfDate(store.getState())).toBe(true);
  });
});

describe('the problems list and the table', () => {
  it('show the findings of one answer, out of date together while the YAML is broken', () => {
    const store = createAppStore();
    rank(store);
    const findings = () =>
      problemsOf(store.getState().latest, store.getState().ranked).filter(
        (p) => p.problem.code !== 'yaml-syntax',
      );
    const before = findings();
    expect(before.every((p) => !p.outOfDate)).toBe(true);
    // A syntax error in team-llama's document drops it: that answer's own findings (about the
    // runtimes left) must not be listed beside the rows that still include team-llama.
    const text = store.getState().text;
    store.getState().setText(text.replace('name: team-llama', 'name: [team-llama'));
    rank(store);
    const latest = store.getState().latest!;
    expect(latest.response.diagnostics.some((d) => d.code === 'yaml-syntax')).toBe(true);
    const listed = problemsOf(latest, store.getState().ranked);
    expect(listed.some((p) => p.problem.code === 'yaml-syntax' && !p.outOfDate)).toBe(true);
    expect(findings().map((p) => p.problem)).toEqual(before.map((p) => p.problem));
    expect(findings().every((p) => p.outOfDate)).toBe(true);
  });
});

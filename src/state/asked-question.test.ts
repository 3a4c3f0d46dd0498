/**
 * A question asked explicitly with the manifests (`ome-sim ui --isvc NAME`, a share link) is kept
 * as asked even when they lack it, with OME's own "not found", while manifests pasted
 * or imported over it still switch to what they have.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SCENARIO } from './example';
import { replacementOf } from './whatif';
import { kubectlCommand, rankingErrorOf, retargetNote } from './selectors';
import { createAppStore } from './store';
import { questionOf, rank } from '../test-support/rank-by-hand';

const ome = (path: string) =>
  readFileSync(new URL(`../../testdata/ome/config/${path}`, import.meta.url), 'utf8');
const QWEN3_4B = `${ome('models/Qwen/Qwen3-4B.yaml')}\n---\n${ome('runtimes/srt/Qwen/qwen3-4b-rt.yaml')}`;
const WORKED = EXAMPLE_SCENARIO.text;

/** What `ome-sim ui -f worked-example.yaml --isvc nowhere [-n NS]` opens. */
function served(namespace: string | null) {
  const store = createAppStore({ ...EXAMPLE_SCENARIO, text: '# my own work\n' });
  rank(store);
  store.getState().replaceScenario({
    text: WORKED,
    subject: { kind: 'isvc', name: 'nowhere' },
    namespace,
    omeRelease: '1.3',
  });
  rank(store);
  return store;
}

describe('a question asked with the manifests, which they lack', () => {
  it('is kept as asked, with OME’s "not found" and no note', () => {
    const store = served('llama-demo');
    const state = store.getState();
    expect(questionOf(store)).toBe('isvc/nowhere in llama-demo');
    expect(retargetNote(state)).toBeNull();
    expect(state.ranked).toBeNull();
    expect(rankingErrorOf(state)).toBe('inferenceservices.ome.io "nowhere" not found');
    expect(kubectlCommand(state.question)).toBe(
      'kubectl ome runtime explain --isvc nowhere -n llama-demo',
    );
    rank(store);
    expect(questionOf(store)).toBe('isvc/nowhere in llama-demo');
  });

  it('in a namespace where the manifests lack it, is asked there', () => {
    const store = createAppStore({ ...EXAMPLE_SCENARIO, text: '# mine\n' });
    store.getState().replaceScenario({
      text: WORKED,
      subject: { kind: 'model', name: 'llama-3-2-3b-instruct' },
      namespace: 'team-z',
      omeRelease: '1.3',
    });
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-instruct in team-z');
    expect(retargetNote(store.getState())).toBeNull();
    expect(rankingErrorOf(store.getState())).toContain('not found');
  });

  it('without a namespace, is asked in one the manifests use', () => {
    const store = served(null);
    expect(questionOf(store)).toBe('isvc/nowhere in llama-demo');
    expect(store.getState().pickTarget).toBe(false);
    expect(retargetNote(store.getState())).toBeNull();
  });

  it('stays while the text is edited, and ranks once the object is typed in', () => {
    const store = served('llama-demo');
    store.getState().setText(`${WORKED}---\n# an InferenceService to come\n`);
    rank(store);
    expect(questionOf(store)).toBe('isvc/nowhere in llama-demo');
    store.getState().setText(`${WORKED}---
apiVersion: ome.io/v1beta1
kind: InferenceService
metadata:
  name: nowhere
  namespace: llama-demo
spec:
  model:
    name: llama-3-2-3b-instruct
`);
    rank(store);
    expect(questionOf(store)).toBe('isvc/nowhere in llama-demo');
    expect(store.getState().ranked?.result.explanation.inferenceService).toBe('nowhere');
    // Found, it is an ordinary question from then on.
    expect(store.getState().askedFor).toBeNull();
  });

  it('gives way to manifests pasted over it, saying so', () => {
    const store = served('llama-demo');
    store.getState().setText(QWEN3_4B);
    rank(store);
    expect(questionOf(store)).toBe('model/qwen3-4b in default');
    expect(retargetNote(store.getState())).toBe(
      'Now ranking qwen3-4b in default: nowhere is not in the manifests',
    );
  });

  it('gives way to an import, and to the user’s own choice', () => {
    const imported = served('llama-demo');
    imported.getState().replaceScenario({
      text: QWEN3_4B,
      subject: null,
      namespace: null,
      omeRelease: '1.3',
    });
    rank(imported);
    expect(questionOf(imported)).toBe('model/qwen3-4b in default');

    const chosen = served('llama-demo');
    chosen.getState().setQuestion({ kind: 'model', name: 'llama-3-2-3b-instruct' }, 'llama-demo');
    expect(chosen.getState().askedFor).toBeNull();
  });
});

describe('a question asked with the manifests, which have it', () => {
  it('is an ordinary question: typing over its name follows the rename', () => {
    const store = createAppStore({ ...EXAMPLE_SCENARIO, text: '# mine\n' });
    store.getState().replaceScenario(replacementOf(EXAMPLE_SCENARIO));
    rank(store);
    expect(store.getState().askedFor).toBeNull();
    store
      .getState()
      .setText(WORKED.replace('name: llama-3-2-3b-instruct\n', 'name: llama-3-2-3b-chat\n'));
    rank(store);
    expect(questionOf(store)).toBe('model/llama-3-2-3b-chat in llama-demo');
  });
});

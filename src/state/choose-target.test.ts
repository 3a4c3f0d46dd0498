/** Choosing what to rank from the manifests' choices: pure functions, no worker. */
import { describe, expect, it } from 'vitest';
import type { Choices } from '../worker/protocol';
import {
  editedLength,
  hasTarget,
  keepAsked,
  mayChooseQuestion,
  preferRanking,
  replaces,
  retarget,
  verdictsOf,
} from './choose-target';
import { questionKey, type ClusterOutcome, type Question } from '../engine';

const model = (name: string, namespace: string | null = null) =>
  ({ name, kind: namespace === null ? 'ClusterBaseModel' : 'BaseModel', namespace }) as const;
const choices = (
  models: ReturnType<typeof model>[],
  isvcs: { name: string; namespace: string | null; model?: string }[] = [],
): Choices => ({
  models,
  inferenceServices: isvcs.map((i) => ({ ...i, model: i.model ?? null })),
  namespaces: [
    ...new Set([...models, ...isvcs].flatMap((o) => (o.namespace === null ? [] : [o.namespace]))),
  ].sort(),
});
const ask = (name: string, namespace: string): Question => ({ kind: 'model', name, namespace });

describe('hasTarget', () => {
  it('finds a cluster model in any namespace, a namespaced one only in its own', () => {
    const now = choices([model('a'), model('b', 'team-b')]);
    expect(hasTarget(now, ask('a', 'anywhere'))).toBe(true);
    expect(hasTarget(now, ask('b', 'team-b'))).toBe(true);
    expect(hasTarget(now, ask('b', 'team-c'))).toBe(false);
    expect(hasTarget(now, { kind: 'isvc', name: 'a', namespace: 'x' })).toBe(false);
  });
});

describe('retarget', () => {
  const pasted = (c: Choices) => ({ text: 'x'.repeat(5000), choices: c });

  it('moves to the namespace where the same name now is', () => {
    const now = choices([model('b', 'team-b')]);
    expect(retarget(null, pasted(now), ask('b', 'team-c'))?.choice).toEqual(ask('b', 'team-b'));
  });

  it('picks the first InferenceService before any model, in its namespace', () => {
    const now = choices([model('a')], [{ name: 'chat', namespace: 'team-c', model: 'a' }]);
    expect(retarget(null, pasted(now), ask('gone', 'x'))).toEqual({
      choice: { kind: 'isvc', name: 'chat', namespace: 'team-c' },
      renamed: false,
    });
  });

  it('passes over an InferenceService whose model OME would not find', () => {
    const now = choices(
      [model('a'), model('b', 'team-b')],
      [
        { name: 'no-model', namespace: 'team-c', model: 'missing' },
        { name: 'elsewhere', namespace: 'team-c', model: 'b' },
        { name: 'chat', namespace: 'team-b', model: 'b' },
      ],
    );
    expect(retarget(null, pasted(now), ask('gone', 'x'))?.choice).toEqual({
      kind: 'isvc',
      name: 'chat',
      namespace: 'team-b',
    });
    // With none answerable, a model is asked about; with no model either, the first service.
    const unanswerable = choices([model('a')], [{ name: 'x', namespace: 'n', model: 'gone' }]);
    expect(retarget(null, pasted(unanswerable), ask('gone', 'x'))?.choice).toEqual(ask('a', 'n'));
    const onlyServices = choices([], [{ name: 'x', namespace: 'n', model: 'gone' }]);
    expect(retarget(null, pasted(onlyServices), ask('gone', 'q'))?.choice).toEqual({
      kind: 'isvc',
      name: 'x',
      namespace: 'n',
    });
  });

  it('asks about cluster-scoped objects in a namespace the manifests use, else default', () => {
    expect(retarget(null, pasted(choices([model('a')])), ask('gone', 'x'))?.choice).toEqual(
      ask('a', 'default'),
    );
    const withNamespace = choices([model('a'), model('b', 'team-b')]);
    expect(retarget(null, pasted(withNamespace), ask('gone', 'x'))?.choice).toEqual(
      ask('a', 'team-b'),
    );
  });

  it('follows a rename typed in the text, but not a paste of other manifests', () => {
    const before = {
      text: 'name: llama-3b\nother: 1',
      choices: choices([model('llama-3b'), model('z')]),
    };
    const typed = {
      text: 'name: llama-3\nother: 1',
      choices: choices([model('llama-3'), model('z')]),
    };
    expect(retarget(before, typed, ask('llama-3b', 'ns'))).toEqual({
      choice: ask('llama-3', 'ns'),
      renamed: true,
    });
    const replaced = { text: `name: qwen\n${'x'.repeat(400)}`, choices: choices([model('qwen')]) };
    expect(retarget(before, replaced, ask('llama-3b', 'ns'))?.renamed).toBe(false);
  });

  it('gives nothing when there is nothing to rank', () => {
    expect(retarget(null, pasted(choices([])), ask('gone', 'x'))).toBeNull();
  });
});

describe('editedLength', () => {
  it('measures the changed middle of two texts', () => {
    expect(editedLength('abcdef', 'abcdef')).toBe(0);
    expect(editedLength('abcdef', 'abXdef')).toBe(1);
    expect(editedLength('abcdef', 'abcdXYef')).toBe(2);
    expect(editedLength('aaaa', 'aa')).toBe(2);
    expect(editedLength('abc', 'xyz')).toBe(3);
  });
});

describe('replaces', () => {
  const text = 'kind: BaseModel\nmetadata:\n  name: a\n'.repeat(4);
  it('tells typing in a text from pasting another over it', () => {
    expect(replaces(text, `${text}---\nkind: InferenceService\n`)).toBe(false);
    expect(replaces(text, text.replace('name: a', 'name: b'))).toBe(false);
    expect(replaces(text, 'kind: ClusterServingRuntime\n')).toBe(true);
    expect(replaces(text, '')).toBe(true);
  });
});

describe('keepAsked', () => {
  it('keeps the asked target, in a namespace the manifests use or default', () => {
    const asked = { kind: 'isvc', name: 'gone', namespace: 'team-z' } as const;
    expect(keepAsked(choices([model('b', 'team-b')]), asked)).toEqual({
      ...asked,
      namespace: 'team-b',
    });
    expect(keepAsked(choices([model('a')]), asked).namespace).toBe('default');
    const used = { ...asked, namespace: 'team-b' };
    expect(keepAsked(choices([model('b', 'team-b')]), used)).toBe(used);
  });
});

describe('preferRanking', () => {
  const now = choices(
    [model('fails'), model('empty'), model('picks'), model('picks-too'), model('own', 'team-b')],
    [{ name: 'chat', namespace: 'team-b', model: 'fails' }],
  );
  /** Verdicts of the questions in `ends`, by `model NAME` or `isvc NAME` asked in team-b. */
  const verdicts = (ends: Record<string, ClusterOutcome>) =>
    verdictsOf(
      Object.entries(ends).map(([question, outcome]) => {
        const [kind, name] = question.split(' ') as ['model' | 'isvc', string];
        const key = questionKey({ kind, name, namespace: 'team-b' });
        return { key, outcome, failure: outcome === 'fails' ? 'model-format-missing' : null };
      }),
    );
  const base = ask('fails', 'team-b');

  it('keeps the plain choice when OME ranks for it, or when nothing is known', () => {
    const all = verdicts({ 'model fails': 'picks', 'model picks': 'picks' });
    expect(preferRanking(now, base, all)).toEqual({ choice: base, chosenFor: null });
    // No runtime qualifying is a ranking too: the table says why each was rejected.
    const empty = ask('empty', 'team-b');
    const noneQualify = verdicts({ 'model empty': 'no-runtime', 'model picks': 'picks' });
    expect(preferRanking(now, empty, noneQualify)).toEqual({ choice: empty, chosenFor: null });
    expect(preferRanking(now, base, null)).toEqual({ choice: base, chosenFor: null });
    // A question the engine did not answer (asked where no cluster-wide question is) stays.
    expect(preferRanking(now, ask('fails', 'elsewhere'), all).chosenFor).toBeNull();
  });

  it('passes over a failing choice for the first that picks: InferenceServices first', () => {
    const ends = {
      'isvc chat': 'picks',
      'model fails': 'fails',
      'model empty': 'no-runtime',
      'model picks': 'picks',
    } as const;
    expect(preferRanking(now, base, verdicts(ends))).toEqual({
      choice: { kind: 'isvc', name: 'chat', namespace: 'team-b' },
      chosenFor: 'picks',
    });
    const noService = verdicts({ ...ends, 'isvc chat': 'fails' });
    expect(preferRanking(now, base, noService)).toEqual({
      choice: ask('picks', 'team-b'),
      chosenFor: 'picks',
    });
  });

  it('without a pick anywhere, prefers a ranking to an error, and an error stays the answer', () => {
    const ends = { 'model fails': 'fails', 'model empty': 'no-runtime' } as const;
    expect(preferRanking(now, base, verdicts(ends))).toEqual({
      choice: ask('empty', 'team-b'),
      chosenFor: 'no-runtime',
    });
    // A model not found (an InferenceService's) is an error as well.
    const lost = { kind: 'isvc', name: 'chat', namespace: 'team-b' } as const;
    const notFound = verdicts({ ...ends, 'isvc chat': 'not-found' });
    expect(preferRanking(now, lost, notFound).choice).toEqual(ask('empty', 'team-b'));
    const failing = verdicts({ 'model fails': 'fails', 'model empty': 'fails' });
    expect(preferRanking(now, base, failing)).toEqual({ choice: base, chosenFor: null });
  });
});

describe('mayChooseQuestion', () => {
  const text = 'kind: BaseModel\nmetadata:\n  name: a\n'.repeat(4);
  it('lets the app choose unless a question was asked with the text (and it was not replaced)', () => {
    expect(mayChooseQuestion({ askedFor: null, text })).toBe(true);
    expect(mayChooseQuestion({ askedFor: text, text })).toBe(false);
    expect(mayChooseQuestion({ askedFor: text, text: `${text}# typed\n` })).toBe(false);
    expect(mayChooseQuestion({ askedFor: text, text: 'kind: ClusterServingRuntime\n' })).toBe(true);
  });
});

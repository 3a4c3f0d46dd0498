/** What the question picker offers: grouped, sorted, narrowed by what is typed, counted. */
import { describe, expect, it } from 'vitest';
import type { Choices } from '../worker/protocol';
import {
  filterPicker,
  missingLabel,
  pickedOption,
  pickerCount,
  pickerGroups,
  type PickerGroup,
} from './question-picker';

const CHOICES: Choices = {
  models: [
    { name: 'qwen2-5-72b-instruct', kind: 'ClusterBaseModel', namespace: null },
    { name: 'qwen2-5-7b-instruct', kind: 'ClusterBaseModel', namespace: null },
    { name: 'llama-3-2-3b-instruct', kind: 'BaseModel', namespace: 'llama-demo' },
    { name: 'qwen2-5-14b-instruct', kind: 'ClusterBaseModel', namespace: null },
    { name: 'llama-3-2-3b-instruct', kind: 'BaseModel', namespace: 'team-a' },
  ],
  inferenceServices: [
    { name: 'chat', namespace: 'llama-demo', model: 'llama-3-2-3b-instruct' },
    { name: 'batch', namespace: null, model: 'qwen2-5-7b-instruct' },
  ],
  namespaces: ['llama-demo', 'team-a'],
};

/** Each group as its title, then its options' labels. */
const shown = (groups: readonly PickerGroup[]) =>
  groups.map((g) => [g.title, ...g.options.map((o) => o.label)]);

describe('pickerGroups', () => {
  it('groups models before InferenceServices, each sorted by name (numbers as numbers)', () => {
    expect(shown(pickerGroups(CHOICES))).toEqual([
      [
        'Models',
        'llama-3-2-3b-instruct (BaseModel in llama-demo)',
        'llama-3-2-3b-instruct (BaseModel in team-a)',
        'qwen2-5-7b-instruct (ClusterBaseModel)',
        'qwen2-5-14b-instruct (ClusterBaseModel)',
        'qwen2-5-72b-instruct (ClusterBaseModel)',
      ],
      ['InferenceServices', 'batch (InferenceService)', 'chat (InferenceService in llama-demo)'],
    ]);
  });

  it('leaves out a kind the manifests lack', () => {
    expect(shown(pickerGroups({ ...CHOICES, inferenceServices: [] })).map((g) => g[0])).toEqual([
      'Models',
    ]);
    expect(pickerGroups({ models: [], inferenceServices: [], namespaces: [] })).toEqual([]);
  });
});

describe('filterPicker', () => {
  const groups = pickerGroups(CHOICES);
  const matching = (query: string) =>
    filterPicker(groups, query).flatMap((g) => g.options.map((o) => o.label));

  it('keeps the options with every word typed, by name, kind or namespace', () => {
    expect(matching('QWEN 72')).toEqual(['qwen2-5-72b-instruct (ClusterBaseModel)']);
    expect(matching('team-a')).toEqual(['llama-3-2-3b-instruct (BaseModel in team-a)']);
    expect(matching('clusterbasemodel 7b')).toEqual(['qwen2-5-7b-instruct (ClusterBaseModel)']);
    expect(matching('isvc')).toEqual([
      'batch (InferenceService)',
      'chat (InferenceService in llama-demo)',
    ]);
    expect(matching('inferenceservice llama-demo')).toEqual([
      'chat (InferenceService in llama-demo)',
    ]);
    expect(matching('model llama-demo')).toEqual([
      'llama-3-2-3b-instruct (BaseModel in llama-demo)',
    ]);
    expect(matching('mixtral')).toEqual([]);
  });

  it('gives the groups themselves when nothing is typed, and drops emptied groups', () => {
    expect(filterPicker(groups, '  ')).toBe(groups);
    expect(filterPicker(groups, 'chat').map((g) => g.title)).toEqual(['InferenceServices']);
  });
});

describe('pickedOption', () => {
  const groups = pickerGroups(CHOICES);
  it('is the object asked about, in the namespace asked in when there are several', () => {
    const ask = (name: string, namespace: string, kind: 'model' | 'isvc' = 'model') =>
      pickedOption(groups, { kind, name, namespace })?.label ?? null;
    expect(ask('llama-3-2-3b-instruct', 'team-a')).toBe(
      'llama-3-2-3b-instruct (BaseModel in team-a)',
    );
    expect(ask('qwen2-5-7b-instruct', 'team-a')).toBe('qwen2-5-7b-instruct (ClusterBaseModel)');
    expect(ask('batch', 'llama-demo', 'isvc')).toBe('batch (InferenceService)');
    expect(ask('chat', 'llama-demo', 'model')).toBeNull();
  });
});

describe('the field and the count', () => {
  it('say what is missing', () => {
    expect(missingLabel({ kind: 'isvc', name: 'chat', namespace: 'x' })).toBe(
      'chat (not in the manifests)',
    );
    expect(missingLabel({ kind: 'model', name: '', namespace: 'x' })).toBe('Nothing to rank yet');
  });

  it('count every option by kind, or the matches of what is typed', () => {
    const groups = pickerGroups(CHOICES);
    expect(pickerCount(groups, groups)).toBe('5 models, 2 InferenceServices');
    expect(pickerCount(groups, filterPicker(groups, 'qwen'))).toBe('3 of 7 match');
    expect(pickerCount(groups, filterPicker(groups, 'mixtral'))).toBe('None of 7 matches');
    const one = pickerGroups({ ...CHOICES, models: CHOICES.models.slice(0, 1) });
    expect(pickerCount(one, one)).toBe('1 model, 2 InferenceServices');
    expect(pickerCount([], [])).toBe('No model or InferenceService in the manifests');
  });
});

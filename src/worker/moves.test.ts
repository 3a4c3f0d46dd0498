/**
 * What else a change moves: every make-it-win plan compared with the text before it over every
 * question `runtime diff` asks, plans that move nothing else first; and a table edit's moves.
 * On OME's catalog too: a higher priority on srt-gpt-oss-20b also sends gpt-oss-120b to it.
 */
import { describe, expect, it } from 'vitest';
import { applyEdit, createManifestCache, loadManifests } from '../manifests';
import { catalogFiles, describeWithCatalog } from '../test-support/ome-catalog';
import { movesBetween, movesBudget } from './moves';
import type { Moves, RankInput, WinPlanAnswer } from './protocol';
import { answerQuery, byMoves, makeItWinAnswer } from './query';

const model = (name: string, architecture: string) => `---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: ${name}
spec:
  modelArchitecture: ${architecture}
  modelFormat: {name: safetensors, version: '1.0.0'}
  modelFramework: {name: transformers, version: 4.45.0}
`;
const entry = (extra: string) =>
  `    - modelFormat: {name: safetensors, version: '1.0.0', weight: 1}
      modelFramework: {name: transformers, version: 4.45.0, weight: 1}
${extra}`;
const runtime = (name: string, entries: string) => `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: ${name}
spec:
  supportedModelFormats:
${entries}`;

/** rt-wide serves both models (priority 5), rt-own too (priority 1): raising rt-own moves both. */
const TEXT =
  model('m-llama', 'LlamaForCausalLM') +
  model('m-other', 'LlamaForCausalLM') +
  runtime(
    'rt-wide',
    entry('      modelArchitecture: LlamaForCausalLM\n      priority: 5\n      autoSelect: true\n'),
  ) +
  runtime(
    'rt-own',
    entry('      modelArchitecture: LlamaForCausalLM\n      priority: 1\n      autoSelect: true\n'),
  );

const input = (text: string, name: string): RankInput => ({
  sources: [{ name: 'editor', text }],
  question: { kind: 'model', name, namespace: 'default' },
  omeVersion: '1.3',
});

function plansFor(text: string, name: string, key: string) {
  const answer = makeItWinAnswer(input(text, name), key);
  if (answer.status !== 'change') throw new Error(`${key}: ${answer.status}`);
  return answer.plans;
}

describe('what else a make-it-win plan moves', () => {
  it('lists the other questions a plan moves, with the runtime before and after', () => {
    const [plan, ...more] = plansFor(TEXT, 'm-llama', 'Cluster/rt-own');
    expect(more).toEqual([]);
    expect(plan!.edits.map((e) => e.kind)).toEqual(['priority']);
    expect(plan!.moves).toEqual({
      moved: [
        {
          question: { kind: 'model', name: 'm-other', namespace: 'default' },
          before: 'rt-wide',
          after: 'rt-own',
        },
      ],
      checked: 1,
      questions: 1,
    });
  });

  it('checks a deletion too: the runtime taken out of the manifests, every question asked again', () => {
    const team = `---
apiVersion: ome.io/v1beta1
kind: ServingRuntime
metadata:
  name: team
  namespace: default
spec:
  supportedModelFormats:
${entry('      modelArchitecture: LlamaForCausalLM\n      priority: 1\n      autoSelect: true\n')}`;
    const plans = plansFor(TEXT + team, 'm-llama', 'Cluster/rt-wide');
    const deletion = plans.find((p) => p.edits.some((e) => e.kind === 'delete'));
    expect(deletion?.edits.map((e) => e.kind)).toEqual(['delete']);
    // Not applied (the user deletes it with kubectl), but compared: m-other loses team too.
    expect(deletion?.edit).toBeNull();
    expect(deletion?.moves).toEqual({
      moved: [
        {
          question: { kind: 'model', name: 'm-other', namespace: 'default' },
          before: 'team',
          after: 'rt-wide',
        },
      ],
      checked: 1,
      questions: 1,
    });
  });

  it('orders plans that move nothing else first, then by what they move, a partial check after', () => {
    const moves = (moved: number, checked = 5) => ({
      moved: Array.from({ length: moved }, (_, i) => ({
        question: { kind: 'model' as const, name: `m${i}`, namespace: 'default' },
        before: 'a',
        after: 'b',
      })),
      checked,
      questions: 5,
    });
    const plan = (name: string, m: Moves | null): WinPlanAnswer => ({
      edits: [{ kind: 'disable', runtime: { kind: 'ClusterServingRuntime', name } }],
      newScore: 1,
      margin: { step: 'only', over: '', detail: '' },
      outright: true,
      edit: null,
      pieces: [],
      moves: m,
    });
    const plans = [
      plan('deleted', null),
      plan('two', moves(2)),
      plan('partly', moves(0, 3)),
      plan('none', moves(0)),
      plan('one', moves(1)),
    ];
    expect(byMoves(plans).map((p) => p.edits[0]!.runtime.name)).toEqual([
      'none',
      'one',
      'two',
      'partly',
      'deleted',
    ]);
  });

  it('stops at the budget and says how many questions it checked', () => {
    const cache = createManifestCache();
    const before = loadManifests([{ name: 'editor', text: TEXT }], {}, cache);
    const afterText = TEXT.replace('priority: 1', 'priority: 9');
    const after = loadManifests([{ name: 'editor', text: afterText }], {}, cache);
    const whole = movesBetween(before, after, '1.3', null);
    expect(whole).toMatchObject({ checked: 2, questions: 2 });
    expect(whole.moved.map((m) => m.question.name)).toEqual(['m-llama', 'm-other']);
    expect(whole.moved[0]).toMatchObject({ before: 'rt-wide', after: 'rt-own' });
    const cut = movesBetween(before, after, '1.3', null, movesBudget(before.runtimes.length * 2));
    expect(cut).toMatchObject({ checked: 1, questions: 2 });
    expect(cut.moved.map((m) => m.question.name)).toEqual(['m-llama']);
  });

  it('answers a table edit: the text before against the text after, the asked question left out', () => {
    const after = TEXT.replace('priority: 1', 'priority: 9');
    const response = answerQuery({
      type: 'moves',
      id: 7,
      before: [{ name: 'editor', text: TEXT }],
      after: [{ name: 'editor', text: after }],
      omeVersion: '1.3',
      asked: { kind: 'model', name: 'm-llama', namespace: 'default' },
    });
    expect(response).toEqual({
      type: 'moves',
      id: 7,
      moves: {
        moved: [
          {
            question: { kind: 'model', name: 'm-other', namespace: 'default' },
            before: 'rt-wide',
            after: 'rt-own',
          },
        ],
        checked: 1,
        questions: 1,
      },
    });
  });
});

describeWithCatalog("what make it win moves on OME's catalog", () => {
  it('the plan for gpt-oss-20b lists gpt-oss-120b as moved to srt-gpt-oss-20b', () => {
    const text = catalogFiles()
      .map((f) => f.text.trimEnd())
      .join('\n---\n');
    const [plan] = plansFor(text, 'gpt-oss-20b', 'Cluster/srt-gpt-oss-20b');
    expect(plan!.edits.map((e) => e.kind)).toEqual(['priority']);
    expect(plan!.moves?.checked).toBe(plan!.moves?.questions);
    expect(plan!.moves?.moved).toEqual([
      {
        question: { kind: 'model', name: 'gpt-oss-120b', namespace: 'default' },
        before: 'srt-gpt-oss-120b-grpc',
        after: 'srt-gpt-oss-20b',
      },
    ]);
    expect(applyEdit(text, plan!.edit!)).not.toBe(text);
  });
});

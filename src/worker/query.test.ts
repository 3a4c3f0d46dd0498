import { describe, expect, it } from 'vitest';
import { galleryExample, galleryExamples } from './gallery';
import type { RankInput } from './protocol';
import { answerQuery, makeItWinAnswer } from './query';
import { analyze } from './analyze';
import { applyEdit } from '../manifests';
import example from '../examples/worked-example.yaml?raw';

const input = (text: string): RankInput => ({
  sources: [{ name: 'editor', text }],
  question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
  omeVersion: '1.3',
});

describe('make it win', () => {
  it('takes team-llama out of the running, then raises srt-llama-small to 4', () => {
    const answer = makeItWinAnswer(input(example), 'Cluster/srt-llama-small');
    expect(answer.status).toBe('change');
    if (answer.status !== 'change') return;
    expect(answer.explanation).toMatch(/team-llama is a ServingRuntime in llama-demo/);
    expect(answer.plans.map((p) => p.edits.map((e) => e.kind))).toEqual([
      ['autoselect-off', 'priority'],
      ['disable', 'priority'],
      ['delete', 'priority'],
    ]);
    expect(answer.alternatives.join('\n')).not.toMatch(/create a ServingRuntime/);
    expect(answer.alternatives.join('\n')).toMatch(/spec.runtime.name: srt-llama-small/);
  });

  it('gives each editable plan one text edit that makes the runtime the pick', () => {
    for (const key of [
      'Cluster/srt-llama-small',
      'Cluster/srt-llama-large',
      'Cluster/vllm-llama',
    ]) {
      const answer = makeItWinAnswer(input(example), key);
      if (answer.status !== 'change') throw new Error(`${key}: ${answer.status}`);
      const editable = answer.plans.filter((p) => p.edit !== null);
      // A deletion is said, not applied.
      expect(editable.length, key).toBe(answer.plans.length - 1);
      for (const plan of editable) {
        const text = applyEdit(example, plan.edit!);
        expect(text.split('\n').length - example.split('\n').length).toBeLessThanOrEqual(1);
        const after = analyze({ id: 1, ...input(text) });
        expect(after.result?.explanation.selected?.name, key).toBe(key.split('/')[1]);
        expect(text).toContain('# The worked example'); // comments kept
        // Its pieces, in order and made right to left, are the same edit.
        const pieces = plan.pieces.map((p) => p.offset);
        expect(pieces, key).toEqual([...pieces].sort((a, b) => a - b));
        expect(plan.pieces.reduceRight(applyEdit, example), key).toBe(text);
      }
    }
  });

  it('says when the runtime is already selected, or is gone', () => {
    expect(makeItWinAnswer(input(example), 'Namespaced/team-llama').status).toBe(
      'already-selected',
    );
    expect(makeItWinAnswer(input(example), 'Cluster/nope')).toEqual({
      status: 'unavailable',
      explanation: 'nope is no longer a candidate in these manifests.',
    });
    const missing = {
      ...input(example),
      question: { kind: 'model', name: 'x', namespace: 'llama-demo' },
    } as const;
    expect(makeItWinAnswer(missing, 'Cluster/vllm-llama').status).toBe('unavailable');
  });

  it('answers through answerQuery with the request id, as cloneable data', () => {
    const response = answerQuery({
      type: 'make-it-win',
      id: 7,
      input: input(example),
      runtimeKey: 'Cluster/vllm-llama',
    });
    expect(response).toMatchObject({ type: 'make-it-win', id: 7 });
    expect(structuredClone(response)).toEqual(response);
  });
});

describe('cluster-wide', () => {
  it("computes the current manifests' clusterWide, and the baseline's when asked", () => {
    const edited = example.replace(/name: team-llama[\s\S]*?autoSelect: true/, (m) =>
      m.replace('autoSelect: true', 'autoSelect: false'),
    );
    const response = answerQuery({
      type: 'cluster-wide',
      id: 1,
      sources: [{ name: 'editor', text: edited }],
      omeVersion: '1.3',
      baseline: { sources: [{ name: 'editor', text: example }], omeVersion: '1.3' },
    });
    if (response.type !== 'cluster-wide') throw new Error('expected a cluster-wide answer');
    expect(response.cells.map((c) => [c.key, c.selected?.name])).toEqual([
      ['model/llama-demo/llama-3-2-3b-instruct', 'vllm-llama'],
    ]);
    expect(response.baselineCells?.map((c) => c.selected?.name)).toEqual(['team-llama']);
  });
});

describe('gallery', () => {
  it('lists the nine bundled examples in order, each with a title, a story and a target', () => {
    const examples = galleryExamples();
    expect(examples).toHaveLength(9);
    expect(examples[0]).toMatchObject({
      id: '01-worked-example',
      title: 'Worked example',
      question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
      omeVersion: '1.3',
    });
    expect(examples.find((e) => e.id === '07-accelerator-class')?.question.kind).toBe('isvc');
    for (const e of examples) expect(e.story.length).toBeGreaterThan(40);
  });

  it('skips files that are not gallery scenarios', () => {
    expect(galleryExample('x.yaml', 'name: no manifests')).toBeNull();
    expect(galleryExample('x.yaml', 'namespace: a\nquery: {model: m}\nmanifests: ""\n')).toBeNull(); // no title or story
  });
});

describe('reading aids', () => {
  const runtime = [
    'apiVersion: ome.io/v1beta1',
    'kind: ClusterServingRuntime',
    'metadata:',
    '  name: rt',
    '  labels:',
    '    team: a',
    'spec:',
    '  supportedModelFormats:',
    '    - modelFormat: {name: safetensors}',
    '      priority: 2',
    '  engineConfig:',
    '    runner:',
    '      image: x',
    '  routerConfig: {runner: {image: y}}',
    '',
  ].join('\n');

  it('folds the unread parts of more than one line', () => {
    // routerConfig is one line: folding it would hide nothing.
    expect(answerQuery({ type: 'folds', id: 7, text: runtime })).toEqual({
      type: 'folds',
      id: 7,
      ranges: [
        { startLine: 5, endLine: 6 },
        { startLine: 11, endLine: 13 },
      ],
    });
  });

  it('outlines each object with the lines of the fields selection reads', () => {
    expect(answerQuery({ type: 'outline', id: 8, text: `${runtime}---\n${runtime}` })).toEqual({
      type: 'outline',
      id: 8,
      objects: [
        {
          kind: 'ClusterServingRuntime',
          name: 'rt',
          line: 1,
          fields: [{ name: 'supportedModelFormats', line: 8 }],
        },
        {
          kind: 'ClusterServingRuntime',
          name: 'rt',
          line: 16,
          fields: [{ name: 'supportedModelFormats', line: 23 }],
        },
      ],
    });
  });

  it('gives the text without its unread parts, and the same text when none can go', () => {
    const short = answerQuery({ type: 'short-text', id: 9, text: runtime });
    expect(short).toEqual({
      type: 'short-text',
      id: 9,
      text: [...runtime.split('\n').slice(0, 4), ...runtime.split('\n').slice(6, 10), ''].join(
        '\n',
      ),
    });
    // Nothing left to leave out: the same text.
    const text = short.type === 'short-text' ? short.text : '';
    expect(answerQuery({ type: 'short-text', id: 10, text })).toEqual({
      type: 'short-text',
      id: 10,
      text,
    });
  });
});

describe('model folders', () => {
  it('names each model with empty fields, where to look and where its fields go, as cloneable data', () => {
    const text = `${example}---
apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: qwen3-8b
spec:
  vendor: qwen
  storage:
    storageUri: hf://Qwen/Qwen3-8B
    path: /raid/models/Qwen/Qwen3-8B
`;
    const answer = answerQuery({ type: 'model-folders', id: 11, text });
    expect(structuredClone(answer)).toEqual(answer);
    if (answer.type !== 'model-folders') throw new Error(answer.type);
    // The worked example's model has every field: only the new one is named.
    expect(answer.models.map(({ places: _places, ...rest }) => rest)).toEqual([
      {
        model: 'qwen3-8b',
        candidates: ['raid/models/Qwen/Qwen3-8B', 'Qwen/Qwen3-8B', 'Qwen3-8B'],
        agentSkips: false,
      },
    ]);
    const spec = answer.models[0]!.places[0]!.spec!['spec']!;
    expect(text.slice(spec.start.offset, spec.start.offset + 12)).toBe('vendor: qwen');
  });
});

/**
 * "Make it win" with `autoSelect: true`: the plan's text edit (one edit, so one undo) writes the
 * key or its value, and the manifests it leaves make the runtime OME's pick outright, re-ranked
 * by the same analysis the app runs. On OME's own catalog too, where most runtimes are
 * `autoSelect: false`.
 */
import { expect, it } from 'vitest';
import { applyEdit } from '../manifests';
import { catalogFiles, describeWithCatalog } from '../test-support/ome-catalog';
import { analyze } from './analyze';
import type { RankInput } from './protocol';
import { makeItWinAnswer } from './query';

const MODEL = `apiVersion: ome.io/v1beta1
kind: ClusterBaseModel
metadata:
  name: m
spec:
  modelArchitecture: LlamaForCausalLM
  modelFormat: {name: safetensors, version: '1.0.0'}
  modelFramework: {name: transformers, version: 4.45.0}
`;
const runtime = (name: string, entry: string) => `---
apiVersion: ome.io/v1beta1
kind: ClusterServingRuntime
metadata:
  name: ${name}
spec:
  supportedModelFormats:
${entry}`;
const BLOCK = (
  autoSelect: string,
) => `    - modelFormat: {name: safetensors, version: '1.0.0', weight: 1}
      modelFramework: {name: transformers, version: 4.45.0, weight: 1}
      modelArchitecture: LlamaForCausalLM
${autoSelect}`;
const FLOW =
  "    - {modelFormat: {name: safetensors, version: '1.0.0', weight: 1}, modelFramework: {name: transformers, version: 4.45.0, weight: 1}, modelArchitecture: LlamaForCausalLM}\n";
const OTHER = runtime('b-other', BLOCK('      autoSelect: true # chosen\n'));

const input = (text: string, model = 'm', namespace = 'default'): RankInput => ({
  sources: [{ name: 'editor', text }],
  question: { kind: 'model', name: model, namespace },
  omeVersion: '1.3',
});

/** Applies the first plan's one edit and ranks again: the runtime and how it then wins. */
function applyFirstPlan(text: string, key: string, model = 'm', namespace = 'default') {
  const answer = makeItWinAnswer(input(text, model, namespace), key);
  if (answer.status !== 'change') throw new Error(`${key}: ${answer.status}`);
  const plan = answer.plans[0]!;
  expect(plan.edits[0]?.kind).toBe('autoselect-on');
  expect(plan.edit).not.toBeNull();
  const after = applyEdit(text, plan.edit!);
  const explanation = analyze({ id: 1, ...input(after, model, namespace) }).result!.explanation;
  const first = explanation.rows[0]!;
  return { after, plan, selected: explanation.selected?.name, first };
}

it.each([
  ['autoSelect: false written', BLOCK('      autoSelect: false\n'), 'autoSelect: true\n'],
  ['autoSelect: no written', BLOCK('      autoSelect: no # off\n'), 'autoSelect: true\n'],
  ['autoSelect unset', BLOCK(''), 'modelArchitecture: LlamaForCausalLM\n      autoSelect: true\n'],
  ['a flow entry', FLOW, 'modelArchitecture: LlamaForCausalLM, autoSelect: true, priority: 2}'],
])('%s: one edit writes autoSelect true, and the runtime wins outright', (_, entry, written) => {
  const text = MODEL + runtime('a-catalog', entry) + OTHER;
  const { after, plan, selected, first } = applyFirstPlan(text, 'Cluster/a-catalog');
  expect(after).toContain(written);
  expect(after).toContain('autoSelect: true # chosen'); // the rest is kept
  expect(selected).toBe('a-catalog');
  expect(plan.outright).toBe(true);
  expect(['score', 'only', 'scope']).toContain(first.winsBy?.step);
  expect(first.findings.map((f) => f.code)).not.toContain('ambiguous-tie');
});

describeWithCatalog("make it win with autoSelect true on OME's catalog", () => {
  it('srt-qwen2-5-32b-instruct (autoSelect: false) wins qwen2-5-32b-instruct strictly', () => {
    const text = catalogFiles()
      .map((f) => f.text.trimEnd())
      .join('\n---\n');
    const { after, plan, selected, first } = applyFirstPlan(
      text,
      'Cluster/srt-qwen2-5-32b-instruct',
      'qwen2-5-32b-instruct',
    );
    expect(plan.edits.map((e) => e.kind)).toEqual(['autoselect-on', 'priority']);
    expect(plan.outright).toBe(true);
    expect(selected).toBe('srt-qwen2-5-32b-instruct');
    expect(first.winsBy?.step).toBe('score');
    expect(first.findings.map((f) => f.code)).not.toContain('ambiguous-tie');
    expect(after.length - text.length).toBeLessThan(60); // one key and one priority, no more
  }, 60_000);
});

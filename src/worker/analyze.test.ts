import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { csvText, kubectlText, markdownText } from '../state/export-texts';
import { galleryExamples } from './gallery';
import type { EngineRequest } from './protocol';
import { decodeResponse, encodeResponse, rowDetailOf } from './wire';
import example from '../examples/worked-example.yaml?raw';

const request = (text: string, overrides: Partial<EngineRequest> = {}): EngineRequest => ({
  id: 1,
  sources: [{ name: 'editor', text }],
  question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
  omeVersion: '1.3',
  ...overrides,
});

describe('analyze', () => {
  it("maps the model's sizes only when asked, through the wire (an open end is null)", () => {
    expect(analyze(request(example)).result!.sizeMap).toBeUndefined();
    const text = example.replace('autoSelect: true', 'autoSelect: false');
    const response = decodeResponse(
      structuredClone(encodeResponse(analyze(request(text, { withSizeMap: true })))),
    );
    const map = response.result!.sizeMap!;
    expect(map.modelSize).toBe('3.21B');
    expect(map.modelSizeValue).toBe(3.21e9);
    expect(map.bands.map((b) => [b.from, b.to, b.winner?.name, b.decidedBy])).toEqual([
      [0, 1e9, 'vllm-llama', 'only'],
      [1e9, 8e9, 'vllm-llama', 'distance'],
      [8e9, 70e9, 'vllm-llama', 'distance'],
      [70e9, null, 'vllm-llama', 'only'],
    ]);
    expect(map.ranges.map((r) => `${r.name} ${r.label}`).sort()).toEqual([
      'srt-llama-large [1B, 70B]',
      'srt-llama-small [1B, 8B]',
      'vllm-llama no modelSizeRange',
    ]);
  });

  it('ranks the worked example as the docs do, as structured-cloneable data', () => {
    const response = analyze(request(example));
    expect(response.error).toBeNull();
    expect(response.diagnostics).toEqual([]);
    const result = response.result!;
    expect(result.explanation.rows.map((r) => r.name)).toEqual([
      'team-llama',
      'vllm-llama',
      'srt-llama-small',
      'srt-llama-large',
    ]);
    expect(kubectlText(result).split('\n')[1]).toBe(
      'team-llama        Namespaced   Yes          1          2        -',
    );
    const detail = rowDetailOf(result, 'Cluster/srt-llama-small');
    expect(detail?.entries.map((e) => e.score)).toEqual([6]);
    expect(detail?.source?.entries[0]?.priority?.start.line).toBeGreaterThan(0);
    expect(structuredClone(response)).toEqual(response);
    // What crosses the worker boundary decodes to the same response.
    expect(decodeResponse(structuredClone(encodeResponse(response)))).toEqual(response);
  });

  it('lists what can be ranked', () => {
    const { choices } = analyze(request(example));
    expect(choices.models).toEqual([
      { name: 'llama-3-2-3b-instruct', kind: 'BaseModel', namespace: 'llama-demo' },
    ]);
    expect(choices.namespaces).toEqual(['llama-demo']);
  });

  it('reports an InferenceService whose model does not exist, on its spec.model.name line', () => {
    const isvc =
      '---\nkind: InferenceService\nmetadata:\n  name: chat\nspec:\n  model:\n    name: nope\n';
    const text = example + isvc;
    const response = analyze(request(text));
    const problem = response.diagnostics.find((d) => d.code === 'unknown-model');
    expect(problem?.path).toBe('spec.model.name');
    expect(problem?.span?.start.line).toBe(text.split('\n').indexOf('    name: nope') + 1);
    expect(response.result).not.toBeNull(); // the model query is unaffected

    const byIsvc = analyze(
      request(text, { question: { kind: 'isvc', name: 'chat', namespace: 'llama-demo' } }),
    );
    expect(byIsvc.result).toBeNull();
    expect(byIsvc.error).toBe('clusterbasemodels.ome.io "nope" not found');
  });

  it('prints the selection error as kubectl does when ranking fails', () => {
    const oneBound = example.replace('    min: 1B\n    max: 8B', '    max: 8B');
    const response = analyze(request(oneBound, { omeVersion: '1.2.2' }));
    expect(response.result?.explanation.rows).toEqual([]);
    expect(kubectlText(response.result!)).toMatch(/^error: runtime error: invalid memory address/);
  });

  it("lists the ranked runtimes' findings as problems on the runtime's line", () => {
    const tie = galleryExamples().find((e) => e.id === '05-size-tie-break')!;
    const response = analyze(
      request(tie.text, {
        question: tie.question,
        omeVersion: tie.omeVersion,
      }),
    );
    const findings = response.diagnostics.filter((d) => d.code === 'ambiguous-tie');
    expect(findings.map((d) => d.message.split(':')[0])).toEqual([
      'ClusterServingRuntime vllm-llama',
      'ClusterServingRuntime srt-llama-small',
    ]);
    const first = findings[0]!;
    expect(first).toMatchObject({ severity: 'warning', path: 'metadata.name', source: 'editor' });
    const lines = tie.text.split('\n');
    expect(lines[first.span!.start.line - 1]).toContain('name: vllm-llama');
    // Findings don't make the ranking out of date.
    expect(response.result).not.toBeNull();
  });

  it('puts a webhook rejection on the conflicting priority', () => {
    const conflict = example.replace(
      /(name: srt-llama-small[\s\S]*?priority: 3\n)/,
      '$1    - modelFormat: {name: safetensors, version: 1.0.0}\n      modelFramework: {name: transformers, version: 4.45.0.dev0}\n      autoSelect: true\n      priority: 5\n',
    );
    const response = analyze(request(conflict));
    const webhook = response.diagnostics.find((d) => d.code === 'webhook-priority-conflict');
    expect(webhook?.path).toBe('spec.supportedModelFormats[1].priority');
    expect(conflict.split('\n')[webhook!.span!.start.line - 1]).toBe('      priority: 5');
  });

  it('renders the ranking as markdown and CSV for export', () => {
    const { result } = analyze(request(example));
    // A line saying what is ranked comes first (Markdown), or columns after (CSV).
    expect(markdownText(result!, null).split('\n')[4]).toBe(
      '| 1 | team-llama | Namespaced | Yes | 2 | 1 | 2 | - |',
    );
    expect(csvText(result!, null).split('\r\n')[0]).toBe(
      'RANK,RUNTIME,SCOPE,COMPATIBLE,SCORE,PRIORITY,WEIGHT,REASON,MODEL,INFERENCESERVICE,NAMESPACE,OME_VERSION',
    );
    // The release as the user wrote it, beside the behaviour it ranks with.
    expect(markdownText(result!, '1.4.0-rc.1').split('\n')[0]).toMatch(
      /, OME 1\.4\.0-rc\.1 \(v1\.3 behaviour\)$/,
    );
    expect(csvText(result!, '1.4.0-rc.1').split('\r\n')[1]).toMatch(
      /,1\.4\.0-rc\.1 \(v1\.3 behaviour\)$/,
    );
    expect(markdownText(result!, 'v1.3').split('\n')[0]).toMatch(/, OME v1\.3$/);
  });

  it('a ServingRuntime without a namespace and one written for the namespace are one object: the later wins', () => {
    const runtime = (namespace: string, priority: number) =>
      `---\nkind: ServingRuntime\nmetadata:\n  name: team-llama\n${namespace}spec:\n  supportedModelFormats:\n    - modelFormat: {name: safetensors, version: "1.0.0"}\n      modelFramework: {name: transformers, version: 4.45.0.dev0}\n      modelArchitecture: LlamaForCausalLM\n      autoSelect: true\n      priority: ${priority}\n`;
    const withoutTeamLlama = example.replace(
      /---\napiVersion: ome.io\/v1beta1\nkind: ServingRuntime[\s\S]*?(?=---)/,
      '',
    );
    expect(withoutTeamLlama).not.toContain('name: team-llama');
    const text = withoutTeamLlama + runtime('  namespace: llama-demo\n', 7) + runtime('', 9);
    const response = analyze(request(text));
    const result = response.result!;
    const rows = result.explanation.rows.filter((r) => r.name === 'team-llama');
    expect(rows.map((r) => r.priority)).toEqual([9]);
    const detail = rowDetailOf(result, 'Namespaced/team-llama');
    expect(detail?.entries.map((e) => e.priority)).toEqual([9]);
    // Priority edits go to the definition that is used: the last one written.
    const lines = text.split('\n');
    expect(lines[detail!.source!.entries[0]!.priority!.start.line - 1]).toBe('      priority: 9');
    const warning = response.diagnostics.find((d) => d.code === 'duplicate-object');
    expect(warning?.severity).toBe('warning');
    expect(text.split('\n')[warning!.span!.start.line - 1]).toBe('  name: team-llama');
    // On the replaced (earlier) definition.
    expect(warning!.span!.start.line).toBe(text.split('\n').indexOf('  name: team-llama') + 1);
    expect(warning?.message).toContain('the later definition is used');
  });
});

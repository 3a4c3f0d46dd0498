import { describe, expect, it } from 'vitest';
import { analyze } from '../worker/analyze';
import type { ExplanationData } from '../worker/protocol';
import { rankChangeMessage } from './announce';
import example from '../examples/worked-example.yaml?raw';

function explain(text: string, omeVersion: '1.3' | '1.2.2' = '1.3'): ExplanationData {
  const response = analyze({
    id: 1,
    sources: [{ name: 'editor', text }],
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
    omeVersion,
  });
  return response.result!.explanation;
}

describe('rankChangeMessage', () => {
  const before = explain(example);

  it('says nothing on the first ranking or when no rank changed', () => {
    expect(rankChangeMessage(null, before)).toBe('');
    expect(rankChangeMessage(before, explain(example.replace('weight: 2', 'weight: 3')))).toBe('');
  });

  it('names the runtimes that moved and the selected one', () => {
    const after = explain(example.replace('priority: 3', 'priority: 4'));
    expect(rankChangeMessage(before, after)).toBe(
      'srt-llama-small moved to rank 2; vllm-llama moved to rank 3; team-llama selected',
    );
  });

  it('says once why nothing is selected when ranking fails', () => {
    const failed = explain(example.replace('    min: 1B\n    max: 8B', '    max: 8B'), '1.2.2');
    expect(rankChangeMessage(before, failed)).toMatch(/^no runtime selected: runtime error/);
  });
});

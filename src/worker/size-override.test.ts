import { describe, expect, it } from 'vitest';
import example from '../examples/worked-example.yaml?raw';
import { analyze } from './analyze';
import type { EngineRequest } from './protocol';
import { makeItWinAnswer } from './query';
import { decodeResponse, encodeResponse } from './wire';

const request = (overrides: Partial<EngineRequest> = {}): EngineRequest => ({
  id: 1,
  sources: [{ name: 'editor', text: example }],
  question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
  omeVersion: '1.3',
  ...overrides,
});

/** The qualifying runtimes in ranked order. */
const order = (r: EngineRequest) =>
  analyze(r)
    .result!.explanation.rows.filter((row) => row.rank !== null)
    .map((row) => row.name);

describe('the size what-if (EngineRequest.sizeOverride)', () => {
  it('ranks at the chosen size: the size ranges of the worked example decide who qualifies', () => {
    expect(order(request())).toEqual([
      'team-llama',
      'vllm-llama',
      'srt-llama-small',
      'srt-llama-large',
    ]);
    // 32B is past srt-llama-small's [1B, 8B] but inside srt-llama-large's [1B, 70B].
    expect(order(request({ sizeOverride: '32B' }))).toEqual([
      'team-llama',
      'vllm-llama',
      'srt-llama-large',
    ]);
    expect(order(request({ sizeOverride: '100B' }))).toEqual(['team-llama', 'vllm-llama']);
  });

  it('says the size it ranked at and the size the YAML gives, through the wire', () => {
    const response = decodeResponse(
      structuredClone(encodeResponse(analyze(request({ sizeOverride: '32B', withSizeMap: true })))),
    );
    const result = response.result!;
    expect(result.sizeOverride).toEqual({ size: '32B', modelSize: '3.21B' });
    expect(result.explanation.modelParameterSize).toBe('32B');
    // The map stays the YAML's: its marker is at the size written.
    expect(result.sizeMap!.modelSize).toBe('3.21B');
    expect(analyze(request()).result!.sizeOverride).toBeUndefined();
  });

  it('says "no size" for a model the YAML gives none', () => {
    const text = example.replace(/^ {2}modelParameterSize: 3\.21B\n/m, '');
    expect(text).not.toContain('3.21B');
    const result = analyze(
      request({ sources: [{ name: 'editor', text }], sizeOverride: '32B' }),
    ).result!;
    expect(result.sizeOverride).toEqual({ size: '32B', modelSize: null });
    expect(result.explanation.rows.find((r) => r.name === 'srt-llama-small')!.rank).toBeNull();
  });

  it('makes it win at the chosen size: a runtime out of range there has nothing to change', () => {
    const input = { ...request(), id: undefined };
    expect(makeItWinAnswer(input, 'Cluster/srt-llama-small').status).toBe('change');
    const at100 = makeItWinAnswer({ ...input, sizeOverride: '100B' }, 'Cluster/srt-llama-small');
    expect(at100.status).toBe('impossible');
    expect(at100.status === 'impossible' && at100.explanation).toContain(
      'model size 100B is outside supported range [1B, 8B]',
    );
  });
});

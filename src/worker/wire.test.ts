import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { decodeResponse, encodeResponse, rowDetailOf } from './wire';
import example from '../examples/worked-example.yaml?raw';

const answer = () =>
  analyze({
    id: 7,
    sources: [{ name: 'editor', text: example }],
    question: { kind: 'model', name: 'llama-3-2-3b-instruct', namespace: 'llama-demo' },
    omeVersion: '1.3',
  });

describe('the worker wire format', () => {
  it('keeps row details out of the JSON text and decodes to the same response', () => {
    const response = answer();
    const message = encodeResponse(response);
    expect(message.json).not.toContain('"entries"');
    expect(Object.keys(message.details ?? {})).toEqual(
      response.result!.explanation.rows.map((r) => r.key),
    );
    expect(decodeResponse(structuredClone(message))).toEqual(response);
  });

  it('sends no details when nothing was ranked', () => {
    const response = { ...answer(), result: null, error: 'no model' };
    const message = encodeResponse(response);
    expect(message.details).toBeNull();
    expect(decodeResponse(message)).toEqual(response);
  });

  it("parses a row's detail once per answer, and knows no unknown row", () => {
    const result = decodeResponse(encodeResponse(answer())).result!;
    const detail = rowDetailOf(result, 'Cluster/vllm-llama');
    expect(detail?.entries[0]?.score).toBe(6);
    expect(detail?.source?.span?.start.line).toBeGreaterThan(0);
    expect(rowDetailOf(result, 'Cluster/vllm-llama')).toBe(detail);
    expect(rowDetailOf(result, 'Cluster/nope')).toBeNull();
  });
});

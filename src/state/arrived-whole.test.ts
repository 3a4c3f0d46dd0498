/** Which answers the table draws at once rather than in slices that typing can interrupt. */
import { describe, expect, it } from 'vitest';
import { editorSource } from './requests';
import { arrivedWhole, WHOLE_TEXT_CHARS } from './selectors';
import type { RankedAnswer } from './store';

const answerFor = (text: string): RankedAnswer =>
  ({
    request: {
      id: text.length,
      sources: editorSource(text),
      question: { kind: 'model', name: 'm', namespace: 'default' },
      omeVersion: '1.3',
    },
    result: null,
    findings: [],
  }) as unknown as RankedAnswer;

const typed = 'x'.repeat(5_000);

describe('arrivedWhole', () => {
  it('is false while typing: answers for texts a few characters apart', () => {
    expect(arrivedWhole(answerFor(typed), answerFor(`${typed}ab`))).toBe(false);
  });

  it('is true for a paste or import of a cluster, and for the text emptied at once', () => {
    const catalog = 'y'.repeat(typed.length + WHOLE_TEXT_CHARS);
    expect(arrivedWhole(answerFor(typed), answerFor(catalog))).toBe(true);
    expect(arrivedWhole(null, answerFor(catalog))).toBe(true);
    expect(arrivedWhole(answerFor(catalog), answerFor(typed))).toBe(true);
  });

  it('is false when nothing new is to be drawn', () => {
    const answer = answerFor('z'.repeat(WHOLE_TEXT_CHARS * 2));
    expect(arrivedWhole(answer, answer)).toBe(false);
    expect(arrivedWhole(answer, null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { EXAMPLE_SCENARIO } from './example';
import { decodeScenario, encodeScenario } from './scenario';

describe('stored scenarios', () => {
  it('round-trip, with the release as written', () => {
    expect(decodeScenario(encodeScenario(EXAMPLE_SCENARIO))).toEqual(EXAMPLE_SCENARIO);
    const rc = { ...EXAMPLE_SCENARIO, omeRelease: 'v1.4.0-rc.1' };
    expect(decodeScenario(encodeScenario(rc))).toEqual(rc);
  });

  it('read work saved before releases, with one of the two behaviours as `omeVersion`', () => {
    const { text, question } = EXAMPLE_SCENARIO;
    const target = { kind: question.kind, name: question.name };
    const saved = JSON.stringify({
      text,
      target,
      namespace: question.namespace,
      omeVersion: '1.2.2',
    });
    expect(decodeScenario(saved)).toEqual({ ...EXAMPLE_SCENARIO, omeRelease: '1.2.2' });
  });

  const stored = JSON.parse(encodeScenario(EXAMPLE_SCENARIO)) as Record<string, unknown>;
  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not an object', '[]'],
    ['a release that is not one', JSON.stringify({ ...stored, omeRelease: 'latest' })],
    ['a release that is not a string', JSON.stringify({ ...stored, omeRelease: 1.3 })],
    ['a bad target', JSON.stringify({ ...stored, target: { kind: 'pod', name: 'x' } })],
    ['text that is not a string', JSON.stringify({ ...stored, text: 1 })],
    ['no namespace', JSON.stringify({ ...stored, namespace: undefined })],
  ])('reject %s', (_, stored) => {
    expect(decodeScenario(stored)).toBeNull();
  });
});

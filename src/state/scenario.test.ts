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
    const { text, target, namespace } = EXAMPLE_SCENARIO;
    const saved = JSON.stringify({ text, target, namespace, omeVersion: '1.2.2' });
    expect(decodeScenario(saved)).toEqual({ ...EXAMPLE_SCENARIO, omeRelease: '1.2.2' });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not an object', '[]'],
    ['a release that is not one', JSON.stringify({ ...EXAMPLE_SCENARIO, omeRelease: 'latest' })],
    ['a release that is not a string', JSON.stringify({ ...EXAMPLE_SCENARIO, omeRelease: 1.3 })],
    ['a bad target', JSON.stringify({ ...EXAMPLE_SCENARIO, target: { kind: 'pod', name: 'x' } })],
    ['text that is not a string', JSON.stringify({ ...EXAMPLE_SCENARIO, text: 1 })],
  ])('reject %s', (_, stored) => {
    expect(decodeScenario(stored)).toBeNull();
  });
});

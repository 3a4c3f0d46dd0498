import { describe, expect, it } from 'vitest';
import { EXAMPLE_SCENARIO } from './example';
import { decodeScenario, encodeScenario } from './scenario';

describe('stored scenarios', () => {
  it('round-trip', () => {
    expect(decodeScenario(encodeScenario(EXAMPLE_SCENARIO))).toEqual(EXAMPLE_SCENARIO);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not an object', '[]'],
    ['an unknown OME version', JSON.stringify({ ...EXAMPLE_SCENARIO, omeVersion: '2.0' })],
    ['a bad target', JSON.stringify({ ...EXAMPLE_SCENARIO, target: { kind: 'pod', name: 'x' } })],
    ['text that is not a string', JSON.stringify({ ...EXAMPLE_SCENARIO, text: 1 })],
  ])('reject %s', (_, stored) => {
    expect(decodeScenario(stored)).toBeNull();
  });
});

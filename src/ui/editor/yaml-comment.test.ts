import { describe, expect, it } from 'vitest';
import { isInComment } from './yaml-comment';

describe('isInComment', () => {
  it.each([
    ['# a whole-line comment', true],
    ['  # indented', true],
    ['kind: BaseModel # after a value', true],
    ['apiVersion: ome.io/v1beta1 #', true],
    ['kind: ', false],
    ['name: llama#3', false],
    ['url: "http://x/#frag" ', false],
    ["note: 'it''s # not a comment'", false],
    ["note: 'it''s' # but this is", true],
    ['msg: "a \\" # still quoted', false],
    ['', false],
  ])('%j → %s', (line, expected) => {
    expect(isInComment(line)).toBe(expected);
  });
});

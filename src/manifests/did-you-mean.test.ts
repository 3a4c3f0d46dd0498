import { describe, expect, it } from 'vitest';
import { didYouMean } from './did-you-mean';
import { suggestKey } from './unknown-fields';

const MODELS = ['qwen3-32b', 'qwen3-8b', 'qwen2-5-32b-instruct', 'llama-3-1-8b-instruct'];

describe('didYouMean', () => {
  it.each([
    ['Qwen3-32B', 'qwen3-32b'], // case
    ['qwen3-23b', 'qwen3-32b'], // two digits swapped
    ['qwen-3-32b', 'qwen3-32b'], // one character too many
    ['llama-3.1-8b-instruct', 'llama-3-1-8b-instruct'],
    ['qwen3-8b', null], // known as written
    ['mistral-7b', null], // nothing near
    ['q', null],
  ])('%s → %s', (name, suggestion) => expect(didYouMean(name, MODELS)).toBe(suggestion));

  it.each([
    ['ab', ['cd'], null], // every character different: not near
    ['abc', ['xyc'], null], // two of three changed
    ['abc', ['abd'], 'abd'],
    ['m', ['M'], 'M'], // a case slip, however short
    ['llama', ['lama', 'llm'], 'lama'],
  ])('%s among %j → %s', (name, known, suggestion) =>
    expect(didYouMean(name, known)).toBe(suggestion),
  );

  it('breaks a tie the same way whatever order the names come in', () => {
    const near = ['qwen3-7b', 'qwen3-9b'];
    expect(didYouMean('qwen3-8x', near)).toBe('qwen3-7b');
    expect(didYouMean('qwen3-8x', [...near].reverse())).toBe('qwen3-7b');
  });
});

describe('suggestKey, on the same measure', () => {
  it.each([
    ['autoselect', 'autoSelect'], // case
    ['nmae', 'name'], // a swap of two neighbours is one edit, even in a short key
    ['priorty', 'priority'],
    ['colour', null],
  ])('%s → %s', (key, suggestion) =>
    expect(suggestKey(key, ['name', 'autoSelect', 'priority', 'modelFormat'])).toBe(suggestion),
  );
});

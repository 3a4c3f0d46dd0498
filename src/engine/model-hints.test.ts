import { describe, expect, it } from 'vitest';
import { sizeFromName } from './model-hints';

/** [model name, the size its name states (a guess the UI marks as one)] */
const NAMES: [string, string | null][] = [
  ['qwen3-8b', '8B'],
  ['llama-3-3-70b-instruct', '70B'],
  ['Llama-3.3-70B-Instruct', '70B'],
  ['qwen2-5-1-5b', '1.5B'],
  ['qwen3-30b-a3b', '30B'],
  ['deepseek-r1-distill-qwen-14b', '14B'],
  ['Qwen1.5-MoE-A2.7B-Chat', null],
  ['mistral-large', null],
  ['bge-m3', null],
];

describe('sizeFromName', () => {
  for (const [name, size] of NAMES)
    it(`${name} → ${size}`, () => expect(sizeFromName(name)).toBe(size));
});

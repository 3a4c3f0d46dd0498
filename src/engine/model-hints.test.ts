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
  // A version's digits are never glued to the size: Llama 3.1/3.2 with 8B, 3B, 1B.
  ['llama-3-1-8b', '8B'],
  ['llama-3-1-8b-instruct', '8B'],
  ['llama-3-2-3b-instruct', '3B'],
  ['llama-3-2-1b', '1B'],
  ['llama-3-2-1b-instruct', '1B'],
  ['granite-3-0-2b-instruct', '2B'],
  ['mistral-small-3-1-24b-instruct-2503', '24B'],
  ['Qwen2.5-32B', '32B'],
  ['Qwen2.5-1.5B-Instruct', '1.5B'],
  ['qwen2-5-7b', '7B'],
  ['qwen1-5-7b-chat', '7B'],
  ['qwen2-5-0-5b', '0.5B'],
  ['exaone-3-5-7-8b-instruct', '7.8B'],
  ['gemma-2-2b-it', '2B'],
  ['gemma-3-1b-it', '1B'],
  ['meta-llama-3-8b-instruct', '8B'],
  // A lone 0, 1 or 10+ before a one-digit size is its integer part, not a version.
  ['qwen3-0-6b', '0.6B'],
  ['qwen3-embedding-0-6b', '0.6B'],
  ['qwen3-1-7b', '1.7B'],
  ['smollm2-1-7b-instruct', '1.7B'],
  ['deepseek-r1-distill-qwen-1-5b', '1.5B'],
  ['solar-10-7b-instruct-v1-0', '10.7B'],
  // Context lengths, active parameters and expert counts are not the model's size.
  ['phi-3-mini-4k-instruct', null],
  ['phi-3-mini-128k-instruct', null],
  ['granite-3-0-3b-a800m-instruct', '3B'],
  // 17B is the active size of 16 (128) experts; the models have 109B (400B) parameters.
  ['llama-4-scout-17b-16e-instruct', null],
  ['Llama-4-Scout-17B-16E', null],
  ['llama-4-maverick-17b-128e-instruct-fp8', null],
  // A2.7B is the active size of Qwen1.5-MoE (14.3B), written with its dot as a dash.
  ['qwen1-5-moe-a2-7b', null],
  ['Qwen1.5-MoE-A2.7B', null],
  ['qwen3-30b-a3b', '30B'],
  ['Llama-3.3-70B-Instruct', '70B'],
  ['gemma-3-27b-it', '27B'],
  ['Mistral-7B-v0.3', '7B'],
  ['e5-mistral-7b-instruct', '7B'],
  ['gpt-oss-120b', '120B'],
  ['deepseek-v3', null],
  ['phi-4', null],
  ['bge-m3', null],
  ['kimi-k2-instruct', null],
  ['mixtral-8x7b', null],
  ['mixtral-8x22b-v0-1', null],
  ['70b-fp8', '70B'],
  ['llama-3-1-405b-instruct-fp8', '405B'],
  // The last size word is the model's; other spellings of a size.
  ['olmoe-1b-7b-0924', '7B'],
  ['olmo-2-1124-7b-instruct', '7B'],
  ['bloomz-7b1', '7.1B'],
  ['smollm-135m', '135M'],
];

describe('sizeFromName', () => {
  for (const [name, size] of NAMES)
    it(`${name} → ${size}`, () => expect(sizeFromName(name)).toBe(size));
});

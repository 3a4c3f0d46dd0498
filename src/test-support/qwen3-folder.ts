/**
 * A small Qwen3 model's files, as the model CLI tests need them: a config.json as Hugging Face
 * writes it, and safetensors shards (with the index that maps their tensors when there are
 * several), written to a folder the test owns.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { safetensorsBytes } from '../modelfiles/test-support/memory-tree';

type Tensors = Parameters<typeof safetensorsBytes>[0];

/** A Qwen3 config.json's fields; `extra` adds to them or replaces some. */
export const qwen3Config = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  model_type: 'qwen3',
  architectures: ['Qwen3ForCausalLM'],
  transformers_version: '4.51.0',
  hidden_size: 64,
  num_hidden_layers: 2,
  ...extra,
});

/**
 * Writes a Qwen3 model folder at `path` (made with its parents): config.json (`qwen3Config` with
 * `config`), then one shard per entry of `shards`: `model.safetensors` alone, or
 * `model-1.safetensors`, `model-2.safetensors`, … with `model.safetensors.index.json`.
 */
export function writeQwen3Folder(
  path: string,
  shards: readonly Tensors[],
  config: Record<string, unknown> = {},
): string {
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'config.json'), JSON.stringify(qwen3Config(config)));
  if (shards.length === 1) {
    writeFileSync(join(path, 'model.safetensors'), safetensorsBytes(shards[0]!));
    return path;
  }
  const weightMap: Record<string, string> = {};
  shards.forEach((tensors, i) => {
    const file = `model-${i + 1}.safetensors`;
    writeFileSync(join(path, file), safetensorsBytes(tensors));
    for (const name of Object.keys(tensors)) weightMap[name] = file;
  });
  writeFileSync(
    join(path, 'model.safetensors.index.json'),
    JSON.stringify({ weight_map: weightMap }),
  );
  return path;
}

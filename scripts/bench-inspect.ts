/**
 * `npm run bench:inspect`: how long `model inspect` takes on a model folder of large shards. It
 * writes SHARDS sparse files of 10 GB each (a real safetensors header, then a hole: `truncate`,
 * no disk used) with an index and a config.json in a temp dir, inspects the folder RUNS times
 * through the CLI's own file reader, prints the median, and removes the folder. Only headers
 * are read, so the time does not grow with the weights' size.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { nodeModelTree } from '../src/cli/model/node-tree';
import { inspectModelFiles } from '../src/modelfiles';

const SHARDS = Number(process.env.SHARDS ?? 14);
const RUNS = Number(process.env.RUNS ?? 20);
const SHARD_BYTES = 10 * 1024 ** 3;
const TENSORS_PER_SHARD = 400;

function shard(index: number): Buffer {
  const header: Record<string, unknown> = { __metadata__: { format: 'pt' } };
  for (let t = 0; t < TENSORS_PER_SHARD; t++)
    header[`model.layers.${index}.t${t}.weight`] = {
      dtype: 'BF16',
      shape: [4096, 3200],
      data_offsets: [0, 0],
    };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(json.length));
  return Buffer.concat([length, json]);
}

const dir = mkdtempSync(join(tmpdir(), 'ome-sim-bench-inspect-'));
try {
  const weightMap: Record<string, string> = {};
  for (let i = 0; i < SHARDS; i++) {
    const name = `model-${String(i + 1).padStart(5, '0')}-of-${String(SHARDS).padStart(5, '0')}.safetensors`;
    const path = join(dir, name);
    writeFileSync(path, shard(i));
    truncateSync(path, SHARD_BYTES); // sparse: the size of 10 GB, no blocks written
    weightMap[`model.layers.${i}.t0.weight`] = name;
  }
  writeFileSync(
    join(dir, 'model.safetensors.index.json'),
    JSON.stringify({ weight_map: weightMap }),
  );
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({
      model_type: 'llama',
      architectures: ['LlamaForCausalLM'],
      transformers_version: '4.45.0',
      hidden_size: 8192,
      num_hidden_layers: 80,
      num_attention_heads: 64,
      num_key_value_heads: 8,
      vocab_size: 128256,
      max_position_embeddings: 131072,
    }),
  );
  const times: number[] = [];
  let size = '';
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    const result = await inspectModelFiles(await nodeModelTree(dir));
    times.push(performance.now() - start);
    size = result.fields.modelParameterSize.value;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `model inspect: ${SHARDS} shards × 10 GB (${(SHARDS * 10).toFixed(0)} GB of weights, sparse), ${TENSORS_PER_SHARD} tensors each → ${size}: median ${median.toFixed(1)} ms over ${RUNS} runs (Node ${process.version})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

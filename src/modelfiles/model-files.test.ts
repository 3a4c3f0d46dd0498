/**
 * The derivation over files this test writes itself: safetensors headers (single, sharded through
 * the index, every dtype), where the config is looked for, OME's count format and the errors.
 */
import { describe, expect, it } from 'vitest';
import { formatParamCount, inspectModelFiles, MAX_HEADER_BYTES } from '.';
import { memoryTree, safetensorsBytes } from './test-support/memory-tree';

const config = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    model_type: 'qwen3',
    architectures: ['Qwen3ForCausalLM'],
    transformers_version: '4.51.0',
    hidden_size: 64,
    num_hidden_layers: 2,
    intermediate_size: 128,
    vocab_size: 1000,
    ...extra,
  });

/** Every dtype safetensors defines; OME counts elements whatever the dtype. */
const DTYPES = [
  'F64',
  'F32',
  'F16',
  'BF16',
  'F8_E4M3',
  'F8_E5M2',
  'I64',
  'I32',
  'I16',
  'I8',
  'U8',
  'BOOL',
];

describe('parameter count from safetensors headers', () => {
  it('sums the element count of every tensor, every dtype alike, skipping __metadata__ and scalars', async () => {
    const tensors = Object.fromEntries(
      DTYPES.map((dtype, i) => [`t.${dtype}`, { dtype, shape: [i + 1, 3] }]),
    );
    const weights = safetensorsBytes(
      { ...tensors, scalar: { dtype: 'F32', shape: [] } },
      { __metadata__: { format: 'pt' } },
    );
    const result = await inspectModelFiles(
      memoryTree({ 'config.json': config(), 'model.safetensors': weights }),
    );
    const expected = DTYPES.reduce((sum, _, i) => sum + (i + 1) * 3, 0);
    expect(result.parameterCount).toBe(expected);
    expect(result.fields.modelParameterSize).toEqual({
      value: String(expected),
      source: { kind: 'headers', files: ['model/model.safetensors'] },
    });
  });

  it('sharded: every distinct shard the index names, once', async () => {
    const shard1 = safetensorsBytes({
      a: { dtype: 'BF16', shape: [1000, 1000] },
      b: { dtype: 'BF16', shape: [500] },
    });
    const shard2 = safetensorsBytes({ c: { dtype: 'BF16', shape: [2000, 1000] } });
    const index = JSON.stringify({
      metadata: {},
      weight_map: { a: 'model-1.safetensors', b: 'model-1.safetensors', c: 'model-2.safetensors' },
    });
    const result = await inspectModelFiles(
      memoryTree({
        'config.json': config(),
        'model.safetensors.index.json': index,
        'model-1.safetensors': shard1,
        'model-2.safetensors': shard2,
        'stray.safetensors': shard2,
      }),
    );
    expect(result.parameterCount).toBe(3_000_500);
    expect(result.fields.modelParameterSize.value).toBe('3.00M');
  });

  it('without an index, every .safetensors beside the config (not below it) is summed', async () => {
    const w = safetensorsBytes({ w: { dtype: 'F16', shape: [1500, 1000] } });
    const result = await inspectModelFiles(
      memoryTree({
        'config.json': config(),
        'a.safetensors': w,
        'b.safetensors': w,
        'sub/c.safetensors': w,
      }),
    );
    expect(result.parameterCount).toBe(3_000_000);
    expect(result.fields.modelParameterSize.value).toBe('3M');
  });

  it("with no weights, OME's estimate for the type, labelled as one", async () => {
    const result = await inspectModelFiles(memoryTree({ 'config.json': config() }));
    // estimateModelParams: 2·h·V + L·(3h²+h) + L·(2hI+h+I) + L·2h
    expect(result.parameterCount).toBe(
      2 * 64 * 1000 + 2 * (3 * 64 * 64 + 64) + 2 * (2 * 64 * 128 + 64 + 128) + 2 * 2 * 64,
    );
    expect(result.fields.modelParameterSize.source).toMatchObject({
      kind: 'estimate',
      file: 'model/config.json',
    });
    expect(result.notes.map((n) => n.code)).toEqual(['no-weights']);
  });
});

describe('the other fields', () => {
  it("safetensors 1.0.0, transformers with the config's version, architectures[0], fp8 from quant_method", async () => {
    const result = await inspectModelFiles(
      memoryTree({
        'config.json': config({ quantization_config: { quant_method: 'fbgemm_fp8' } }),
      }),
    );
    expect(result.fields.modelFormat.value).toEqual({ name: 'safetensors', version: '1.0.0' });
    expect(result.fields.modelFramework).toEqual({
      value: { name: 'transformers', version: '4.51.0' },
      source: { kind: 'file', file: 'model/config.json', key: 'transformers_version' },
    });
    expect(result.fields.modelArchitecture?.value).toBe('Qwen3ForCausalLM');
    expect(result.fields.quantization?.value).toBe('fp8');
  });

  it.each([
    ['awq', null],
    ['gptq_int4', 'int4'],
    ['FP8', 'fp8'],
    ['mxfp4', null],
  ])('quant_method %s → %s', async (method, expected) => {
    const result = await inspectModelFiles(
      memoryTree({ 'config.json': config({ quantization_config: { quant_method: method } }) }),
    );
    expect(result.fields.quantization?.value ?? null).toBe(expected);
  });

  it('a model_type with no loader of its own: the generic loader, said so; its MoE estimate from a nested config', async () => {
    const text = JSON.stringify({
      model_type: 'my_moe',
      architectures: ['MyMoeForCausalLM'],
      text_config: {
        hidden_size: 100,
        num_hidden_layers: 2,
        intermediate_size: 300,
        vocab_size: 50,
        num_experts: 4,
        transformers_version: '4.60.0',
      },
    });
    const result = await inspectModelFiles(memoryTree({ 'config.json': text }));
    expect(result.notes.map((n) => n.code)).toEqual(['generic-loader', 'no-weights']);
    expect(result.fields.modelFramework.value.version).toBe('4.60.0');
    // hidden·vocab + L·(4h² + 0 + routed·2·h·inter + h·routed + 2h)
    expect(result.parameterCount).toBe(
      100 * 50 + 2 * (4 * 100 * 100 + 4 * 2 * 100 * 300 + 100 * 4 + 2 * 100),
    );
  });

  it("Python's Infinity/NaN: rewritten for the generic loader, refused by a typed one (OME reads the file again raw)", async () => {
    const text = (type: string) =>
      `{"model_type": "${type}", "hidden_size": 64, "num_hidden_layers": 2, "vocab_size": 10, "rope_theta": Infinity, "x": [NaN, -Infinity]}`;
    const generic = await inspectModelFiles(memoryTree({ 'config.json': text('nemotron_like') }));
    expect(generic.parameterCount).toBe(10 * 64 + 2 * 12 * 64 * 64);
    await expect(inspectModelFiles(memoryTree({ 'config.json': text('qwen3') }))).rejects.toThrow(
      'model/config.json: expected a JSON object, but it is not valid JSON',
    );
  });

  it("a diffusers pipeline: model_index.json wins, its class and version; the count from its components' weights", async () => {
    const w = safetensorsBytes({ w: { dtype: 'BF16', shape: [10, 10] } });
    const result = await inspectModelFiles(
      memoryTree({
        'model_index.json': JSON.stringify({
          _class_name: 'FluxPipeline',
          _diffusers_version: '0.30.0',
          vae: ['diffusers', 'AutoencoderKL'],
        }),
        'text_encoder/config.json': config(),
        'text_encoder/model.safetensors': w,
        'transformer/config.json': '{}',
        'transformer/model.safetensors': w,
        'vae/config.json': '{}',
        'vae/model.safetensors': w,
      }),
    );
    expect(result.fields.modelFormat.value).toEqual({ name: 'diffusers', version: '0.30.0' });
    expect(result.fields.modelArchitecture?.value).toBe('FluxPipeline');
    expect(result.parameterCount).toBe(300);
  });

  it('an empty architecture or diffusers version is written empty, as OME writes it (set, and empty)', async () => {
    const deepseek = await inspectModelFiles(
      memoryTree({
        'config.json': JSON.stringify({
          model_type: 'deepseek_v3',
          hidden_size: 8,
          num_hidden_layers: 1,
          num_attention_heads: 1,
          num_key_value_heads: 1,
          vocab_size: 8,
          max_position_embeddings: 8,
          n_routed_experts: 1,
          num_experts_per_tok: 1,
        }),
      }),
    );
    expect(deepseek.fields.modelArchitecture).toEqual({
      value: '',
      source: { kind: 'agent', file: 'model/config.json' },
    });
    expect(deepseek.notes.map((n) => n.code)).toContain('empty-value');
    const pipeline = await inspectModelFiles(
      memoryTree({ 'model_index.json': JSON.stringify({ _class_name: 'FluxPipeline' }) }),
    );
    expect(pipeline.fields.modelFormat.value).toEqual({ name: 'diffusers', version: '' });
    expect(pipeline.fields.modelFramework.value).toEqual({ name: 'diffusers', version: '' });
  });

  it('config.json is looked for at the root, then in safetensors/, pytorch_model/, model/, then anywhere', async () => {
    const at = async (paths: string[]) =>
      (await inspectModelFiles(memoryTree(Object.fromEntries(paths.map((p) => [p, config()])))))
        .configFile;
    expect(await at(['model/config.json', 'config.json'])).toBe('model/config.json');
    expect(await at(['model/config.json', 'safetensors/config.json'])).toBe(
      'model/safetensors/config.json',
    );
    expect(await at(['a/config.json', 'b/x/config.json'])).toBe('model/b/x/config.json');
  });
});

describe("OME's count format (FormatParamCount)", () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [151_500, '151.5K'],
    [1_512_300_000_000, '1.51T'],
    [685e9, '685B'],
    [8_030_261_248, '8.03B'],
    // Go rounds an exact tie to even: 1.25 → "1.2", 1.75 → "1.8"
    [1_250_000_000, '1.2B'],
    [1_750_000_000, '1.8B'],
    [94_000, '94K'],
    // value×100 is whole, so one decimal: OME writes 3.21e9 as "3.2B"
    [3_210_000_000, '3.2B'],
    [3_213_000_000, '3.21B'],
  ])('%d → %s', (count, text) => expect(formatParamCount(count)).toBe(text));
});

describe('errors name the file and what was expected', () => {
  const fails = (files: Record<string, Uint8Array | string>) =>
    inspectModelFiles(memoryTree(files));

  it('config.json that is not JSON', async () => {
    await expect(fails({ 'config.json': '{"model_type": "llama",\n oops}' })).rejects.toThrow(
      /^model\/config\.json: expected a JSON object, but it is not valid JSON \(line 2/,
    );
  });

  it('config.json starting with a byte-order mark (Go refuses it as not JSON)', async () => {
    await expect(fails({ 'config.json': `\uFEFF${config()}` })).rejects.toThrow(
      'model/config.json: expected a JSON object, but it is not valid JSON',
    );
  });

  it('no config at all', async () => {
    await expect(fails({ 'README.md': 'hi' })).rejects.toThrow(
      'model: expected a config.json (or a diffusers model_index.json)',
    );
  });

  it("a loader refusing the config (OME's llama needs positive sizes)", async () => {
    await expect(
      fails({ 'config.json': JSON.stringify({ model_type: 'llama', hidden_size: 8 }) }),
    ).rejects.toThrow(
      "model/config.json: OME's llama loader refuses it: num_hidden_layers must be positive, got 0",
    );
  });

  it("a model_index.json without model_type or a class name: OME's LoadModelConfig has no key to load it by", async () => {
    await expect(
      fails({ 'model_index.json': JSON.stringify({ vae: ['diffusers', 'AutoencoderKL'] }) }),
    ).rejects.toThrow(
      'model/model_index.json: expected a "model_type" (or, in a model_index.json, a "_class_name"); it is missing or empty',
    );
  });

  it.each([
    ['qwen3', { eos_token_id: [151645, 151643] }, '"eos_token_id" to be a whole number'],
    ['mistral', { pad_token_id: 'pad' }, '"pad_token_id" to be a whole number'],
    ['qwen3_vl', { text_config: { bos_token_id: 1.5 } }, '"text_config.bos_token_id"'],
  ])(
    'a token id OME types int that is not one: %s refuses the whole config',
    async (type, extra, message) => {
      await expect(
        fails({ 'config.json': config({ model_type: type, ...extra }) }),
      ).rejects.toThrow(message);
    },
  );

  it('a list of token ids where OME takes any JSON (llama, gemma eos) is read', async () => {
    const llama = config({
      model_type: 'llama',
      num_attention_heads: 1,
      num_key_value_heads: 1,
      max_position_embeddings: 8,
      eos_token_id: [1, 2],
    });
    expect((await inspectModelFiles(memoryTree({ 'config.json': llama }))).modelType).toBe('llama');
  });

  it('a field of the wrong type', async () => {
    await expect(fails({ 'config.json': config({ hidden_size: '64' }) })).rejects.toThrow(
      'expected "hidden_size" to be a whole number',
    );
  });

  const unreadable = async (files: Record<string, Uint8Array | string>) => {
    const result = await inspectModelFiles(memoryTree({ 'config.json': config(), ...files }));
    expect(result.fields.modelParameterSize.source.kind).toBe('estimate');
    return result.notes.find((n) => n.code === 'weights-unreadable')?.message;
  };

  it('a truncated header: a note, and the estimate OME falls back to', async () => {
    const full = safetensorsBytes({ w: { dtype: 'F32', shape: [4] } });
    expect(await unreadable({ 'model.safetensors': full.slice(0, 20) })).toMatch(
      /^model\/model\.safetensors: truncated: the header says \d+ bytes of JSON follow the first 8, but the file ends after 12/,
    );
    expect(await unreadable({ 'model.safetensors': full.slice(0, 5) })).toMatch(
      /expected an 8-byte little-endian header length at the start, but the file has 5 bytes/,
    );
  });

  it('an oversized header', async () => {
    const bytes = new Uint8Array(16);
    new DataView(bytes.buffer).setBigUint64(0, BigInt(MAX_HEADER_BYTES + 1), true);
    expect(await unreadable({ 'model.safetensors': bytes })).toMatch(
      /header length 10485761 exceeds OME's limit of 10485760 bytes/,
    );
  });

  it('an index naming missing shards', async () => {
    const index = JSON.stringify({
      weight_map: { a: 'model-1.safetensors', b: 'model-2.safetensors' },
    });
    expect(
      await unreadable({
        'model.safetensors.index.json': index,
        'model-1.safetensors': safetensorsBytes({ a: { dtype: 'F32', shape: [2] } }),
      }),
    ).toBe(
      'model/model.safetensors.index.json: names a shard not found beside it: model-2.safetensors (expected every shard in the weight_map next to the index); OME falls back to its estimate from model/config.json, and so does this',
    );
  });

  it('a zero dimension', async () => {
    expect(
      await unreadable({
        'model.safetensors': safetensorsBytes({ w: { dtype: 'F32', shape: [3, 0] } }),
      }),
    ).toMatch(/tensor "w" has dimension 0 at index 1/);
  });

  const rawHeader = (json: string) => {
    const bytes = new TextEncoder().encode(json);
    const out = new Uint8Array(8 + bytes.length);
    new DataView(out.buffer).setBigUint64(0, BigInt(bytes.length), true);
    out.set(bytes, 8);
    return out;
  };

  it("a tensor's dtype or data_offsets of the wrong type (OME decodes both, though it counts neither)", async () => {
    expect(
      await unreadable({ 'model.safetensors': rawHeader('{"w": {"dtype": 2, "shape": [3]}}') }),
    ).toMatch(/expected "w\.dtype" to be a string/);
    expect(
      await unreadable({
        'model.safetensors': rawHeader(
          '{"w": {"dtype": "F32", "shape": [3], "data_offsets": "0-12"}}',
        ),
      }),
    ).toMatch(/expected tensor "w" to have data_offsets of two whole numbers/);
  });
});

describe('a header that is JSON null', () => {
  it('is no tensors to Go (a nil map): a count of 0 from the headers, not the estimate', async () => {
    const bytes = new TextEncoder().encode('null');
    const file = new Uint8Array(8 + bytes.length);
    new DataView(file.buffer).setBigUint64(0, BigInt(bytes.length), true);
    file.set(bytes, 8);
    const result = await inspectModelFiles(
      memoryTree({ 'config.json': config(), 'model.safetensors': file }),
    );
    expect(result.fields.modelParameterSize).toEqual({
      value: '0',
      source: { kind: 'headers', files: ['model/model.safetensors'] },
    });
  });
});

/**
 * Hostile model files: sizes past what is read whole, nesting deeper than Go's JSON reader goes,
 * and numbers beyond Go's 64-bit int. Each is a message naming the file (and the field), or a
 * `weights-unreadable` note with OME's estimate, never a stack overflow or `Infinity`.
 */
import { describe, expect, it } from 'vitest';
import { inspectModelFiles, type ModelFileTree } from '.';
import { briefJson, MAX_JSON_DEPTH, MAX_JSON_FILE_BYTES } from './json';
import { memoryTree, safetensorsBytes } from './test-support/memory-tree';

const config = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    model_type: 'qwen3',
    architectures: ['Qwen3ForCausalLM'],
    hidden_size: 64,
    num_hidden_layers: 2,
    intermediate_size: 128,
    vocab_size: 1000,
    ...extra,
  });

/** A header whose JSON is written as given (not through JSON.stringify). */
const rawHeader = (json: string) => {
  const bytes = new TextEncoder().encode(json);
  const out = new Uint8Array(8 + bytes.length);
  new DataView(out.buffer).setBigUint64(0, BigInt(bytes.length), true);
  out.set(bytes, 8);
  return out;
};

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A tree that says a file is `size` bytes and fails the test if more than 1 MiB is read of it. */
function hugeFileTree(name: string, size: number, beside: Record<string, string> = {}) {
  const small = memoryTree(beside);
  const reads: number[] = [];
  const tree: ModelFileTree = {
    paths: [name, ...small.paths],
    size: (path) => (path === name ? size : small.size(path)),
    read: async (path, start, end) => {
      if (path !== name) return small.read(path, start, end);
      reads.push(end - start);
      if (end - start > 1024 * 1024) throw new Error(`read ${end - start} bytes of ${name}`);
      return new Uint8Array(Math.max(0, Math.min(end, size) - start));
    },
    display: (path) => `model/${path}`,
  };
  return { tree, reads };
}

describe('files read whole have a limit', () => {
  it.each([
    ['600 MiB', 600 * 1024 ** 2, '600.0 MiB'],
    ['3 GiB', 3 * 1024 ** 3, '3.0 GiB'],
    ['5 GiB', 5 * 1024 ** 3, '5.0 GiB'],
  ])('a %s config.json is refused by its size, unread, naming it', async (_, size, shown) => {
    const { tree, reads } = hugeFileTree('config.json', size);
    await expect(inspectModelFiles(tree)).rejects.toThrow(
      `model/config.json: is ${shown}; a model's JSON files are read up to 64.0 MiB`,
    );
    expect(reads).toEqual([]);
  });

  it('an index past the limit: a weights-unreadable note, and the estimate', async () => {
    const { tree, reads } = hugeFileTree('model.safetensors.index.json', MAX_JSON_FILE_BYTES + 1, {
      'config.json': config(),
    });
    const result = await inspectModelFiles(tree);
    expect(reads).toEqual([]);
    expect(result.fields.modelParameterSize.source.kind).toBe('estimate');
    expect(result.notes.find((n) => n.code === 'weights-unreadable')?.message).toMatch(
      /^model\/model\.safetensors\.index\.json: is 64\.0 MiB; a model's JSON files are read up to 64\.0 MiB/,
    );
  });
});

describe("nesting deeper than Go's JSON reader goes", () => {
  const estimateWith = async (header: string) => {
    const result = await inspectModelFiles(
      memoryTree({ 'config.json': config(), 'model.safetensors': rawHeader(header) }),
    );
    expect(result.fields.modelParameterSize.source.kind).toBe('estimate');
    return result.notes.find((n) => n.code === 'weights-unreadable')?.message;
  };

  it.each(['shape', 'dtype', 'data_offsets', '__metadata__'])(
    'a header 200,000 levels deep in %s: a weights-unreadable note, as the app gives',
    async (field) => {
      const header =
        field === '__metadata__'
          ? `{"__metadata__": ${deep(200_000)}, "w": {"dtype": "F32", "shape": [3]}}`
          : `{"w": {"dtype": "F32", "shape": [3], ${JSON.stringify(field)}: ${deep(200_000)}}}`;
      expect(await estimateWith(header)).toBe(
        `model/model.safetensors: the safetensors header nests deeper than ${MAX_JSON_DEPTH} levels, where Go's JSON reader (OME's) stops; OME falls back to its estimate from model/config.json, and so does this`,
      );
    },
  );

  it('just within the limit is read; a wrong type there is named without walking the value', async () => {
    expect(
      await estimateWith(`{"w": {"dtype": ${deep(MAX_JSON_DEPTH - 2)}, "shape": [3]}}`),
    ).toMatch(/^model\/model\.safetensors: expected "w\.dtype" to be a string .*, got \[\[\[\[/);
    expect(
      await estimateWith(`{"w": {"dtype": "F32", "data_offsets": ${deep(MAX_JSON_DEPTH - 2)}}}`),
    ).toMatch(/expected tensor "w" to have data_offsets of two whole numbers, got \[\[\[/);
  });

  it('brackets inside strings do not count', async () => {
    const name = JSON.stringify('['.repeat(MAX_JSON_DEPTH + 5));
    const weights = rawHeader(`{${name}: {"dtype": "F32", "shape": [7]}}`);
    const result = await inspectModelFiles(
      memoryTree({ 'config.json': config(), 'model.safetensors': weights }),
    );
    expect(result.parameterCount).toBe(7);
  });

  it('a config.json nested too deep is refused, naming it', async () => {
    await expect(
      inspectModelFiles(
        memoryTree({ 'config.json': config().replace('{', `{"x": ${deep(200_000)},`) }),
      ),
    ).rejects.toThrow(
      `model/config.json: expected JSON nested at most ${MAX_JSON_DEPTH} levels deep`,
    );
  });

  it('briefJson prints at most 40 characters of any value, however deep', () => {
    let value: unknown = 1;
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(briefJson(value)).toBe('['.repeat(40));
    expect(briefJson({ a: 'x', b: [1, 2] })).toBe('{"a":"x","b":[1,2]}');
    expect(briefJson(Infinity)).toBe('Infinity');
  });
});

describe("numbers beyond what OME's Go code holds", () => {
  it.each([
    ['1e30', 'hidden_size'],
    ['9223372036854775808', 'vocab_size'],
    ['-1e19', 'intermediate_size'],
  ])(
    'a config int of %s is refused naming the field (Go cannot unmarshal it into int)',
    async (literal, field) => {
      const text = config({ [field]: 'N' }).replace('"N"', literal);
      await expect(inspectModelFiles(memoryTree({ 'config.json': text }))).rejects.toThrow(
        `model/config.json: expected "${field}" to be a whole number within Go's 64-bit int`,
      );
    },
  );

  it('so Infinity in a generic config (rewritten to 1e308, as OME does) is refused too', async () => {
    const text = config({ model_type: 'unknown-type', hidden_size: 'N' }).replace(
      '"N"',
      'Infinity',
    );
    await expect(inspectModelFiles(memoryTree({ 'config.json': text }))).rejects.toThrow(
      `expected "hidden_size" to be a whole number within Go's 64-bit int (as OME's Go struct reads it), got 1e+308`,
    );
  });

  it('an estimate beyond 64 bits is an error naming the fields, never InfinityT or 8.77e+36T', async () => {
    const huge = config({
      model_type: 'unknown-type',
      hidden_size: 2 ** 40,
      num_hidden_layers: 2 ** 20,
    });
    await expect(inspectModelFiles(memoryTree({ 'config.json': huge }))).rejects.toThrow(
      /^model\/config\.json: OME's unknown-type estimate of the parameter count from hidden_size 1099511627776, num_hidden_layers 1048576, vocab_size 1000 is beyond a 64-bit integer \(1\.52e\+31\); OME's Go arithmetic would wrap around/,
    );
  });

  it('a shape dimension beyond 64 bits makes the header unreadable (a note, the estimate)', async () => {
    const result = await inspectModelFiles(
      memoryTree({
        'config.json': config(),
        'model.safetensors': rawHeader('{"w": {"dtype": "F32", "shape": [1e30]}}'),
      }),
    );
    expect(result.fields.modelParameterSize.source.kind).toBe('estimate');
    expect(result.notes.map((n) => n.message).join('\n')).toContain(
      'expected tensor "w" to have a shape of whole numbers that fit a 64-bit integer',
    );
  });

  it('weights summing to 2^63 or more are unreadable, as OME refuses them', async () => {
    const weights = safetensorsBytes({
      a: { dtype: 'F32', shape: [2 ** 31, 2 ** 31] },
      b: { dtype: 'F32', shape: [2 ** 31, 2 ** 31] },
    });
    const result = await inspectModelFiles(
      memoryTree({ 'config.json': config(), 'model.safetensors': weights }),
    );
    expect(result.fields.modelParameterSize.value).not.toMatch(/Infinity|e\+/);
    expect(result.notes.map((n) => n.code)).toContain('weights-unreadable');
  });
});

/**
 * The parameter count from safetensors headers, as OME's FindAndParseSafetensors counts it
 * (pkg/hfutil/modelconfig/safetensors.go): the first 8 bytes are the header's length (unsigned,
 * little-endian), then that many bytes of JSON naming every tensor's shape; a tensor's element
 * count is the product of its shape, and the file's count is the sum. Only headers are read:
 * a 10 GB shard costs a few kilobytes. Every dtype counts the same (elements, not bytes).
 */
import {
  briefJson,
  Fields,
  fitsGoInt,
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  parseJsonObject,
  readJsonText,
} from './json';
import { baseOf, dirOf, goOrder, joinPath } from './paths';
import { ModelFileError, type ModelFileTree } from './types';

/** OME refuses a header longer than this (10 MiB). */
export const MAX_HEADER_BYTES = 10 * 1024 * 1024;
const MAX_INT64 = (1n << 63n) - 1n;
export const INDEX_FILE = 'model.safetensors.index.json';

/** No weights beside the config: not a problem, OME estimates (a note, not an error). */
export class NoWeightsError extends ModelFileError {}

export interface WeightsCount {
  readonly count: bigint;
  /** The files whose headers were read, as displayed. */
  readonly files: readonly string[];
}

// A byte-order mark is kept, so it fails the JSON parse as it fails Go's encoding/json.
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/**
 * OME decodes every tensor entry into {shape []int64, dtype string, data_offsets [2]int64}: a dtype
 * or offsets of another type fail the whole header, though neither is counted.
 */
function checkTensorFields(tensor: Fields, name: string, file: string): void {
  tensor.str('dtype');
  const offsets = tensor.object['data_offsets'];
  if (
    offsets !== undefined &&
    offsets !== null &&
    (!Array.isArray(offsets) || offsets.some((o) => o !== null && !fitsGoInt(o)))
  )
    throw new ModelFileError(
      file,
      `expected tensor "${name}" to have data_offsets of two whole numbers, got ${briefJson(offsets)}`,
    );
}

/** The sum of element counts of one header's tensors (`__metadata__` and scalars skipped). */
export function countHeader(json: string, file: string): bigint {
  // Go decodes a JSON null into a nil map without complaint: no tensors, a count of 0.
  if (json.trim() === 'null') return 0n;
  if (nestsDeeperThan(json, MAX_JSON_DEPTH))
    throw new ModelFileError(
      file,
      `the safetensors header nests deeper than ${MAX_JSON_DEPTH} levels, where Go's JSON reader (OME's) stops`,
    );
  let header;
  try {
    header = parseJsonObject(json, file);
  } catch {
    throw new ModelFileError(
      file,
      'expected the safetensors header to be a JSON object of tensors, but it is not valid JSON',
    );
  }
  let total = 0n;
  for (const [name, value] of Object.entries(header)) {
    if (name === '__metadata__') continue;
    const tensor = new Fields({ [name]: value }, file).struct(name);
    checkTensorFields(tensor, name, file);
    const shape = tensor.object['shape'];
    if (shape === undefined || shape === null) continue;
    if (!Array.isArray(shape) || shape.some((d) => !fitsGoInt(d)))
      throw new ModelFileError(
        file,
        `expected tensor "${name}" to have a shape of whole numbers that fit a 64-bit integer`,
      );
    if (shape.length === 0) continue;
    let count = 1n;
    shape.forEach((dim: number, i) => {
      if (dim <= 0)
        throw new ModelFileError(
          file,
          `tensor "${name}" has dimension ${dim} at index ${i}; OME expects every dimension to be positive`,
        );
      count *= BigInt(dim);
    });
    total += count;
    if (total > MAX_INT64)
      throw new ModelFileError(file, 'the parameter count overflows a 64-bit integer');
  }
  return total;
}

/** One safetensors file's parameter count, reading its header only. */
export async function countSafetensors(tree: ModelFileTree, path: string): Promise<bigint> {
  const file = tree.display(path);
  const size = tree.size(path);
  if (size < 8)
    throw new ModelFileError(
      file,
      `expected an 8-byte little-endian header length at the start, but the file has ${size} bytes`,
    );
  const head = await tree.read(path, 0, 8);
  const length = new DataView(head.buffer, head.byteOffset, 8).getBigUint64(0, true);
  if (length > BigInt(MAX_HEADER_BYTES))
    throw new ModelFileError(
      file,
      `header length ${length} exceeds OME's limit of ${MAX_HEADER_BYTES} bytes (10 MiB): not a safetensors file, or a damaged one`,
    );
  const end = 8 + Number(length);
  if (end > size)
    throw new ModelFileError(
      file,
      `truncated: the header says ${length} bytes of JSON follow the first 8, but the file ends after ${size - 8}`,
    );
  const json = decoder.decode(await tree.read(path, 8, end));
  return countHeader(json, file);
}

/** Sharded weights: every distinct shard named in model.safetensors.index.json's weight_map. */
async function countIndexed(tree: ModelFileTree, indexPath: string): Promise<WeightsCount> {
  const file = tree.display(indexPath);
  const text = await readJsonText(tree, indexPath);
  const weightMap = new Fields(parseJsonObject(text, file), file).struct('weight_map').object;
  const entries = Object.entries(weightMap);
  if (entries.length === 0)
    throw new ModelFileError(
      file,
      'expected a "weight_map" naming the shard of every tensor; it has none',
    );
  const shards = new Set<string>();
  for (const [tensor, shard] of entries) {
    if (typeof shard !== 'string')
      throw new ModelFileError(file, `expected the shard of "${tensor}" to be a file name`);
    if (shard === '')
      throw new ModelFileError(file, `expected a shard file name for "${tensor}"; it is empty`);
    shards.add(shard);
  }
  const dir = dirOf(indexPath);
  const known = new Set(tree.paths);
  const paths = [...shards].map((shard) => joinPath(dir, shard));
  const missing = [...shards].filter((_, i) => !known.has(paths[i]!));
  if (missing.length > 0)
    throw new ModelFileError(
      file,
      `names ${missing.length === 1 ? 'a shard' : 'shards'} not found beside it: ${missing.join(', ')} (expected every shard in the weight_map next to the index)`,
    );
  let total = 0n;
  for (const path of paths) total += await countSafetensors(tree, path);
  if (total > MAX_INT64)
    throw new ModelFileError(file, 'the parameter count overflows a 64-bit integer');
  return { count: total, files: [file, ...paths.map((p) => tree.display(p))] };
}

/**
 * The weights beside `configPath`: through model.safetensors.index.json when it is there, else
 * every *.safetensors file in that folder (not below it), summed. Throws a ModelFileError when
 * there are none or one can't be read — OME then falls back to its estimate, and so do we.
 */
export async function findAndCountSafetensors(
  tree: ModelFileTree,
  configPath: string,
): Promise<WeightsCount> {
  const dir = dirOf(configPath);
  const inDir = tree.paths.filter((p) => dirOf(p) === dir).sort(goOrder);
  const index = inDir.find((p) => baseOf(p) === INDEX_FILE);
  if (index !== undefined) return countIndexed(tree, index);
  const shards = inDir.filter((p) => p.endsWith('.safetensors'));
  if (shards.length === 0)
    throw new NoWeightsError(
      tree.display(configPath),
      `no .safetensors files beside it (looked in ${dir === '' ? 'the model folder' : dir + '/'})`,
    );
  let total = 0n;
  for (const path of shards) total += await countSafetensors(tree, path);
  if (total > MAX_INT64)
    throw new ModelFileError(
      tree.display(dir || '.'),
      'the parameter count overflows a 64-bit integer',
    );
  return { count: total, files: shards.map((p) => tree.display(p)) };
}

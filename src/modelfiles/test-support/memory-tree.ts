/** A ModelFileTree over bytes in memory, for tests. */
import type { ModelFileTree } from '../types';

export function memoryTree(
  files: Readonly<Record<string, Uint8Array | string>>,
  root = 'model',
): ModelFileTree {
  const bytes = new Map(
    Object.entries(files).map(([path, content]) => [
      path,
      typeof content === 'string' ? new TextEncoder().encode(content) : content,
    ]),
  );
  return {
    paths: [...bytes.keys()],
    size: (path) => bytes.get(path)?.length ?? 0,
    read: async (path, start, end) => bytes.get(path)?.slice(start, end) ?? new Uint8Array(),
    display: (path) => (path === '' ? root : `${root}/${path}`),
  };
}

/** A safetensors file: the 8-byte little-endian length, the JSON header, then `dataBytes` zero bytes. */
export function safetensorsBytes(
  tensors: Readonly<Record<string, { dtype: string; shape: readonly number[] }>>,
  extra: Record<string, unknown> = {},
): Uint8Array<ArrayBuffer> {
  let offset = 0;
  const header: Record<string, unknown> = { ...extra };
  for (const [name, t] of Object.entries(tensors)) {
    const size = t.shape.reduce((a, b) => a * b, 1) * 2;
    header[name] = { dtype: t.dtype, shape: t.shape, data_offsets: [offset, offset + size] };
    offset += size;
  }
  const json = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(8 + json.length);
  new DataView(out.buffer).setBigUint64(0, BigInt(json.length), true);
  out.set(json, 8);
  return out;
}

/**
 * Reading manifests with a bound, and as text the way kubectl decodes it. One command reads at
 * most MAX_MANIFEST_BYTES of manifests in all (files, folders, standard input, a git revision):
 * about what the engine ranks within a couple of gigabytes of memory, several times a 60,000-runtime
 * cluster. Past it the read stops at once (`< /dev/zero` reads 64 MiB, not forever) with a
 * message naming the file or `<stdin>`. A file whose size is known is refused before it is read.
 *
 * The bytes become text as kubectl's file reader makes them (cli-runtime's FileVisitor, through
 * x/text's BOMOverride): a UTF-16 byte-order mark selects UTF-16, otherwise UTF-8. UTF-16 without a
 * mark is refused with a message saying so, where kubectl fails on its NUL bytes.
 */
import { open } from 'node:fs/promises';

/** The most one command reads of manifests, all sources together. */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** A read refused by a limit or an encoding: its message names the file and is printed as is. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

const MIB = 1024 * 1024;

/** What is left to read of one command's manifests. */
export class ReadBudget {
  #left: number;

  constructor(readonly limit = MAX_MANIFEST_BYTES) {
    this.#left = limit;
  }

  get left(): number {
    return this.#left;
  }

  /** Takes `bytes` for `name`, or throws the InputError that says the limit was passed. */
  take(name: string, bytes: number): void {
    if (bytes > this.#left) throw this.exceeded(name);
    this.#left -= bytes;
  }

  exceeded(name: string): InputError {
    const others = this.#left < this.limit ? ', with the manifests read before it,' : '';
    return new InputError(
      `${name}${others} is more than ${this.limit / MIB} MiB of manifests, the most ome-sim reads in one command (docs/cli.md#limits)`,
    );
  }
}

/** Reads a stream to its end, or stops as soon as it passes the budget (the stream is destroyed). */
export async function readBoundedStream(
  stream: NodeJS.ReadableStream,
  name: string,
  budget: ReadBudget,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    // Leaving the loop ends the iteration, which destroys the stream: nothing more is read.
    if (total > budget.left) throw budget.exceeded(name);
    chunks.push(bytes);
  }
  budget.take(name, total);
  return Buffer.concat(chunks, total);
}

const CHUNK = MIB;

/**
 * Reads a file: refused unread when its size says it is past the budget, else read in chunks
 * until its end or the budget (a device or a pipe has no size: `/dev/zero`, `/dev/stdin`).
 */
export async function readBoundedFile(
  path: string,
  name: string,
  budget: ReadBudget,
): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    if (info.isFile() && info.size > budget.left) throw budget.exceeded(name);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > budget.left) throw budget.exceeded(name);
      chunks.push(buffer.subarray(0, bytesRead));
    }
    budget.take(name, total);
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

/**
 * Whether bytes without a byte-order mark look like UTF-16: in the first 64 bytes, every other
 * byte is 0 and the rest are not (ASCII text written as UTF-16), in either order.
 */
function looksLikeUtf16(bytes: Uint8Array): 'le' | 'be' | null {
  const n = Math.min(bytes.length, 64) & ~1;
  if (n < 4) return null;
  let le = true;
  let be = true;
  for (let i = 0; i < n; i += 2) {
    const even = bytes[i]!;
    const odd = bytes[i + 1]!;
    le &&= odd === 0 && even !== 0;
    be &&= even === 0 && odd !== 0;
  }
  return le ? 'le' : be ? 'be' : null;
}

/** The text of a manifest file's bytes, decoded as kubectl decodes them (see the header). */
export function decodeManifest(bytes: Uint8Array, name: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const utf16 = looksLikeUtf16(bytes);
  if (utf16 !== null)
    throw new InputError(
      `${name} is UTF-16 text without a byte-order mark, which kubectl does not read (it reads UTF-8, or UTF-16 that starts with a byte-order mark): convert it to UTF-8, e.g. iconv -f UTF-16${utf16.toUpperCase()} -t UTF-8`,
    );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
}

/**
 * UTF-8 output written straight into byte arrays, handed out in pieces of about `PIECE` bytes.
 * A 10,000-row table is 16 MB of text in 200,000 lines: built as strings, every line was made
 * of joined pieces, joined again into batches and encoded again by the stream, and collecting
 * those strings cost the CLI more time than wrapping the table. Pure: runs in a Web Worker too.
 */

/** About this many bytes per piece: a stream write of a useful size. */
export const PIECE = 64 * 1024;

/** Room past a full piece for the row that fills it; a longer row grows the array (`#room`). */
const SLACK = 16 * 1024;
const SPACE = 0x20;
const NEWLINE = 0x0a;
const encoder = new TextEncoder();

/**
 * Arrays of pieces already written out, given back by the writer's consumer to hold the next
 * pieces. Fresh memory costs a page fault per 4 KB on first write, which for a 16 MB table was
 * more than writing its padding; a consumer that hands each piece back once it is out (the CLI,
 * after the stream's write callback) keeps the table in two or three arrays.
 */
export class PiecePool {
  /** A few arrays are enough: a piece is given back before the one after next is made. */
  static readonly #KEPT = 4;
  readonly #free: Uint8Array[] = [];

  /** Gives back the array of `piece` (taken from a ByteWriter): nothing may read it any more. */
  giveBack(piece: Uint8Array): void {
    // A whole table written as one piece (`--width 0`) is not worth keeping.
    const kept = this.#free.length < PiecePool.#KEPT && piece.buffer.byteLength <= 4 * PIECE;
    if (kept) this.#free.push(new Uint8Array(piece.buffer));
  }

  /** An array of at least `size` spaces: a given-back one when there is one. */
  blank(size: number): Uint8Array {
    const free = this.#free.pop();
    return free !== undefined && free.length >= size ? free.fill(SPACE) : blank(size);
  }
}

/** A new array of spaces: padding is then written by moving past it (most of a table is padding). */
const blank = (size: number): Uint8Array => new Uint8Array(size).fill(SPACE);

export class ByteWriter {
  #bytes: Uint8Array;
  #length = 0;

  /** `pool`: where arrays for new pieces come from (see PiecePool); by default, fresh memory. */
  constructor(private readonly pool?: PiecePool) {
    this.#bytes = this.#blank(PIECE + SLACK);
  }

  #blank(size: number): Uint8Array {
    return this.pool === undefined ? blank(size) : this.pool.blank(size);
  }

  /** Whether a piece is ready to be taken. */
  get full(): boolean {
    return this.#length >= PIECE;
  }

  /** The bytes written since the last take; the writer starts a new array (the piece may be queued). */
  take(): Uint8Array {
    const piece = this.#bytes.subarray(0, this.#length);
    this.#bytes = this.#blank(PIECE + SLACK);
    this.#length = 0;
    return piece;
  }

  /** Text the caller knows is printable ASCII: one byte per character. */
  ascii(value: string): void {
    this.#room(value.length);
    const bytes = this.#bytes;
    let at = this.#length;
    for (let i = 0; i < value.length; i++) bytes[at++] = value.charCodeAt(i);
    this.#length = at;
  }

  /** Any text, as UTF-8. */
  text(value: string): void {
    this.#room(value.length * 3);
    this.#length += encoder.encodeInto(value, this.#bytes.subarray(this.#length)).written;
  }

  spaces(count: number): void {
    if (count <= 0) return;
    this.#room(count);
    // Every byte past the length is still a space (`blank`).
    this.#length += count;
  }

  newline(): void {
    this.#room(1);
    this.#bytes[this.#length++] = NEWLINE;
  }

  #room(count: number): void {
    if (this.#length + count <= this.#bytes.length) return;
    const grown = blank(Math.max(2 * this.#bytes.length, this.#length + count));
    grown.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = grown;
  }
}

/** Strings as UTF-8 pieces, for the parts of a table that are rendered as one text. */
export const encodeText = (text: string): Uint8Array => encoder.encode(text);

/**
 * Pieces back to text. Each piece holds whole lines, so none ends inside a character. A lone
 * surrogate in a cell comes back as U+FFFD, as it goes out in any UTF-8 output (the CLI's too).
 */
export function decodePieces(pieces: Iterable<Uint8Array>): string {
  // ignoreBOM: a cell may start with U+FEFF, which must be printed, not taken for a mark.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  for (const piece of pieces) text += decoder.decode(piece);
  return text;
}

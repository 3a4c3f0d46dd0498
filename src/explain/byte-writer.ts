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

/** A new array of spaces: padding is then written by moving past it (most of a table is padding). */
const blank = (size: number): Uint8Array => new Uint8Array(size).fill(SPACE);

export class ByteWriter {
  #bytes = blank(PIECE + SLACK);
  #length = 0;

  /** Whether a piece is ready to be taken. */
  get full(): boolean {
    return this.#length >= PIECE;
  }

  /** The bytes written since the last take; the writer starts a new array (the piece may be queued). */
  take(): Uint8Array {
    const piece = this.#bytes.subarray(0, this.#length);
    this.#bytes = blank(PIECE + SLACK);
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

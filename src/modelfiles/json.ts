/**
 * Reading config.json the way OME's Go structs read it: a missing or null field is zero, a field
 * of the wrong type refuses the file (encoding/json's "cannot unmarshal"), a number beyond Go's
 * 64-bit `int` refuses it too, nesting deeper than Go's JSON reader goes refuses it, and Python's
 * Infinity/NaN are rewritten first where OME rewrites them (interface.go's SanitizeJSONBytes).
 */
import { ModelFileError, type ModelFileTree } from './types';

/**
 * The largest JSON file of a model read whole (config.json, model_index.json, the safetensors
 * index). Real ones are kilobytes (an index of a 670B model, about 10 MB); a bigger one is not a
 * config, and reading it would only exhaust memory.
 */
export const MAX_JSON_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Go's encoding/json stops at this depth of nested objects and arrays ("exceeded max depth",
 * scanner.go's maxNestingDepth). Checked before parsing, so a hostile file is refused as OME
 * refuses it, and nothing here recurses over a value deeper than this.
 */
export const MAX_JSON_DEPTH = 10_000;

/**
 * Go's `int` on the 64-bit platforms OME runs on holds -2^63 … 2^63 − 1; encoding/json refuses a
 * number outside it. As a double, 2^63 − 1 reads as 2^63, so the bound is exclusive here.
 */
const GO_INT_LIMIT = 2 ** 63;

/** Whether a parsed JSON number is one Go's encoding/json stores in an `int`. */
export const fitsGoInt = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= -GO_INT_LIMIT &&
  value < GO_INT_LIMIT;

export type JsonObject = { readonly [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * OME's rewrite of non-standard floats, only where a value stands (after `:`, `,` or `[`, before
 * `,`, `]` or `}`): Infinity → 1e308, -Infinity → -1e308, NaN → null. The negative form is
 * replaced after the positive one, as OME does, so "-Infinity" becomes "-1e308" either way.
 */
export function sanitizeJson(text: string): string {
  return text
    .replace(/([:,[]\s*)Infinity(\s*[,\]}])/g, '$11e308$2')
    .replace(/([:,[]\s*)-Infinity(\s*[,\]}])/g, '$1-1e308$2')
    .replace(/([:,[]\s*)NaN(\s*[,\]}])/g, '$1null$2');
}

// A byte-order mark is kept, so it fails the JSON parse as it fails Go's encoding/json.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** A size in MiB (or GiB) with one decimal, for messages. */
export const sizeText = (bytes: number): string =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GiB`
    : `${(bytes / 1024 ** 2).toFixed(1)} MiB`;

/** A JSON file read whole as text; one over MAX_JSON_FILE_BYTES is refused before any read. */
export async function readJsonText(tree: ModelFileTree, path: string): Promise<string> {
  const size = tree.size(path);
  if (size > MAX_JSON_FILE_BYTES)
    throw new ModelFileError(
      tree.display(path),
      `is ${sizeText(size)}; a model's JSON files are read up to ${sizeText(MAX_JSON_FILE_BYTES)} (a real one is kilobytes): not a config, or a damaged one`,
    );
  return decoder.decode(await tree.read(path, 0, size));
}

/** Line and column of a character offset, for parse errors. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}

/**
 * Whether `text` nests objects and arrays deeper than `max` (brackets inside strings do not
 * count). One pass over the characters, no recursion.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** The JSON object in `text`, or a ModelFileError naming `file` and where the JSON broke. */
export function parseJsonObject(text: string, file: string): JsonObject {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new ModelFileError(
      file,
      `expected JSON nested at most ${MAX_JSON_DEPTH} levels deep (as Go's JSON reader, which OME's agent uses, reads it); it nests deeper`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const where = at === null ? '' : ` (${lineColumn(text, Number(at[1]))})`;
    throw new ModelFileError(file, `expected a JSON object, but it is not valid JSON${where}`);
  }
  if (!isObject(value)) throw new ModelFileError(file, 'expected a JSON object at the top');
  return value;
}

/**
 * A short text of a JSON value for messages, at most about 40 characters. It never walks more of
 * the value than it prints: a value nested thousands deep (JSON.stringify overflows the stack on
 * one 10,000 deep) costs a few steps.
 */
export function briefJson(value: unknown, room = 40): string {
  if (room <= 0) return '';
  if (typeof value !== 'object' || value === null) {
    const text =
      typeof value === 'number' && !Number.isFinite(value)
        ? String(value)
        : (JSON.stringify(value) ?? String(value));
    return text.slice(0, room);
  }
  const array = Array.isArray(value);
  const keys = array ? [] : Object.keys(value);
  const length = array ? value.length : keys.length;
  let out = array ? '[' : '{';
  for (let i = 0; i < length && out.length < room; i++) {
    if (i > 0) out += ',';
    if (!array) out += `${JSON.stringify(keys[i])}:`;
    const item: unknown = array ? (value as unknown[])[i] : (value as JsonObject)[keys[i]!];
    out += briefJson(item, room - out.length);
  }
  return `${out}${array ? ']' : '}'}`.slice(0, room);
}

const shown = (value: unknown) => briefJson(value);

/** A typed reader of one JSON object, refusing the file as Go's unmarshal would. */
export class Fields {
  /**
   * @param ints every `int` field read through this reader and its nested ones, by its path
   *   (`text_config.hidden_size`), so a count computed from them can name them.
   */
  constructor(
    readonly object: JsonObject,
    readonly file: string,
    private readonly path = '',
    readonly ints = new Map<string, number>(),
  ) {}

  private refuse(key: string, type: string, value: unknown): never {
    throw new ModelFileError(
      this.file,
      `expected "${this.path}${key}" to be ${type} (as OME's Go struct reads it), got ${shown(value)}`,
    );
  }

  has(key: string): boolean {
    return this.object[key] !== undefined && this.object[key] !== null;
  }

  /** A Go `int` field: 0 when absent or null; a number Go's `int` can't hold refuses the file. */
  int(key: string): number {
    const value = this.object[key];
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'number' || !Number.isInteger(value))
      this.refuse(key, 'a whole number', value);
    if (!fitsGoInt(value)) this.refuse(key, "a whole number within Go's 64-bit int", value);
    this.ints.set(`${this.path}${key}`, value);
    return value;
  }

  /** A Go `string` field: "" when absent or null. */
  str(key: string): string {
    const value = this.object[key];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') this.refuse(key, 'a string', value);
    return value;
  }

  /** A Go `bool` field: false when absent or null. */
  bool(key: string): boolean {
    const value = this.object[key];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') this.refuse(key, 'true or false', value);
    return value;
  }

  /** A Go `[]string` field: [] when absent or null. */
  strings(key: string): readonly string[] {
    const value = this.object[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
      this.refuse(key, 'a list of strings', value);
    return value as string[];
  }

  /** A nested struct field (a value struct: absent or null reads as all zero). */
  struct(key: string): Fields {
    const value = this.object[key];
    if (value === undefined || value === null)
      return new Fields({}, this.file, `${this.path}${key}.`, this.ints);
    if (!isObject(value)) this.refuse(key, 'an object', value);
    return new Fields(value, this.file, `${this.path}${key}.`, this.ints);
  }

  /** A pointer-to-struct field: null when absent or null. */
  pointer(key: string): Fields | null {
    return this.has(key) ? this.struct(key) : null;
  }
}

/**
 * Reading config.json the way OME's Go structs read it: a missing or null field is zero, a field
 * of the wrong type refuses the file (encoding/json's "cannot unmarshal"), and Python's
 * Infinity/NaN are rewritten first where OME rewrites them (interface.go's SanitizeJSONBytes).
 */
import { ModelFileError } from './types';

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

/** Line and column of a character offset, for parse errors. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}

/** The JSON object in `text`, or a ModelFileError naming `file` and where the JSON broke. */
export function parseJsonObject(text: string, file: string): JsonObject {
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

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value);

/** A typed reader of one JSON object, refusing the file as Go's unmarshal would. */
export class Fields {
  constructor(
    readonly object: JsonObject,
    readonly file: string,
    private readonly path = '',
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

  /** A Go `int` field: 0 when absent or null. */
  int(key: string): number {
    const value = this.object[key];
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'number' || !Number.isInteger(value))
      this.refuse(key, 'a whole number', value);
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
      return new Fields({}, this.file, `${this.path}${key}.`);
    if (!isObject(value)) this.refuse(key, 'an object', value);
    return new Fields(value, this.file, `${this.path}${key}.`);
  }

  /** A pointer-to-struct field: null when absent or null. */
  pointer(key: string): Fields | null {
    return this.has(key) ? this.struct(key) : null;
  }
}

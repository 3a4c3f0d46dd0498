/**
 * The one flag parser of every `ome-sim` command, in kubectl's (cobra/pflag) forms. Each command
 * declares its flags in one table (name, shorthand, kind, help); this reads argv against it, and
 * flag-help.ts prints the table's help. The forms and why this is not node:util's parseArgs:
 * docs/cli.md "Flags".
 *
 * Accepted: `--flag value`, `--flag=value`, `-f value`, `-f=value`, `-fvalue` and shorthand
 * clusters (`-Rf x`, `-Rfx`); a bool as `--flag`, `-R`, or with a value in strconv.ParseBool's
 * spellings (`--flag=false`, `-R=0`); repeated flags (the last wins, or all are kept); `--` ends
 * the flags. A value flag takes the next argument whatever it is (`--max-warnings -1`, `-f -`),
 * as pflag does. node:util's parseArgs reads `-f=x` as "=x", refuses `-R=false`,
 * `--recursive=false` and `--max-warnings -1`, and words its errors its own way: see docs/cli.md.
 */

export type FlagKind = 'string' | 'repeated' | 'bool' | 'int';

/** An int flag's (last) value read: the number, null for "as if not given", or what is wrong. */
export type IntReading = number | null | { readonly error: string };

interface FlagBase<N extends string> {
  /** The long name, without dashes: `filename` for `--filename`. */
  readonly name: N;
  /** One letter: `f` for `-f`. */
  readonly short?: string;
  /** More long names for the same flag (shown together in the help). */
  readonly also?: readonly string[];
  /** The value's placeholder in the help (`FILE`); none for a bool or a flag listed with `also`. */
  readonly value?: string;
  /** The help text, one entry a line, as the command's help prints it. */
  readonly help: readonly string[];
}

export type FlagDef<N extends string = string> =
  | (FlagBase<N> & { readonly kind: 'string' | 'repeated' | 'bool' })
  | (FlagBase<N> & { readonly kind: 'int'; readonly readInt: (text: string) => IntReading });

/**
 * How errors are worded. `kubectl`: cobra's words, for the commands that stand in for a kubectl
 * plugin's (`runtime explain`, and `ui` and `model inspect`, which follow it); `ome-sim`: the
 * words of ome-sim's own commands, which name the command. Tests pin both.
 */
export type FlagWording = 'kubectl' | 'ome-sim';

export interface FlagTable<N extends string = string> {
  /** As the errors name it: `ome-sim runtime diff`. */
  readonly command: string;
  readonly flags: readonly FlagDef<N>[];
  readonly wording: FlagWording;
  /** `collect`: arguments that are not flags are kept; `reject`: the first is an error. */
  readonly positionals: 'collect' | 'reject';
  /** Where the help text starts in the help's Flags block. */
  readonly helpColumn: number;
  /** The `-h, --help` line's text, when the help lists it. */
  readonly helpLine?: string;
}

/**
 * What argv said, read through the table's kinds. Each accessor is for one kind: asking it of a
 * flag of another kind (or of none) is a mistake in the command's code, and throws.
 */
export interface ParsedFlags<N extends string = string> {
  /** A string flag's last value (empty if given empty), or null. */
  value(name: N): string | null;
  /** A repeated flag's values, in order. */
  values(name: N): readonly string[];
  /** A bool flag: its last setting, false when not given. */
  on(name: N): boolean;
  /** An int flag's last value, read by its `readInt`; null when not given. */
  int(name: N): IntReading;
  /** Arguments that are not flags (with `positionals: 'collect'`), in order. */
  readonly positional: readonly string[];
}

/** Arguments that do not read, or do not go together: the command prints `error: MESSAGE`. */
export interface ArgsError {
  readonly kind: 'error';
  readonly message: string;
}

export type FlagsResult<N extends string = string> =
  | { readonly kind: 'flags'; readonly flags: ParsedFlags<N> }
  | { readonly kind: 'help' }
  | ArgsError;

/** Declares a command's table, keeping its flag names as a type for the accessors. */
export function defineFlags<const N extends string>(table: FlagTable<N>): FlagTable<N> {
  return table;
}

/**
 * The table of a command in kubectl's style (`runtime explain`, `accelerator explain`, `ui`):
 * kubectl's wording, no positional arguments, and `-h, --help` listed as "show this help".
 */
export function kubectlFlags<const N extends string>(
  command: string,
  helpColumn: number,
  flags: readonly FlagDef<N>[],
): FlagTable<N> {
  return {
    command,
    wording: 'kubectl',
    positionals: 'reject',
    helpColumn,
    helpLine: 'show this help',
    flags,
  };
}

const HELP_TOKENS: ReadonlySet<string> = new Set(['-h', '--help']);

/** `-h` or `--help` anywhere before `--` (even where a flag's value is due, as always). */
export function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((token) => HELP_TOKENS.has(token));
}

/** strconv.ParseBool's spellings, which cobra's bool flags take after `=`. */
const COBRA_BOOLS: ReadonlyMap<string, boolean> = new Map([
  ...['1', 't', 'T', 'TRUE', 'true', 'True'].map((t) => [t, true] as const),
  ...['0', 'f', 'F', 'FALSE', 'false', 'False'].map((t) => [t, false] as const),
]);

function badBool(wording: FlagWording, flag: string, text: string): string {
  return wording === 'kubectl'
    ? `invalid argument "${text}" for "${flag}" flag: strconv.ParseBool: parsing "${text}": invalid syntax`
    : `flag ${flag} takes true or false, or no value (got "${text}")`;
}

function unknownFlag(table: FlagTable, flag: string): string {
  return table.wording === 'kubectl'
    ? `unknown flag: ${flag}`
    : `unknown flag: ${flag} for "${table.command}"`;
}

class FlagError extends Error {}

/** Values as read: every value of every flag, by name, in order. */
class Readings {
  readonly strings = new Map<string, string[]>();
  readonly bools = new Map<string, boolean>();
  readonly positional: string[] = [];

  add(def: FlagDef, value: string): void {
    const list = this.strings.get(def.name);
    if (list === undefined) this.strings.set(def.name, [value]);
    else list.push(value);
  }
}

/** `--name`, `--also` and `-s` → the flag. */
function spellings(flags: readonly FlagDef[]): ReadonlyMap<string, FlagDef> {
  const map = new Map<string, FlagDef>();
  for (const def of flags) {
    for (const long of [def.name, ...(def.also ?? [])]) map.set(`--${long}`, def);
    if (def.short !== undefined) map.set(`-${def.short}`, def);
  }
  return map;
}

/**
 * `-Rfx`, `-ojson`: shorthands run together, as pflag reads them: bools on (or `X=value` set),
 * and the first flag that takes a value takes the rest of the token, or else the next argument.
 * Returns how many arguments after this one were used, or null when a letter is no flag.
 */
function readCluster(
  token: string,
  next: string | undefined,
  shorts: ReadonlyMap<string, FlagDef>,
  table: FlagTable,
  readings: Readings,
): number | null {
  for (let at = 1; at < token.length; at++) {
    const def = shorts.get(`-${token[at]}`);
    if (def === undefined) return null;
    const rest = token.slice(at + 1);
    if (def.kind === 'bool') {
      if (!rest.startsWith('=')) {
        readings.bools.set(def.name, true);
        continue;
      }
      const on = COBRA_BOOLS.get(rest.slice(1));
      if (on === undefined)
        throw new FlagError(badBool(table.wording, `-${def.short}`, rest.slice(1)));
      readings.bools.set(def.name, on);
      return 0;
    }
    if (rest !== '') {
      readings.add(def, rest.startsWith('=') ? rest.slice(1) : rest);
      return 0;
    }
    if (next === undefined) throw new FlagError(`flag needs an argument: -${def.short}`);
    readings.add(def, next);
    return 1;
  }
  return 0;
}

function read(argv: readonly string[], table: FlagTable): Readings | 'help' {
  const known = spellings(table.flags);
  const readings = new Readings();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') {
      // The end of the flags: the rest are arguments, even those that look like flags.
      for (const rest of argv.slice(i + 1)) positional(rest, rest, table, readings);
      break;
    }
    if (HELP_TOKENS.has(token)) return 'help';
    const eq = token.startsWith('-') ? token.indexOf('=') : -1;
    const flag = eq > 0 ? token.slice(0, eq) : token;
    const inline = eq > 0 ? token.slice(eq + 1) : null;
    if (!flag.startsWith('-') || flag === '-') {
      positional(token, flag, table, readings);
      continue;
    }
    const def = known.get(flag);
    if (def === undefined) {
      const used = flag.startsWith('--')
        ? null
        : readCluster(token, argv[i + 1], known, table, readings);
      if (used === null) throw new FlagError(unknownFlag(table, flag));
      i += used;
      continue;
    }
    if (def.kind === 'bool') {
      const on = inline === null ? true : COBRA_BOOLS.get(inline);
      if (on === undefined) throw new FlagError(badBool(table.wording, flag, inline!));
      readings.bools.set(def.name, on);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new FlagError(`flag needs an argument: ${flag}`);
    readings.add(def, value);
  }
  return readings;
}

/** An argument that is no flag; `shown` is how a `reject` error names it (as it always has). */
function positional(token: string, shown: string, table: FlagTable, readings: Readings): void {
  if (table.positionals === 'reject')
    throw new FlagError(`unknown command "${shown}" for "${table.command}"`);
  readings.positional.push(token);
}

/** The flag `name` of the table, which must be of `kind`. */
function flagOf(table: FlagTable, name: string, kind: FlagKind): FlagDef {
  const def = table.flags.find((f) => f.name === name);
  if (def?.kind !== kind) throw new Error(`--${name} is no ${kind} flag of ${table.command}`);
  return def;
}

/** Reads argv (the arguments after the command's name) against the command's flag table. */
export function parseFlags<N extends string>(
  argv: readonly string[],
  table: FlagTable<N>,
): FlagsResult<N> {
  if (asksForHelp(argv)) return { kind: 'help' };
  let readings: Readings | 'help';
  try {
    readings = read(argv, table);
  } catch (error) {
    if (error instanceof FlagError) return { kind: 'error', message: error.message };
    throw error;
  }
  if (readings === 'help') return { kind: 'help' };
  const { strings, bools, positional } = readings;
  const last = (name: string): string | undefined => strings.get(name)?.at(-1);
  const flags: ParsedFlags<N> = {
    value(name) {
      flagOf(table, name, 'string');
      return last(name) ?? null;
    },
    values(name) {
      flagOf(table, name, 'repeated');
      return strings.get(name) ?? [];
    },
    on(name) {
      flagOf(table, name, 'bool');
      return bools.get(name) ?? false;
    },
    int(name) {
      const def = flagOf(table, name, 'int');
      const text = last(name);
      return text === undefined || def.kind !== 'int' ? null : def.readInt(text);
    },
    positional,
  };
  return { kind: 'flags', flags };
}

/**
 * A small kubectl-style flag reader shared by `runtime diff`, `test`, `lint` and `runtime map`: `--flag value`,
 * `--flag=value`, repeatable value flags, boolean switches, and positional arguments.
 */
export interface FlagSpec {
  /** Flag spelling → the key its values are kept under. */
  readonly values: Readonly<Record<string, string>>;
  /** Switches that take no value. */
  readonly switches: Readonly<Record<string, string>>;
}

export interface ReadFlags {
  readonly values: Readonly<Record<string, readonly string[]>>;
  readonly switches: ReadonlySet<string>;
  readonly positional: readonly string[];
}

/** The spellings strconv.ParseBool accepts. */
const COBRA_BOOLS: Readonly<Record<string, boolean>> = Object.fromEntries([
  ...['1', 't', 'T', 'TRUE', 'true', 'True'].map((t) => [t, true] as const),
  ...['0', 'f', 'F', 'FALSE', 'false', 'False'].map((t) => [t, false] as const),
]);

export function readFlags(
  argv: readonly string[],
  spec: FlagSpec,
  command: string,
): ReadFlags | { readonly error: string } {
  const values: Record<string, string[]> = {};
  const switches = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    const eq = token.indexOf('=');
    const [flag, inline] =
      token.startsWith('-') && eq > 0 ? [token.slice(0, eq), token.slice(eq + 1)] : [token, null];
    const switchKey = spec.switches[flag];
    if (switchKey !== undefined) {
      // `--flag=false` turns a switch off, as cobra's bool flags (strconv.ParseBool) allow.
      const on = inline === null ? true : COBRA_BOOLS[inline];
      if (on === undefined)
        return { error: `flag ${flag} takes true or false, or no value (got "${inline}")` };
      if (on) switches.add(switchKey);
      else switches.delete(switchKey);
      continue;
    }
    const key = spec.values[flag];
    if (key === undefined) {
      if (flag.startsWith('-') && flag !== '-')
        return { error: `unknown flag: ${flag} for "${command}"` };
      positional.push(token);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) return { error: `flag needs an argument: ${flag}` };
    (values[key] ??= []).push(value);
  }
  return { values, switches, positional };
}

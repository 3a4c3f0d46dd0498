/**
 * A command's Flags block in its --help, from the same table its flags are parsed with
 * (parse-flags.ts): every flag it takes is listed, and only those.
 *
 *   -n, --namespace NS        the help's first line, at the table's helpColumn
 *                             and the next lines under it
 *       --model-files NAME=PATH
 *                             (a flag too wide for the column: its help starts on the next line)
 */
import type { FlagDef, FlagTable } from './parse-flags';

function flagSpelling(def: FlagDef): string {
  const shorthand = def.short === undefined ? '    ' : `-${def.short}, `;
  const longs = [def.name, ...(def.also ?? [])].map((name) => `--${name}`).join(', ');
  return `  ${shorthand}${longs}${def.value === undefined ? '' : ` ${def.value}`}`;
}

function entryLines(spelling: string, help: readonly string[], column: number): string[] {
  const indent = ' '.repeat(column);
  const [first = '', ...rest] = help;
  const head =
    spelling.length + 2 <= column ? [spelling.padEnd(column) + first] : [spelling, indent + first];
  return [...head, ...rest.map((line) => indent + line)];
}

/** The lines of the Flags block (no heading), each ending in a newline. */
export function flagHelp(table: FlagTable): string {
  const lines = table.flags.flatMap((def) =>
    entryLines(flagSpelling(def), def.help, table.helpColumn),
  );
  if (table.helpLine !== undefined)
    lines.push(...entryLines('  -h, --help', [table.helpLine], table.helpColumn));
  return lines.map((line) => `${line}\n`).join('');
}

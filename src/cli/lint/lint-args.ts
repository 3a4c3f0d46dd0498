/**
 * Arguments of `ome-sim lint`, kubectl- and ESLint-style: repeated `-f`, `-R`, `-o`,
 * `--ome-version`, `--max-warnings N` (-1, the default, is no limit), `--rule ID=off` (repeated)
 * and `--quiet`.
 */
import { LINT_FORMATS, type LintFormat } from '../../commands/lint';
import { LINT_IGNORE_ANNOTATION, LINT_RULE_IDS, type LintRuleId } from '../../lint';
import { didYouMean } from '../../manifests/did-you-mean';
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from '../../engine/ome-release';
import { readFormat, requiredFiles, isArgsError, type ParsedArgs } from '../flags/common';
import * as flag from '../flags/flag';
import { flagHelp } from '../flags/flag-help';
import type { ManifestArgs } from '../load-inputs';
import { defineFlags, parseFlags, type IntReading } from '../flags/parse-flags';

export interface LintArgs extends Required<ManifestArgs> {
  readonly output: LintFormat;
  readonly omeRelease: OmeRelease;
  /** Warnings allowed before the exit code is 1; -1 for no limit. */
  readonly maxWarnings: number;
  /** Rules switched off with `--rule ID=off`. */
  readonly off: readonly LintRuleId[];
  /** `--quiet`: errors only. */
  readonly quiet: boolean;
}

/** `lint`'s flags: what it parses and what its --help lists. */
const LINT_FLAGS = defineFlags({
  command: 'ome-sim lint',
  wording: 'ome-sim',
  positionals: 'collect',
  helpColumn: 24,
  helpLine: 'show this help',
  flags: [
    {
      ...flag.FILENAME,
      value: 'PATH',
      help: [
        'manifests: a YAML file, a directory of them, or - for standard input;',
        'repeat to lint several together',
      ],
    },
    {
      ...flag.RECURSIVE,
      help: ["read the directories given with -f recursively (kubectl's order)"],
    },
    {
      ...flag.OUTPUT,
      help: ['text (default), json, or sarif (SARIF 2.1.0 for GitHub code scanning)'],
    },
    {
      ...flag.OME_VERSION,
      help: [
        'the OME release whose behaviour to check (default 1.3), as in',
        "runtime explain: 1.3, 1.2.2, any release, or one of OME's tags",
        'v0.1.0 to v0.1.5',
      ],
    },
    {
      name: 'max-warnings',
      kind: 'int',
      value: 'N',
      help: [
        'exit 1 when there are more than N warnings (default -1: no limit);',
        'errors always make the exit code 1',
      ],
      readInt: readMaxWarnings,
    },
    {
      name: 'rule',
      kind: 'repeated',
      value: 'ID=off',
      help: [
        'switch a rule off for this run (repeat for several); one object can switch',
        `rules off itself with the annotation ${LINT_IGNORE_ANNOTATION}: "ID,ID"`,
      ],
    },
    {
      name: 'quiet',
      kind: 'bool',
      help: ['report errors only: warnings and infos are neither shown nor counted'],
    },
    ...flag.MODEL_FILE_FLAGS,
  ],
});

/** `--rule ID=off`: the rule's id, or what is wrong with the value. */
function readRule(text: string): LintRuleId | { readonly error: string } {
  const at = text.lastIndexOf('=');
  const id = at < 0 ? text : text.slice(0, at);
  const setting = at < 0 ? '' : text.slice(at + 1);
  const known = LINT_RULE_IDS.find((r) => r === id);
  if (known === undefined) {
    const near = didYouMean(id, LINT_RULE_IDS);
    return {
      error: `unknown rule "${id}" in --rule ${text}${near === null ? '' : `; did you mean ${near}?`} (the rules are listed in docs/lint.md)`,
    };
  }
  if (setting !== 'off')
    return { error: `invalid --rule ${text}; expected ${id}=off (the one setting a rule takes)` };
  return known;
}

function readMaxWarnings(text: string): IntReading {
  const max = /^(-1|\d+)$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(max)
    ? max
    : { error: `invalid --max-warnings "${text}"; expected a whole number (-1 for no limit)` };
}

export const LINT_USAGE = `ome-sim lint: what is wrong with a catalog of OME manifests (offline).

Usage:
  ome-sim lint -f PATH [-f PATH ...] [-R] [-o text|json|sarif] [--ome-version RELEASE]
               [--max-warnings N] [--rule ID=off ...] [--quiet] [--model-files NAME=PATH ...]
               [--model-root DIR ...]

Flags:
${flagHelp(LINT_FLAGS)}
Every finding has a rule id, a severity, a message and the file, line and column of the object
or entry it is about; a model asked about in several namespaces gets one finding naming them.
The rules are listed in docs/lint.md. Every output ends with what could not be checked and why
(e.g. models whose modelFormat OME's model agent has not filled in yet).

Exit codes, as ESLint's: 0 no errors and no more warnings than --max-warnings (infos never
count); 1 errors, or more warnings than --max-warnings; 2 bad arguments or a path that cannot
be read.
`;

export type ParsedLintArgs = ParsedArgs<'lint', LintArgs>;

export function parseLintArgs(argv: readonly string[]): ParsedLintArgs {
  const parsed = parseFlags(argv, LINT_FLAGS);
  if (parsed.kind !== 'flags') return parsed;
  const flags = parsed.flags;
  if (flags.positional.length > 0)
    return {
      kind: 'error',
      message: `unexpected argument "${flags.positional[0]}"; give manifests with -f (see ome-sim lint --help)`,
    };
  const files = requiredFiles(flags.values('filename'), 'PATH');
  if (isArgsError(files)) return files;
  const output = readFormat(flags.value('output'), LINT_FORMATS, 'text');
  if (isArgsError(output)) return output;
  const omeRelease = resolveOmeRelease(flags.value('ome-version') ?? '1.3');
  if (isOmeReleaseError(omeRelease)) return { kind: 'error', message: omeRelease.error };
  const maxWarnings = flags.int('max-warnings') ?? -1;
  if (typeof maxWarnings !== 'number') return { kind: 'error', message: maxWarnings.error };
  const off: LintRuleId[] = [];
  for (const text of flags.values('rule')) {
    const rule = readRule(text);
    if (typeof rule !== 'string') return { kind: 'error', message: rule.error };
    off.push(rule);
  }
  return {
    kind: 'lint',
    args: {
      files,
      recursive: flags.on('recursive'),
      output,
      omeRelease,
      maxWarnings,
      modelFiles: flags.values('model-files'),
      modelRoots: flags.values('model-root'),
      off,
      quiet: flags.on('quiet'),
    },
  };
}

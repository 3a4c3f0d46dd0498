/**
 * The one flag parser, form by form and kind by kind, against a table with a flag of each kind:
 * what kubectl (cobra/pflag) accepts, and the errors in each command's words (docs/cli.md "Flags").
 */
import { describe, expect, it } from 'vitest';
import { flagHelp } from './flag-help';
import { defineFlags, parseFlags, type FlagTable, type IntReading } from './parse-flags';

function readWidth(text: string): IntReading {
  return /^\d+$/.test(text) ? Number(text) : { error: `invalid --width "${text}"` };
}

const table = (
  wording: FlagTable['wording'] = 'kubectl',
  positionals: FlagTable['positionals'] = 'collect',
) =>
  defineFlags({
    command: 'ome-sim probe',
    wording,
    positionals,
    helpColumn: 24,
    helpLine: 'show this help',
    flags: [
      { name: 'filename', short: 'f', kind: 'repeated', value: 'PATH', help: ['manifests'] },
      { name: 'output', short: 'o', kind: 'string', value: 'FORMAT', help: ['table or json'] },
      { name: 'recursive', short: 'R', kind: 'bool', help: ['read subfolders'] },
      { name: 'exit-code', kind: 'bool', help: ['exit 2 on a change', 'second line'] },
      { name: 'width', kind: 'int', value: 'N', help: ['columns'], readInt: readWidth },
      {
        name: 'context',
        also: ['kubeconfig', 'cluster'],
        kind: 'string',
        help: ['accepted and ignored'],
      },
      { name: 'model-files', kind: 'repeated', value: 'NAME=PATH', help: ['too wide'] },
    ],
  });

/** What the parser read, through each kind's accessor. */
function read(argv: string[], probe = table()) {
  const parsed = parseFlags(argv, probe);
  if (parsed.kind !== 'flags') return parsed;
  const { flags } = parsed;
  return {
    files: flags.values('filename'),
    output: flags.value('output'),
    recursive: flags.on('recursive'),
    exitCode: flags.on('exit-code'),
    width: flags.int('width'),
    context: flags.value('context'),
    positional: flags.positional,
  };
}

const NOTHING = {
  files: [],
  output: null,
  recursive: false,
  exitCode: false,
  width: null,
  context: null,
  positional: [],
};

describe('value flags: every form pflag takes', () => {
  it.each([
    [['-f', 'a'], ['a']],
    [['-f=a'], ['a']],
    [['-fa'], ['a']],
    [['--filename', 'a'], ['a']],
    [['--filename=a'], ['a']],
    [
      ['-f', 'a', '-f=b', '-fc', '--filename', 'd', '--filename=e'],
      ['a', 'b', 'c', 'd', 'e'],
    ],
    [['--filename=a=b'], ['a=b']],
    [['-f=a=b'], ['a=b']],
    [['-fa=b'], ['a=b']],
    [['-f='], ['']],
    [['--filename='], ['']],
    // The next argument is the value whatever it looks like, as pflag takes it.
    [['-f', '-'], ['-']],
    [['-f', '--'], ['--']],
    [['-f', '-R'], ['-R']],
    [['--filename', '--output'], ['--output']],
  ])('repeated: %j', (argv, files) => {
    expect(read(argv)).toEqual({ ...NOTHING, files });
  });

  it.each([
    [['-o', 'json'], 'json'],
    [['-o=json'], 'json'],
    [['-ojson'], 'json'],
    [['--output', 'json'], 'json'],
    [['--output=json'], 'json'],
    [['--output='], ''],
    [['-o', 'json', '--output=yaml', '-ocsv'], 'csv'],
  ])('string, the last wins: %j', (argv, output) => {
    expect(read(argv)).toEqual({ ...NOTHING, output });
  });

  it('reads an int through its flag reader, last value only, null when absent', () => {
    expect(read(['--width', '5'])).toEqual({ ...NOTHING, width: 5 });
    expect(read(['--width=x', '--width=7'])).toEqual({ ...NOTHING, width: 7 });
    expect(read(['--width', '-1'])).toEqual({
      ...NOTHING,
      width: { error: 'invalid --width "-1"' },
    });
    expect(read(['--width='])).toEqual({ ...NOTHING, width: { error: 'invalid --width ""' } });
  });

  it('takes every long name a flag has', () => {
    for (const flag of ['--context', '--kubeconfig', '--cluster'])
      expect(read([flag, 'prod'])).toEqual({ ...NOTHING, context: 'prod' });
    expect(read(['--kubeconfig=/dev/null'])).toEqual({ ...NOTHING, context: '/dev/null' });
  });
});

describe("bool flags: cobra's forms and strconv.ParseBool's spellings", () => {
  const TRUE = ['1', 't', 'T', 'TRUE', 'true', 'True'];
  const FALSE = ['0', 'f', 'F', 'FALSE', 'false', 'False'];

  it.each([...TRUE.map((t) => [t, true] as const), ...FALSE.map((f) => [f, false] as const)])(
    '=%s is %s, long or short',
    (text, on) => {
      expect(read(['-R', `--recursive=${text}`])).toEqual({ ...NOTHING, recursive: on });
      expect(read(['-R', `-R=${text}`])).toEqual({ ...NOTHING, recursive: on });
      expect(read([`--exit-code=${text}`])).toEqual({ ...NOTHING, exitCode: on });
    },
  );

  it('is on alone, and the last setting wins', () => {
    expect(read(['-R'])).toEqual({ ...NOTHING, recursive: true });
    expect(read(['--recursive'])).toEqual({ ...NOTHING, recursive: true });
    expect(read(['--exit-code'])).toEqual({ ...NOTHING, exitCode: true });
    expect(read(['-R', '-R=false'])).toEqual(NOTHING);
    expect(read(['-R=false', '-R'])).toEqual({ ...NOTHING, recursive: true });
  });

  it.each(['maybe', 'yes', 'tRue', '', '2'])(
    '=%j is an error, in cobra words or ome-sim words',
    (text) => {
      expect(read([`--recursive=${text}`])).toEqual({
        kind: 'error',
        message: `invalid argument "${text}" for "--recursive" flag: strconv.ParseBool: parsing "${text}": invalid syntax`,
      });
      expect(read([`-R=${text}`], table('ome-sim'))).toEqual({
        kind: 'error',
        message: `flag -R takes true or false, or no value (got "${text}")`,
      });
    },
  );
});

describe('shorthands run together, as pflag reads them', () => {
  it.each([
    [['-Rf', 'a'], { recursive: true, files: ['a'] }],
    [['-Rfa'], { recursive: true, files: ['a'] }],
    [['-Rf=a'], { recursive: true, files: ['a'] }],
    [['-Rojson'], { recursive: true, output: 'json' }],
    [['-RR'], { recursive: true }],
    // A value flag first takes the rest: `R` is -f's value here, not -R.
    [['-fR'], { files: ['R'] }],
    [['-Rf', '-R'], { recursive: true, files: ['-R'] }],
  ])('%j', (argv, expected) => {
    expect(read(argv)).toEqual({ ...NOTHING, ...expected });
  });

  it('a bool last in a cluster takes =value, in the command wording', () => {
    expect(read(['-RR=0'])).toEqual(NOTHING);
    expect(read(['-RR=maybe'])).toEqual({
      kind: 'error',
      message:
        'invalid argument "maybe" for "-R" flag: strconv.ParseBool: parsing "maybe": invalid syntax',
    });
    expect(read(['-RR=maybe'], table('ome-sim'))).toEqual({
      kind: 'error',
      message: 'flag -R takes true or false, or no value (got "maybe")',
    });
  });
});

describe('arguments that are not flags, and --', () => {
  it('keeps them in order with positionals: collect', () => {
    expect(read(['a', '-f', 'b', 'c', '-'])).toEqual({
      ...NOTHING,
      files: ['b'],
      positional: ['a', 'c', '-'],
    });
  });

  it('reads everything after -- as an argument, however it looks', () => {
    expect(read(['-f', 'a', '--', '-f', 'b', '--', '-h'])).toEqual({
      ...NOTHING,
      files: ['a'],
      positional: ['-f', 'b', '--', '-h'],
    });
    expect(read(['-R', '--'])).toEqual({ ...NOTHING, recursive: true });
  });

  it.each([
    [['extra', '--bogus'], 'unknown command "extra" for "ome-sim probe"'],
    [['-f', 'a', '--', 'x'], 'unknown command "x" for "ome-sim probe"'],
    [['-'], 'unknown command "-" for "ome-sim probe"'],
    // As the old parsers named it: the part before `=`.
    [['-=x'], 'unknown command "-" for "ome-sim probe"'],
    [['--bogus', 'extra'], 'unknown flag: --bogus'],
  ])('rejects the first with positionals: reject: %j', (argv, message) => {
    expect(read(argv, table('kubectl', 'reject'))).toEqual({ kind: 'error', message });
  });
});

describe('help', () => {
  it.each([[['-h']], [['--help']], [['-f', 'a', '--help']], [['--bogus', '-h']], [['-f', '-h']]])(
    '%j asks for help, even where a value is due (as ome-sim always has)',
    (argv) => {
      expect(read(argv)).toEqual({ kind: 'help' });
    },
  );

  it('is not asked for after --', () => {
    expect(read(['--', '-h'])).toEqual({ ...NOTHING, positional: ['-h'] });
  });
});

describe('errors, in each wording', () => {
  it.each([
    [['--bogus'], 'unknown flag: --bogus', 'unknown flag: --bogus for "ome-sim probe"'],
    [['--bogus=1'], 'unknown flag: --bogus', 'unknown flag: --bogus for "ome-sim probe"'],
    [['--help=1'], 'unknown flag: --help', 'unknown flag: --help for "ome-sim probe"'],
    [['-x'], 'unknown flag: -x', 'unknown flag: -x for "ome-sim probe"'],
    [['-x=1'], 'unknown flag: -x', 'unknown flag: -x for "ome-sim probe"'],
    [['-Rx'], 'unknown flag: -Rx', 'unknown flag: -Rx for "ome-sim probe"'],
    [['---f'], 'unknown flag: ---f', 'unknown flag: ---f for "ome-sim probe"'],
    [['--=x'], 'unknown flag: --', 'unknown flag: -- for "ome-sim probe"'],
    [['-f'], 'flag needs an argument: -f', 'flag needs an argument: -f'],
    [['--filename'], 'flag needs an argument: --filename', 'flag needs an argument: --filename'],
    [['-o'], 'flag needs an argument: -o', 'flag needs an argument: -o'],
    [['-Rf'], 'flag needs an argument: -f', 'flag needs an argument: -f'],
    [['--width'], 'flag needs an argument: --width', 'flag needs an argument: --width'],
  ])('%j', (argv, kubectl, omeSim) => {
    expect(read(argv)).toEqual({ kind: 'error', message: kubectl });
    expect(read(argv, table('ome-sim'))).toEqual({ kind: 'error', message: omeSim });
  });

  it("throws when a command asks an accessor of a flag of another kind (the command's bug)", () => {
    const parsed = parseFlags([], table());
    expect(parsed.kind).toBe('flags');
    if (parsed.kind !== 'flags') return;
    expect(() => parsed.flags.on('filename')).toThrow(
      '--filename is no bool flag of ome-sim probe',
    );
    expect(() => parsed.flags.value('width')).toThrow('--width is no string flag');
  });
});

describe('the help printed from the same table', () => {
  it('lines up every flag at the column, a too-wide one on its own line, -h last', () => {
    expect(flagHelp(table())).toBe(
      [
        '  -f, --filename PATH   manifests',
        '  -o, --output FORMAT   table or json',
        '  -R, --recursive       read subfolders',
        '      --exit-code       exit 2 on a change',
        '                        second line',
        '      --width N         columns',
        '      --context, --kubeconfig, --cluster',
        '                        accepted and ignored',
        '      --model-files NAME=PATH',
        '                        too wide',
        '  -h, --help            show this help',
        '',
      ].join('\n'),
    );
  });
});

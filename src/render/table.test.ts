import { readFileSync, readdirSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { load as parse } from 'js-yaml';
import { EXPLAIN_HEADERS, growWidths, naturalWidths, renderTable } from './table';
import { displayWidth, sanitizeCell } from './width';
import { wrapCell } from './wrap';
import { hardWrap, quoteToASCII, wrapIdentifier } from './wrap-clusters';

/**
 * The documentation's explain fixtures, vendored as scenario files (scenarios/fixtures/explain-*.yaml,
 * converted by scripts/convert-fixtures.mjs), only the fields read here: expect.explain are the
 * table's cells; expect.table is the table wrapped at 80 columns and expect.tableUnwrapped the
 * tabwriter output (`--width 0`).
 */
interface ExplainFixture {
  readonly name: string;
  readonly expect: {
    readonly explain: readonly (readonly string[])[];
    readonly table?: string;
    readonly tableUnwrapped?: string;
  };
}

const FIXTURES_DIR = new URL('../../scenarios/fixtures/', import.meta.url);

function loadExplainFixtures(): ExplainFixture[] {
  return readdirSync(FIXTURES_DIR)
    .filter((file) => file.startsWith('explain-') && file.endsWith('.yaml'))
    .sort()
    .map((file) => parse(readFileSync(new URL(file, FIXTURES_DIR), 'utf8')) as ExplainFixture);
}

const toCells = (row: readonly string[]): string[] => [...row];

const HEADER_LINE = 'RUNTIME   SCOPE   COMPATIBLE   PRIORITY   WEIGHT   REASON\n';
const fixtures = loadExplainFixtures();
const tableFixtures = fixtures.filter((fixture) => fixture.expect.explain.length > 0);

describe('explain fixtures', () => {
  it('are all found, and one has no rows', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(9);
    expect(fixtures.length - tableFixtures.length).toBe(1);
  });

  describe.each(tableFixtures.map((fixture) => [fixture.name, fixture] as const))(
    '%s',
    (_, fixture) => {
      const rows = fixture.expect.explain.map(toCells);

      it('renders the expected table byte for byte at width 80', () => {
        expect(renderTable(EXPLAIN_HEADERS, rows, 80)).toBe(fixture.expect.table);
      });

      it('renders the expected unwrapped table byte for byte at width 0', () => {
        expect(renderTable(EXPLAIN_HEADERS, rows, 0)).toBe(fixture.expect.tableUnwrapped);
      });
    },
  );
});

describe('renderTable with no rows', () => {
  it.each([0, 80, 57])('prints only the header line at width %i', (width) => {
    expect(renderTable(EXPLAIN_HEADERS, [], width)).toBe(HEADER_LINE);
  });

  it('prints the labels once when even the header does not fit', () => {
    expect(renderTable(['NAME', 'READY'], [], 8)).toBe('NAME:\nREADY:\n');
  });
});

describe('renderTable width argument', () => {
  it.each([-1, 1.5, Number.NaN])('rejects %s', (width) => {
    expect(() => renderTable(EXPLAIN_HEADERS, [], width)).toThrow(RangeError);
  });
});

describe('tabwriter path (width 0)', () => {
  it('pads every column but the last to its widest cell plus 3 (printers_test golden)', () => {
    const rows = [
      ['llama-70b', 'True'],
      ['m', 'False'],
    ];
    expect(renderTable(['NAME', 'READY'], rows, 0)).toBe(
      'NAME        READY\nllama-70b   True\nm           False\n',
    );
  });

  it('counts runes, not display cells', () => {
    expect(renderTable(['NAME', 'V'], [['中文名', 'x']], 0)).toBe('NAME   V\n中文名    x\n');
  });

  it('does not sanitise: a raw tab starts a new cell, as in kubectl piped output', () => {
    expect(renderTable(['A', 'B'], [['x\ty', 'z']], 0)).toBe('A   B\nx   y   z\n');
  });

  it('sizes columns per block: a raw newline ends the block, as in Go', () => {
    expect(renderTable(['A', 'B'], [['x\nlongname', 'v']], 0)).toBe('A   B\nx\nlongname   v\n');
  });

  it("pads an empty last cell's neighbours like Go does (explain never has one)", () => {
    expect(renderTable(['A', 'B'], [['x', '']], 0)).toBe('A   B\nx   \n');
  });
});

describe('adaptive layout selection', () => {
  const longReason = 'x'.repeat(60);
  const row = ['rt', 'Cluster', 'No', '-', '-', longReason];

  it('ALIGNED output equals the tabwriter output for ASCII tables that fit', () => {
    const rows = [['team-llama', 'Namespaced', 'Yes', '1', '2', '-']];
    expect(renderTable(EXPLAIN_HEADERS, rows, 80)).toBe(renderTable(EXPLAIN_HEADERS, rows, 0));
  });

  it('wraps down to the header minima (57 columns for explain)', () => {
    const text = renderTable(EXPLAIN_HEADERS, [row], 57);
    expect(text.split('\n')[0]).toBe(HEADER_LINE.trimEnd());
    expect(text.split('\n')[1]).toBe('rt        Clust   No           -          -        xxxxxx');
    expect(text.split('\n')[2]).toBe(`${' '.repeat(10)}er${' '.repeat(39)}xxxxxx`);
    expect(Math.max(...text.split('\n').map(displayWidth))).toBe(57);
  });

  it('stacks below the header minima', () => {
    expect(renderTable(EXPLAIN_HEADERS, [row], 56)).toMatch(/^RUNTIME: {6}rt\n/);
  });

  it('never prints a line wider than the terminal', () => {
    const rows = tableFixtures.flatMap((fixture) => fixture.expect.explain.map(toCells));
    for (const width of [1, 2, 5, 13, 20, 40, 56, 57, 60, 79, 80, 120]) {
      const lines = renderTable(EXPLAIN_HEADERS, rows, width).split('\n');
      for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(width);
    }
  });
});

describe('growWidths', () => {
  it('gives the troubleshoot golden widths 18,7,10,8,6,16', () => {
    const troubleshoot = tableFixtures.find((fixture) => fixture.name.includes('troubleshoot'));
    const rows = troubleshoot?.expect.explain.map(toCells) ?? [];
    const natural = naturalWidths(EXPLAIN_HEADERS, rows);
    expect(natural.slice(0, 5)).toEqual([23, 7, 10, 8, 6]);
    expect(natural[5]).toBeGreaterThan(16);
    expect(growWidths([7, 5, 10, 8, 6, 6], natural, 80)).toEqual([18, 7, 10, 8, 6, 16]);
  });

  it('stops when every column is natural', () => {
    expect(growWidths([1, 1], [2, 3], 100)).toEqual([2, 3]);
  });
});

describe('wrapCell: verified examples (docs/selection-rules.md §E4.4)', () => {
  it.each([
    [
      'supportedModelFormats[].autoSelect=true',
      19,
      ['supportedModelForma', 'ts[].', 'autoSelect=true'],
    ],
    [
      'supportedModelFormats[].autoSelect=true',
      16,
      ['supportedModelFo', 'rmats[].', 'autoSelect=true'],
    ],
    ['spec.runtime.name instead)', 16, ['spec.runtime.', 'name instead)']],
    ['srt-mistral-7b-instruct', 18, ['srt-mistral-7b-', 'instruct']],
  ] as const)('%s at width %i', (value, width, expected) => {
    expect(wrapCell(value, width)).toEqual(expected);
  });
});

describe('wrapCell rules', () => {
  it('returns one empty segment for an empty cell', () => {
    expect(wrapCell('', 5)).toEqual(['']);
  });

  it('treats a width below 1 as 1', () => {
    expect(wrapCell('ab', 0)).toEqual(['a', 'b']);
  });

  it('keeps a leading-space indent on every segment', () => {
    expect(wrapCell('  abc def', 5)).toEqual(['  abc', '  def']);
  });

  it('drops one cluster of the gap at a break and keeps the rest as indent', () => {
    expect(wrapCell('aaa    bbb', 5)).toEqual(['aaa', '   bb', 'b']);
  });

  it('hard-splits a gap as wide as the line', () => {
    expect(wrapCell('a      b', 4)).toEqual(['a', '    ', ' b']);
  });

  it('keeps trailing white space when it fits, else wraps it', () => {
    expect(wrapCell('abc de ', 4)).toEqual(['abc', 'de ']);
    expect(wrapCell('ab cd ', 5)).toEqual(['ab cd', ' ']);
    expect(wrapCell('ab cdefg  ', 5)).toEqual(['ab', 'cdefg', '  ']);
  });

  it('keeps a tree branch with its first word', () => {
    expect(wrapCell('`-- CSR/vllm-base x', 12)).toEqual(['`-- CSR/', 'vllm-base x']);
  });

  it('splits identifiers after delimiters, keeping the delimiter on the left', () => {
    expect(wrapIdentifier('a/b_c:d.e-f', 4)).toEqual(['a/b_', 'c:d.', 'e-f']);
  });

  it('hard-wraps a segment wider than the line and continues after it', () => {
    expect(wrapIdentifier('abcdefgh-ij', 3)).toEqual(['abc', 'def', 'gh-', 'ij']);
  });
});

describe('display width and wide characters', () => {
  it.each([
    ['ascii', 5],
    ['中文', 4],
    ['ｆｕｌｌ', 8],
    ['한국어', 6],
    ['e\u0301', 1],
    ['a\u200bb', 2],
    ['👍', 2],
    ['👨‍👩‍👧', 2],
    ['🇯🇵', 2],
    ['1\ufe0f\u20e3', 2],
    ['©', 1],
  ])('%s is %i cells', (value, width) => {
    expect(displayWidth(value)).toBe(width);
  });

  it('aligns a CJK cell by display width', () => {
    expect(renderTable(['NAME', 'V'], [['中文名', 'x']], 80)).toBe('NAME     V\n中文名   x\n');
  });

  it('wraps CJK text per character and never splits a cluster', () => {
    expect(wrapCell('中文中文中', 4)).toEqual(['中文', '中文', '中']);
    expect(hardWrap('e\u0301e\u0301e\u0301', 2)).toEqual(['e\u0301e\u0301', 'e\u0301']);
  });

  it('escapes a wide character that cannot fit a one-column line', () => {
    expect(hardWrap('a中', 1)).toEqual(['a', '\\', 'u', '4', 'e', '2', 'd']);
    expect(quoteToASCII('👍"\\')).toBe('\\U0001f44d\\"\\\\');
  });

  it('wraps a CJK reason inside the table', () => {
    const rows = [['rt', 'Cluster', 'No', '-', '-', `${'模型'.repeat(20)} ok`]];
    const lines = renderTable(EXPLAIN_HEADERS, rows, 80).split('\n');
    expect(lines[1]).toBe(
      `rt        Cluster   No           -          -        ${'模型'.repeat(6)}模`,
    );
    expect(lines.map(displayWidth).every((width) => width <= 80)).toBe(true);
  });
});

describe('sanitising (adaptive path only)', () => {
  it('escapes tab, newline and carriage return as two characters', () => {
    expect(sanitizeCell('a\tb\nc\rd')).toBe('a\\tb\\nc\\rd');
  });

  it('escapes other controls and bidi controls as \\uXXXX', () => {
    expect(sanitizeCell('\u0000\u0007\u007f\u0085\u061c\u200e\u202e\u2066\u2069')).toBe(
      '\\u0000\\u0007\\u007f\\u0085\\u061c\\u200e\\u202e\\u2066\\u2069',
    );
  });

  it('leaves other characters alone', () => {
    expect(sanitizeCell('ok é 中 \u200b')).toBe('ok é 中 \u200b');
  });

  it('keeps one table line per row however the cell is written', () => {
    const rows = [['evil\nrt', 'Cluster', 'No', '-', '-', 'reason\twith\u202econtrols']];
    expect(renderTable(EXPLAIN_HEADERS, rows, 80)).toBe(
      'RUNTIME    SCOPE     COMPATIBLE   PRIORITY   WEIGHT   REASON\n' +
        'evil\\nrt   Cluster   No           -          -        reason\\twith\\u202econtrols\n',
    );
  });
});

describe('STACKED layout', () => {
  const rows = [
    ['llama-3-3-70b-hopper', 'Cluster', 'Yes', '1', '2', '-'],
    [
      'llama-3-3-70b-hopper',
      'Cluster',
      'No',
      '-',
      '-',
      'runtime does not support the required accelerator class',
    ],
  ];

  it('prints one labelled record per row at width 40, separated by a blank line', () => {
    expect(renderTable(EXPLAIN_HEADERS, rows, 40)).toBe(
      [
        'RUNTIME:      llama-3-3-70b-hopper',
        'SCOPE:        Cluster',
        'COMPATIBLE:   Yes',
        'PRIORITY:     1',
        'WEIGHT:       2',
        'REASON:       -',
        '',
        'RUNTIME:      llama-3-3-70b-hopper',
        'SCOPE:        Cluster',
        'COMPATIBLE:   No',
        'PRIORITY:     -',
        'WEIGHT:       -',
        'REASON:',
        '  runtime does not support the required',
        '  accelerator class',
        '',
      ].join('\n'),
    );
  });

  it('prints an empty value as the bare label', () => {
    expect(renderTable(['NAME', 'NOTE'], [['a', '']], 10)).toBe('NAME:   a\nNOTE:\n');
    expect(renderTable(EXPLAIN_HEADERS, [['rt', '', 'No', '-', '-', '-']], 40)).toContain(
      '\nSCOPE:\nCOMPATIBLE:   No\n',
    );
  });

  it('wraps the labels too when the label column does not fit', () => {
    expect(renderTable(EXPLAIN_HEADERS, [rows[0] ?? []], 10)).toBe(
      [
        'RUNTIME:',
        '  llama-3-',
        '  3-70b-',
        '  hopper',
        'SCOPE:',
        '  Cluster',
        'COMPATIBLE',
        ':',
        '  Yes',
        'PRIORITY:',
        '  1',
        'WEIGHT:',
        '  2',
        'REASON:',
        '  -',
        '',
      ].join('\n'),
    );
  });
});

/** Version grammar and operator rule (docs/selection-rules.md §5), as fixture tables. */
import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, versionAccepts } from './version';

// [input, major.minor.patch, pre, build, dev, prefix, precision]  (§5.1 table)
const PARSES: [string, string, string[], string[], string[], '' | 'v', number][] = [
  ['4.45.0.dev0', '4.45.0', [], [], ['dev0'], '', 3],
  ['4.51.3-SAM-HQ-preview', '4.51.3', ['SAM-HQ-preview'], [], [], '', 3],
  ['4.43.0+build', '4.43.0', [], ['build'], [], '', 3],
  ['1.2.3.4', '1.2.3', [], [], ['4'], '', 3],
  ['1', '1.0.0', [], [], [], '', 1],
  ['v2', '2.0.0', [], [], [], 'v', 1],
  ['v1.12', '1.12.0', [], [], [], 'v', 2],
  ['1.2.3-rc.1+b.5', '1.2.3', ['rc', '1'], ['b', '5'], [], '', 3],
  ['0.0.0', '0.0.0', [], [], [], '', 3],
  ['18446744073709551615', '18446744073709551615.0.0', [], [], [], '', 1],
];

// inputs Go's modelver.Parse rejects (§5.1)
const REJECTS = [
  'V1.0.0',
  '1.08.0',
  '01',
  '1.2-beta',
  '1-beta',
  '1.0.0-',
  '1.',
  '.1',
  'v',
  '',
  ' 1.0.0',
  '1.0.0+',
  '1.0.0.',
  '18446744073709551616',
  '1.a.0',
  'vv1',
];

// [entry version, operator (null = absent), model version, accepts]  (§5.5)
const MATCHES: [string, string | null, string, boolean][] = [
  ['1.0.0', 'Equal', '1.0.0', true],
  ['1.0.0', 'GreaterThan', '1.0.0', false],
  ['1.8.0', 'GreaterThan', '1.7.0', true],
  ['1.7.0', 'GreaterThan', '1.8.0', false],
  ['1.8.0', 'GreaterThanOrEqual', '1.8.0', true],
  ['1.9.0', 'GreaterThanOrEqual', '1.8.0', true],
  ['1.7.0', 'GreaterThanOrEqual', '1.8.0', false],
  ['1.8.0-dev', 'GreaterThan', '1.8.0-dev', true],
  ['1.8.0-dev', 'GreaterThan', '1.8.0-alpha', false],
  ['1', null, '1', true],
  ['1.0', 'GreaterThan', '1.0.0', false],
  ['v1.0.0', 'GreaterThan', '1.0.0', false],
  ['v2.0.0', null, 'v2.0.0', true],
  ['1.0.0', null, '1.0', true],
  ['4.50.0', 'GreaterThanOrEqual', '4.36.2', true],
  ['4.50.0', 'GreaterThanOrEqual', '4.51.0', false],
  ['4.45.0.dev0', 'GreaterThanOrEqual', '4.44.0', false],
  ['4.50.0', 'GreaterThanOrEqual', '4.45.0.dev0', false],
  ['1.8', 'GreaterThan', '1.7.0', false],
  ['v1.0.0', 'Equal', '1.0.0', true],
  ['1.0.0', '', '1.0.0', true],
  ['1.0', '', '1.0.0', false],
  ['1.0.0', 'equal', '1.0.0', true],
  ['1.0.0', 'LessThan', '0.9.0', false],
  ['1.08.0', 'Equal', '1.8.0', false],
  ['4.45.0.dev0', 'Equal', '4.45.0.dev0', true],
];

describe('parseVersion', () => {
  it.each(PARSES)('%s', (input, numbers, pre, build, dev, prefix, precision) => {
    const v = parseVersion(input);
    expect(v).not.toBeNull();
    expect(`${v!.major}.${v!.minor}.${v!.patch}`).toBe(numbers);
    expect(v).toMatchObject({ pre, build, dev, prefix, precision });
  });
  it.each(REJECTS)('rejects %j', (input) => expect(parseVersion(input)).toBeNull());
});

describe('compareVersions', () => {
  const cmp = (a: string, b: string) => compareVersions(parseVersion(a)!, parseVersion(b)!);
  it('orders suffixes byte-wise, with no pre-release-first rule', () => {
    expect(cmp('1.8.0-beta', '1.8.0-alpha')).toBe(1);
    expect(cmp('1.8.0+20240708', '1.8.0+20240707')).toBe(1);
    expect(cmp('1.8.0-rc', '1.8.0')).toBe(1);
    expect(cmp('1.8.0-rc.1', '1.8.0-rc')).toBe(1);
  });
  it('ignores prefix and precision', () => {
    expect(cmp('v1', '1')).toBe(0);
    expect(cmp('1', '1.0.0')).toBe(0);
  });
});

describe('versionAccepts (entry version is the left side)', () => {
  it.each(MATCHES)('entry %s %s model %s → %s', (entry, operator, model, accepts) => {
    expect(versionAccepts(entry, operator, model)).toBe(accepts);
  });
});

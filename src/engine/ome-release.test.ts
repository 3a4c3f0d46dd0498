import { describe, expect, it } from 'vitest';
import { isOmeReleaseError, resolveOmeRelease } from './ome-release';

/** [as written, full version, behaviour, note expected?] */
const RELEASES: readonly [string, string, '1.3' | '1.2.2', boolean][] = [
  ['1.3', '1.3.0', '1.3', false],
  ['v1.3', '1.3.0', '1.3', false],
  ['1.3.0', '1.3.0', '1.3', false],
  ['v1.3.2', '1.3.2', '1.3', false],
  ['1.3.0-rc.2', '1.3.0-rc.2', '1.3', false],
  ['1.2.2', '1.2.2', '1.2.2', false],
  ['v1.2.0', '1.2.0', '1.2.2', false],
  ['1.2', '1.2.0', '1.2.2', false],
  ['1.4.0-rc.1', '1.4.0-rc.1', '1.3', true],
  ['2.0.0', '2.0.0', '1.3', true],
  ['v0.1.5', '0.1.5', '1.2.2', true],
];

describe('resolveOmeRelease', () => {
  it.each(RELEASES)('%s is %s with %s behaviour', (written, version, behaviour, noted) => {
    const release = resolveOmeRelease(written);
    if (isOmeReleaseError(release)) throw new Error(release.error);
    expect(release.version).toBe(version);
    expect(release.behaviour).toBe(behaviour);
    expect(release.note !== null).toBe(noted);
    if (noted) expect(release.note).toContain(written);
  });

  it.each([
    '',
    'latest',
    '1.x',
    '1.3.0.1',
    'v',
    'one.three',
    '2',
    // Past what a semver number holds: no release, not an old one (semver's coerce reads 1.0.0).
    '1.99999999999999999999',
    '1.2.99999999999999999999',
    '99999999999999999999.3',
  ])('refuses %j with the flag named', (written) => {
    const release = resolveOmeRelease(written);
    expect(isOmeReleaseError(release) && release.error).toContain('--ome-version');
  });
});

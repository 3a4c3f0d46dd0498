/**
 * Which selection behaviour an OME release has. OME's own releases are semver (`v1.3.0`,
 * `1.4.0-rc.1`), so semver is the honest tool here — unlike model versions, which OME compares by
 * its own rules (./version.ts) and never by semver.
 *
 * The engine knows two behaviours: `1.2.2` (the code snapshot the spec calls [C]) and `1.3` (the
 * documented v1.3). Each release range below maps to the behaviour it has; a release outside every
 * known range gets the nearest known behaviour and a note saying so. OME's repository tags its
 * releases 0.x (`v0.1.5`), none of them 1.2.2 or 1.3: those map tag by tag (./ome-tags.ts).
 */
import { compare, satisfies, valid } from 'semver';
import { behaviourOfTagLine } from './ome-tags';
import type { OmeVersion } from './types';

interface BehaviourRange {
  readonly behaviour: OmeVersion;
  /** semver range, pre-releases included: a 1.3.0-rc has 1.3's behaviour as far as we know. */
  readonly range: string;
}

/** Newest first. Ranges must not overlap; their union is [OLDEST_KNOWN, NEWEST_KNOWN]. */
const BEHAVIOUR_RANGES: readonly BehaviourRange[] = [
  { behaviour: '1.3', range: '>=1.3.0-0 <1.4.0-0' },
  { behaviour: '1.2.2', range: '>=1.2.0-0 <1.3.0-0' },
];
const NEWEST_KNOWN_RELEASE = '1.3';
const OLDEST_KNOWN_RELEASE = '1.2';

/** An OME release as a caller wrote it, and the selection behaviour ome-sim reproduces for it. */
export interface OmeRelease {
  /** The release as written (`v1.3`, `1.4.0-rc.1`). */
  readonly written: string;
  /** The same release as a full semver version (`1.3.0`, `1.4.0-rc.1`). */
  readonly version: string;
  /** Its behaviour: any 1.3.x is `1.3`, any 1.2.x `1.2.2`, OME's 0.x tags as §0.1 reads them. */
  readonly behaviour: OmeVersion;
  /** Why this behaviour, when it is not simply the release's own (newer or older than known). */
  readonly note: string | null;
}

/** A release that reads, or why it does not: `error`, the message to show (isOmeReleaseError). */
export type OmeReleaseResult = OmeRelease | { readonly error: string };

/** What a release looks like, for messages about one that is not (the CLI's and the app's). */
export const OME_RELEASE_EXAMPLES = '1.3, v1.3.0, 1.2.2 or 1.4.0-rc.1';

/** The release used when none is named (the API's `omeRelease`, the app): the newest known line. */
export const DEFAULT_OME_RELEASE = NEWEST_KNOWN_RELEASE;

/**
 * Reads a release as users write it: `1.3`, `v1.3`, `1.3.0`, `v1.2.2`, `1.4.0-rc.1`. A short form
 * (`1.3`) means that minor line; a full version is taken as it is, pre-release included.
 */
function releaseVersion(written: string): string | null {
  const text = written.trim();
  const exact = valid(text.replace(/^v/, ''));
  if (exact !== null) return exact;
  // Short forms name a minor line ("1.3", "v1.3"); a bare major ("2") is too vague to map. The
  // line's first release is checked as any version is: a number past what semver holds
  // (`1.99999999999999999999`) is no release, where semver's coerce would read it as 1.0.0.
  const short = /^v?(\d+)\.(\d+)$/.exec(text);
  return short === null ? null : valid(`${short[1]}.${short[2]}.0`);
}

/**
 * Reads an OME release as a user writes it (`1.3`, `v1.3.0`, `1.2.2`, `1.4.0-rc.1`) and maps it to
 * the behaviour ome-sim reproduces (docs/selection-rules.md §0): a release newer or older than the
 * known ones gets the nearest behaviour and a `note`; text that is no release (`2`, `latest`) gets
 * an `error` naming OME_RELEASE_EXAMPLES. Never throws.
 */
export function resolveOmeRelease(written: string): OmeReleaseResult {
  const version = releaseVersion(written);
  if (version === null) {
    return {
      error: `unsupported --ome-version "${written}"; expected an OME release such as ${OME_RELEASE_EXAMPLES}`,
    };
  }
  const tagged = behaviourOfTagLine(written, version);
  if (tagged !== null) return { written, version, ...tagged };
  const known = BEHAVIOUR_RANGES.find((r) =>
    satisfies(version, r.range, { includePrerelease: true }),
  );
  if (known !== undefined) return { written, version, behaviour: known.behaviour, note: null };
  const newer = compare(version, `${NEWEST_KNOWN_RELEASE}.0`) > 0;
  return newer
    ? {
        written,
        version,
        behaviour: BEHAVIOUR_RANGES[0]!.behaviour,
        note: `OME ${written} is newer than the releases ome-sim knows (up to ${NEWEST_KNOWN_RELEASE}); reproducing ${NEWEST_KNOWN_RELEASE} behaviour`,
      }
    : {
        written,
        version,
        behaviour: BEHAVIOUR_RANGES.at(-1)!.behaviour,
        note: `OME ${written} is older than the releases ome-sim knows (from ${OLDEST_KNOWN_RELEASE}); reproducing 1.2.2 behaviour`,
      };
}

/** Whether resolveOmeRelease refused the text (then `error` says why). */
export const isOmeReleaseError = (r: OmeReleaseResult): r is { readonly error: string } =>
  'error' in r;

/** The release a behaviour is named after (`1.3`, `1.2.2`): each behaviour is also a release. */
export function releaseOfBehaviour(behaviour: OmeVersion): OmeRelease {
  const release = resolveOmeRelease(behaviour);
  if (isOmeReleaseError(release)) throw new Error(`no OME release ${behaviour}`);
  return release;
}

/** What the API's functions share: the OME release a caller names, read once. */
import {
  DEFAULT_OME_RELEASE,
  isOmeReleaseError,
  resolveOmeRelease,
  type OmeRelease,
} from '../engine';

/** The OME release to reproduce (`1.3`, `v1.2.2`, `1.4.0-rc.1`); DEFAULT_OME_RELEASE when left out. */
export interface ReleaseOption {
  /**
   * An OME release as `--ome-version` takes it; the behaviour it maps to is what the answer
   * reproduces (docs/selection-rules.md §0). A text that is no release makes the call throw.
   */
  readonly omeRelease?: string;
}

/**
 * The release as the engine needs it. A caller's mistake, not an answer about the manifests, so
 * it throws (with the CLI's message); check a user's text with `resolveOmeRelease` first.
 */
export function releaseOf(options: ReleaseOption): OmeRelease {
  const release = resolveOmeRelease(options.omeRelease ?? DEFAULT_OME_RELEASE);
  if (isOmeReleaseError(release)) throw new RangeError(release.error);
  return release;
}

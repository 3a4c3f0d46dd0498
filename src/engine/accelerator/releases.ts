/**
 * Which OME releases decide accelerator classes as ome-sim does (docs/selection-rules.md §A0):
 * the decision is `cfa05c69`'s, the same as v0.1.5's. OME's tags before v0.1.4 have no
 * accelerator class selection at all, and v0.1.4's picks only with FirstAvailable and falls back
 * to a default policy; for those the decision shown is not theirs, and a note says so. Releases
 * 1.2.2 and 1.3 are read as having it.
 */
import { lt } from 'semver';
import type { OmeRelease } from '../ome-release';

const SELECTOR_TAG = '0.1.4';
const POLICIES_TAG = '0.1.5';

/** A note when `release` decides accelerator classes otherwise than ome-sim shows; else null. */
export function acceleratorReleaseNote(release: OmeRelease): string | null {
  const version = release.version;
  if (!version.startsWith('0.') || !lt(version, POLICIES_TAG)) return null;
  const shown = 'ome-sim shows the decision of v0.1.5 and later (docs/selection-rules.md §A0)';
  // As for the ranking (ome-tags.ts), a version between tags has the code of the tag below it.
  if (lt(version, SELECTOR_TAG))
    return `OME ${release.written} has no accelerator class selection (it came in v0.1.4); ${shown}`;
  return `OME ${release.written} picks an accelerator class only with FirstAvailable, and uses a default policy when none is set; ${shown}`;
}

/**
 * OME's own release tags (`v0.1.0` … `v0.1.5`) and the selection behaviour each one has, as read
 * from the selection code at that tag (docs/selection-rules.md §0.1 gives the file and lines of
 * every reading). The engine has two behaviours, named after the docs' releases 1.2.2 and 1.3; no
 * tag is either release, so each tag maps to the behaviour that reproduces it, and the note names
 * what that tag's code does differently.
 */
import { coerce, compare, valid } from 'semver';
import type { OmeVersion } from './types';

/**
 * How a tag's selection differs from the behaviour it maps to (§0.1), one code per difference.
 * `older-design` is the whole selection of the tags before OME's runtime selector package.
 */
export type TagDifference =
  | 'older-design'
  | 'no-accelerator-check'
  | 'three-part-versions'
  | 'no-pipeline-matching'
  | 'bare-format-reason'
  | 'formatless-entry-scores-zero';

const DIFFERENCE_TEXT: Record<TagDifference, string> = {
  'older-design':
    "no scores; an entry matches only when its whole label equals the model's, with no version " +
    'operators; runtimes with a size range rank first, then by the priority of the entry whose ' +
    "name is the model's format, ties left to creation time and Go's unstable sort",
  'no-accelerator-check': 'no accelerator-class check',
  'three-part-versions': 'a version with fewer than three parts or a leading "v" never matches',
  'no-pipeline-matching': 'no diffusion-pipeline matching',
  'bare-format-reason': "a format mismatch names no entry's difference",
  'formatless-entry-scores-zero': 'an entry without modelFormat (the CRD refuses it) scores 0',
};

export const tagDifferenceText = (difference: TagDifference): string => DIFFERENCE_TEXT[difference];

export interface OmeTag {
  /** As OME tags it: `v0.1.3`. */
  readonly tag: string;
  /** The tagged commit, abbreviated. */
  readonly commit: string;
  /** The engine behaviour that reproduces it. */
  readonly behaviour: OmeVersion;
  /** Where its selection differs from `behaviour` (none: it is reproduced exactly). */
  readonly differences: readonly TagDifference[];
}

const SELECTOR_V013: readonly TagDifference[] = [
  'no-accelerator-check',
  'three-part-versions',
  'no-pipeline-matching',
  'bare-format-reason',
  'formatless-entry-scores-zero',
];

/** Oldest first; every tag of OME's repository (docs/selection-rules.md §0.1). */
export const OME_TAGS: readonly OmeTag[] = [
  { tag: 'v0.1.0', commit: 'c97e4248', behaviour: '1.2.2', differences: ['older-design'] },
  { tag: 'v0.1.1', commit: 'ed55a096', behaviour: '1.2.2', differences: ['older-design'] },
  { tag: 'v0.1.2', commit: '07085a3f', behaviour: '1.2.2', differences: ['older-design'] },
  { tag: 'v0.1.3', commit: '578577ad', behaviour: '1.2.2', differences: SELECTOR_V013 },
  {
    tag: 'v0.1.4',
    commit: 'a26e43d4',
    behaviour: '1.2.2',
    differences: SELECTOR_V013.filter((d) => d !== 'no-accelerator-check'),
  },
  {
    tag: 'v0.1.5',
    commit: '957f541e',
    behaviour: '1.2.2',
    differences: ['formatless-entry-scores-zero'],
  },
];

const SEE = 'see docs/selection-rules.md §0.1';
const versionOf = (tag: OmeTag): string => tag.tag.slice(1);
const TAG_SPAN = `${OME_TAGS[0]!.tag} to ${OME_TAGS.at(-1)!.tag}`;

/** What a tag's own note says: the behaviour, and each way the tag's code departs from it. */
function tagNote(written: string, tag: OmeTag): string {
  const head = `OME ${written} (tag ${tag.tag}, commit ${tag.commit})`;
  const [first, ...rest] = tag.differences;
  if (first === undefined) return `${head}: reproducing ${tag.behaviour} behaviour exactly`;
  if (first === 'older-design') {
    return (
      `${head} predates OME's runtime selector and ranks as neither behaviour ome-sim has ` +
      `(${DIFFERENCE_TEXT[first]}); reproducing ${tag.behaviour} behaviour, which shares its ` +
      `size check (both bounds read), autoSelect gate and named-runtime rules (${SEE})`
    );
  }
  const except = [first, ...rest].map((d) => DIFFERENCE_TEXT[d]).join('; ');
  return `${head}: reproducing ${tag.behaviour} behaviour, which its selection code has except: ${except} (${SEE})`;
}

/** The newest tag at or below `version` (its pre-release ignored), else the oldest tag. */
function nearestTag(version: string): OmeTag {
  const core = coerce(version)?.version ?? version;
  const below = OME_TAGS.filter((t) => compare(versionOf(t), core) <= 0);
  return below.at(-1) ?? OME_TAGS[0]!;
}

/**
 * The behaviour of a release in OME's tag line (major 0): a tag as written (`v0.1.3`, `0.1.3`)
 * has its own; a line (`0.1`) has its newest tag's; any other 0.x version (`0.1.6`, `0.2.0`,
 * `0.1.4-rc.1`) the nearest tag's at or below it. Each says which tag it follows. `null` for
 * releases outside that line, which the release ranges map.
 */
export function behaviourOfTagLine(
  written: string,
  version: string,
): { readonly behaviour: OmeVersion; readonly note: string } | null {
  if (!version.startsWith('0.')) return null;
  const text = written.trim();
  const fullVersion = valid(text.replace(/^v/, '')) !== null;
  const tag = fullVersion ? OME_TAGS.find((t) => versionOf(t) === version) : undefined;
  if (tag !== undefined) return { behaviour: tag.behaviour, note: tagNote(text, tag) };
  const lineTags = /^v?\d+\.\d+$/.test(text) ? tagsOfLine(version) : [];
  const newest = lineTags.at(-1);
  if (newest !== undefined) {
    return {
      behaviour: newest.behaviour,
      note:
        `OME ${text} is a line whose tags (${lineTags[0]!.tag} to ${newest.tag}) select ` +
        `differently; reproducing ${newest.behaviour} behaviour, as its newest tag ` +
        `${newest.tag} has; give the tag to see how it differs (${SEE})`,
    };
  }
  const nearest = nearestTag(version);
  return {
    behaviour: nearest.behaviour,
    note:
      `OME ${text} is not one of OME's tags (${TAG_SPAN}); reproducing ` +
      `${nearest.behaviour} behaviour, as the nearest tag ${nearest.tag} has (${SEE})`,
  };
}

/** The tags of the minor line `version` is in (`0.1.0`: v0.1.0 … v0.1.5). */
function tagsOfLine(version: string): OmeTag[] {
  const [major, minor] = version.split('.');
  return OME_TAGS.filter((t) => versionOf(t).startsWith(`${major}.${minor}.`));
}

/**
 * OME's tags and the behaviour each one has (docs/selection-rules.md §0.1). The table below is the
 * reading of OME's code at each tag, written out independently of `OME_TAGS`: a tag's behaviour,
 * its commit, and every way its selection differs from that behaviour. The note a user reads must
 * name exactly those differences, no more and no fewer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isOmeReleaseError, resolveOmeRelease, type OmeRelease } from './ome-release';
import { OME_TAGS, tagDifferenceText, type TagDifference } from './ome-tags';
import type { OmeVersion } from './types';

const EVERY_DIFFERENCE: readonly TagDifference[] = [
  'older-design',
  'no-accelerator-check',
  'three-part-versions',
  'no-pipeline-matching',
  'bare-format-reason',
  'formatless-entry-scores-zero',
];

/** [tag, full commit, behaviour, how its code differs from that behaviour] */
const READING: readonly [string, string, OmeVersion, readonly TagDifference[]][] = [
  ['v0.1.0', 'c97e42482552623c5ffc3422c75c9e63b7d2ada7', '1.2.2', ['older-design']],
  ['v0.1.1', 'ed55a0968867ecbe66b765b413b933188b1075c2', '1.2.2', ['older-design']],
  ['v0.1.2', '07085a3f69d473b1c0cfba15b1cc2715f21f8b24', '1.2.2', ['older-design']],
  [
    'v0.1.3',
    '578577ad990b120e0eec57cc857d942c86c7bb30',
    '1.2.2',
    [
      'no-accelerator-check',
      'three-part-versions',
      'no-pipeline-matching',
      'bare-format-reason',
      'formatless-entry-scores-zero',
    ],
  ],
  [
    'v0.1.4',
    'a26e43d4413a0513267ade1edf90e06f3e85b80f',
    '1.2.2',
    [
      'three-part-versions',
      'no-pipeline-matching',
      'bare-format-reason',
      'formatless-entry-scores-zero',
    ],
  ],
  ['v0.1.5', '957f541e469f22333282e4287d5b29b87044b935', '1.2.2', ['formatless-entry-scores-zero']],
];

function read(written: string): OmeRelease {
  const release = resolveOmeRelease(written);
  if (isOmeReleaseError(release)) throw new Error(release.error);
  return release;
}

describe('each of OME tags', () => {
  it('is in the data, oldest first, as the reading has it', () => {
    expect(OME_TAGS.map((t) => [t.tag, t.behaviour, t.differences])).toEqual(
      READING.map(([tag, , behaviour, differences]) => [tag, behaviour, differences]),
    );
    for (const [i, tag] of OME_TAGS.entries()) {
      expect(READING[i]![1].startsWith(tag.commit), tag.tag).toBe(true);
    }
  });

  describe.each(READING)('%s', (tag, commit, behaviour, differences) => {
    it.each([tag, tag.slice(1), ` ${tag} `])('written %j, has %s behaviour', (written) => {
      const release = read(written);
      expect(release.behaviour).toBe(behaviour);
      expect(release.version).toBe(tag.slice(1));
      expect(release.note).toContain(
        `OME ${written.trim()} (tag ${tag}, commit ${commit.slice(0, 8)})`,
      );
      expect(release.note).toContain(`reproducing ${behaviour} behaviour`);
      expect(release.note).toContain('docs/selection-rules.md §0.1');
    });

    it('names every way its code differs, and nothing else', () => {
      const note = read(tag).note!;
      for (const difference of EVERY_DIFFERENCE) {
        expect(note.includes(tagDifferenceText(difference)), difference).toBe(
          differences.includes(difference),
        );
      }
    });

    it('says so when it ranks as neither behaviour', () => {
      const neither = read(tag).note!.includes('ranks as neither behaviour');
      expect(neither).toBe(differences.includes('older-design'));
    });
  });
});

/** [as written, full version, the tag whose behaviour it takes, what the note says of it] */
const NOT_TAGS: readonly [string, string, string, string][] = [
  ['0.1', '0.1.0', 'v0.1.5', 'is a line whose tags (v0.1.0 to v0.1.5) select differently'],
  ['v0.1', '0.1.0', 'v0.1.5', 'as its newest tag v0.1.5 has'],
  ['0.1.6', '0.1.6', 'v0.1.5', "is not one of OME's tags (v0.1.0 to v0.1.5)"],
  ['0.2.0', '0.2.0', 'v0.1.5', 'as the nearest tag v0.1.5 has'],
  ['0.2', '0.2.0', 'v0.1.5', 'as the nearest tag v0.1.5 has'],
  ['0.1.4-rc.1', '0.1.4-rc.1', 'v0.1.4', 'as the nearest tag v0.1.4 has'],
  ['v0.1.3+build.7', '0.1.3', 'v0.1.3', '(tag v0.1.3, commit 578577ad)'],
  ['0.0.9', '0.0.9', 'v0.1.0', 'as the nearest tag v0.1.0 has'],
];

describe('other releases of the tag line', () => {
  it.each(NOT_TAGS)('%s (%s) follows %s', (written, version, tag, said) => {
    const release = read(written);
    expect(release.version).toBe(version);
    expect(release.behaviour).toBe(OME_TAGS.find((t) => t.tag === tag)!.behaviour);
    expect(release.note).toContain(`OME ${written}`);
    expect(release.note).toContain(said);
  });

  it('leave the releases the docs name, and those between, to the release ranges', () => {
    expect(read('1.2.2').note).toBeNull();
    expect(read('1.3').note).toBeNull();
    expect(read('1.0.0').note).toContain('older than the releases ome-sim knows');
  });
});

/** The mapping table of docs/selection-rules.md §0.1: `| `v0.1.3` | `<commit>` | 1.2.2 | …`. */
function documentedMapping(): [string, string, string][] {
  const doc = readFileSync(new URL('../../docs/selection-rules.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('### §0.1'), doc.indexOf('## §1 '));
  return [...section.matchAll(/^\| `(v[\d.]+)` +\| `([0-9a-f]{40})` +\| ([\d.]+) +\|/gm)].map(
    (m) => [m[1]!, m[2]!, m[3]!],
  );
}

describe('docs/selection-rules.md §0.1', () => {
  it('maps every tag as the data does', () => {
    expect(documentedMapping()).toEqual(
      READING.map(([tag, commit, behaviour]) => [tag, commit, behaviour]),
    );
  });
});

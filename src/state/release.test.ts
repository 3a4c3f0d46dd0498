/** The OME release in the store: kept as written, its behaviour derived, a non-release refused. */
import { describe, expect, it } from 'vitest';
import { decodeScenario as decodeLink } from '../share/codec';
import { EXAMPLE_SCENARIO } from './example';
import { omeBehaviourOf, omeReleaseOf } from './selectors';
import { openShareLink, scenarioOf, shareLink } from './share-link';
import { createAppStore } from './store';

const PAGE = { origin: 'http://127.0.0.1:4173', pathname: '/', search: '', hash: '' };

describe('the OME release in the store', () => {
  it('is kept as written, and its behaviour and note are derived from it', () => {
    const store = createAppStore();
    expect(omeBehaviourOf(store.getState())).toBe('1.3');
    store.getState().setOmeRelease('v1.2.0');
    expect(store.getState().omeRelease).toBe('v1.2.0');
    expect(omeBehaviourOf(store.getState())).toBe('1.2.2');
    expect(omeReleaseOf(store.getState()).note).toBeNull();
    store.getState().setOmeRelease('1.4.0-rc.1');
    expect(omeBehaviourOf(store.getState())).toBe('1.3');
    expect(omeReleaseOf(store.getState()).note).toBe(
      'OME 1.4.0-rc.1 is newer than the releases ome-sim knows (up to 1.3); reproducing 1.3 behaviour',
    );
  });

  it('ignores text that is not a release, keeping the one in use', () => {
    const store = createAppStore();
    store.getState().setOmeRelease('1.2.2');
    for (const typed of ['1.', 'latest', '', '1.x']) {
      store.getState().setOmeRelease(typed);
      expect(store.getState().omeRelease).toBe('1.2.2');
    }
  });

  it('travels in a share link as written and opens so', async () => {
    const shared = { ...EXAMPLE_SCENARIO, omeRelease: 'v1.4.0-rc.1' };
    const link = await shareLink(shared, PAGE);
    expect(link.fragment.startsWith('s3.')).toBe(true);
    expect(await decodeLink(link.fragment)).toMatchObject({
      ok: true,
      scenario: { omeRelease: 'v1.4.0-rc.1' },
    });
    const store = createAppStore();
    await openShareLink(store, `#${link.fragment}`, null);
    expect(scenarioOf(store.getState())).toEqual(shared);
    expect(omeBehaviourOf(store.getState())).toBe('1.3');
  });
});

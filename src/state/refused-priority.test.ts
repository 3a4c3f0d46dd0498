/**
 * A priority edit the text can't take (the entry is shared through a YAML alias) is refused with
 * a message for its field, never dropped silently, and leaves the text alone.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_SCENARIO } from './example';
import { refusedPriorityOf, refusedPriorityText } from './priority-edit';
import { createAppStore } from './store';
import { rank } from '../test-support/rank-by-hand';

/** Two runtimes in one kubectl List sharing their formats through an anchor, as people write. */
const SHARED_FORMATS = readFileSync(
  new URL('../../testdata/aliases/shared-formats.yaml', import.meta.url),
  'utf8',
);

describe('a priority change on an entry shared through an alias', () => {
  it('is refused with the anchor and its line, and the text is unchanged', () => {
    const text = `${EXAMPLE_SCENARIO.text}${SHARED_FORMATS}`;
    const store = createAppStore({ ...EXAMPLE_SCENARIO, text });
    rank(store);
    for (const runtimeKey of ['Cluster/srt-shared-a', 'Cluster/srt-shared-b']) {
      store.getState().setPriority({ runtimeKey, entry: 0, value: 7 });
      const state = store.getState();
      expect(state.text).toBe(text);
      expect(state.pendingPriorities).toEqual([]);
      const refused = refusedPriorityOf(state, runtimeKey);
      expect(refused).toMatchObject({ runtimeKey, entry: 0, anchor: 'llama-formats' });
      expect(refused!.line).toBe(text.split('\n').indexOf('        - modelFormat:') + 1);
      expect(refusedPriorityText(refused!)).toBe(
        `Priority not changed: entry 1 is shared through the YAML anchor &llama-formats (line ${refused!.line}) and read again wherever *llama-formats appears, so a change here would change every copy. Edit the anchor's entry &llama-formats in the YAML to change them all, or write this entry out in full where it should differ.`,
      );
    }
    // Only the runtime whose field was used shows it; each refusal counts anew.
    expect(refusedPriorityOf(store.getState(), 'Cluster/srt-shared-a')).toBeNull();
    const seq = store.getState().refusedPriority!.seq;
    store.getState().setPriority({ runtimeKey: 'Cluster/srt-shared-b', entry: 0, value: 8 });
    expect(store.getState().refusedPriority!.seq).toBe(seq + 1);
  });

  it('no longer shows once the text changes, and other entries are still edited', () => {
    const text = `${EXAMPLE_SCENARIO.text}${SHARED_FORMATS}`;
    const store = createAppStore({ ...EXAMPLE_SCENARIO, text });
    rank(store);
    store.getState().setPriority({ runtimeKey: 'Cluster/srt-shared-a', entry: 0, value: 7 });
    store.getState().setPriority({ runtimeKey: 'Cluster/vllm-llama', entry: 0, value: 5 });
    expect(store.getState().text).toContain('      priority: 5\n');
    expect(refusedPriorityOf(store.getState(), 'Cluster/srt-shared-a')).toBeNull();
  });
});

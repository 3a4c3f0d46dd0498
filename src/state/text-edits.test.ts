import { describe, expect, it } from 'vitest';
import { EXAMPLE_SCENARIO } from './example';
import { createAppStore } from './store';
import { enqueuePriority, replayFor } from './text-edits';

describe('priority queue', () => {
  it('keeps order across entries and only the newest value per entry', () => {
    const a1 = { runtimeKey: 'Cluster/a', entry: 0, value: 1 };
    const b = { runtimeKey: 'Cluster/b', entry: 0, value: 5 };
    const a10 = { ...a1, value: 10 };
    expect(enqueuePriority(enqueuePriority([a1], b), a10)).toEqual([a10, b]);
  });
});

describe('store-owned text edits', () => {
  it('edits the text without an editor and keeps the edits to replay', () => {
    const store = createAppStore();
    const base = store.getState().text;
    store.getState().editText({ offset: 0, length: 0, text: '# one\n' }, 'table');
    store.getState().editText({ offset: 0, length: 0, text: '# two\n' }, 'table');
    const state = store.getState();
    expect(state.text).toBe(`# two\n# one\n${base}`);
    expect(state.lastEdit?.seq).toBe(2);
    expect(replayFor(state)).toEqual({
      base,
      edits: [
        { offset: 0, length: 0, text: '# one\n' },
        { offset: 0, length: 0, text: '# two\n' },
      ],
    });
  });

  it('replays nothing once the text was replaced from elsewhere, or with an editor attached', () => {
    const store = createAppStore();
    store.getState().editText({ offset: 0, length: 0, text: '# one\n' }, 'table');
    store.getState().setText('other');
    expect(replayFor(store.getState())).toBeNull();

    const attached = createAppStore();
    attached.getState().attachEditor(true);
    attached.getState().editText({ offset: 0, length: 0, text: '# one\n' }, 'table');
    expect(attached.getState().unmirrored).toBeNull();
    expect(attached.getState().text.startsWith('# one\n')).toBe(true);
  });

  it('a priority change waits for a ranking of the current text', () => {
    const store = createAppStore();
    store.getState().setPriority({ runtimeKey: 'Cluster/vllm-llama', entry: 0, value: 9 });
    // No ranking yet: it waits, the text is unchanged.
    expect(store.getState().pendingPriorities).toHaveLength(1);
    expect(store.getState().text).toBe(EXAMPLE_SCENARIO.text);
    // Changes queue in order; one that cannot apply (not an integer) is dropped in its turn.
    store.getState().setPriority({ runtimeKey: 'Cluster/x', entry: 0, value: 1.5 });
    expect(store.getState().pendingPriorities).toHaveLength(2);
  });
});

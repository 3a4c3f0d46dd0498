/**
 * Priority edits on the entry shapes that are easy to get wrong: flow mappings (empty, with a
 * trailing comma) must stay valid YAML, and an entry whose text an alias shares is never edited.
 */
import { describe, expect, it } from 'vitest';
import { applyEdit, priorityEditRefusal, setEntryPriorityEdit } from './edit';
import { loadManifests } from './load';

const runtime = (entries: string, before = '') =>
  `${before}kind: ClusterServingRuntime\nmetadata: {name: r}\nspec:\n  supportedModelFormats:\n${entries}`;

const load = (text: string) => loadManifests([{ name: 'input.yaml', text }]);

/** Sets entry `index`'s priority and reads the result back: the text and the decoded priorities. */
function setPriority(text: string, index: number, priority: number) {
  const entry = load(text).runtimes[0]!.origin.entries[index]!;
  const edit = setEntryPriorityEdit(text, entry, priority);
  if (edit === null) return null;
  const edited = applyEdit(text, edit);
  const reloaded = load(edited);
  return {
    edited,
    diagnostics: reloaded.diagnostics,
    priorities: reloaded.runtimes[0]?.object.supportedModelFormats.map((e) => e.priority),
  };
}

describe('setEntryPriorityEdit on flow entries', () => {
  it.each([
    ['    - {}\n', '    - {priority: 7}\n'],
    ['    - { }\n', '    - {priority: 7}\n'],
    ['    - {name: x}\n', '    - {name: x, priority: 7}\n'],
    ['    - {name: x,}\n', '    - {name: x, priority: 7}\n'],
    [
      '    - {name: x, autoSelect: true}  # a comment\n',
      '    - {name: x, autoSelect: true, priority: 7}  # a comment\n',
    ],
  ])('%j becomes %j, valid YAML that reads back', (entries, expected) => {
    const result = setPriority(runtime(entries), 0, 7)!;
    expect(result.edited).toBe(runtime(expected));
    expect(result.diagnostics).toEqual([]);
    expect(result.priorities).toEqual([7]);
  });
});

describe('setEntryPriorityEdit on shared (aliased) text', () => {
  const shared = runtime('    - &e {name: x}\n    - *e\n');

  it('refuses the alias `- *e`, and the anchored entry it reads, with a message', () => {
    const entries = load(shared).runtimes[0]!.origin.entries;
    for (const entry of entries) {
      expect(setEntryPriorityEdit(shared, entry, 7)).toBeNull();
      expect(priorityEditRefusal(entry)).toBe(
        'this entry is the anchor &e, also read through *e; setting its priority here would change every place that uses *e. Write the entry out in full where it should differ, then set its priority.',
      );
    }
  });

  it('refuses an entry whose priority value is an alias', () => {
    const text = runtime('    - {name: x, priority: *p}\n', 'x-default: &p 3\n');
    const entry = load(text).runtimes[0]!.origin.entries[0]!;
    expect(entry.sharedAnchor).toBe('p');
    expect(setEntryPriorityEdit(text, entry, 7)).toBeNull();
  });

  it('still edits an anchored entry that no alias reads, and entries beside a shared one', () => {
    const text = runtime('    - &e {name: x}\n    - {name: z}\n');
    expect(setPriority(text, 0, 4)!.priorities).toEqual([4, null]);
    const mixed = runtime('    - &e {name: x}\n    - *e\n    - {name: z}\n');
    expect(priorityEditRefusal(load(mixed).runtimes[0]!.origin.entries[2]!)).toBeNull();
    expect(setPriority(mixed, 2, 4)!.priorities).toEqual([null, null, 4]);
  });
});

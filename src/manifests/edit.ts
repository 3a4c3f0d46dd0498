/**
 * Minimal text edits to manifests: change one value and nothing else, so comments, formatting and
 * the editor's undo history survive a table edit.
 */
import type { EntryLocation } from './types';

/** Replace `length` characters at `offset` with `text` (an editor-agnostic edit). */
export interface TextEdit {
  readonly offset: number;
  readonly length: number;
  readonly text: string;
}

export function applyEdit(source: string, edit: TextEdit): string {
  return source.slice(0, edit.offset) + edit.text + source.slice(edit.offset + edit.length);
}

/**
 * Why a priority can't be set on this entry by editing its text, or null when it can. An entry
 * read through an alias (`- *e`), or inside an anchored node that an alias reads, has its text
 * shared with every place the alias is used: one edit would change them all. We refuse rather
 * than write a copy, because a faithful copy of the anchored entry (block style, comments, nested
 * aliases) is not a single-value edit any more, and the user is better placed to choose.
 */
export function priorityEditRefusal(entry: EntryLocation): string | null {
  if (entry.sharedAnchor === null) return null;
  const name = entry.sharedAnchor;
  return `this entry is the anchor &${name}, also read through *${name}; setting its priority here would change every place that uses *${name}. Write the entry out in full where it should differ, then set its priority.`;
}

/** The position just before a flow mapping's `}`, and whether its last item ends with a comma. */
function flowMapEnd(source: string, open: number, endOffset: number) {
  const close = source.lastIndexOf('}', endOffset);
  // Between `{` and `}`, without comments: an empty mapping has nothing but spaces there.
  const inner = source.slice(open + 1, close).replace(/#[^\n]*/g, '');
  const trimmed = inner.trimEnd();
  return { close, empty: trimmed.trim() === '', trailingComma: trimmed.endsWith(',') };
}

/**
 * The edit that sets one supportedModelFormats entry's `priority`: the value is replaced in place
 * when written, otherwise a `priority:` key is added at the end of the entry, indented like its
 * other keys (or appended inside `{...}` for a flow-style entry). Null when the entry's text is
 * shared through an alias (see `priorityEditRefusal`).
 */
export function setEntryPriorityEdit(
  source: string,
  entry: EntryLocation,
  priority: number,
): TextEdit | null {
  const written = entry.priority;
  const at =
    written === null
      ? null
      : { offset: written.start.offset, length: written.end.offset - written.start.offset };
  return setEntryKeyEdit(source, entry, 'priority', String(priority), at);
}

/**
 * The edit that sets key `key` of a supportedModelFormats entry to `value`: the value written at
 * `written` (its offset and length) is replaced, else the key is added at the end of the entry as for `priority` (see
 * setEntryPriorityEdit). Null when the entry's text is shared through an alias.
 */
export function setEntryKeyEdit(
  source: string,
  entry: EntryLocation,
  key: string,
  value: string,
  written: { readonly offset: number; readonly length: number } | null,
): TextEdit | null {
  if (priorityEditRefusal(entry) !== null) return null;
  if (written !== null) return { ...written, text: value };
  const span = entry.span;
  if (span !== null && source[span.start.offset] === '{') {
    const { close, empty, trailingComma } = flowMapEnd(source, span.start.offset, span.end.offset);
    // `{}` → `{priority: 7}`; `{name: x}` → `{name: x, priority: 7}`; `{name: x,}` keeps its comma.
    if (empty)
      return {
        offset: span.start.offset + 1,
        length: close - span.start.offset - 1,
        text: `${key}: ${value}`,
      };
    return {
      offset: close,
      length: 0,
      text: trailingComma ? ` ${key}: ${value}` : `, ${key}: ${value}`,
    };
  }
  const indent = ' '.repeat(Math.max(0, entry.keyColumn - 1));
  // Insert before any trailing whitespace/comment of the entry's last line, right after its value.
  let at = entry.endOffset;
  while (at > 0 && (source[at - 1] === '\n' || source[at - 1] === ' ' || source[at - 1] === '\r'))
    at--;
  return { offset: at, length: 0, text: `\n${indent}${key}: ${value}` };
}

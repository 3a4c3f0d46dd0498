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
 * The edit that sets one supportedModelFormats entry's `priority`: the value is replaced in place
 * when written, otherwise a `priority:` key is added at the end of the entry, indented like its
 * other keys (or appended inside `{...}` for a flow-style entry).
 */
export function setEntryPriorityEdit(
  source: string,
  entry: EntryLocation,
  priority: number,
): TextEdit {
  const value = String(priority);
  if (entry.priority !== null) {
    const { start, end } = entry.priority;
    return { offset: start.offset, length: end.offset - start.offset, text: value };
  }
  const span = entry.span;
  if (span !== null && source[span.start.offset] === '{') {
    const close = source.lastIndexOf('}', span.end.offset);
    return { offset: close, length: 0, text: `, priority: ${value}` };
  }
  const indent = ' '.repeat(Math.max(0, entry.keyColumn - 1));
  // Insert before any trailing whitespace/comment of the entry's last line, right after its value.
  let at = entry.endOffset;
  while (at > 0 && (source[at - 1] === '\n' || source[at - 1] === ' ' || source[at - 1] === '\r'))
    at--;
  return { offset: at, length: 0, text: `\n${indent}priority: ${value}` };
}

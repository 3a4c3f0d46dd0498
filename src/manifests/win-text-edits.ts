/**
 * "Make it win" edits as text edits of the manifests: each changes one value or adds one key,
 * so comments and formatting survive and the editor can undo the whole plan in one step.
 */
import type { WinEdit } from '../engine/win-edits';
import { applyEdit, setEntryKeyEdit, setEntryPriorityEdit, type TextEdit } from './edit';
import type { EntryLocation, ObjectOrigin, SourceSpan } from './types';

/** `autoSelect: true` written as a key of the entry itself (not in a comment). */
const AUTOSELECT_TRUE = /(^|[\s{,])autoSelect[ \t]*:[ \t]*(true|True|TRUE|yes|Yes|YES|on|On|ON)\b/g;

function inComment(source: string, offset: number): boolean {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  return source.slice(lineStart, offset).includes('#');
}

/** The edit that writes `false` over the entry's `autoSelect: true`; null when not found. */
export function autoSelectOffEdit(source: string, entry: EntryLocation): TextEdit | null {
  const span = entry.span;
  if (span === null) return null;
  const text = source.slice(span.start.offset, span.end.offset);
  for (const match of text.matchAll(AUTOSELECT_TRUE)) {
    const value = match[2]!;
    const at = span.start.offset + match.index + match[0].length - value.length;
    if (!inComment(source, at)) return { offset: at, length: value.length, text: 'false' };
  }
  return null;
}

/** An `autoSelect:` key of the entry itself, whatever its value (not in a comment). */
const AUTOSELECT_KEY = /(^|[\s{,])autoSelect[ \t]*:[ \t]*([^\s,}#]+)/g;

/**
 * The edit that makes the entry auto-selectable: `true` written over its `autoSelect` value, or
 * `autoSelect: true` added to it (as a priority is added: setEntryKeyEdit). Null when the entry's
 * text is shared through an alias, or its position is unknown.
 */
export function autoSelectOnEdit(source: string, entry: EntryLocation): TextEdit | null {
  const span = entry.span;
  if (span === null) return null;
  const text = source.slice(span.start.offset, span.end.offset);
  let written: { offset: number; length: number } | null = null;
  for (const match of text.matchAll(AUTOSELECT_KEY)) {
    const value = match[2]!;
    const at = span.start.offset + match.index + match[0].length - value.length;
    if (inComment(source, at)) continue;
    written = { offset: at, length: value.length };
    break;
  }
  return setEntryKeyEdit(source, entry, 'autoSelect', 'true', written);
}

/**
 * A `key: value` line added as the first key of the mapping at `map` (block or flow style), so it
 * lands inside that mapping whatever follows it.
 */
export function firstKeyEdit(source: string, map: SourceSpan, line: string): TextEdit {
  if (source[map.start.offset] === '{') {
    const rest = source.slice(map.start.offset + 1).trimStart();
    return {
      offset: map.start.offset + 1,
      length: 0,
      text: rest.startsWith('}') ? line : `${line}, `,
    };
  }
  const indent = ' '.repeat(Math.max(0, map.start.column - 1));
  return { offset: map.start.offset, length: 0, text: `${line}\n${indent}` };
}

/** `spec.disabled: true`: the value replaced when written, else the key added to spec. */
export function disableRuntimeEdit(source: string, origin: ObjectOrigin): TextEdit | null {
  const written = origin.fields['spec.disabled'];
  if (written !== undefined) {
    const { start, end } = written;
    return { offset: start.offset, length: end.offset - start.offset, text: 'true' };
  }
  const spec = origin.fields['spec'];
  return spec === undefined ? null : firstKeyEdit(source, spec, 'disabled: true');
}

/**
 * The text edit for one "make it win" edit of the runtime written at `origin`; null for a
 * deletion (said, not applied: removing a document is the user's call) or a value not found.
 */
export function winTextEdit(
  source: string,
  origin: ObjectOrigin,
  edit: WinEdit,
): TextEdit[] | null {
  switch (edit.kind) {
    case 'priority': {
      const entry = origin.entries[edit.entry];
      const priority = entry === undefined ? null : setEntryPriorityEdit(source, entry, edit.to);
      return priority === null ? null : [priority];
    }
    case 'autoselect-off': {
      const edits = edit.entries.map((i) => {
        const entry = origin.entries[i];
        return entry === undefined ? null : autoSelectOffEdit(source, entry);
      });
      return edits.every((e) => e !== null) ? (edits as TextEdit[]) : null;
    }
    case 'autoselect-on': {
      const entry = origin.entries[edit.entry];
      const on = entry === undefined ? null : autoSelectOnEdit(source, entry);
      return on === null ? null : [on];
    }
    case 'disable': {
      const disable = disableRuntimeEdit(source, origin);
      return disable === null ? null : [disable];
    }
    case 'delete':
      return null;
  }
}

/**
 * Several non-overlapping edits as one, spanning from the first to the last: the editor applies
 * (and undoes) it in one step, and the text between the edits is written back unchanged.
 */
export function combineEdits(source: string, edits: readonly TextEdit[]): TextEdit | null {
  if (edits.length === 0) return null;
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    if (prev.offset + prev.length > sorted[i]!.offset) return null;
  }
  const start = sorted[0]!.offset;
  const last = sorted[sorted.length - 1]!;
  const end = last.offset + last.length;
  let text = source.slice(start, end);
  // Right to left, so earlier offsets stay valid.
  for (const edit of [...sorted].reverse())
    text = applyEdit(text, { ...edit, offset: edit.offset - start });
  return { offset: start, length: end - start, text };
}

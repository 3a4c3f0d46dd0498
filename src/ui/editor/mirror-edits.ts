/**
 * The editor's side of store-owned text edits (src/state/text-edits.ts): each edit the store
 * makes is replayed in Monaco as its own undoable step, and a table edit (or a make-it-win plan
 * applied) reveals and briefly highlights the lines it changed, without taking the focus from
 * where the user made it.
 */
import type { TextEdit } from '../../manifests';
import { monaco } from './monaco-setup';
import './edit-highlight.css';

/** How long a changed line stays highlighted (the CSS fades it out over this time). */
export const HIGHLIGHT_MS = 1600;

function rangeOf(model: monaco.editor.ITextModel, edit: TextEdit): monaco.Range {
  const start = model.getPositionAt(edit.offset);
  const end = model.getPositionAt(edit.offset + edit.length);
  return new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column);
}

/** Applies `edit` as one undoable step: Ctrl+Z undoes exactly it, not the typing before it. */
export function mirrorEdit(model: monaco.editor.ITextModel, edit: TextEdit): void {
  model.pushStackElement();
  model.pushEditOperations(
    [],
    [{ range: rangeOf(model, edit), text: edit.text, forceMoveMarkers: true }],
    () => null,
  );
  model.pushStackElement();
}

/** The lines `edit` wrote (after it was applied). */
function changedLines(model: monaco.editor.ITextModel, edit: TextEdit): monaco.Range {
  const start = model.getPositionAt(edit.offset);
  const end = model.getPositionAt(edit.offset + edit.text.length);
  // An inserted `\n  priority: 7` starts at the end of the line above: highlight the new line.
  const first = edit.text.startsWith('\n') ? start.lineNumber + 1 : start.lineNumber;
  // An inserted `disabled: true\n  ` ends at the indentation of the line it was put before,
  // which it leaves as it was: highlight up to the line above.
  const tail = edit.text.slice(edit.text.lastIndexOf('\n') + 1);
  const keepsLast = edit.length === 0 && edit.text.includes('\n') && tail.trim() === '';
  const last = keepsLast ? end.lineNumber - 1 : end.lineNumber;
  return new monaco.Range(first, 1, Math.max(first, last), 1);
}

/**
 * Where each of `pieces` (non-overlapping, in text order, placed in the text before) lands once
 * they are all made: each moves by what the ones before it added or took away.
 */
export function placedAfter(pieces: readonly TextEdit[]): TextEdit[] {
  let shift = 0;
  return pieces.map((piece) => {
    const placed = { ...piece, offset: piece.offset + shift };
    shift += piece.text.length - piece.length;
    return placed;
  });
}

/**
 * Scrolls the first changed line into view and highlights every changed line for a moment.
 * `edits`: what was written, each at its place in the text after (one edit, or a plan's pieces
 * through placedAfter). A tracked edit's lines stay marked (unseen, moving with later typing),
 * so that `showAgain` can highlight them once more when the user asks where the edit went.
 */
export function createEditHighlighter(editor: monaco.editor.IStandaloneCodeEditor) {
  const decorations = editor.createDecorationsCollection();
  const tracked = editor.createDecorationsCollection();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    decorations.clear();
  };
  const highlight = (lines: readonly monaco.Range[]): number | null => {
    const first = lines[0];
    if (first === undefined) return null;
    editor.revealLinesInCenterIfOutsideViewport(first.startLineNumber, first.endLineNumber);
    clear();
    // Re-created each time so the fade animation starts again.
    decorations.set(
      lines.map((range) => ({
        range,
        options: { isWholeLine: true, className: 'table-edit-highlight' },
      })),
    );
    timer = setTimeout(clear, HIGHLIGHT_MS);
    return first.startLineNumber;
  };
  return {
    /** `track`: kept for showAgain (a plan applied; a table edit is shown where it is made). */
    show(model: monaco.editor.ITextModel, edits: readonly TextEdit[], track = false) {
      const lines = edits.map((edit) => changedLines(model, edit));
      if (track) tracked.set(lines.map((range) => ({ range, options: { isWholeLine: true } })));
      highlight(lines);
    },
    /** The last tracked edit's lines highlighted again; the first line, or null when none is. */
    showAgain(): number | null {
      return highlight(tracked.getRanges());
    },
    dispose: () => {
      clear();
      tracked.clear();
    },
  };
}

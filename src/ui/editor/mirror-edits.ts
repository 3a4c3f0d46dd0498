/**
 * The editor's side of store-owned text edits (src/state/text-edits.ts): each edit the store
 * makes is replayed in Monaco as its own undoable step, and a table edit reveals and briefly
 * highlights the line it changed, without taking the focus from the table.
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
  return new monaco.Range(first, 1, Math.max(first, end.lineNumber), 1);
}

/** Scrolls the changed line into view and highlights it for a moment. */
export function createEditHighlighter(editor: monaco.editor.IStandaloneCodeEditor) {
  const decorations = editor.createDecorationsCollection();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    decorations.clear();
  };
  return {
    show(model: monaco.editor.ITextModel, edit: TextEdit) {
      const lines = changedLines(model, edit);
      editor.revealLinesInCenterIfOutsideViewport(lines.startLineNumber, lines.endLineNumber);
      clear();
      // Re-created each time so the fade animation starts again.
      decorations.set([
        {
          range: lines,
          options: { isWholeLine: true, className: 'table-edit-highlight' },
        },
      ]);
      timer = setTimeout(clear, HIGHLIGHT_MS);
    },
    dispose: clear,
  };
}

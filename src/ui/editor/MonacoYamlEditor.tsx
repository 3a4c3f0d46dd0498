/**
 * The Monaco editor holding the manifests. The store's `text` follows the editor; the editor
 * follows the store when the store edits the text (a table edit, replayed as that one undoable
 * edit, see mirror-edits.ts) or replaces it (reset, as one undoable edit). A text that arrives
 * (loaded, replaced, pasted) has its unread parts folded. Markers are the engine worker's
 * diagnostics for exactly the text on screen.
 *
 * This module pulls in Monaco (~4 MB), so it is only ever imported lazily, by YamlEditor.
 */
import { useEffect, useRef } from 'react';
import { markerDiagnostics, rankAhead, replayFor } from '../../state';
import { useStoreApi } from '../store-context';
import type { Theme } from '../layout/theme';
import { useTextAids } from '../text-aids-context';
import { useRegisterEditor } from './editor-bridge';
import { createUnreadFolder } from './fold-unread';
import { createEditHighlighter, mirrorEdit, placedAfter } from './mirror-edits';
import { editorThemeName, MANIFESTS_URI, monaco } from './monaco-setup';
import { textAfterPaste } from './rank-ahead';
import { applySizeOptions, lineCountOf, sizeOptions } from './size-options';
import { toMarkers } from './to-markers';

const MARKER_OWNER = 'ome-sim';

/**
 * Indentation guides draw one element per level on every visible line: nothing at manifest
 * depths (~10 levels), half a second per frame for hostile text nested hundreds of levels deep.
 * Once such text shows up (80 levels of two spaces), they are turned off for the session.
 */
const DEEP_INDENT = ' '.repeat(160);
const isDeeplyIndented = (text: string): boolean =>
  // A string search, not a regular expression: ten times faster on a pasted megabyte.
  text.startsWith(DEEP_INDENT) || text.includes(`\n${DEEP_INDENT}`);

/** Replaces the whole text as one undoable step (so "Reset to example" can be undone too). */
function replaceAll(
  editor: monaco.editor.IStandaloneCodeEditor,
  model: monaco.editor.ITextModel,
  text: string,
) {
  applySizeOptions(editor, model, lineCountOf(text));
  editor.pushUndoStop();
  editor.executeEdits('ome-sim.replace', [{ range: model.getFullModelRange(), text }]);
  editor.pushUndoStop();
}

/** The markers Monaco shows (moved along with edits since) are exactly `next`. */
function sameMarkers(
  shown: readonly monaco.editor.IMarker[],
  next: readonly monaco.editor.IMarkerData[],
): boolean {
  return (
    shown.length === next.length &&
    shown.every((m, i) => {
      const n = next[i]!;
      return (
        m.severity === n.severity &&
        m.message === n.message &&
        m.source === n.source &&
        m.code === n.code &&
        m.startLineNumber === n.startLineNumber &&
        m.startColumn === n.startColumn &&
        m.endLineNumber === n.endLineNumber &&
        m.endColumn === n.endColumn
      );
    })
  );
}

export function MonacoYamlEditor({ theme }: { theme: Theme }) {
  const host = useRef<HTMLDivElement>(null);
  const store = useStoreApi();
  const register = useRegisterEditor();
  const aids = useTextAids();
  const initialTheme = useRef(theme);

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const uri = monaco.Uri.parse(MANIFESTS_URI);
    monaco.editor.getModel(uri)?.dispose();
    // Edits made in the table before the editor loaded are replayed on the text they were made
    // to, so that Ctrl+Z undoes them here too.
    const replay = replayFor(store.getState());
    const initialText = replay?.base ?? store.getState().text;
    const model = monaco.editor.createModel(initialText, 'yaml', uri);
    const initialSize = sizeOptions(model.getLineCount());
    const editor = monaco.editor.create(element, {
      model,
      theme: editorThemeName(initialTheme.current),
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      lineHeight: 20,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      tabSize: 2,
      insertSpaces: true,
      scrollBeyondLastLine: false,
      // The text's height must not depend on its width. Monaco measures the widest line while it
      // draws; when a fold hides the lines that needed the horizontal scrollbar, the scrollbar
      // goes, the scroll height shrinks by its 12 px, and a view scrolled to the end moves up in
      // the middle of a draw. Monaco 0.57 loses that move (its parts mark themselves drawn after
      // it): the margin keeps rows for the old position, and when the focus leaves, its numbers
      // sit a row up and the last line reads "undefinedundefined" (e2e/fold-margin.spec.ts).
      // The bottom padding keeps the scrollbar clear of the last line instead.
      scrollbar: { ignoreHorizontalScrollbarInContentHeight: true, horizontalScrollbarSize: 12 },
      renderLineHighlight: 'line',
      // The empty line after the text's final newline keeps a number of full contrast: Monaco
      // dims it by default (1.72:1 on the light theme, an axe color-contrast violation).
      renderFinalNewline: 'on',
      padding: { top: 8, bottom: 12 },
      ariaLabel: 'Manifests (YAML)',
      fixedOverflowWidgets: true,
      quickSuggestions: { other: true, comments: false, strings: true },
      // Features that ask monaco-yaml's worker about the whole document after every edit: at
      // cluster scale (a megabyte of YAML) their answers take the main thread hundreds of ms to
      // receive. Sticky scroll needs the full outline; LSP folding and link detection scan the
      // whole text. Indentation folding needs no worker and fits YAML anyway.
      stickyScroll: { enabled: false },
      ...initialSize,
      foldingStrategy: 'indentation',
      links: false,
      // The light bulb asks monaco-yaml's worker for code actions after every cursor move, and the
      // worker re-parses the whole document to answer: at cluster scale that keeps a core busy
      // while typing. Its quick fixes are for monaco-yaml's own validation, which is off.
      lightbulb: { enabled: monaco.editor.ShowLightbulbIconMode.Off },
      guides: {
        indentation: !isDeeplyIndented(initialText),
        highlightActiveIndentation: initialSize.guides.highlightActiveIndentation,
      },
    });
    applySizeOptions(editor, model, model.getLineCount());
    for (const edit of replay?.edits ?? []) mirrorEdit(model, edit);
    const highlighter = createEditHighlighter(editor);
    // The problems list appears (and the editor shrinks) as the user types or pastes: the line
    // they are on must not slip out of view below it.
    const layoutListener = editor.onDidLayoutChange(() => {
      const position = editor.getPosition();
      if (editor.hasTextFocus() && position !== null)
        editor.revealPosition(position, monaco.editor.ScrollType.Immediate);
    });
    // The text the editor last handed to the store: the store subscription below compares with it
    // instead of calling model.getValue() (a copy of the whole text) a second time per keystroke.
    let editorText = model.getValue();
    const contentListener = model.onDidChangeContent((event) => {
      if (event.changes.some((change) => isDeeplyIndented(change.text)))
        editor.updateOptions({ guides: { indentation: false } });
      applySizeOptions(editor, model, model.getLineCount());
      editorText = model.getValue();
      store.getState().setText(editorText);
    });

    const folder = createUnreadFolder(editor, model, aids);
    folder.fold();
    const pasteListener = editor.onDidPaste(({ range }) =>
      folder.fold(range.startLineNumber, range.endLineNumber),
    );
    // Before Monaco (which listens on its own text area inside `element`) takes a paste in. Only
    // a paste into the text itself: one into the find box also passes through `element`.
    const onPaste = (event: ClipboardEvent) => {
      if (!editor.hasTextFocus()) return;
      const pasted = event.clipboardData?.getData('text/plain') ?? '';
      const next = textAfterPaste(model, editor.getSelections(), pasted);
      if (next === null) return;
      applySizeOptions(editor, model, lineCountOf(next));
      rankAhead(store, next);
    };
    element.addEventListener('paste', onPaste, { capture: true });

    const showMarkers = () => {
      const diagnostics = markerDiagnostics(store.getState());
      // Diagnostics of an older text would point at the wrong places; keep the old markers,
      // which Monaco moves along with edits, until the answer for this text arrives.
      if (diagnostics === null) return;
      const markers = toMarkers(diagnostics, model);
      // Most answers repeat the markers already shown; replacing hundreds of them would redraw
      // the editor for nothing.
      const shown = monaco.editor.getModelMarkers({ owner: MARKER_OWNER, resource: model.uri });
      if (!sameMarkers(shown, markers)) monaco.editor.setModelMarkers(model, MARKER_OWNER, markers);
    };
    showMarkers();
    const unsubscribe = store.subscribe((state, previous) => {
      const edit = state.lastEdit;
      if (edit !== previous.lastEdit && edit !== null && state.text !== editorText) {
        mirrorEdit(model, edit.edit);
        if (edit.origin === 'table') highlighter.show(model, [edit.edit]);
      }
      if (state.text !== previous.text && store.getState().text !== editorText) {
        replaceAll(editor, model, store.getState().text);
        folder.fold();
      }
      if (state.latest !== previous.latest || state.text !== previous.text) showMarkers();
    });

    store.getState().attachEditor(true);
    register({
      applyEdit: (edit, pieces) => {
        store.getState().editText(edit, 'editor-command');
        // The subscription above mirrored it (synchronously): show where it wrote, if asked.
        if (pieces !== undefined && model.getValue() === store.getState().text)
          highlighter.show(model, placedAfter(pieces), true);
        return true;
      },
      reveal: (line, column) => {
        editor.setPosition({ lineNumber: line, column });
        editor.revealPositionInCenterIfOutsideViewport({ lineNumber: line, column });
        editor.focus();
      },
      showLastEdit: () => {
        const line = highlighter.showAgain();
        if (line === null) return;
        element.scrollIntoView({ block: 'nearest' });
        editor.setPosition({ lineNumber: line, column: 1 });
        editor.focus();
      },
    });
    return () => {
      register(null);
      store.getState().attachEditor(false);
      highlighter.dispose();
      folder.dispose();
      unsubscribe();
      contentListener.dispose();
      layoutListener.dispose();
      pasteListener.dispose();
      element.removeEventListener('paste', onPaste, { capture: true });
      editor.dispose();
      model.dispose();
    };
  }, [store, register, aids]);

  useEffect(() => {
    monaco.editor.setTheme(editorThemeName(theme));
  }, [theme]);

  return <div ref={host} className="yaml-editor" data-testid="yaml-editor" />;
}

/**
 * The Monaco editor holding the manifests. The store's `text` follows the editor; the editor
 * follows the store only when the text is replaced from outside (reset), and then through an
 * undoable edit. Markers are the engine worker's diagnostics for exactly the text on screen.
 */
import { useEffect, useRef } from 'react';
import { markerDiagnostics, type TextEdit } from '../../state';
import { useStoreApi } from '../store-context';
import type { Theme } from '../layout/theme';
import { useRegisterEditor } from './editor-bridge';
import { editorThemeName, MANIFESTS_URI, monaco } from './monaco-setup';
import { toMarkers } from './to-markers';

const MARKER_OWNER = 'ome-sim';

/** Replaces the whole text as one undoable step (so "Reset to example" can be undone too). */
function replaceAll(
  editor: monaco.editor.IStandaloneCodeEditor,
  model: monaco.editor.ITextModel,
  text: string,
) {
  editor.pushUndoStop();
  editor.executeEdits('ome-sim.replace', [{ range: model.getFullModelRange(), text }]);
  editor.pushUndoStop();
}

function applyTextEdit(
  editor: monaco.editor.IStandaloneCodeEditor,
  model: monaco.editor.ITextModel,
  edit: TextEdit,
) {
  const start = model.getPositionAt(edit.offset);
  const end = model.getPositionAt(edit.offset + edit.length);
  const range = new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column);
  // Undo stops on both sides: Ctrl+Z undoes exactly this edit, not the typing before it.
  editor.pushUndoStop();
  editor.executeEdits('ome-sim.table', [{ range, text: edit.text, forceMoveMarkers: true }]);
  editor.pushUndoStop();
}

export function YamlEditor({ theme }: { theme: Theme }) {
  const host = useRef<HTMLDivElement>(null);
  const store = useStoreApi();
  const register = useRegisterEditor();
  const initialTheme = useRef(theme);

  useEffect(() => {
    const element = host.current;
    if (element === null) return;
    const uri = monaco.Uri.parse(MANIFESTS_URI);
    monaco.editor.getModel(uri)?.dispose();
    const model = monaco.editor.createModel(store.getState().text, 'yaml', uri);
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
      renderLineHighlight: 'line',
      padding: { top: 8, bottom: 8 },
      ariaLabel: 'Manifests (YAML)',
      fixedOverflowWidgets: true,
      quickSuggestions: { other: true, comments: false, strings: true },
    });
    const contentListener = model.onDidChangeContent(() =>
      store.getState().setText(model.getValue()),
    );

    const showMarkers = () => {
      const diagnostics = markerDiagnostics(store.getState());
      // Diagnostics of an older text would point at the wrong places; keep the old markers,
      // which Monaco moves along with edits, until the answer for this text arrives.
      if (diagnostics !== null)
        monaco.editor.setModelMarkers(model, MARKER_OWNER, toMarkers(diagnostics, model));
    };
    showMarkers();
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.text !== previous.text && state.text !== model.getValue())
        replaceAll(editor, model, state.text);
      if (state.latest !== previous.latest || state.text !== previous.text) showMarkers();
    });

    register({
      applyEdit: (edit) => {
        applyTextEdit(editor, model, edit);
        return true;
      },
      reveal: (line, column) => {
        editor.setPosition({ lineNumber: line, column });
        editor.revealPositionInCenterIfOutsideViewport({ lineNumber: line, column });
        editor.focus();
      },
    });
    return () => {
      register(null);
      unsubscribe();
      contentListener.dispose();
      editor.dispose();
      model.dispose();
    };
  }, [store, register]);

  useEffect(() => {
    monaco.editor.setTheme(editorThemeName(theme));
  }, [theme]);

  return <div ref={host} className="yaml-editor" data-testid="yaml-editor" />;
}

/**
 * What other panels may ask of the editor: apply a text edit as an undoable editor operation,
 * and move the cursor to a place. The editor registers the implementation when it mounts.
 */
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import type { TextEdit } from '../../manifests';

export interface EditorCommands {
  /**
   * Applies `edit` through the editor's undo stack; false when the editor isn't ready. With
   * `pieces` (what `edit` is made of, in text order, placed in the text before), the editor also
   * scrolls to the first line they change and highlights each changed line, as after a table
   * edit, without taking the focus.
   */
  applyEdit(edit: TextEdit, pieces?: readonly TextEdit[]): boolean;
  /** Moves the cursor to a 1-based line and column, scrolls it into view and focuses the editor. */
  reveal(line: number, column: number): void;
  /**
   * Where the last edit with `pieces` went (table edits aside): the editor scrolled into the
   * page's view (on a phone it is above the results), its lines highlighted again, the cursor on
   * the first, the focus in the editor.
   */
  showLastEdit(): void;
}

interface Bridge extends EditorCommands {
  register(commands: EditorCommands | null): void;
}

const BridgeContext = createContext<Bridge | null>(null);

export function EditorBridgeProvider({ children }: { children: ReactNode }) {
  const current = useRef<EditorCommands | null>(null);
  const bridge = useMemo<Bridge>(
    () => ({
      register: (commands) => {
        current.current = commands;
      },
      applyEdit: (edit, pieces) => current.current?.applyEdit(edit, pieces) ?? false,
      reveal: (line, column) => current.current?.reveal(line, column),
      showLastEdit: () => current.current?.showLastEdit(),
    }),
    [],
  );
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>;
}

function useBridge(): Bridge {
  const bridge = useContext(BridgeContext);
  if (bridge === null) throw new Error('editor bridge used outside <EditorBridgeProvider>');
  return bridge;
}

export const useEditorCommands = (): EditorCommands => useBridge();
export const useRegisterEditor = (): Bridge['register'] => useBridge().register;

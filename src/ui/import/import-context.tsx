/**
 * Importing manifests: the header's "Import" button and a file dropped on the editor both open
 * the import dialog (a dropped file arrives already read).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ImportDialog, type ImportDraft } from './ImportDialog';

interface Import {
  open(draft?: ImportDraft): void;
}

const ImportContext = createContext<Import | null>(null);

export function ImportProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<ImportDraft | null>(null);
  // Each opening gets a new form, even while the dialog is open (a second file dropped).
  const [opening, setOpening] = useState(0);
  const open = useCallback((next?: ImportDraft) => {
    setDraft(next ?? { text: '', fileName: null });
    setOpening((n) => n + 1);
  }, []);
  const value = useMemo(() => ({ open }), [open]);
  return (
    <ImportContext.Provider value={value}>
      {children}
      <ImportDialog key={opening} draft={draft} onClose={() => setDraft(null)} />
    </ImportContext.Provider>
  );
}

export function useImport(): Import {
  const value = useContext(ImportContext);
  if (value === null) throw new Error('useImport must be used inside <ImportProvider>');
  return value;
}

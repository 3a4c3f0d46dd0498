/**
 * Import manifests from a file or from pasted text, e.g. the output of `kubectl get … -o yaml`
 * (a v1 List, which the loader unpacks), replacing the editor's manifests or appending to them.
 * Either way it is one undoable edit in the editor, and the target pickers follow the new
 * manifests.
 */
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../layout/ModalDialog';
import { useStoreApi } from '../store-context';
import { readManifestFile } from './read-file';
import './import.css';
import '../layout/confirm-dialog.css';

export interface ImportDraft {
  readonly text: string;
  readonly fileName: string | null;
}

export const KUBECTL_EXPORT_COMMAND =
  'kubectl get servingruntimes,clusterservingruntimes,basemodels,clusterbasemodels,inferenceservices -A -o yaml';

type Mode = 'replace' | 'append';

/** The editor's text with `addition` as further documents. */
export function appendDocuments(current: string, addition: string): string {
  if (current.trim() === '') return addition;
  return `${current.replace(/\s*$/, '\n')}---\n${addition}`;
}

interface Props {
  readonly draft: ImportDraft | null;
  readonly onClose: () => void;
}

export function ImportDialog({ draft, onClose }: Props) {
  return (
    <ModalDialog
      open={draft !== null}
      title="Import manifests"
      description="From a YAML or JSON file, or pasted text. Nothing leaves your browser."
      className="import-dialog"
      onClose={onClose}
    >
      {draft !== null && <ImportForm draft={draft} onClose={onClose} />}
    </ModalDialog>
  );
}

/** The form, mounted afresh for each opening (the provider keys it), so it starts from `draft`. */
function ImportForm({ draft, onClose }: { draft: ImportDraft; onClose: () => void }) {
  const store = useStoreApi();
  const [text, setText] = useState(draft.text);
  const [fileName, setFileName] = useState<string | null>(draft.fileName);
  const [mode, setMode] = useState<Mode>('replace');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    const state = store.getState();
    if (mode === 'append') state.setText(appendDocuments(state.text, text));
    else
      state.replaceScenario({ text, subject: null, namespace: null, omeRelease: state.omeRelease });
    onClose();
  };

  return (
    <form onSubmit={submit} className="import-form">
      <label className="file-field">
        <span className="field-label">File</span>
        <input
          type="file"
          accept=".yaml,.yml,.json,.txt,application/json,application/yaml,text/yaml,text/plain"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file === undefined) return;
            const read = await readManifestFile(file);
            setError(read.ok ? null : read.message);
            if (read.ok) {
              setText(read.text);
              setFileName(read.fileName);
            }
          }}
        />
      </label>
      <label htmlFor={textId} className="field-label">
        {fileName === null ? 'Or paste manifests' : `From ${fileName} (you can edit it here)`}
      </label>
      <textarea
        id={textId}
        className="import-text"
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        placeholder="Paste YAML or JSON manifests, or a kubectl List"
      />
      <p className="import-hint">
        To import what a cluster has: <code>{KUBECTL_EXPORT_COMMAND}</code>
      </p>
      {error !== null && (
        <p className="note note-error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="import-mode">
        <legend className="field-label">The editor’s manifests</legend>
        <label>
          <input
            type="radio"
            name="import-mode"
            checked={mode === 'replace'}
            onChange={() => setMode('replace')}
          />{' '}
          Replace them
        </label>
        <label>
          <input
            type="radio"
            name="import-mode"
            checked={mode === 'append'}
            onChange={() => setMode('append')}
          />{' '}
          Append to them
        </label>
      </fieldset>
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="primary" disabled={text.trim() === ''}>
          Import
        </button>
      </div>
    </form>
  );
}

/**
 * Dropping a file on the editor opens the import dialog with it. Handled in the capture phase, so
 * the editor doesn't also insert the dropped file; dragged text is left to the editor.
 */
import { useState, type DragEvent, type ReactNode } from 'react';
import { useImport } from './import-context';
import { readManifestFile } from './read-file';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function FileDropZone({ children }: { children: ReactNode }) {
  const { open } = useImport();
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div
      className={over ? 'drop-zone is-over' : 'drop-zone'}
      onDragOverCapture={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDropCapture={async (event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file === undefined) return;
        const read = await readManifestFile(file);
        setError(read.ok ? null : read.message);
        if (read.ok) open({ text: read.text, fileName: read.fileName });
      }}
    >
      {children}
      {over && (
        <div className="drop-overlay" aria-hidden="true">
          Drop to import
        </div>
      )}
      {error !== null && (
        <p className="drop-error" role="alert">
          {error}{' '}
          <button type="button" className="link-button" onClick={() => setError(null)}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}

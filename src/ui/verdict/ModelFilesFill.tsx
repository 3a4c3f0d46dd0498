/**
 * "Fill from the model's files": pick or drop the model's config.json or its whole folder; the
 * fields OME's model agent would write are derived in the browser (config files and safetensors
 * headers only, read with File.slice; nothing is uploaded), shown with where each came from,
 * then written into the model's YAML as one edit (Ctrl+Z undoes it) and the ranking follows.
 * A folder that holds many models instead fills every model with empty fields found in it, at
 * once, and says what it did (ModelRootSummary, shown by the ranking's status).
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import type { InspectResult } from '../../modelfiles';
import { isEstimate } from '../../modelfiles';
import {
  agentSkipsRankedModel,
  inspectPicked,
  isOneModel,
  modelFilesEdit,
  pickedFilesError,
  type ModelRootReport,
  type PickedFile,
} from '../../state';
import { useEditorCommands } from '../editor/editor-bridge';
import { useAppStore, useStoreApi } from '../store-context';
import { droppedFiles, inputFiles } from './drop-files';
import { fieldRows } from './field-rows';
import { useModelRootFill } from './use-model-root-fill';

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'reading-many'; readonly done: number; readonly total: number | null }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'read'; readonly result: InspectResult };

interface Props {
  readonly model: string;
  /** A folder of models was filled: what it did, for the ranking's status to show. */
  readonly onFolderFilled: (report: ModelRootReport) => void;
}

const readingManyText = (done: number, total: number | null) =>
  total === null
    ? 'Looking for the models’ folders…'
    : `Reading the files of ${total} model${total === 1 ? '' : 's'} found here… (${done} of ${total})`;

export function ModelFilesFill({ model, onFolderFilled }: Props) {
  const store = useStoreApi();
  const { applyEdit } = useEditorCommands();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const agentSkips = useAppStore(agentSkipsRankedModel);
  const fillFolder = useModelRootFill();

  const readMany = async (picked: readonly PickedFile[]) => {
    setStatus({ kind: 'reading-many', done: 0, total: null });
    try {
      const report = await fillFolder(picked, (done, total) =>
        setStatus({ kind: 'reading-many', done, total }),
      );
      setStatus({ kind: 'idle' });
      onFolderFilled(report);
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };
  const read = async (picked: readonly PickedFile[]) => {
    if (picked.length === 0) return;
    const tooMany = pickedFilesError(picked.length);
    if (tooMany !== null) {
      setStatus({ kind: 'error', message: tooMany });
      return;
    }
    if (!isOneModel(picked)) {
      await readMany(picked);
      return;
    }
    setStatus({ kind: 'reading' });
    try {
      setStatus({ kind: 'read', result: await inspectPicked(picked) });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };
  const write = (result: InspectResult) => {
    const edit = modelFilesEdit(store.getState(), result);
    if (edit === null || !applyEdit(edit)) {
      setStatus({
        kind: 'error',
        message:
          'The model’s spec could not take the fields here (is it written in flow style, or is the ranking updating?).',
      });
      return;
    }
    document.getElementById('ranking-heading')?.focus();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void droppedFiles(e.dataTransfer).then(read, (error: unknown) =>
      setStatus({ kind: 'error', message: String(error) }),
    );
  };

  return (
    <div className="files-fill" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Fill from the model’s files</h4>
      <p>
        Pick its <code>config.json</code> or its whole folder: the fields are read as OME’s model
        agent reads them, in this browser (config files and safetensors headers only; nothing is
        uploaded). A folder that holds many models (downloads as <code>org/name</code>, or a copy of
        the node’s models folder) fills every model here with empty fields, each from its own
        folder, in one edit.
      </p>
      <div
        className={`files-drop${dragging ? ' is-dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <button type="button" onClick={() => fileInput.current?.click()}>
          Pick config.json
        </button>
        <button type="button" onClick={() => folderInput.current?.click()}>
          Pick a folder
        </button>
        <span className="files-drop-hint">or drop either here</span>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          aria-label="The model’s config.json"
          hidden
          onChange={(e) => {
            if (e.target.files !== null) void read(inputFiles(e.target.files));
            e.target.value = '';
          }}
        />
        <input
          ref={(el) => {
            folderInput.current = el;
            el?.setAttribute('webkitdirectory', '');
          }}
          type="file"
          aria-label="The model’s folder, or a folder of models"
          hidden
          onChange={(e) => {
            if (e.target.files !== null) void read(inputFiles(e.target.files));
            e.target.value = '';
          }}
        />
      </div>
      <div aria-live="polite">
        {status.kind === 'reading' && <p className="note">Reading the model’s files…</p>}
        {status.kind === 'reading-many' && (
          <p className="note">{readingManyText(status.done, status.total)}</p>
        )}
        {status.kind === 'error' && (
          <p className="note note-error" role="alert">
            {status.message}
          </p>
        )}
        {status.kind === 'read' && (
          <>
            <table className="files-fields">
              <caption>
                {agentSkips
                  ? 'What OME’s agent would write if it did not skip this model'
                  : 'What OME’s agent would write'}
                , from {status.result.configFile} (model_type {status.result.modelType})
              </caption>
              <tbody>
                {fieldRows(status.result).map(([key, value, source]) => (
                  <tr key={key}>
                    <th scope="row">{key}</th>
                    <td>
                      <code>{value}</code>
                      <small
                        className={
                          key === 'modelParameterSize' && isEstimate(status.result)
                            ? 'fix-guess'
                            : undefined
                        }
                      >
                        {source}
                      </small>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {status.result.notes.map((note) => (
              <p key={note.message} className="note files-note">
                {note.message}
              </p>
            ))}
            <button type="button" className="primary" onClick={() => write(status.result)}>
              Write the files’ fields into {model}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

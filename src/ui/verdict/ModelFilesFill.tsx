/**
 * "Fill from the model's files": pick or drop the model's config.json or its whole folder; the
 * fields OME's model agent would write are derived in the browser (config files and safetensors
 * headers only, read with File.slice; nothing is uploaded), shown with where each came from,
 * then written into the model's YAML as one edit (Ctrl+Z undoes it) and the ranking follows.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { DIFFUSION_COMPONENTS } from '../../engine';
import type { DiffusionPipelineValue, InspectResult } from '../../modelfiles';
import { isEstimate, sourceText } from '../../modelfiles';
import { agentSkipsRankedModel, inspectPicked, modelFilesEdit, type PickedFile } from '../../state';
import { useEditorCommands } from '../editor/editor-bridge';
import { useAppStore, useStoreApi } from '../store-context';
import { droppedFiles, inputFiles } from './drop-files';

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'read'; readonly result: InspectResult };

const versioned = (v: { name: string; version: string | null }) =>
  v.version === null ? v.name : `${v.name} ${v.version || '""'}`;

/** The pipeline in one line: its class, then the components it names. */
function pipelineText(p: DiffusionPipelineValue): string {
  const named = DIFFUSION_COMPONENTS.filter((key) => p[key] !== undefined);
  const components = [...named, ...Object.keys(p.additionalComponents)];
  const className = p.className ?? 'no class';
  return components.length === 0 ? className : `${className}: ${components.join(', ')}`;
}

function rows(result: InspectResult) {
  const f = result.fields;
  const out: [string, string, string][] = [
    ['modelFormat', versioned(f.modelFormat.value), sourceText(f.modelFormat.source)],
    ['modelFramework', versioned(f.modelFramework.value), sourceText(f.modelFramework.source)],
  ];
  out.push([
    'modelArchitecture',
    f.modelArchitecture.value || '""',
    sourceText(f.modelArchitecture.source),
  ]);
  out.push([
    'modelParameterSize',
    f.modelParameterSize.value,
    sourceText(f.modelParameterSize.source),
  ]);
  if (f.quantization !== null)
    out.push(['quantization', f.quantization.value, sourceText(f.quantization.source)]);
  if (f.diffusionPipeline !== null)
    out.push([
      'diffusionPipeline',
      pipelineText(f.diffusionPipeline.value),
      sourceText(f.diffusionPipeline.source),
    ]);
  return out;
}

export function ModelFilesFill({ model }: { model: string }) {
  const store = useStoreApi();
  const { applyEdit } = useEditorCommands();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const agentSkips = useAppStore(agentSkipsRankedModel);

  const read = async (picked: readonly PickedFile[]) => {
    if (picked.length === 0) return;
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
        uploaded).
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
          Pick the model’s folder
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
          aria-label="The model’s folder"
          hidden
          onChange={(e) => {
            if (e.target.files !== null) void read(inputFiles(e.target.files));
            e.target.value = '';
          }}
        />
      </div>
      <div aria-live="polite">
        {status.kind === 'reading' && <p className="note">Reading the model’s files…</p>}
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
                {rows(status.result).map(([key, value, source]) => (
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

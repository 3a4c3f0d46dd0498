/**
 * The outline of what selection reads: each object of the manifests (kind and name) with the
 * fields that decide its ranking or its accelerator class (supportedModelFormats,
 * modelSizeRange, modelFormat, an AcceleratorClass's capabilities…), each a
 * button that puts the editor's cursor there. Real runtimes bury these ten lines under hundreds
 * of lines of engineConfig; the editor folds those, and this lists what is left.
 *
 * The query worker builds it (the main thread parses no YAML), once the engine has answered for
 * the text: after a paste the ranking comes first, the outline a moment later.
 */
import { useEffect, useState } from 'react';
import { hasAnswerForText, type OutlineObject } from '../../state';
import { useAppStore } from '../store-context';
import { useTextAids } from '../text-aids-context';
import { useEditorCommands } from './editor-bridge';
import './outline.css';

/** Typing pauses this long before the outline is asked for again (the worker parses the whole text). */
const OUTLINE_DELAY_MS = 250;

/** Past this size the outline is built only on request: a cluster's worth is a long list. */
const AUTO_OUTLINE_MAX_CHARS = 300_000;

const SHORT_KIND: Readonly<Record<string, string>> = {
  ClusterServingRuntime: 'CSR',
  ServingRuntime: 'SR',
  ClusterBaseModel: 'CBM',
  BaseModel: 'BM',
  InferenceService: 'ISVC',
  AcceleratorClass: 'AC',
};

function useOutline(open: boolean): readonly OutlineObject[] | null {
  const text = useAppStore((s) => s.text);
  const answered = useAppStore(hasAnswerForText);
  const aids = useTextAids();
  const [outline, setOutline] = useState<readonly OutlineObject[] | null>(null);
  useEffect(() => {
    if (!open || !answered) return;
    let live = true;
    const timer = setTimeout(() => {
      void aids.ask('outline', text).then((answer) => {
        // The newest answer, even if typing has moved on: its lines are off by what was typed
        // since, until the next one arrives (as when the outline was built here after a pause).
        if (live && answer !== null) setOutline(answer.response.objects);
      });
    }, OUTLINE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, open, answered, aids]);
  return open ? outline : null;
}

export function SelectionOutline() {
  const small = useAppStore((s) => s.text.length <= AUTO_OUTLINE_MAX_CHARS);
  const [open, setOpen] = useState(small);
  const outline = useOutline(open);
  const { reveal } = useEditorCommands();
  return (
    <details
      className="selection-outline"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        Outline: fields selection reads
        {outline !== null ? (
          <span className="outline-count"> · {outline.length} objects</span>
        ) : null}
      </summary>
      {outline !== null && outline.length > 0 ? (
        <ol className="outline-list" aria-label="Objects and the fields selection reads">
          {outline.map((object) => (
            <li key={`${object.line}`} className="outline-object">
              <button
                type="button"
                className="outline-name"
                title={`${object.kind} ${object.name}: line ${object.line}`}
                aria-label={`${object.kind} ${object.name}, line ${object.line}`}
                onClick={() => reveal(object.line, 1)}
              >
                <abbr title={object.kind}>{SHORT_KIND[object.kind] ?? object.kind}</abbr>{' '}
                {object.name || '(no name)'}
              </button>
              {object.fields.map((field) => (
                <button
                  type="button"
                  key={field.name}
                  className="outline-field"
                  aria-label={`${field.name} of ${object.name}, line ${field.line}`}
                  onClick={() => reveal(field.line, 1)}
                >
                  {field.name}
                </button>
              ))}
            </li>
          ))}
        </ol>
      ) : outline !== null ? (
        <p className="outline-empty">No OME objects in the text yet.</p>
      ) : null}
    </details>
  );
}
